/**
 * The other index layout, measured beside ours for docs/decisions/0010: every site's cars in one
 * shared index (`cars-shared`, each document keyed by site and car, with a filterable `site`), each
 * site's tenant token limited to it by a filter rule. Same stock, same island searches and the same
 * Zipf-skewed picks as scale-search.ts; then one site re-indexed in it, which in a shared index is a
 * delete by filter and an add (no per-site swap), against the same site's swap in its own index.
 */
import type { Meilisearch } from 'meilisearch';
import { generateTenantToken } from 'meilisearch/token';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { toDocument } from '../../src/lib/stock/document.ts';
import { baseStockFilter, tenantStockFilterOptions } from '../../src/lib/stock/base-filter.ts';
import { readIndexedStock } from '../../src/pipeline/meili/stock-reader.ts';
import { indexTenantStock, waitOk } from '../../src/pipeline/meili/indexer.ts';
import { stockIndexSettings } from '../../src/pipeline/meili/settings.ts';
import { timedIslandSearch } from './search-latency.ts';
import { percentiles, skewedSearch, type Percentiles } from './scale-search.ts';

const SHARED = 'cars-shared';
const BATCH = 1000;

export interface SharedFigures {
  indexSeconds: number;
  /** What the caller measured with the shared index filled beside the sites' own (Meilisearch's memory and disk). */
  filled: string;
  search: { all: Percentiles; tail: Percentiles };
  /** One site's stock replaced: in the shared index (delete by filter, then add), and swapped in its own. */
  reindexShared: number;
  reindexOwn: number;
}

async function fillShared(client: Meilisearch, tenants: Tenant[], progress: (line: string) => void): Promise<number> {
  const started = performance.now();
  await waitOk(client.deleteIndex(SHARED), ['index_not_found']);
  await waitOk(client.createIndex(SHARED, { primaryKey: 'key' }));
  const settings = stockIndexSettings();
  const filterable = [...(settings.filterableAttributes ?? []), 'site'];
  await waitOk(client.index(SHARED).updateSettings({ ...settings, filterableAttributes: filterable }));
  for (const [i, tenant] of tenants.entries()) {
    if (i > 0 && i % 50 === 0) progress(`  copied ${i}/${tenants.length} sites into the shared index`);
    // In batches, as the indexer sends them: Meilisearch refuses a request over 100 MB.
    const batches = client.index(SHARED).addDocumentsInBatches(await sharedDocs(client, tenant), BATCH);
    for (const batch of batches) await waitOk(batch);
  }
  return (performance.now() - started) / 1000;
}

async function sharedDocs(client: Meilisearch, tenant: Tenant) {
  const stock = await readIndexedStock(client, tenant.slug);
  return stock.map((car) => ({ ...toDocument(car), key: `${tenant.slug}-${car.id}`, site: tenant.slug }));
}

/** The site's token for the shared index: its own cars only, through its base stock filter. */
async function sharedToken(client: Meilisearch, tenant: Tenant, url: string) {
  const key = (await client.getKeys()).results.find((k) => k.name === 'forecourt-search');
  if (!key) throw new Error('no search key yet: build or search with the per-site layout first');
  const base = baseStockFilter(tenantStockFilterOptions(tenant), new Date());
  const filter = `site = ${JSON.stringify(tenant.slug)}${base ? ` AND (${base})` : ''}`;
  const apiKey = await generateTenantToken({
    apiKey: key.key,
    apiKeyUid: key.uid,
    searchRules: { [SHARED]: { filter } },
  });
  return { host: url, indexUid: SHARED, apiKey };
}

export async function sharedIndexFigures(
  client: Meilisearch,
  tenants: Tenant[],
  url: string,
  { queries, measure, progress }: { queries: number; measure: () => string; progress: (line: string) => void },
): Promise<SharedFigures> {
  const indexSeconds = await fillShared(client, tenants, progress);
  const filled = measure();
  const searches = [];
  for (const tenant of tenants) searches.push(timedIslandSearch(tenant, await sharedToken(client, tenant, url)));
  const { busy, tail } = await skewedSearch(searches, queries, progress);
  const tenant = tenants[tenants.length - 1]!;
  const docs = await sharedDocs(client, tenant);
  let started = performance.now();
  await waitOk(client.index(SHARED).deleteDocuments({ filter: `site = ${JSON.stringify(tenant.slug)}` }));
  for (const batch of client.index(SHARED).addDocumentsInBatches(docs, BATCH)) await waitOk(batch);
  const reindexShared = (performance.now() - started) / 1000;
  const own = await readIndexedStock(client, tenant.slug);
  started = performance.now();
  await indexTenantStock(client, tenant, own, { force: true });
  const reindexOwn = (performance.now() - started) / 1000;
  await waitOk(client.deleteIndex(SHARED));
  return {
    indexSeconds,
    filled,
    search: { all: percentiles([...busy, ...tail]), tail: percentiles(tail) },
    reindexShared,
    reindexOwn,
  };
}
