/**
 * npm run bench — the performance figures: whole-build pages per second, one-tenant rebuild time,
 * incremental rebuilds after a stock change, gzip JS per page type, search latency with a tenant
 * token, leads per second on SQLite and on PostgreSQL with two API instances, the sites a one-site
 * commit rebuilds, and deploy cost. Prints figures, with the load average beside build times as the
 * machine may be shared; asserts nothing (budgets on shipped JS are checked by the tests as sizes).
 */
import { availableParallelism, loadavg } from 'node:os';
import type { Meilisearch } from 'meilisearch';
import { loadTenants } from '../src/pipeline/tenants.ts';
import { startMeilisearch } from '../src/pipeline/meili/server.ts';
import { indexTenants } from '../src/pipeline/index-stock.ts';
import { demoStockDay } from '../src/pipeline/stock-source.ts';
import { searchLatency } from './lib/search-latency.ts';
import { parseCli } from './lib/cli.ts';
import { leadFigures } from './lib/lead-throughput.ts';
import { deliveryFigures } from './lib/delivery-bench.ts';
import { pageFigures } from './lib/page-audits.ts';
import { bannerFigures } from './lib/banner-audit.ts';
import { importFigures } from './lib/import-bench.ts';
import { devFigures } from './lib/dev-bench.ts';
import { alertFigures } from './lib/alerts-bench.ts';
import { benchBuild } from './lib/bench-build.ts';
import { jsLines, rebuildFigures, searchPageLine, wholeBuildLine } from './lib/build-figures.ts';
import { scaleFigures } from './lib/scale-bench.ts';
import { feedToCdnFigures } from './lib/feed-to-cdn.ts';

const USAGE = `Usage: npm run bench [-- --tenants 5] [--cars 2000] [--leads-only | --rebuilds-only | --pages-only | --import-only | --dev-only | --alerts-only] [--import-cars 20000]
       npm run bench -- --scale [--sites 300] [--cars 300] [--queries 3000] [--batch-cars 20000] [--ci-setup-seconds 45]
       npm run bench -- --feed-to-cdn [--cars 2000]

Builds a benchmark set (the first <tenants> demo tenants × <cars> demo cars each) in
.forecourt/bench and prints build pages/s, one-tenant rebuild seconds, an incremental rebuild
after 5 cars and after 1 price change (--incremental), gzip JS per page type, search latency,
leads accepted per second by the lead API (5,000 leads 32 at a time, on SQLite with one instance
and on PostgreSQL, an embedded server, with two, each checked for leads lost, stored twice,
undelivered or delivered twice), how many sites a commit touching one site file rebuilds (in a
throwaway clone of HEAD), and the first and an unchanged deploy of one site to a local
S3-compatible server (s3rver, standing in for S3, R2 or MinIO), Lighthouse's mobile Performance,
Accessibility, CLS and LCP for the home, search, vehicle, location and offer pages, the bytes a
vehicle page loads at 390 and 1280 px wide, with the demo stock's raster photos through the local
image CDN (made on first request and kept in .forecourt/images), and the import of a
<import-cars>-car DMS CSV (the worked example's shape, docs/stock-feed.md) through its mapping:
seconds and peak memory to read and map it, and to import it into an empty index, and npm run
dev's figures (--dev-only below).
  --leads-only        only the lead API figures
  --rebuilds-only     only the one-tenant rebuild and the incremental rebuilds (the first tenant
                      indexed and built alone), to measure them again cheaply
  --pages-only        only Lighthouse and the vehicle page's weight (the first tenant indexed
                      and built alone; try --cars 200), then the first tenant with a tag's vehicle
                      page with its consent banner and without (built with no tag), median of 3
  --import-only       only the stock import figures
  --alerts-only       only the shopper alert figures: 10,000 saved searches matched against 50
                      changed cars, and alert emails per second to the local SMTP server
  --dev-only          only npm run dev's figures, on the first demo site with 40 cars: seconds to the
                      first page after it starts (with no index yet, then again), and from saving the
                      site's file to the open page in Chromium showing the change (p50 and max of 10
                      saves), beside the same save brought to the site by incremental builds
  --import-cars <n>   cars in the import benchmark's CSV (default 20000)
  --scale             only the figures at scale (docs/performance.md, "At 300 sites"): <sites> dealer
                      sites made from the demo's, each with <cars> cars of its own (default 300 × 300;
                      --cars defaults to 300 here), in a scratch folder under .forecourt/bench: indexing
                      time and Meilisearch's memory and disk; <queries> island searches with each
                      site's token, Zipf-skewed over the sites, then the first query to idle sites; the
                      whole build, one site's full and incremental rebuild among the rest; tenants:affected
                      on one site, one manufacturer and the defaults; and what the CI matrix costs,
                      with <ci-setup-seconds> for a job's checkout and npm install (not measurable here).
                      The whole build runs as builds of up to <batch-cars> cars each: every render
                      process holds the whole build's data, and Node's heap is about 4 GB
  --feed-to-cdn       only the time from a feed arriving for the first demo site (5 of <cars> cars
                      changed) to its new price served from the local S3 server, step by step`;

const values = parseCli(USAGE, {
  tenants: { type: 'string', default: '5' },
  cars: { type: 'string' },
  'leads-only': { type: 'boolean', default: false },
  'rebuilds-only': { type: 'boolean', default: false },
  'import-only': { type: 'boolean', default: false },
  'dev-only': { type: 'boolean', default: false },
  'alerts-only': { type: 'boolean', default: false },
  'import-cars': { type: 'string', default: '20000' },
  'pages-only': { type: 'boolean', default: false },
  scale: { type: 'boolean', default: false },
  'feed-to-cdn': { type: 'boolean', default: false },
  sites: { type: 'string', default: '300' },
  queries: { type: 'string', default: '3000' },
  'batch-cars': { type: 'string', default: '20000' },
  'ci-setup-seconds': { type: 'string', default: '45' },
});

const work = '.forecourt/bench';
const all = await loadTenants('tenants');
const oneTenant = values['rebuilds-only'] || values['pages-only'];
const tenants = all.tenants.slice(0, oneTenant ? 1 : Number(values.tenants));
const first = tenants[0]!;
// 2,000 cars a site in the other figures would be 600,000 at 300 sites: a group's stock, not a dealer's.
const cars = Number(values.cars ?? (values.scale ? 300 : 2000));

type Meili = { client: Meilisearch; url: string; adminKey: string };

/** The figures that need no built site: each section starts what it measures. */
const standalone: Record<string, () => Promise<string[]>> = {
  scale: () =>
    scaleFigures({
      sites: Number(values.sites),
      cars,
      queries: Number(values.queries),
      batchCars: Number(values['batch-cars']),
      ciSetupSeconds: Number(values['ci-setup-seconds']),
      work,
    }),
  'feed-to-cdn': () => feedToCdnFigures(first, cars, work),
  'import-only': () => importFigures(all.tenants, Number(values['import-cars']), work),
  'dev-only': () => devFigures(all.tenants[0]!, work),
  'leads-only': () => leadFigures(first),
  'alerts-only': () => alertFigures(first, work),
};

/** The build figures, then (unless only rebuilds are asked for) everything measured on the built sites. */
async function builtFigures(meili: Meili): Promise<string[]> {
  const outDir = `${work}/dist`;
  const build = benchBuild(outDir, meili);
  if (values['pages-only']) {
    console.log('Building it…');
    build([first.slug]);
    return [...(await pageFigures(outDir, first)), ...(await bannerFigures(all.tenants, meili, cars, work))];
  }
  if (!values['rebuilds-only']) console.log('Building every tenant…');
  const full = values['rebuilds-only'] ? null : build(tenants.map((t) => t.slug));
  const rebuilds = await rebuildFigures(build, meili.client, first, cars);
  if (!full) return rebuilds;
  const meiliEnv = { ...process.env, MEILISEARCH_URL: meili.url, MEILISEARCH_ADMIN_KEY: meili.adminKey };
  const latency = await searchLatency(meili.client, first, meili.url, 100);
  return [
    wholeBuildLine(full),
    ...rebuilds,
    await searchPageLine(build, first),
    ...jsLines(outDir, first),
    ...(await pageFigures(outDir, first)),
    ...(await leadFigures(first)),
    ...(await devFigures(all.tenants[0]!, work)),
    `  query to results:  p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms over ${latency.samples} island multi-searches`,
    ...(await deliveryFigures(outDir, first.slug, work, meiliEnv)),
    ...(await importFigures(all.tenants, Number(values['import-cars']), work)),
    ...(await alertFigures(first, work)),
  ];
}

async function figures(): Promise<string[]> {
  const only = Object.keys(standalone).find((flag) => values[flag as keyof typeof values]);
  if (only) return standalone[only]!();
  const meili = await startMeilisearch({ dataDir: `${work}/meili` });
  try {
    console.log(`Indexing ${tenants.length} tenants × ${cars} cars…`);
    await indexTenants(meili.client, tenants, { cars, now: demoStockDay(new Date()), force: false, log: () => {} });
    return await builtFigures(meili);
  } finally {
    await meili.stop();
  }
}

const lines = await figures();
const load = `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
console.log(`\nForecourt benchmark (${load}; compare figures from one run)\n${lines.join('\n')}`);
