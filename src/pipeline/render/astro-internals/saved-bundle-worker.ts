/**
 * A render process that renders with a saved Astro bundle (../saved-bundle.ts) instead of running
 * Astro's build: it loads the bundle, hands it back what Astro's renderer gave it, asks it for its
 * pages (the routes' getStaticPaths, so the render plan and page records work as in render-worker.ts)
 * and writes each page, finished (../finish-pages.ts), where Astro would (build.format 'directory').
 * Started by render.ts in place of render-worker.ts, with the same environment; any failure exits
 * non-zero, and the build then renders with Astro instead. What of Astro's private code this relies
 * on: private-api.ts.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pLimit from 'p-limit';
import type { RouteData } from 'astro';
import { SYNCED_MESSAGE } from '../page-selection.ts';
import { loadServer, readSavedBundle } from '../saved-bundle.ts';
import { finishPage, needsFile, needsOfPage, writeNeeds, type NeedsBySite } from '../finish-pages.ts';
import { listPages, type BundleApp } from './private-api.ts';

const [outDir, bundleDir] = process.argv.slice(2);
if (!outDir || !bundleDir || outDir === '--help') {
  console.log(
    'Usage: node src/pipeline/render/astro-internals/saved-bundle-worker.ts <out-dir> <bundle-dir>   (started by npm run build, not by hand)',
  );
  process.exit(outDir === '--help' ? 0 : 1);
}
// It syncs no content, so the build's other processes need not wait for it (render.ts).
process.send?.(SYNCED_MESSAGE);

/** As Astro renders (astro.config.mjs build.concurrency): pages wait on Meilisearch between bursts of CPU. */
const PAGES_AT_ONCE = 4;

const saved = readSavedBundle(bundleDir);
// As Astro rendered: React and the bundle's other dependencies pick their code by it.
if (saved.nodeEnv === null) delete process.env.NODE_ENV;
else process.env.NODE_ENV = saved.nodeEnv;
const server = await loadServer<{ app: BundleApp }>(bundleDir, saved);
const { app } = server.exports;
app.setInternals({ pagesByKeys: new Map(saved.pages), entrySpecifierToBundleMap: new Map(saved.entrySpecifiers) });
app.setOptions({
  settings: { scripts: saved.scripts },
  origin: saved.origin,
  logger: { options: { destination: { write: logAstro } } },
});

// While the build is still reading the stock: the files every site shares go in as Astro would
// write them, and the routes' modules load, so that their getStaticPaths
// then wait only for the render plan.
mkdirSync(outDir, { recursive: true });
cpSync(join(bundleDir, 'client'), outDir, { recursive: true });
await Promise.all(app.manifest.routes.map(({ routeData }) => app.getComponentByRoute(routeData)));
const pages = await listPages(app);
const limit = pLimit(PAGES_AT_ONCE);
const written = new Set<string>();
const needs: NeedsBySite = new Map();
await Promise.all(
  pages.map(({ pathname, route }) =>
    limit(async () => {
      const page = outputFile(pathname, route);
      const file = join(outDir, page);
      if (written.has(file)) return; // two routes with one path: Astro renders the first
      written.add(file);
      const response = await app
        .render(new Request(pageUrl(pathname, route)), { routeData: route })
        .catch((error: unknown) => {
          throw new Error(`Rendering ${pathname} failed: ${error instanceof Error ? error.stack : String(error)}`);
        });
      if (response.status >= 300 && response.status < 400)
        throw new Error(`${pathname} redirects, which only Astro's own build writes pages for.`);
      if (!response.body) return;
      mkdirSync(dirname(file), { recursive: true });
      const body = Buffer.from(await response.arrayBuffer());
      writeFileSync(file, page.endsWith('.html') ? finishPage(body.toString('utf8'), needsOfPage(needs, page)) : body);
    }),
  ),
).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
writeNeeds(needsFile(outDir), needs);
// Once pages are rendered, V8 has compiled their code, which the cache then holds for the next build.
// The pages are what this process is for: a cache it cannot write is only said, not a failed render.
try {
  if (pages.length > 0) server.keepCache([...new Set(pages.map(({ route }) => route.route))]);
} catch (error) {
  console.error(`V8's code cache of the kept bundle was not kept: ${error instanceof Error ? error.message : error}`);
}
process.exit(0);

/** The URL Astro renders a path at: a page's with the directory format's trailing slash. */
function pageUrl(pathname: string, route: RouteData): URL {
  const path = route.type === 'endpoint' ? pathname : `${pathname.replace(/\/+$/, '')}/`;
  return new URL(path, saved.origin);
}

/** Where Astro writes it: a page as <path>/index.html, an endpoint as the file its path names. */
function outputFile(pathname: string, route: RouteData): string {
  if (route.type === 'endpoint') return pathname;
  if (route.type !== 'page')
    throw new Error(`${pathname}: a ${route.type} route, which only Astro's own build renders.`);
  return join(pathname, 'index.html');
}

/** Astro's warnings and errors, as its build prints them. */
function logAstro(event: { level: string; label: string | null; message: string }): boolean {
  if (event.level === 'warn' || event.level === 'error')
    console.error(`${event.label ? `[${event.label}] ` : ''}${event.message}`);
  return true;
}
