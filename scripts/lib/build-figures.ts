/** The build figures of `npm run bench`: the whole build, rebuilds of one site, a search page's cost and JS per page type. */
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Meilisearch } from 'meilisearch';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { islandSizes, pageJs } from '../../src/pipeline/js-size.ts';
import { type BenchBuild, type BuildFigure, cpuNote } from './bench-build.ts';
import { incrementalRebuilds } from './incremental-bench.ts';
import { searchPageCost } from './search-page-cost.ts';

export function wholeBuildLine(full: BuildFigure): string {
  const perSecond = Math.round(full.pages / full.seconds);
  return `  whole build:       ${full.pages} pages in ${full.seconds.toFixed(1)} s = ${perSecond} pages/s (${availableParallelism()} render processes; ${cpuNote(full)})`;
}

/** One site rebuilt in full, then incrementally after stock changes (incremental-bench.ts). */
export async function rebuildFigures(build: BenchBuild, client: Meilisearch, tenant: Tenant, cars: number) {
  console.log('Rebuilding one tenant…');
  const one = build([tenant.slug]);
  console.log('Changing its stock and rebuilding it incrementally…');
  const { first, fiveCars, onePrice } = await incrementalRebuilds(client, tenant, cars, (args) =>
    build([tenant.slug], {}, args),
  );
  const of = (figure: { rendered: number; kept: number }) =>
    `${figure.rendered} of ${figure.rendered + figure.kept} pages re-rendered`;
  return [
    `  one-tenant rebuild: ${one.seconds.toFixed(1)} s (${one.pages} pages; ${cpuNote(one)})`,
    `  incremental, 5 cars changed: ${fiveCars.seconds.toFixed(1)} s to an updated site, ${of(fiveCars)} (full rebuild ${one.seconds.toFixed(1)} s; ${cpuNote(fiveCars)})`,
    `  incremental, 1 price:        ${onePrice.seconds.toFixed(1)} s, ${of(onePrice)} (${cpuNote(onePrice)})`,
    `  incremental, 1 price, first after the full rebuild: ${first.seconds.toFixed(1)} s, ${first.rendered} pages re-rendered (${cpuNote(first)})`,
  ];
}

/**
 * What a prerendered search page costs: its render and its first search, as Astro times each page it
 * writes (FORECOURT_ASTRO_LOG=info), in one render process so that its log lines are not interleaved.
 */
export async function searchPageLine(build: BenchBuild, tenant: Tenant): Promise<string> {
  console.log('Measuring the build cost of a search page…');
  const timed = build([tenant.slug], { FORECOURT_ASTRO_LOG: 'info' }, ['--jobs', '1']);
  const config = (await import('../../astro.config.mjs')).default as { build: { concurrency: number } };
  // One render process renders on one thread, so four pages at once each take four times as long.
  const { concurrency } = config.build;
  const { pages, ms, reportedMs } = searchPageCost(timed.log, tenant.slug, 1 / concurrency);
  return `  search page build: ${ms.toFixed(1)} ms each (${pages} pages: the island's first search, then the page's render; ${reportedMs.toFixed(1)} ms as Astro reports it, ${concurrency} at once)`;
}

/** The gzip JS each page type loads at once and when its islands are seen, and each island's own. */
export function jsLines(outDir: string, tenant: Tenant): string[] {
  const site = join(outDir, tenant.slug);
  const car = readdirSync(join(site, 'cars'))[0]!;
  const pageTypes: [string, string][] = [
    ['home', 'index.html'],
    ['search', join(tenant.search.defaultPath.replace(/^\//, ''), 'index.html')],
    ['vehicle', join('cars', car, 'index.html')],
    ['finance', join('finance', 'index.html')],
    ['404', '404.html'],
  ];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return pageTypes.flatMap(([type, file]) => {
    const js = pageJs(site, file);
    return [
      `  JS gzip, ${type.padEnd(8)} ${kb(js.initial.bytes)} at load, ${kb(js.onVisible.bytes)} more when its islands are seen`,
      ...islandSizes(site, file).map(
        (island) =>
          `    island ${island.name} (client:${island.client}): ${kb(island.bytes)} of its own, ${kb(island.added)} new to the page when it hydrates`,
      ),
    ];
  });
}
