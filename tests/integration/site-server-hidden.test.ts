/**
 * The local CDN stand-in never serves a site's _redirects (the CDN's instructions, not a page),
 * however the path is spelt: percent-encoded, with a trailing slash, dot segments, doubled slashes
 * or another case. Found serving /%5fredirects and /_redirects/ (issue 27).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSiteServer } from '../../src/pipeline/serve/site-server.ts';
import { freePort } from '../../src/pipeline/free-port.ts';

const RULES = '/old-page /new-page 301\n';
let port: number;
let server: { close(): Promise<void> };

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'forecourt-hidden-'));
  mkdirSync(join(dist, 'site'));
  writeFileSync(join(dist, 'site', 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dist, 'site', '404.html'), '<h1>Not found</h1>');
  writeFileSync(join(dist, 'site', '_redirects'), RULES);
  port = await freePort();
  server = await startSiteServer({ distDir: dist, port });
});
afterAll(() => server.close());

function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    request({ host: '127.0.0.1', port, path, headers: { Host: `site.localhost:${port}` }, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk)).on('end', () => done({ status: res.statusCode ?? 0, body }));
    })
      .on('error', fail)
      .end();
  });
}

it.each([
  '/_redirects',
  '/%5fredirects',
  '/%5Fredirects',
  '/_redirects/',
  '//_redirects',
  '/x/../_redirects',
  '/%2e/_redirects',
  '/_REDIRECTS',
  '/_redirects?x=1',
])('%s is not served', async (path) => {
  const reply = await get(path);
  expect(reply.status).toBeGreaterThanOrEqual(400);
  expect(reply.body).not.toContain('/new-page');
});

it('still serves the pages and applies the rules', async () => {
  expect((await get('/')).body).toContain('Home');
  expect((await get('/old-page')).status).toBe(301);
});
