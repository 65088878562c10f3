/**
 * The one mapping from a tenant's config to its search client's rules. The build's prerender and
 * the browser's island use the same options, so a prerendered page and the live search that follows
 * it agree.
 */
import type { Tenant } from '../tenant/schema.ts';
import type { PublicSearchConfig } from '../site/site-data.ts';
import { tenantStockFilterOptions } from '../stock/base-filter.ts';
import type { SearchClientOptions } from './meili-client.ts';
import type { RoutingContext } from './url-state.ts';
import { facetCaps, facetPanels } from './facets.ts';

export function searchClientOptions(tenant: Tenant, config: Pick<PublicSearchConfig, 'indexUid'>): SearchClientOptions {
  const { search } = tenant;
  return {
    indexUid: config.indexUid,
    sortOptions: search.sortOptions,
    excludeZeroPriceOnPriceAscending: search.excludeZeroPriceOnPriceAscending,
    stockFilter: tenantStockFilterOptions(tenant),
    facetCaps: facetCaps(panelsFor(tenant)),
    cacheSize: search.cacheSize,
  };
}

export const SPECIAL_OFFERS_PATH = '/special-offers';
/** The special-offers page lists cars shown with a was-price (a derived document field). */
const SPECIAL_OFFERS_FILTER = 'reduced = true';

/** A page's routing: the special-offers page is no stock path, so every filter stays in its query string. */
export function pageRouting(path: string, routing: RoutingContext): RoutingContext {
  return path === SPECIAL_OFFERS_PATH ? { ...routing, specialOffersPath: SPECIAL_OFFERS_PATH } : routing;
}

/** A page's search client options: the special-offers page adds its own condition. */
export function pageClientOptions(path: string, options: SearchClientOptions): SearchClientOptions {
  return path === SPECIAL_OFFERS_PATH
    ? { ...options, extraFilters: [...(options.extraFilters ?? []), SPECIAL_OFFERS_FILTER] }
    : options;
}

export function panelsFor(tenant: Tenant) {
  return facetPanels(tenant.search.facetLimits, { customBodies: tenant.search.customBodies });
}
