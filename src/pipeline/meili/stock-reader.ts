// The build's view of a tenant's stock: exactly what the tenant's search token lets shoppers find
// (the same base filter), in a stable order so two builds of the same stock give the same pages.
import type { Meilisearch } from 'meilisearch';
import { baseStockFilter, tenantStockFilterOptions } from '../../lib/stock/base-filter.ts';
import type { CarDocument } from '../../lib/stock/document.ts';
import { fromHit } from '../../lib/stock/hits.ts';
import type { Vehicle } from '../../lib/stock/vehicle.ts';
import type { Tenant } from '../../lib/tenant/schema.ts';
import { stockIndexUid } from '../../lib/stock/document.ts';

const PAGE = 1000;

export async function readTenantStock(client: Meilisearch, tenant: Pick<Tenant, 'slug' | 'search'>, now: Date): Promise<Vehicle[]> {
  const indexUid = stockIndexUid(tenant.slug);
  const filter = baseStockFilter(tenantStockFilterOptions(tenant), now);
  const index = client.index<CarDocument>(indexUid);
  const docs: CarDocument[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await index.getDocuments({ filter, limit: PAGE, offset }).catch((error: unknown) => {
      if ((error as { cause?: { code?: string } }).cause?.code !== 'index_not_found') throw error;
      throw new Error(`There is no stock index ${indexUid} yet; run: npm run stock:index -- --tenant ${tenant.slug}`);
    });
    docs.push(...page.results);
    if (page.results.length < PAGE || docs.length >= page.total) break;
  }
  docs.sort((a, b) => b.custom_rank - a.custom_rank || a.id - b.id);
  return docs.map((doc) => fromHit(doc));
}
