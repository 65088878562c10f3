/**
 * A car that left a demo site, for the end-to-end tests of its redirect (issue 35): the first demo
 * site read from a canonical feed gets its demo stock plus a second car of the same make and model
 * as one of its cars, then the same stock without it, both through the real import. The import
 * records the departure, and the build redirects its page to its model's search page, which still
 * has the car it was copied from.
 */
import { writeFileSync } from 'node:fs';
import type { Meilisearch } from 'meilisearch';
import { generateDemoFeed } from '../../src/demo-stock/generate.ts';
import { isVisible, tenantStockFilterOptions } from '../../src/lib/stock/base-filter.ts';
import { normaliseFeed } from '../../src/lib/stock/normalise.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { indexTenants } from '../../src/pipeline/index-stock.ts';
import { demoStockOptionsFor } from '../../src/pipeline/stock-source.ts';

export interface DepartedCar {
  tenant: string;
  path: string;
  make: string;
  model: string;
}

const DEPARTED_ID = 990_001;

export async function departACar(
  client: Meilisearch,
  tenants: Tenant[],
  { cars, now, feedFile }: { cars: number; now: Date; feedFile: string },
): Promise<DepartedCar> {
  const tenant = tenants.find((t) => Object.keys(t.stockFeed.fields).length === 0);
  if (!tenant) throw new Error('No demo site reads a canonical feed, so none can lose a car in the e2e stack.');
  const feed = generateDemoFeed(demoStockOptionsFor(tenant, cars, now)) as { id: number; slug: string }[];
  const { vehicles } = normaliseFeed({ vehicles: feed }, { now });
  const shown = vehicles.find((v) => v.status === 'in_stock' && isVisible(v, tenantStockFilterOptions(tenant), now));
  if (!shown) throw new Error(`${tenant.slug}'s demo stock has no car in stock to copy.`);
  const original = feed.find((car) => car.id === shown.id)!;
  const slug = `${shown.slug}-departed`;
  const copy = { ...original, id: DEPARTED_ID, slug, path: `/cars/${slug}`, stocknum: `D${DEPARTED_ID}` };
  const quiet = () => {};
  for (const stock of [[...feed, copy], feed]) {
    writeFileSync(feedFile, JSON.stringify({ vehicles: stock }));
    const [outcome] = await indexTenants(client, [tenant], { file: feedFile, cars, now, force: true, log: quiet });
    if (!outcome?.ok)
      throw new Error(
        `${tenant.slug}: the departed car's import failed: ${outcome?.ok === false ? outcome.error : ''}`,
      );
  }
  return { tenant: tenant.slug, path: `/cars/${slug}`, make: shown.make, model: shown.model };
}
