/**
 * JSON POST over node:http with keep-alive. Node's built-in fetch sends headers and body as two
 * packets and waits on a delayed ACK, several times slower per request, which matters when a build
 * sends hundreds of searches (docs/performance.md has the figures).
 */
import http from 'node:http';
import https from 'node:https';
import type { JsonPost } from '../lib/search/multi-search.ts';

const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

export const nodeJsonPost: JsonPost = (url, headers, body, signal) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const transport = target.protocol === 'https:' ? https : http;
    const request = transport.request(
      target,
      {
        method: 'POST',
        agent: agents[target.protocol as keyof typeof agents],
        signal,
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          try {
            resolve({
              status,
              json: status >= 200 && status < 300 ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null,
            });
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
