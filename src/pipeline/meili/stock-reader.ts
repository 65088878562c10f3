// The build's view of a tenant's stock: exactly what the tenant's search token lets shoppers find
// (the same base filter), in a stable order so two builds of the same stock give the same pages.
import type { Meilisearch } from 'meilisearch';
import pLimit from 'p-limit';
import { baseStockFilter, tenantStockFilterOptions } from '../../lib/stock/base-filter.ts';
import type { CarDocument } from '../../lib/stock/document.ts';
import { fromHit } from '../../lib/stock/hits.ts';
import type { Vehicle } from '../../lib/stock/vehicle.ts';
import type { Tenant } from '../../lib/tenant/schema.ts';
import { stockIndexUid } from '../../lib/stock/document.ts';

/**
 * Documents per request, several requests at once: Meilisearch spends most of a read writing out
 * the documents' JSON (about 9 MB for 2,000 cars), and writes out a few pages at once on its threads.
 */
const PAGE = 500;
const PAGES_AT_ONCE = 4;

export async function readTenantStock(
  client: Meilisearch,
  tenant: Pick<Tenant, 'slug' | 'search'>,
  now: Date,
): Promise<Vehicle[]> {
  const indexUid = stockIndexUid(tenant.slug);
  const filter = baseStockFilter(tenantStockFilterOptions(tenant), now);
  const docs = await readDocuments(client, indexUid, filter).catch((error: unknown) => {
    if (!isIndexNotFound(error)) throw error;
    throw new Error(`There is no stock index ${indexUid} yet; run: npm run stock:index -- --tenant ${tenant.slug}`);
  });
  docs.sort((a, b) => b.custom_rank - a.custom_rank || a.id - b.id);
  return docs.map((doc) => fromHit(doc));
}

/** Every car in a tenant's index, shown or not (an import compares its feed with them); none before the first import. */
export async function readIndexedStock(client: Meilisearch, slug: string, filter?: string): Promise<Vehicle[]> {
  return (await readIndexedDocuments(client, slug, filter)).map((doc) => fromHit(doc));
}

/** readIndexedStock's documents as Meilisearch returned them, in id order. */
export async function readIndexedDocuments(client: Meilisearch, slug: string, filter?: string): Promise<CarDocument[]> {
  const docs = await readDocuments(client, stockIndexUid(slug), filter).catch((error: unknown) => {
    if (isIndexNotFound(error)) return [];
    throw error;
  });
  return docs.sort((a, b) => a.id - b.id);
}

function isIndexNotFound(error: unknown): boolean {
  return (error as { cause?: { code?: string } }).cause?.code === 'index_not_found';
}

async function readDocuments(
  client: Meilisearch,
  indexUid: string,
  filter: string | undefined,
): Promise<CarDocument[]> {
  const index = client.index<CarDocument>(indexUid);
  const { numberOfDocuments } = await index.getStats();
  // The index's count is every car in it, so these pages hold all that the filter lets through.
  const offsets = Array.from({ length: Math.ceil(numberOfDocuments / PAGE) }, (_, i) => i * PAGE);
  const limit = pLimit(PAGES_AT_ONCE);
  const pages = await Promise.all(
    offsets.map((offset) => limit(() => index.getDocuments({ ...(filter ? { filter } : {}), limit: PAGE, offset }))),
  );
  return pages.flatMap((page) => page.results);
}
