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
import { priceLabelOptions } from '../lib/pricing/label.ts';
import { getOrMake } from '../lib/memo.ts';
import { valueLabelsFor, type ValueLabels } from '../lib/stock/value-labels.ts';

/** The site's display map for coded values (lib/stock/value-labels.ts). */
export function siteValueLabels(tenant: Pick<Tenant, 'texts' | 'valueLabels'>): ValueLabels {
  return valueLabelsFor({
    usedLabel: tenant.texts.usedLabel,
    newTag: tenant.texts.newTag,
    valueLabels: tenant.valueLabels,
  });
}

export function cardOptions(tenant: Tenant): CardOptions {
  return {
    noPriceText: tenant.texts.noPrice,
    newTag: tenant.texts.newTag,
    newTagOnUsedCars: tenant.search.newTagOnUsedCars,
    soldTag: tenant.texts.soldTag,
    valueLabels: siteValueLabels(tenant),
    fuelTags: tenant.search.fuelTags,
    certifiedTag: tenant.search.certifiedTag,
    buttons: tenant.search.cardButtons,
    favourites: tenant.features.favourites,
    compare: tenant.features.compare,
    dealershipSlug: tenant.dealerships[0]?.slug ?? tenant.slug,
    reservePath: tenant.vehiclePage.reservePath,
    overrideCity: tenant.overrideCity,
    financePath: tenant.links.finance,
    image: {
      template: tenant.vehiclePage.images.cdnTemplate,
      quality: tenant.vehiclePage.images.quality,
      format: tenant.vehiclePage.images.format,
    },
    reserveMinPrice: tenant.vehiclePage.reserveMinPrice,
    priceLabel: priceLabelOptions(tenant),
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
    valueLabels: siteValueLabels(tenant),
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
    clearFiltersPath: clearFiltersHref(tenant.search, site.content.offers.length > 0),
    stockCountTotal: tenant.search.stockCountTotal,
    historySize: tenant.search.searchHistorySize,
    popularMakes: tenant.search.facetLimits.popularMakes,
    builtAt: site.builtAt,
    landingPath: page.path,
  };
}
