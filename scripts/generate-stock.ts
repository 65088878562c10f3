/**
 * npm run stock:generate -- --tenant <slug> [--cars N] [--out feed.json]
 * Writes a tenant's deterministic demo stock as a canonical feed file (docs/stock-feed.md): a
 * starting point for a real feed, or input for `npm run stock:index -- --file`.
 */
import { writeFileSync } from 'node:fs';
import { generateDemoFeed } from '../src/demo-stock/generate.ts';
import { demoStockDay, demoStockOptionsFor } from '../src/pipeline/stock-source.ts';
import { loadTenants } from '../src/pipeline/tenants.ts';
import { exitWithError } from './lib/fail.ts';
import { parseCli } from './lib/cli.ts';

const USAGE = `Usage: npm run stock:generate -- --tenant <slug> [--cars 40] [--out feed.json] [--root tenants]

Writes the tenant's seeded demo stock (the same cars npm start indexes today) as a stock feed.
Without --out the feed goes to standard output.`;

const values = parseCli(USAGE, {
  tenant: { type: 'string' },
  cars: { type: 'string', default: '40' },
  out: { type: 'string' },
  root: { type: 'string', default: 'tenants' },
});
if (!values.tenant) {
  console.error(`Name a tenant with --tenant <slug>.\n\n${USAGE}`);
  process.exit(2);
}

const { tenants, failures } = await loadTenants(values.root, [values.tenant]);
if (failures.length > 0) exitWithError(new Error(failures.map((f) => f.message).join('\n')));
if (tenants.length === 0) exitWithError(new Error(`No tenant "${values.tenant}" under ${values.root}/sites/.`));
const options = demoStockOptionsFor(tenants[0]!, Number(values.cars), demoStockDay(new Date()));
const feed = `${JSON.stringify({ vehicles: generateDemoFeed(options) }, null, 2)}\n`;
if (values.out) {
  writeFileSync(values.out, feed);
  console.error(`Wrote ${options.cars} demo vehicles for ${values.tenant} to ${values.out}`);
} else {
  process.stdout.write(feed);
}
