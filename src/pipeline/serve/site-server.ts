/**
 * The local stand-in for the CDN: serves dist/<slug>/ at http://<slug>.localhost:<port>/, an index of
 * the sites at http://localhost:<port>/ (with the local dealer inbox at /dealer-inbox), and hands
 * /api/* on every site to the lead API when one is given. Like Cloudflare Pages, it applies a site's
 * _redirects file before its files. Chromium resolves *.localhost to the loopback, so no hosts-file
 * changes are needed. Pages and assets are gzipped as a CDN serves them, so what the browser loads
 * here (and Lighthouse measures) is what shoppers load. Like Netlify and Cloudflare Pages, it sends
 * the headers of the site's _headers file (its security policy) with every response.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import sirv from 'sirv';
import compression from 'compression';
import { sitesIndexHtml } from './hosts.ts';
import { tenantFromHost } from '../../lib/tenant/host.ts';
import { parseRedirectsFile, redirectFor, type Redirect } from '../../lib/site/redirects.ts';
import { imageResizer } from './image-resizer.ts';
import { headersFor, parseHeadersFile, type HeaderRule } from '../../lib/security/headers-file.ts';

export interface SiteServerOptions {
  distDir: string;
  port: number;
  /** Handles /api/* for a tenant; without one the API answers 503. */
  api?: (req: IncomingMessage, res: ServerResponse, slug: string) => void;
  /** Handles requests to http://localhost:<port>/ before the sites index (the local dealer inbox); true when it answered. */
  local?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /**
   * Serve the image CDN's stand-in (/_img/…) and the demo stock's photos (/demo-images/*.jpg),
   * keeping what it makes in this folder (./image-resizer.ts); without it neither is served.
   */
  imageCacheDir?: string;
  /** Handles a site's request before its files (the demo cars' history reports); true when it answered. */
  files?: (req: IncomingMessage, res: ServerResponse, slug: string) => boolean;
}

type Site = { handler: ReturnType<typeof sirv>; redirects: Redirect[]; headers: HeaderRule[] };

function readIfThere(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** sirv lists a folder once; a rebuild swaps the folder (new inode), so read it again then. */
function siteReader(root: string): (slug: string) => Site | null {
  const sites = new Map<string, { inode: number; site: Site }>();
  return (slug) => {
    const dir = join(root, slug);
    if (!existsSync(dir)) return null;
    const inode = statSync(dir).ino;
    const cached = sites.get(slug);
    if (cached?.inode === inode) return cached.site;
    const redirects = readIfThere(join(dir, '_redirects'));
    const headers = readIfThere(join(dir, '_headers'));
    const site = {
      handler: sirv(dir, { etag: true, extensions: ['html'], setHeaders: cacheHeaders, onNoMatch: notFound(dir) }),
      redirects: redirects === null ? [] : parseRedirectsFile(redirects),
      headers: headers === null ? [] : parseHeadersFile(headers),
    };
    sites.set(slug, { inode, site });
    return site;
  };
}

function siteRequestListener({ distDir, port, api, local, imageCacheDir, files }: SiteServerOptions): RequestListener {
  const root = resolve(distDir);
  const images = imageCacheDir === undefined ? null : imageResizer({ distDir: root, cacheDir: imageCacheDir });
  const compress = compression();
  const siteFor = siteReader(root);

  return (req, res) => {
    const slug = tenantFromHost(req.headers.host);
    if (slug === null) {
      if (local?.(req, res)) return;
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(sitesIndexHtml(listSites(root), port));
      return;
    }
    if (req.url?.startsWith('/api/')) {
      if (api) return api(req, res, slug);
      res.writeHead(503, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'The lead API is not running.' }));
      return;
    }
    if (images?.(req, res, slug, new URL(req.url ?? '/', 'http://localhost').pathname)) return;
    if (files?.(req, res, slug)) return;
    const site = siteFor(slug);
    if (!site) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`No site has been built for "${slug}".`);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const [name, value] of Object.entries(headersFor(site.headers, url.pathname))) res.setHeader(name, value);
    const redirect = redirectFor(site.redirects, url.pathname, url.search);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.location, 'Cache-Control': 'no-cache' });
      res.end();
      return;
    }
    // The file itself is the CDN's instructions, not a page, however the path spells it.
    const path = normalisedPath(url.pathname);
    if (path === null) return badPath(res);
    if (HIDDEN_FILES.has(path)) return notFound(join(root, slug))(req, res);
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () =>
      site.handler(req, res),
    );
  };
}

/** Files in a site's folder that are the CDN's, never served. */
const HIDDEN_FILES = new Set(['/_redirects', '/_headers']);

/**
 * A path as the file system will see it: percent-decoded (as sirv decodes it), dot segments and
 * repeated or trailing slashes resolved, backslashes read as slashes, lower-cased (a
 * case-insensitive disk finds the same file); null when it cannot be decoded.
 */
function normalisedPath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = posix.normalize(`/${decoded.replace(/\\/g, '/')}`).replace(/\/+$/, '');
  return (path || '/').toLowerCase();
}

function badPath(res: ServerResponse): void {
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Bad request: the path cannot be decoded.');
}

/** Listens on the IPv4 and (where present) IPv6 loopback: browsers may resolve *.localhost to either. */
export async function startSiteServer(options: SiteServerOptions): Promise<{ close(): Promise<void> }> {
  const listener = siteRequestListener(options);
  const servers: Server[] = [];
  for (const host of ['127.0.0.1', '::1']) {
    const server = createServer(listener);
    try {
      await new Promise<void>((done, fail) => server.once('error', fail).listen(options.port, host, done));
      servers.push(server);
    } catch (error) {
      if (host === '127.0.0.1') throw error;
    }
  }
  return {
    close: () =>
      Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((done) => {
              s.closeAllConnections();
              s.close(() => done());
            }),
        ),
      ).then(() => undefined),
  };
}

function listSites(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.') && existsSync(join(root, d.name, 'index.html')))
    .map((d) => d.name)
    .sort();
}

function cacheHeaders(res: ServerResponse, pathname: string): void {
  // Hashed bundle files never change; pages must revalidate so a rebuild shows at once.
  res.setHeader(
    'Cache-Control',
    pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
  );
}

/** The site's own 404 page, with a real 404 status (sirv would answer it with 200). */
function notFound(dir: string) {
  const page = join(dir, '404.html');
  return (_req: IncomingMessage, res: ServerResponse) => {
    const body = existsSync(page) ? readFileSync(page) : 'Not found';
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(body);
  };
}
