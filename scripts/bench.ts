/**
 * npm run bench — the performance figures: whole-build pages per second, one-tenant rebuild time,
 * incremental rebuilds after a stock change, gzip JS per page type, search latency with a tenant
 * token, leads per second on SQLite and on PostgreSQL with two API instances, the sites a one-site
 * commit rebuilds, and deploy cost. Prints figures, with the load average beside build times as the
 * machine may be shared; asserts nothing (budgets on shipped JS are checked by the tests as sizes).
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadTenants } from '../src/pipeline/tenants.ts';
import { startMeilisearch } from '../src/pipeline/meili/server.ts';
import { indexTenants } from '../src/pipeline/index-stock.ts';
import { islandSizes, pageJs } from '../src/pipeline/js-size.ts';
import { demoStockDay } from '../src/pipeline/stock-source.ts';
import { searchLatency } from './lib/search-latency.ts';
import { searchPageCost } from './lib/search-page-cost.ts';
import { parseCli } from './lib/cli.ts';
import { leadThroughput, type Throughput } from './lib/lead-throughput.ts';
import { startPostgres } from './lib/embedded-postgres.ts';
import { deployTwice, oneSiteCommit } from './lib/delivery-bench.ts';
import { pageFigures } from './lib/page-audits.ts';
import { incrementalRebuilds } from './lib/incremental-bench.ts';
import { importBench } from './lib/import-bench.ts';
import { devBench } from './lib/dev-bench.ts';

const USAGE = `Usage: npm run bench [-- --tenants 5] [--cars 2000] [--leads-only | --rebuilds-only | --pages-only | --import-only | --dev-only] [--import-cars 20000]

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
                      and built alone; try --cars 200)
  --import-only       only the stock import figures
  --dev-only          only npm run dev's figures, on the first demo site with 40 cars: seconds to the
                      first page after it starts (with no index yet, then again), and from saving the
                      site's file to the open page in Chromium showing the change (p50 and max of 10
                      saves), beside the same save brought to the site by incremental builds
  --import-cars <n>   cars in the import benchmark's CSV (default 20000)`;

const values = parseCli(USAGE, {
  tenants: { type: 'string', default: '5' },
  cars: { type: 'string', default: '2000' },
  'leads-only': { type: 'boolean', default: false },
  'rebuilds-only': { type: 'boolean', default: false },
  'import-only': { type: 'boolean', default: false },
  'dev-only': { type: 'boolean', default: false },
  'import-cars': { type: 'string', default: '20000' },
  'pages-only': { type: 'boolean', default: false },
});

const work = '.forecourt/bench';
const all = await loadTenants('tenants');
const oneTenant = values['rebuilds-only'] || values['pages-only'];
const tenants = all.tenants.slice(0, oneTenant ? 1 : Number(values.tenants));
const LEADS = 5000;
const AT_ONCE = 32;

function leadLine(engine: string, leads: Throughput): string {
  return (
    `${Math.round(leads.perSecond)} leads/s accepted (${leads.accepted} of ${leads.total} sent, ${AT_ONCE} at a time); ` +
    `${leads.lost} lost, ${leads.storedTwice} stored twice, ${leads.undelivered} undelivered, ${leads.deliveredTwice} delivered twice, ${leads.badSignatures} bad signatures [${engine}]`
  );
}

/** Leads/s on SQLite (one API process), then on PostgreSQL (two API processes on one embedded server). */
async function leadFigures(): Promise<string[]> {
  console.log('Sending leads to the lead API on SQLite…');
  const sqlite = await leadThroughput({ tenant: tenants[0]!, total: LEADS, concurrency: AT_ONCE });
  console.log('Sending leads to two lead API instances on PostgreSQL…');
  const postgres = await startPostgres();
  try {
    const shared = await leadThroughput({
      tenant: tenants[0]!,
      total: LEADS,
      concurrency: AT_ONCE,
      instances: 2,
      databaseUrl: await postgres.createDatabase('bench'),
    });
    return [
      `  lead API, SQLite:  ${leadLine('1 instance', sqlite)}`,
      `  lead API, PostgreSQL: ${leadLine('2 instances', shared)}`,
    ];
  } finally {
    await postgres.stop();
  }
}

/** The import figures, as printed lines (import-bench.ts). */
async function importFigures(): Promise<string[]> {
  const cars = Number(values['import-cars']);
  console.log(`Importing a ${cars.toLocaleString('en-AU')}-car CSV…`);
  const { tenant, read, imported } = await importBench(all.tenants, cars, work);
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  const load = `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
  return [
    `  stock import, ${read.cars.toLocaleString('en-AU')}-car CSV read and mapped (${tenant}'s mapping): ${read.seconds.toFixed(1)} s (${read.cpuSeconds.toFixed(1)} s of CPU), peak ${mb(read.peakBytes)} resident`,
    `  stock import, the same into an empty index (read, compare, guard, index, swap): ${imported.seconds.toFixed(1)} s (${imported.cpuSeconds.toFixed(1)} s of CPU in the import, Meilisearch's not counted), peak ${mb(imported.peakBytes)} resident (${load})`,
  ];
}

if (values['import-only']) {
  const lines = await importFigures();
  console.log(`\nForecourt benchmark (stock import only)\n${lines.join('\n')}`);
  process.exit(0);
}

/** npm run dev's figures (dev-bench.ts), on the first demo site with the 40 cars issue 31 names. */
async function devFigures(): Promise<string[]> {
  const site = all.tenants[0]!;
  const cars = 40;
  const meili = await startMeilisearch({ dataDir: `${work}/dev-meili` });
  try {
    await indexTenants(meili.client, [site], { cars, now: demoStockDay(new Date()), force: true, log: () => {} });
    console.log(`Timing npm run dev on ${site.slug} (${cars} cars)…`);
    const { firstStart, restart, saves, incremental } = await devBench(site.slug, cars, `${work}/dev`, meili);
    const sorted = [...saves].sort((a, b) => a - b);
    const p50 = sorted[Math.floor((sorted.length - 1) / 2)]!;
    const s = (seconds: number) => `${seconds.toFixed(2)} s`;
    const load = `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
    return [
      `  npm run dev, first page after it starts: ${s(restart)} (${s(firstStart)} the first time, indexing the stock)`,
      `  npm run dev, a saved site file to the open page updated: p50 ${s(p50)}, max ${s(sorted.at(-1)!)} over ${saves.length} saves (${load})`,
      `  the same save by npm run build -- --incremental: ${incremental.map(s).join(', ')} (the renderer the dev server was chosen over)`,
    ];
  } finally {
    await meili.stop();
  }
}

if (values['dev-only']) {
  const lines = await devFigures();
  console.log(
    `\nForecourt benchmark (npm run dev only; the machine may be shared: compare figures from one run)\n${lines.join('\n')}`,
  );
  process.exit(0);
}

if (values['leads-only']) {
  const lines = await leadFigures();
  console.log(`\nForecourt benchmark\n${lines.join('\n')}`);
  process.exit(0);
}
const meili = await startMeilisearch({ dataDir: `${work}/meili` });
const quiet = () => {};
try {
  console.log(`Indexing ${tenants.length} tenants × ${values.cars} cars…`);
  await indexTenants(meili.client, tenants, {
    cars: Number(values.cars),
    now: demoStockDay(new Date()),
    force: false,
    log: quiet,
  });
  const outDir = `${work}/dist`;
  // Each build is its own `npm run build` process, as CI runs it: Astro's start-up is part of the cost.
  // Run under bash so that its `times` reports the CPU the build and its render processes used: on a
  // shared machine the wall time grows with the load average, the CPU time much less.
  const build = (only: string[], extraEnv: Record<string, string> = {}, extraArgs: string[] = []) => {
    awaitTrashDeleted(outDir);
    const load = loadavg()[0]!;
    const started = performance.now();
    const args = ['scripts/build-all.ts', '--out', outDir, ...only.flatMap((slug) => ['--tenant', slug]), ...extraArgs];
    const env = { ...process.env, MEILISEARCH_URL: meili.url, MEILISEARCH_ADMIN_KEY: meili.adminKey, ...extraEnv };
    const run = spawnSync(
      'bash',
      ['-c', '"$@"; status=$?; times >&2; exit $status', 'bash', process.execPath, ...args],
      { encoding: 'utf8', env },
    );
    if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
    const pages = Number(/Built \d+ tenant\(s\), (\d+) pages/.exec(run.stdout)?.[1]);
    return {
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: childCpuSeconds(run.stderr),
      pages,
      log: run.stdout,
      load,
    };
  };
  const load = (figure: { load: number; cpuSeconds: number }) =>
    `${figure.cpuSeconds.toFixed(1)} s of CPU; load average ${figure.load.toFixed(1)} on ${availableParallelism()} cores`;
  if (values['pages-only']) {
    console.log('Building it…');
    build([tenants[0]!.slug]);
    const lines = await pageFigures(outDir, tenants[0]!);
    console.log(`\nForecourt benchmark (pages only; load average ${loadavg()[0]!.toFixed(1)})\n${lines.join('\n')}`);
    await meili.stop(); // process.exit skips the finally below
    process.exit(0);
  }
  if (!values['rebuilds-only']) console.log('Building every tenant…');
  const full = values['rebuilds-only'] ? null : build(tenants.map((t) => t.slug));
  console.log('Rebuilding one tenant…');
  const one = build([tenants[0]!.slug]);
  console.log('Changing its stock and rebuilding it incrementally…');
  const incremental = await incrementalRebuilds(meili.client, tenants[0]!, Number(values.cars), (args) =>
    build([tenants[0]!.slug], {}, args),
  );
  const { first, fiveCars, onePrice } = incremental;
  const rebuildLines = [
    `  one-tenant rebuild: ${one.seconds.toFixed(1)} s (${one.pages} pages; ${load(one)})`,
    `  incremental, 5 cars changed: ${fiveCars.seconds.toFixed(1)} s to an updated site, ${fiveCars.rendered} of ${fiveCars.rendered + fiveCars.kept} pages re-rendered (full rebuild ${one.seconds.toFixed(1)} s; ${load(fiveCars)})`,
    `  incremental, 1 price:        ${onePrice.seconds.toFixed(1)} s, ${onePrice.rendered} of ${onePrice.rendered + onePrice.kept} pages re-rendered (${load(onePrice)})`,
    `  incremental, 1 price, first after the full rebuild: ${first.seconds.toFixed(1)} s, ${first.rendered} pages re-rendered (${load(first)})`,
  ];
  if (!full) {
    console.log(`\nForecourt benchmark (rebuilds only)\n${rebuildLines.join('\n')}`);
    await meili.stop(); // process.exit skips the finally below
    process.exit(0);
  }
  const pages = full.pages;

  // What a prerendered search page costs to render (its first search is the build's, sent before), as
  // Astro times each page it writes (FORECOURT_ASTRO_LOG=info), in one render process so that its
  // log lines are not interleaved with another's.
  console.log('Measuring the build cost of a search page…');
  const timed = build([tenants[0]!.slug], { FORECOURT_ASTRO_LOG: 'info' }, ['--jobs', '1']);
  const { build: astroBuild } = (await import('../astro.config.mjs')).default as { build: { concurrency: number } };
  // One render process renders on one thread, so four pages at once each take four times as long.
  const share = 1 / astroBuild.concurrency;
  const { pages: searchPages, ms: searchPageMs, reportedMs } = searchPageCost(timed.log, tenants[0]!.slug, share);

  const site = join(outDir, tenants[0]!.slug);
  const searchDir = tenants[0]!.search.defaultPath.replace(/^\//, '');
  const car = readdirSync(join(site, 'cars'))[0];
  const pageTypes: [string, string][] = [
    ['home', 'index.html'],
    ['search', join(searchDir, 'index.html')],
    ['vehicle', join('cars', car!, 'index.html')],
    ['finance', join('finance', 'index.html')],
    ['404', '404.html'],
  ];
  const latency = await searchLatency(meili.client, tenants[0]!, meili.url, 100);
  const leads = await leadFigures();
  console.log('Committing a change to one site file and building what it affects…');
  const meiliEnv = { ...process.env, MEILISEARCH_URL: meili.url, MEILISEARCH_ADMIN_KEY: meili.adminKey };
  const commit = await oneSiteCommit(tenants[0]!.slug, `${work}/dist-since`, meiliEnv);
  const pageLines = await pageFigures(outDir, tenants[0]!);
  console.log('Deploying one site to the local S3 server…');
  const deploys = await deployTwice(outDir, tenants[0]!.slug, work);
  const imports = await importFigures();
  const devLines = await devFigures();

  console.log('\nForecourt benchmark');
  console.log(
    `  whole build:       ${pages} pages in ${full.seconds.toFixed(1)} s = ${Math.round(pages / full.seconds)} pages/s (${availableParallelism()} render processes; ${load(full)})`,
  );
  for (const line of rebuildLines) console.log(line);
  console.log(
    `  search page build: ${searchPageMs.toFixed(1)} ms each (${searchPages} pages: the island's first search, then the page's render; ${reportedMs.toFixed(1)} ms as Astro reports it, ${astroBuild.concurrency} at once)`,
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const [type, file] of pageTypes) {
    const js = pageJs(site, file);
    console.log(
      `  JS gzip, ${type.padEnd(8)} ${kb(js.initial.bytes)} at load, ${kb(js.onVisible.bytes)} more when its islands are seen`,
    );
    for (const island of islandSizes(site, file))
      console.log(`    island ${island.name} (client:${island.client}): ${kb(island.bytes)} of its own`);
  }
  for (const line of pageLines) console.log(line);
  for (const line of leads) console.log(line);
  for (const line of devLines) console.log(line);
  console.log(
    `  query to results:  p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms over ${latency.samples} island multi-searches`,
  );
  console.log(
    `  one-site commit:   ${commit.affected.length} of ${commit.sites} sites affected (${commit.affected.join(', ')}); npm run build -- --since HEAD~1: ${commit.builtPages} pages in ${commit.buildSeconds.toFixed(1)} s`,
  );
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `  first deploy:      ${deploys.first.uploaded} files, ${mb(deploys.bytes)} in ${deploys.first.seconds.toFixed(1)} s (${tenants[0]!.slug} to a local s3rver)`,
  );
  console.log(
    `  unchanged deploy:  ${deploys.again.uploaded} files uploaded (${deploys.again.unchanged} unchanged) in ${deploys.again.seconds.toFixed(1)} s`,
  );
  for (const line of imports) console.log(line);
} finally {
  await meili.stop();
}

/** The CPU seconds (user + system) of the processes bash ran, from the second line of its `times`. */
function childCpuSeconds(stderr: string): number {
  const line = stderr.trim().split('\n').at(-1) ?? '';
  const times = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(
    ([, minutes, seconds]) => Number(minutes) * 60 + Number(seconds),
  );
  if (times.length !== 2) throw new Error(`bash's times printed no CPU line: ${line}`);
  return times[0]! + times[1]!;
}

/**
 * Waits until the sites the last build replaced are deleted: a build hands that to a process of its
 * own as it ends (render/assemble.ts), and each build measured here starts, as a CI job does, on a
 * machine that is not still deleting the last one's files.
 */
function awaitTrashDeleted(outDir: string): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const trashLeft = () => existsSync(outDir) && readdirSync(outDir).some((entry) => entry.startsWith('.trash'));
  for (let waited = 0; trashLeft() && waited < 60_000; waited += 100) Atomics.wait(pause, 0, 0, 100);
}
