/**
 * The CMS at http://localhost:<port>/admin/ in `npm run dev`: the admin page (admin/), Decap CMS's
 * prebuilt files from its npm package, the configuration made from the schemas and the tenant folder
 * being served (config.ts), and the local backend the CMS saves through (backend.ts).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';
import { cmsBackend } from './backend.ts';
import { buildCmsConfig, cmsConfigText } from './config.ts';

type Local = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Decap CMS's prebuilt bundle and the chunks it loads from beside itself. */
const DECAP_DIST = path.dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));
const ADMIN_DIR = path.resolve('admin');
const OWN_FILES = new Set(['index.html', 'admin.js']);

/** Answers /admin/… on http://localhost:<port>/ (true when it did), and hands anything else to `also`. */
export function cmsRequests({ root, also }: { root: string; also?: Local }): Local {
  const backend = cmsBackend(root);
  return (req, res) => {
    const url = (req.url ?? '/').split('?')[0]!;
    if (url === '/admin') {
      res.writeHead(301, { Location: '/admin/' });
      res.end();
      return true;
    }
    if (!url.startsWith('/admin/')) return also?.(req, res) ?? false;
    const name = url.slice('/admin/'.length) || 'index.html';
    if (name === 'api/v1') void backend(req, res);
    else if (name === 'config.json') void sendConfig(root, res);
    else if (OWN_FILES.has(name)) void sendFile(path.join(ADMIN_DIR, name), res);
    else if (/^[\w.-]+\.(?:js|wasm|css)$/.test(name)) void sendFile(path.join(DECAP_DIST, name), res);
    else notFound(res);
    return true;
  };
}

async function sendConfig(root: string, res: ServerResponse): Promise<void> {
  try {
    const text = cmsConfigText(await buildCmsConfig(root));
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(text);
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`The CMS configuration could not be made: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function sendFile(file: string, res: ServerResponse): Promise<void> {
  const body = await readFile(file).catch(() => null);
  if (!body) return notFound(res);
  res.writeHead(200, { 'Content-Type': lookup(file) ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
  res.end(body);
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}
