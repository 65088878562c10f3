// Loads and indexes stock for a list of tenants: the core of `npm run stock:index`, also called
// in-process by `npm start` and the tests. One tenant's failure is reported and the rest go on;
// a skipped feed record is reported and never fails anything.
import type { Meilisearch } from 'meilisearch';
import { formatSkipped } from '../lib/stock/normalise.ts';
import type { Tenant } from '../lib/tenant/schema.ts';
import { indexTenantStock } from './meili/indexer.ts';
import { loadStockFeed } from './stock-source.ts';

export type IndexTenantsOptions = {
  /** a feed file for every tenant given; without it, demo stock */
  file?: string;
  /** demo cars per tenant */
  cars: number;
  now: Date;
  force: boolean;
  log: (line: string) => void;
};

export type TenantIndexOutcome =
  | { slug: string; ok: true; indexUid: string; count: number; reused: boolean; skipped: number }
  | { slug: string; ok: false; error: string };

export async function indexTenants(
  client: Meilisearch,
  tenants: Tenant[],
  options: IndexTenantsOptions,
): Promise<TenantIndexOutcome[]> {
  const outcomes: TenantIndexOutcome[] = [];
  for (const tenant of tenants) {
    try {
      outcomes.push(await indexOne(client, tenant, options));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      options.log(`${tenant.slug}: FAILED: ${message}`);
      outcomes.push({ slug: tenant.slug, ok: false, error: message });
    }
  }
  const failed = outcomes.filter((o) => !o.ok).length;
  const reused = outcomes.filter((o) => o.ok && o.reused).length;
  options.log(
    `Indexed ${outcomes.length - failed} of ${outcomes.length} tenant(s) (${reused} unchanged)${failed > 0 ? `; ${failed} failed` : ''}.`,
  );
  return outcomes;
}

async function indexOne(
  client: Meilisearch,
  tenant: Tenant,
  { file, cars, now, force, log }: IndexTenantsOptions,
): Promise<TenantIndexOutcome> {
  const { slug } = tenant;
  const { vehicles, skipped } = await loadStockFeed({ tenant, file, cars, now });
  for (const record of skipped) log(`${slug}: skipped ${formatSkipped(record)}`);
  const source = file ?? 'demo stock';
  log(
    `${slug}: ${vehicles.length} vehicle(s) from ${source}${skipped.length > 0 ? `, ${skipped.length} record(s) skipped` : ''}`,
  );
  const started = Date.now();
  const result = await indexTenantStock(client, tenant, vehicles, {
    force,
    onProgress: ({ indexUid, indexed, total }) => {
      if (indexed > 0 && indexed < total) log(`${slug}: indexing ${indexUid} ${indexed}/${total}`);
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(
    result.reused
      ? `${slug}: ${result.indexUid} unchanged (${result.count} vehicles), kept as is`
      : `${slug}: indexed ${result.count} vehicle(s) into ${result.indexUid} in ${seconds} s`,
  );
  return { slug, ok: true, ...result, skipped: skipped.length };
}
