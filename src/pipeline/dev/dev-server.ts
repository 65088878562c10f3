/**
 * `npm run dev`'s server: Astro's own dev server (Vite, with its hot module reloading) rendering the
 * pages on request from build data the dev server keeps current (dev-sites.ts), each site at
 * http://<slug>.localhost:<port>/ as npm start serves it, with the lead API under /api.
 *
 * Why Astro's dev server rather than the incremental renderer kept warm: a saved tenant file changes
 * every page of its site, which an incremental build re-renders in full (about 3 s for a 40-car
 * site, more with a new bundle for a content file), while the dev server re-reads the site's data
 * and renders only the page the browser asks for again (figures in docs/editing.md).
 *
 * A saved tenant or content file re-reads the sites it reaches, then tells the open pages to
 * reload over Vite's WebSocket; a component's save is Vite's own hot reload. A site whose files do
 * not validate shows their problems in place of its pages, and in the terminal, until they are fixed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { dev, type AstroIntegration } from 'astro';
import type { Plugin, ViteDevServer } from 'vite';
import { BUILD_DATA_ENV } from '../build-data.ts';
import { CONTENT_DIR_ENV } from '../content-loader.ts';
import { contentDirOf } from '../content.ts';
import { sitesIndexHtml } from '../serve/hosts.ts';
import { tenantFromHost } from '../../lib/tenant/host.ts';
import { demoImageSvg } from '../../demo-stock/images.ts';
import type { DevSites } from './dev-sites.ts';
import { siteProblemPage } from './error-page.ts';
import { astroPathFor, publicEntries } from './routing.ts';
import { watchTenantFiles, type TenantFilesWatch } from './watch.ts';

export interface DevServerOptions {
  /** The tenant files' folder the sites are read from. */
  root: string;
  /** Where dev-sites.ts writes the build data. */
  dataDir: string;
  sites: DevSites;
  port: number;
  /** The lead API for a site's /api/*. */
  api?: (req: IncomingMessage, res: ServerResponse, slug: string) => void;
  /** Requests to http://localhost:<port>/ it answers (the CMS, the dealer inbox); true when it answered. */
  local?: (req: IncomingMessage, res: ServerResponse) => boolean;
  log: (line: string) => void;
}

export interface RunningDevServer {
  port: number;
  close(): Promise<void>;
}

/** The Content Layer loaders of src/content.config.ts (content-loader.ts names them). */
const CONTENT_LOADERS = ['forecourt-pages', 'forecourt-posts'];

export async function startDevServer(options: DevServerOptions): Promise<RunningDevServer> {
  // The pages read these in this process: Astro's dev server renders where it runs.
  process.env[BUILD_DATA_ENV] = path.resolve(options.dataDir);
  process.env[CONTENT_DIR_ENV] = path.resolve(contentDirOf(options.root));
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  let refreshContent: ((options: { loaders: string[] }) => Promise<void>) | undefined;
  let watch: TenantFilesWatch | undefined;
  const integration: AstroIntegration = {
    name: 'forecourt-dev',
    hooks: {
      'astro:server:setup': ({ server, refreshContent: refresh }) => {
        refreshContent = refresh;
        watch = watchTenantFiles(server.watcher, options.root, (changed) => reload(server, changed));
      },
    },
  };
  async function reload(server: ViteDevServer, changed: string[]): Promise<void> {
    const started = performance.now();
    const reread = await options.sites.refresh(changed);
    // After the build data: syncing the Content Layer reloads the pages itself when pages or posts
    // changed, and they must render with the new data then.
    const content = path.resolve(contentDirOf(options.root)) + path.sep;
    if (changed.some((file) => path.resolve(file).startsWith(content)))
      await refreshContent?.({ loaders: CONTENT_LOADERS });
    for (const name of ['ssr', 'prerender']) server.environments[name]?.hot.send('astro:content-changed', {});
    server.environments.client.hot.send({ type: 'full-reload', path: '*' });
    reportReload(options, reread, (performance.now() - started) / 1000);
    // The SSR runner takes up astro:content-changed (which empties Astro's cache of each page's
    // paths and props) in promise callbacks: done before the pages waiting on settled() go on.
    await new Promise((done) => setImmediate(done));
  }
  const server = await dev({
    root: process.cwd(),
    logLevel: 'warn',
    server: { port: options.port, host: '127.0.0.1' },
    integrations: [integration],
    vite: { plugins: [sitesByHost(options, () => watch?.settled())], server: { strictPort: true } },
  });
  return { port: server.address.port, close: () => server.stop() };
}

function reportReload(options: DevServerOptions, reread: string[], seconds: number): void {
  for (const slug of reread) {
    const problem = options.sites.problems.get(slug);
    if (!problem) options.log(`✓ ${slug} reloaded (${seconds.toFixed(2)} s)`);
    else options.log(`✗ ${slug} cannot be shown until this is fixed:\n    ${problem.lines.join('\n    ')}`);
  }
}

/**
 * A Vite plugin whose middleware, ahead of Astro's, maps each site's host onto its routes. A page
 * asked for while a saved file is being taken up waits for it (`settled`), so it never shows the
 * data from before the save.
 */
function sitesByHost(options: DevServerOptions, settled: () => Promise<void> | undefined): Plugin {
  const publicNames = publicEntries(path.resolve('public'));
  return {
    name: 'forecourt:sites-by-host',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const slug = tenantFromHost(req.headers.host);
        if (slug === null) return localRequest(options, req, res, next);
        const url = req.url ?? '/';
        if (url.startsWith('/api/')) return options.api ? options.api(req, res, slug) : unavailable(res);
        if (url.startsWith('/demo-images/')) return demoImage(url, res);
        const astroPath = astroPathFor(slug, url, publicNames);
        if (astroPath === null) return next();
        void Promise.resolve(settled()).then(() => sitePage(options, slug, astroPath, req, res, next));
      });
    },
  };
}

function sitePage(
  options: DevServerOptions,
  slug: string,
  astroPath: string,
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
): void {
  const problem = options.sites.problems.get(slug);
  if (problem) send(res, 500, siteProblemPage(problem));
  else if (!options.sites.sites.has(slug))
    send(res, 404, `<!doctype html><title>No such site</title><p>No site "${slug}" is being served.</p>`);
  else {
    req.url = astroPath;
    next();
  }
}

function localRequest(options: DevServerOptions, req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (options.local?.(req, res)) return;
  if ((req.url ?? '/').split('?')[0] === '/') send(res, 200, sitesIndexHtml(options.sites.slugs(), options.port));
  else next();
}

function demoImage(url: string, res: ServerResponse): void {
  const name = /^\/demo-images\/([\w-]+)\.svg$/.exec(url.split('?')[0]!)?.[1];
  const svg = name ? demoImageSvg(name) : null;
  if (svg === null) {
    send(res, 404, 'Not found');
    return;
  }
  res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-cache' });
  res.end(svg);
}

function unavailable(res: ServerResponse): void {
  res.writeHead(503, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ error: 'The lead API is not running.' }));
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
}
