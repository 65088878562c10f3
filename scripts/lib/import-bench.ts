/**
 * The import benchmark (issue 35): a 20,000-car CSV in the worked example's shape (a DMS export:
 * src/demo-stock/feeds/), read through the mapping of the first demo site that takes a CSV feed, in
 * a process of its own so its peak memory is the import's: once only read and mapped (the streaming
 * reader's cost), once imported in full into an empty Meilisearch index (read, compared with the
 * index, guarded, indexed and swapped in).
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { generateDemoFeed } from '../../src/demo-stock/generate.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { demoStockOptionsFor } from '../../src/pipeline/stock-source.ts';
import { startMeilisearch } from '../../src/pipeline/meili/server.ts';

interface ImportFigure {
  seconds: number;
  /** CPU time of the import's own process: on a shared machine, steadier than the wall time. */
  cpuSeconds: number;
  /** Peak resident memory of the process, in bytes. */
  peakBytes: number;
  cars: number;
}

const HEADER =
  'StockID,StockNumber,VIN,Registration,Condition,Status,Year,Make,Model,Variant,BodyType,Transmission,FuelType,Colour,Odometer,PriceExGST,DateInStock,SoldDate,Images,Comments,Branch';

type DemoCar = Record<string, unknown> & { id: number; price: number; images?: unknown[] };

const quote = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const dayFirst = (iso: unknown) => (typeof iso === 'string' ? iso.slice(0, 10).split('-').reverse().join('/') : '');
const imageUrl = (image: unknown) =>
  typeof image === 'string' ? image : ((image as { image?: { url?: string } }).image?.url ?? '');

/** One demo car as a row of the example export (status words and prices ex GST as such systems write them). */
function row(car: DemoCar, branch: string): string {
  const status = car.status === 'in_stock' ? 'Available' : car.status === 'coming_soon' ? 'In Transit' : 'Sold';
  const cells = [
    car.id,
    car.stocknum,
    car.vin,
    car.regplate,
    car.car_type,
    status,
    car.year,
    car.make,
    car.model,
    car.badge,
    car.body,
    car.simple_transmission === 'Automatic' ? 'Auto' : car.simple_transmission,
    car.fuel,
    car.colour,
    car.km,
    Math.round(car.price / 1.1),
    dayFirst(car.created_at),
    dayFirst(car.sold_date),
    (car.images ?? []).map(imageUrl).join('|'),
    car.dealercomments,
    branch,
  ];
  return cells.map(quote).join(',');
}

async function writeBenchCsv(tenant: Tenant, cars: number, file: string): Promise<number> {
  const feed = generateDemoFeed(demoStockOptionsFor(tenant, cars, new Date())) as DemoCar[];
  // The mapping knows its branches by name: every car at the first one it lists.
  const location = tenant.stockFeed.fields['location.id'];
  const branch = typeof location === 'object' && location.values ? (Object.keys(location.values)[0] ?? '') : '';
  const out = createWriteStream(file);
  out.write(`${HEADER}\n`);
  for (const car of feed) if (!out.write(`${row(car, branch)}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
  return feed.length;
}

/** Runs import-bench-child.ts for one phase and reads its figures. */
function runImportPhase(phase: 'read' | 'import', tenant: Tenant, file: string, env: NodeJS.ProcessEnv): ImportFigure {
  const run = spawnSync(process.execPath, ['scripts/lib/import-bench-child.ts', phase, tenant.slug, file], {
    encoding: 'utf8',
    env,
  });
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  if (run.status !== 0 || !line.startsWith('{'))
    throw new Error(`import bench (${phase}) failed:\n${run.stdout}\n${run.stderr}`);
  return JSON.parse(line) as ImportFigure;
}

/** The figures for `cars` cars, imported into a Meilisearch of its own that starts empty. */
async function importBench(
  tenants: readonly Tenant[],
  cars: number,
  work: string,
): Promise<{ tenant: string; read: ImportFigure; imported: ImportFigure }> {
  const tenant = tenants.find((t) => t.stockFeed.format === 'csv');
  if (!tenant) throw new Error('No demo site takes a CSV feed, so the import benchmark has no mapping to read with.');
  const dir = `${work}/import`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/feed.csv`;
  await writeBenchCsv(tenant, cars, file);
  const meili = await startMeilisearch({ dataDir: `${dir}/meili` });
  try {
    const env = { ...process.env, MEILISEARCH_URL: meili.url, MEILISEARCH_ADMIN_KEY: meili.adminKey };
    return {
      tenant: tenant.slug,
      read: runImportPhase('read', tenant, file, env),
      imported: runImportPhase('import', tenant, file, env),
    };
  } finally {
    await meili.stop();
  }
}

/** The bench's import lines for a CSV of `cars` cars. */
export async function importFigures(tenants: readonly Tenant[], cars: number, work: string): Promise<string[]> {
  console.log(`Importing a ${cars.toLocaleString('en-AU')}-car CSV…`);
  const { tenant, read, imported } = await importBench(tenants, cars, work);
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  const load = `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
  return [
    `  stock import, ${read.cars.toLocaleString('en-AU')}-car CSV read and mapped (${tenant}'s mapping): ${read.seconds.toFixed(1)} s (${read.cpuSeconds.toFixed(1)} s of CPU), peak ${mb(read.peakBytes)} resident`,
    `  stock import, the same into an empty index (read, compare, guard, index, swap): ${imported.seconds.toFixed(1)} s (${imported.cpuSeconds.toFixed(1)} s of CPU in the import, Meilisearch's not counted), peak ${mb(imported.peakBytes)} resident (${load})`,
  ];
}
