/**
 * The one mapping from a tenant's config to the search requests of its pages. The build's prerender
 * and the browser's island use the same request options, so a prerendered page and the live search
 * that follows it agree.
 */
import type { Tenant } from '../tenant/schema.ts';
import type { PublicSearchConfig } from '../site/site-data.ts';
import { tenantStockFilterOptions } from '../stock/base-filter.ts';
import type { SearchRequestOptions } from './requests.ts';
import type { RoutingContext } from './url-state.ts';
import { facetPanels } from './facets.ts';
import { LIST_ATTRIBUTES, type ListAttribute } from './types.ts';

export function searchRequestOptions(tenant: Tenant, config: PublicSearchConfig, now: Date): SearchRequestOptions {
  const { search, texts } = tenant;
  return {
    indexUid: config.indexUid,
    hitsPerPage: search.hitsPerPage,
    sortOptions: search.sortOptions,
    excludeZeroPriceOnPriceAscending: search.excludeZeroPriceOnPriceAscending,
    stockFilter: tenantStockFilterOptions(tenant),
    now,
    facets: panelsFor(tenant)
      .map((panel) => panel.attribute)
      .filter((attribute): attribute is ListAttribute => (LIST_ATTRIBUTES as readonly string[]).includes(attribute)),
    usedLabel: texts.usedLabel,
  };
}

export const SPECIAL_OFFERS_PATH = '/special-offers';
/** The special-offers page lists cars shown with a was-price (a derived document field). */
const SPECIAL_OFFERS_FILTER = 'reduced = true';

/** A page's routing and request options: the special-offers page keeps every filter in its query string and adds its own condition. */
export function pageSearchContext<O extends Omit<SearchRequestOptions, 'now'>>(path: string, routing: RoutingContext, options: O) {
  if (path !== SPECIAL_OFFERS_PATH) return { routing, options };
  return {
    routing: { ...routing, specialOffersPath: SPECIAL_OFFERS_PATH },
    options: { ...options, extraFilters: [...(options.extraFilters ?? []), SPECIAL_OFFERS_FILTER] },
  };
}

export function panelsFor(tenant: Tenant) {
  return facetPanels(tenant.search.facetLimits, { customBodies: tenant.search.customBodies });
}
