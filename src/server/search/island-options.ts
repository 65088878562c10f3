/**
 * The one mapping from a tenant's config to what its search island and the prerender need. The
 * build and the browser use the same request options, so a prerendered page and the live search
 * that follows it agree.
 */
import type { Tenant } from '../../lib/tenant/schema.ts';
import type { SearchRequestOptions } from '../../lib/search/requests.ts';
import { clearFiltersHref, type RoutingContext } from '../../lib/search/url-state.ts';
import { facetPanels, resultsForPanels } from '../../lib/search/facets.ts';
import { LIST_ATTRIBUTES, type ListAttribute } from '../../lib/search/types.ts';
import { tenantStockFilterOptions } from '../meili/tokens.ts';
import type { PublicSearchConfig, TenantBuildData } from '../build-data.ts';
import type { CardOptions, SearchIslandProps } from '../../lib/search/island-props.ts';
import type { PrerenderedSearchPage } from '../build/search-pages.ts';

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

export function cardOptions(tenant: Tenant): CardOptions {
  return {
    noPriceText: tenant.texts.noPrice,
    newTag: tenant.texts.newTag,
    usedLabel: tenant.texts.usedLabel,
    fuelTags: tenant.search.fuelTags,
    certifiedImage: tenant.search.certifiedImage,
    buttons: tenant.search.cardButtons,
    favourites: tenant.features.favourites,
    compare: tenant.features.compare,
    dealershipSlug: tenant.dealerships[0]?.slug ?? tenant.slug,
    reservePath: tenant.vehiclePage.reservePath,
  };
}

/** Props for one prerendered search page's island. */
export function searchIslandProps(site: TenantBuildData, page: PrerenderedSearchPage): SearchIslandProps {
  const { tenant } = site;
  const { now: _buildTime, ...baseRequest } = searchRequestOptions(tenant, site.search, new Date(site.builtAt));
  const { routing, options: request } = pageSearchContext(page.path, site.routing, baseRequest);
  const panels = panelsFor(tenant);
  return {
    endpoint: { host: site.search.host, apiKey: site.search.apiKey },
    routing,
    request,
    panels,
    sortOptions: tenant.search.sortOptions.map(({ slug, label }) => ({ slug, label })),
    card: cardOptions(tenant),
    promo: { tiles: tenant.search.promoTiles, positions: tenant.search.promoPositions, randomise: tenant.search.randomisePromoPosition },
    collapseSold: tenant.features.collapseSoldCars,
    clearFiltersPath: clearFiltersHref(tenant.search),
    stockCountTotal: tenant.search.stockCountTotal,
    historySize: tenant.search.searchHistorySize,
    popularMakes: tenant.search.facetLimits.popularMakes,
    builtAt: site.builtAt,
    initialState: page.state,
    initialResults: resultsForPanels(page.results, panels, page.state),
  };
}
