/** Props for the search island and the static result cards, from a tenant's config. */
import type { Tenant } from '../lib/tenant/schema.ts';
import { clearFiltersHref } from '../lib/search/url-state.ts';
import { pageClientOptions, pageRouting, panelsFor, searchClientOptions } from '../lib/search/tenant-requests.ts';
import type { PrerenderedSearchPage } from '../lib/search/types.ts';
import { panelsForStock, type FacetPanel } from '../lib/search/facets.ts';
import { toDocument } from '../lib/stock/document.ts';
import type { TenantBuildData } from '../lib/site/site-data.ts';
import type { CardOptions, SearchIslandProps } from '../lib/search/island-props.ts';
import { promoTilesForSite } from '../lib/search/promo.ts';
import { visibleLocations } from '../lib/locations/order.ts';
import { resolvePromoTiles } from '../lib/offers/promo.ts';
import { getOrMake } from '../lib/memo.ts';

export function cardOptions(tenant: Tenant): CardOptions {
  return {
    noPriceText: tenant.texts.noPrice,
    newTag: tenant.texts.newTag,
    soldTag: tenant.texts.soldTag,
    usedLabel: tenant.texts.usedLabel,
    fuelTags: tenant.search.fuelTags,
    certifiedImage: tenant.search.certifiedImage,
    buttons: tenant.search.cardButtons,
    favourites: tenant.features.favourites,
    compare: tenant.features.compare,
    dealershipSlug: tenant.dealerships[0]?.slug ?? tenant.slug,
    reservePath: tenant.vehiclePage.reservePath,
    overrideCity: tenant.overrideCity,
    financePath: tenant.links.finance,
  };
}

const panelsBySite = new WeakMap<TenantBuildData, FacetPanel[]>();

/** The tenant's filter panels that its stock fills (once per site: every search page shares them). */
function stockPanels(site: TenantBuildData): FacetPanel[] {
  return getOrMake(panelsBySite, site, () => panelsForStock(panelsFor(site.tenant), site.vehicles.map(toDocument)));
}

/** Props for one prerendered search page's island. */
export function searchIslandProps(site: TenantBuildData, page: PrerenderedSearchPage): SearchIslandProps {
  const { tenant } = site;
  return {
    endpoint: { host: site.search.host, apiKey: site.search.apiKey },
    routing: pageRouting(page.path, site.routing),
    client: pageClientOptions(page.path, searchClientOptions(tenant, site.search)),
    hitsPerPage: tenant.search.hitsPerPage,
    usedLabel: tenant.texts.usedLabel,
    panels: stockPanels(site),
    sortOptions: tenant.search.sortOptions.map(({ slug, label }) => ({ slug, label })),
    card: cardOptions(tenant),
    promo: {
      tiles: promoTilesForSite(
        resolvePromoTiles(tenant.search.promoTiles, site.content.offers),
        visibleLocations(tenant.locations).map((l) => l.id),
      ),
      positions: tenant.search.promoPositions,
      randomise: tenant.search.randomisePromoPosition,
    },
    collapseSold: tenant.features.collapseSoldCars,
    clearFiltersPath: clearFiltersHref(tenant.search),
    stockCountTotal: tenant.search.stockCountTotal,
    historySize: tenant.search.searchHistorySize,
    popularMakes: tenant.search.facetLimits.popularMakes,
    builtAt: site.builtAt,
    landingPath: page.path,
  };
}
