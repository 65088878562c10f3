/**
 * The redirects of the car pages a site no longer has (src/lib/stock/departures.ts): the cars imports
 * took off it, and its sold cars whose sold days ran out, each to the best search page it still has.
 */
import type { Meilisearch } from 'meilisearch';
import { tenantStockFilterOptions } from '../lib/stock/base-filter.ts';
import { departedCarRedirects, soldDepartures } from '../lib/stock/departures.ts';
import type { Redirect } from '../lib/site/redirects.ts';
import type { TenantBuildData } from '../lib/site/site-data.ts';
import { readDepartures } from './meili/departures-index.ts';
import { readIndexedStock } from './meili/stock-reader.ts';

const DAY = 86_400;

export async function departedRedirectsFor(client: Meilisearch, site: TenantBuildData): Promise<Redirect[]> {
  const { tenant } = site;
  const days = tenant.stockFeed.redirectDays;
  if (days === 0) return [];
  const now = new Date(site.builtAt);
  const filter = tenantStockFilterOptions(tenant);
  // Sold cars whose sold days ended within the redirect days: sold between these two times.
  const endedBy = Math.floor(now.getTime() / 1000) - Math.round(filter.soldDays * DAY);
  const sold = await readIndexedStock(
    client,
    tenant.slug,
    `status = "sold" AND sold_date_timestamp <= ${endedBy} AND sold_date_timestamp > ${endedBy - days * DAY}`,
  );
  const departures = [...(await readDepartures(client, tenant.slug)), ...soldDepartures(sold, filter, now, days)];
  return departedCarRedirects(
    departures,
    {
      carPaths: new Set(site.vehicles.map((v) => v.path)),
      searchPaths: new Set(site.searchPages.map((page) => page.path)),
      defaultSearchPath: tenant.search.defaultPath,
    },
    now,
    days,
  );
}
