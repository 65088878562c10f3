/**
 * npm run stock:check -- --tenant <slug> --file <feed>
 * Reads a feed through the tenant's stockFeed mapping and prints what each record becomes and which
 * were skipped and why, without touching Meilisearch: the way to write and test a dealer's mapping.
 */
import { createReadStream } from 'node:fs';
import { formatSkipped } from '../src/lib/stock/normalise.ts';
import type { Vehicle } from '../src/lib/stock/vehicle.ts';
import { loadTenants } from '../src/pipeline/tenants.ts';
import { readFeed } from '../src/pipeline/stock-import/import-stock.ts';
import { openFeed } from '../src/pipeline/stock-import/feed-source.ts';
import { parseCli } from './lib/cli.ts';

const USAGE = `Usage: npm run stock:check -- --tenant <slug> --file <feed> [--json] [--root tenants]

Reads the feed (CSV, XML or JSON) through the tenant's stockFeed mapping (docs/stock-feed.md) and
prints what each record becomes, then each record skipped and why. Nothing is indexed or built.
Exits 1 when the feed cannot be read at all, 0 otherwise (skipped records included).
  --tenant <slug>  whose mapping to read the feed with
  --file <path>    the feed
  --json           print each car in full, as the canonical feed (one JSON object a line)
  --root <dir>     tenant files (default: tenants)
  --help           show this help`;

const values = parseCli(USAGE, {
  tenant: { type: 'string' },
  file: { type: 'string' },
  json: { type: 'boolean', default: false },
  root: { type: 'string', default: 'tenants' },
});
if (!values.tenant || !values.file) {
  console.error(`Name a tenant with --tenant and a feed with --file.\n\n${USAGE}`);
  process.exit(2);
}

const { tenants, failures } = await loadTenants(values.root, [values.tenant]);
const tenant = tenants[0];
if (!tenant) {
  console.error(failures.map((f) => `✗ ${f.message}`).join('\n') || `✗ No tenant ${values.tenant}.`);
  process.exit(1);
}

try {
  const opened = await openFeed({ file: values.file }, tenant.stockFeed.format, null);
  const stream = opened.status === 'ok' ? opened.stream : createReadStream(values.file);
  const format = opened.status === 'ok' ? opened.format : 'json';
  const result = await readFeed(stream, format, tenant, new Date());
  for (const car of result.vehicles) console.log(values.json ? JSON.stringify(car) : describeCar(car));
  for (const id of result.removals) console.log(`removes car ${id} (delta feed)`);
  for (const skip of result.skipped) console.log(`✗ skipped ${formatSkipped(skip)}`);
  console.log(
    `${result.records} record(s) in ${values.file} (${format}, ${tenant.stockFeed.mode} feed): ${result.vehicles.length} car(s), ${result.removals.length} removal(s), ${result.skipped.length} skipped.`,
  );
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

function describeCar(v: Vehicle): string {
  const price = v.price > 10 ? `$${v.price.toLocaleString('en-AU')}` : 'no price shown';
  const km = v.km === null ? '' : `, ${v.km.toLocaleString('en-AU')} km`;
  const facts = [v.car_type, v.status.replace('_', ' '), price].join(', ');
  return `✓ ${v.id} ${v.name} → ${v.path}: ${facts}${km}, ${v.images.length} image(s), created ${v.created_at ?? 'unknown'}`;
}
