/**
 * npm run bench — the performance figures: whole-build pages per second, one-tenant rebuild time,
 * gzip JS per page type, and search latency with a tenant token. Prints figures; asserts nothing
 * (budgets on shipped JS are checked by the tests as sizes).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadTenants } from '../src/server/tenants.ts';
import { startMeilisearch } from '../src/server/meili/server.ts';
import { indexTenants } from '../src/server/index-stock.ts';
import { buildSites } from '../src/server/build/build-sites.ts';
import { pageJsGzipBytes } from '../src/server/build/js-size.ts';
import { demoStockDay } from '../src/server/stock-source.ts';
import { searchLatency } from './lib/search-latency.ts';

const USAGE = `Usage: npm run bench [-- --tenants 5] [--cars 2000]

Builds a benchmark set (the first <tenants> demo tenants × <cars> demo cars each) in
.forecourt/bench and prints build pages/s, one-tenant rebuild seconds, gzip JS per page type
and search latency.`;

const { values } = parseArgs({
  options: {
    tenants: { type: 'string', default: '5' },
    cars: { type: 'string', default: '2000' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const work = '.forecourt/bench';
const all = await loadTenants('tenants');
const tenants = all.tenants.slice(0, Number(values.tenants));
const meili = await startMeilisearch({ dataDir: `${work}/meili` });
const quiet = () => {};
try {
  console.log(`Indexing ${tenants.length} tenants × ${values.cars} cars…`);
  await indexTenants(meili.client, tenants, { cars: Number(values.cars), now: demoStockDay(new Date()), force: false, log: quiet });
  const options = { client: meili.client, outDir: `${work}/dist`, workDir: `${work}/build`, publicSearchUrl: meili.url, log: quiet };

  console.log('Building every tenant…');
  const full = await buildSites({ ...options, tenants });
  const pages = full.built.reduce((sum, s) => sum + s.pages, 0);
  console.log('Rebuilding one tenant…');
  const one = await buildSites({ ...options, tenants: tenants.slice(0, 1) });

  const site = join(options.outDir, tenants[0]!.slug);
  const searchDir = tenants[0]!.search.defaultPath.replace(/^\//, '');
  const car = readdirSync(join(site, 'cars'))[0];
  const pageTypes: [string, string][] = [
    ['home', 'index.html'],
    ['search', join(searchDir, 'index.html')],
    ['vehicle', join('cars', car!, 'index.html')],
    ['404', '404.html'],
  ];
  const latency = await searchLatency(meili.client, tenants[0]!, meili.url, 100);

  console.log('\nForecourt benchmark');
  console.log(`  whole build:       ${pages} pages in ${full.seconds.toFixed(1)} s = ${Math.round(pages / full.seconds)} pages/s`);
  console.log(`  one-tenant rebuild: ${one.seconds.toFixed(1)} s (${one.built[0]?.pages ?? 0} pages)`);
  for (const [type, file] of pageTypes) {
    console.log(`  JS gzip, ${type.padEnd(8)} ${(pageJsGzipBytes(site, file) / 1024).toFixed(1)} KB`);
  }
  console.log(`  search latency:    p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms over ${latency.samples} searches`);
} finally {
  await meili.stop();
}
