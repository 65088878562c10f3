/**
 * `npm run bench -- --scale [--sites 300 --cars 300]`: many dealer sites made from the demo's
 * (scale-sites.ts) in a scratch folder of their own, indexed into one Meilisearch and built as CI
 * builds them, with progress as it goes. Reports indexing time and Meilisearch's memory and disk,
 * search percentiles under a skewed load with idle sites (scale-search.ts), the whole build, one
 * site's full and incremental rebuild among all the others, `tenants:affected` (scale-affected.ts)
 * and the CI matrix's cost (scale-ci.ts).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import type { Meilisearch } from 'meilisearch';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { startMeilisearch, type MeiliConnection } from '../../src/pipeline/meili/server.ts';
import { indexTenants } from '../../src/pipeline/index-stock.ts';
import { demoStockDay } from '../../src/pipeline/stock-source.ts';
import { benchBuild, cpuNote, type BenchBuild, type BuildFigure } from './bench-build.ts';
import { incrementalRebuilds } from './incremental-bench.ts';
import { writeScaleSites } from './scale-sites.ts';
import { scaleSearch, type Percentiles } from './scale-search.ts';
import { scaleAffected } from './scale-affected.ts';
import { ciLines } from './scale-ci.ts';
import { sharedIndexFigures } from './shared-index-bench.ts';

export interface ScaleOptions {
  sites: number;
  cars: number;
  /** Island searches in the skewed run. */
  queries: number;
  /**
   * Cars a build takes at most: every render process holds the whole build's data (decision 0006),
   * so the whole build runs as batches of sites, one `npm run build` each, as CI's jobs would.
   */
  batchCars: number;
  /** A CI job's checkout, Node and npm install (s), which this machine cannot measure. */
  ciSetupSeconds: number;
  work: string;
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const log = (line: string) => console.log(line);

/** Meilisearch's resident memory now and at its peak (from /proc), and its data folder's size on disk (MB). */
function meiliFootprint(dataDir: string): { rss: number; peak: number; disk: number } {
  const { serverPid } = JSON.parse(readFileSync(path.join(dataDir, 'meilisearch.lock'), 'utf8')) as {
    serverPid: number;
  };
  const status = readFileSync(`/proc/${serverPid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024, disk: mb(diskBytes(dataDir)) };
}

/** The blocks a folder's files take on disk (LMDB's files are sparse: their length overstates them). */
function diskBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? diskBytes(full) : statSync(full).blocks * 512);
  }, 0);
}

async function indexAll(client: Meilisearch, tenants: Tenant[], cars: number): Promise<number> {
  let done = 0;
  const started = performance.now();
  const progress = (line: string) => {
    if (!/: (indexed|.* unchanged)/.test(line)) return;
    done += 1;
    if (done % 25 === 0 || done === tenants.length) log(`  indexed ${done}/${tenants.length} sites`);
  };
  const outcomes = await indexTenants(client, tenants, {
    cars,
    now: demoStockDay(new Date()),
    force: true,
    log: progress,
  });
  const failed = outcomes.filter((outcome) => !outcome.ok);
  if (failed.length > 0) throw new Error(`${failed.length} site(s) failed to index: ${failed[0]!.slug}`);
  return (performance.now() - started) / 1000;
}

const ms = (p: Percentiles) =>
  p.samples === 0
    ? 'none (every site was asked lately)'
    : `p50 ${p.p50.toFixed(1)} / p95 ${p.p95.toFixed(1)} / p99 ${p.p99.toFixed(1)} ms over ${p.samples}`;
const buildNote = (figure: BuildFigure) =>
  `${cpuNote(figure)}${figure.peakRssMb === null ? '' : `; largest process peaked at ${figure.peakRssMb.toFixed(0)} MB`}`;

async function searchLines(meili: MeiliConnection, tenants: Tenant[], queries: number, dataDir: string) {
  log(`Searching: ${queries} island searches over ${tenants.length} sites, Zipf-skewed, then idle sites…`);
  const search = await scaleSearch(meili.client, tenants, meili.url, { queries, progress: log });
  const after = meiliFootprint(dataDir);
  return [
    `  search, every query:        ${ms(search.all)}`,
    `  search, busiest tenth:      ${ms(search.busy)}`,
    `  search, the long tail:      ${ms(search.tail)}`,
    `  first query to an idle site: ${ms(search.idleFirst)}`,
    `  the next query to it:        ${ms(search.idleSecond)}`,
    `  Meilisearch after searching: ${after.rss.toFixed(0)} MB resident (peak ${after.peak.toFixed(0)} MB)`,
  ];
}

/** The other layout (docs/decisions/0010): every site's cars in one shared index, searched the same way. */
async function sharedLines(meili: MeiliConnection, tenants: Tenant[], queries: number, dataDir: string) {
  log('The other layout: every site in one shared index, searched the same way…');
  const measure = () => {
    const now = meiliFootprint(dataDir);
    return `${now.rss.toFixed(0)} MB resident, ${now.disk.toFixed(0)} MB on disk with it beside the sites' own`;
  };
  const shared = await sharedIndexFigures(meili.client, tenants, meili.url, { queries, measure, progress: log });
  return [
    `  shared index: filled in ${shared.indexSeconds.toFixed(1)} s; Meilisearch ${shared.filled}`,
    `  shared index, every query:   ${ms(shared.search.all)}`,
    `  shared index, the long tail: ${ms(shared.search.tail)}`,
    `  one site's stock replaced: ${shared.reindexShared.toFixed(2)} s in the shared index (delete by filter, add; not atomic), ${shared.reindexOwn.toFixed(2)} s swapped into its own`,
  ];
}

/** Every site built in batches of up to `batchCars` cars; their times and pages summed, their peak the largest. */
function wholeBuild(build: BenchBuild, { cars, batchCars }: ScaleOptions, root: string) {
  const perBatch = Math.max(1, Math.floor(batchCars / Math.max(1, cars)));
  const slugs = readdirSync(path.join(root, 'sites')).map((name) => name.replace(/\.json$/, ''));
  const batches = Array.from({ length: Math.ceil(slugs.length / perBatch) }, (_, i) =>
    slugs.slice(i * perBatch, (i + 1) * perBatch),
  );
  const figures = batches.map((batch, i) => {
    log(
      `Building ${batches.length === 1 ? 'every site' : `batch ${i + 1}/${batches.length}`} (${batch.length} site(s))…`,
    );
    return build(batches.length === 1 ? [] : batch, {}, ['--root', root]);
  });
  const sum = (pick: (figure: BuildFigure) => number) => figures.reduce((total, f) => total + pick(f), 0);
  const peaks = figures.map((f) => f.peakRssMb).filter((peak): peak is number => peak !== null);
  const whole: BuildFigure = {
    seconds: sum((f) => f.seconds),
    cpuSeconds: sum((f) => f.cpuSeconds),
    pages: sum((f) => f.pages),
    log: figures.map((f) => f.log).join('\n'),
    load: figures[0]!.load,
    peakRssMb: peaks.length > 0 ? Math.max(...peaks) : null,
  };
  return { ...whole, batches: figures.length };
}

/** The whole build, then one site rebuilt in full and incrementally with every other site built beside it. */
async function buildLines(meili: MeiliConnection, tenant: Tenant, options: ScaleOptions, root: string) {
  const build = benchBuild(path.join(root, '..', 'dist'), meili);
  const rootArgs = ['--root', root];
  const whole = wholeBuild(build, options, root);
  log(`Rebuilding ${tenant.slug} alone${options.sites === 1 ? '' : ', in full and then'} incrementally…`);
  // With one site, the whole build was that site's full build.
  const one = options.sites === 1 ? whole : build([tenant.slug], {}, rootArgs);
  const { fiveCars, onePrice } = await incrementalRebuilds(meili.client, tenant, options.cars, (args) =>
    build([tenant.slug], {}, [...rootArgs, ...args]),
  );
  const lines = [
    `  whole build: ${whole.pages} pages in ${whole.seconds.toFixed(1)} s = ${Math.round(whole.pages / whole.seconds)} pages/s (${whole.batches === 1 ? 'one build' : `${whole.batches} builds of up to ${options.batchCars.toLocaleString('en-AU')} cars`}, ${availableParallelism()} render processes each; ${buildNote(whole)})`,
    `  one site rebuilt in full among ${options.sites}: ${one.seconds.toFixed(1)} s (${one.pages} pages; ${buildNote(one)})`,
    `  one site incremental, 5 cars: ${fiveCars.seconds.toFixed(1)} s, ${fiveCars.rendered} of ${fiveCars.rendered + fiveCars.kept} pages re-rendered (${cpuNote(fiveCars)})`,
    `  one site incremental, 1 price: ${onePrice.seconds.toFixed(1)} s, ${onePrice.rendered} pages re-rendered (${cpuNote(onePrice)})`,
  ];
  return { lines, whole, one, incremental: fiveCars.seconds };
}

export async function scaleFigures(options: ScaleOptions): Promise<string[]> {
  // The incremental figures change cars picked at fixed shares of each site's stock, and with a
  // handful of cars those can all be cars the site does not show.
  if (options.cars < 20) throw new Error(`--cars: at least 20 for the scale figures, found ${options.cars}`);
  mkdirSync(options.work, { recursive: true });
  // Under the project, as Astro's render processes need their folders to be (render/render.ts).
  const scratch = mkdtempSync(path.resolve(options.work, 'scale-'));
  const root = path.join(scratch, 'tenants');
  const meiliDir = path.join(scratch, 'meili');
  log(`Writing ${options.sites} sites from the demo's into ${path.relative(process.cwd(), root)}…`);
  const made = writeScaleSites(root, options.sites);
  const { tenants, failures } = await loadTenants(root);
  if (failures.length > 0) throw new Error(`generated sites do not load:\n${failures[0]!.message}`);
  const meili = await startMeilisearch({ dataDir: meiliDir });
  try {
    log(`Indexing ${options.sites} sites × ${options.cars} cars (load average ${loadavg()[0]!.toFixed(1)})…`);
    const indexSeconds = await indexAll(meili.client, tenants, options.cars);
    const indexed = meiliFootprint(meiliDir);
    const search = await searchLines(meili, tenants, options.queries, meiliDir);
    const shared = await sharedLines(meili, tenants, options.queries, meiliDir);
    const tenant = tenants[0]!;
    const builds = await buildLines(meili, tenant, options, root);
    log('Asking tenants:affected in a throwaway git repository…');
    const make = tenant.manufacturers[0] ?? 'nissan';
    const affected = await scaleAffected(root, tenant.slug, make);
    return [
      `  sites: ${options.sites} × ${options.cars} cars, made from the ${new Set(made.map((site) => site.template)).size} demo sites`,
      `  indexing every site: ${indexSeconds.toFixed(1)} s (${(indexSeconds / options.sites).toFixed(2)} s a site); Meilisearch ${indexed.rss.toFixed(0)} MB resident (peak ${indexed.peak.toFixed(0)} MB), ${indexed.disk.toFixed(0)} MB on disk`,
      ...search,
      ...shared,
      ...builds.lines,
      ...affected.map((row) => `  tenants:affected, ${row.change}: ${row.sites} site(s), ${row.seconds.toFixed(2)} s`),
      ...ciLines({
        sites: options.sites,
        indexSeconds: indexSeconds / options.sites,
        fullBuildSeconds: builds.one.seconds,
        incrementalSeconds: builds.incremental,
        wholeBuildSeconds: builds.whole.seconds,
        setupSeconds: options.ciSetupSeconds,
      }),
    ];
  } finally {
    await meili.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
