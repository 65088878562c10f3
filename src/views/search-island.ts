/** Props for the search island and the static result cards, from a tenant's config. */
import type { InitialResults } from 'instantsearch.js';
import type { InstantSearchServerState } from 'react-instantsearch-core';
import type { Tenant } from '../lib/tenant/schema.ts';
import { clearFiltersHref } from '../lib/search/url-state.ts';
import type { PrerenderedSearchPage, SearchLandingPage } from '../lib/search/types.ts';
import { islandSearchProps } from '../lib/search/island-search-props.ts';
import type { TenantBuildData } from '../lib/site/site-data.ts';
import type { CardOptions, SearchIslandProps } from '../lib/search/island-props.ts';
import { promoTilesForSite } from '../lib/search/promo.ts';
import { visibleLocations } from '../lib/locations/order.ts';
import { resolvePromoTiles } from '../lib/offers/promo.ts';
import { priceLabelOptions } from '../lib/pricing/label.ts';
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

/** Props for one prerendered search page's island. */
export function searchIslandProps(site: TenantBuildData, page: SearchLandingPage): SearchIslandProps {
  const { tenant } = site;
  return {
    ...islandSearchProps(site, page),
    valueLabels: siteValueLabels(tenant),
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
  };
}

/**
 * The island's server state (InstantSearchSSRProvider's props): the page's first answer, copied, as
 * InstantSearch writes into the results it starts from and the build data is frozen.
 */
export function searchServerState(page: PrerenderedSearchPage): InstantSearchServerState {
  return { initialResults: structuredClone(page.firstResults) as InitialResults };
}

/** How many cars a landing page's first search found (its first query's count), as its description says. */
export function firstResultCount(page: PrerenderedSearchPage): number {
  const [first] = Object.values(page.firstResults);
  return first?.results?.[0]?.nbHits ?? 0;
}
