/**
 * getStaticPaths for every page type, over every tenant of this build. Each page is rendered under
 * /<tenant>/…; scripts/build-all.ts moves it to dist/<tenant>/… so each site is rooted at /.
 * The functions that read the build data keep only this render process's share of the paths
 * (inThisShard); the rest narrow those, so the shares stay disjoint.
 */
import { loadBuildData, type TenantBuildData } from './build-data.ts';
import { searchLandingPages, type LandingPage } from '../lib/search/landing-pages.ts';
import { SPECIAL_OFFERS_PATH } from './search/island-options.ts';
import { builds, type PageType } from './page-types.ts';
import { isReservable } from '../lib/vehicle/cta.ts';
import type { VehiclePageOptions } from '../lib/tenant/schema/vehicle-page.ts';
import { inThisShard } from './build/shard.ts';

/** Every tenant of the build, or none when this page type is left out (see page-types.ts). */
function sitesFor(type: PageType): TenantBuildData[] {
  return builds(type) ? loadBuildData() : [];
}

/** One page per tenant, of the given type (home, 404, sitemap and robots). */
export function tenantPaths(type: PageType) {
  return () => inThisShard(sitesFor(type).map((site) => ({ params: { tenant: site.tenant.slug }, props: { site } })));
}

export function landingPagesFor(site: TenantBuildData): LandingPage[] {
  return searchLandingPages(
    { defaultPath: site.tenant.search.defaultPath, usedLabel: site.tenant.texts.usedLabel },
    site.vehicles,
  );
}

export function searchPaths() {
  return inThisShard(sitesFor('search').flatMap((site) =>
    site.searchPages
      .filter((page) => page.path.startsWith('/search/'))
      .map((page) => ({ params: { tenant: site.tenant.slug, path: page.path.replace(/^\/search\//, '') }, props: { site, page } })),
  ));
}

export function vehiclePaths() {
  return inThisShard(sitesFor('vehicle').flatMap((site) =>
    site.vehicles.map((vehicle) => ({ params: { tenant: site.tenant.slug, slug: vehicle.slug }, props: { site, vehicle } })),
  ));
}

export function specialOffersPaths() {
  return inThisShard(sitesFor('special').flatMap((site) =>
    site.searchPages.filter((page) => page.path === SPECIAL_OFFERS_PATH).map((page) => ({ params: { tenant: site.tenant.slug }, props: { site, page } })),
  ));
}

/** Printable pages, for tenants that offer Print (features.print). */
export function printPaths() {
  return vehiclePaths().filter(({ props }) => props.site.tenant.features.print);
}

/**
 * Reservation pages /cars/{slug}/checkout or /cars/{slug}/buy-online, whichever the tenant's
 * vehiclePage.reservePath names, for tenants that take reservations, for cars that can be reserved.
 */
export function checkoutPaths(reservePath: VehiclePageOptions['reservePath']) {
  return () => inThisShard(sitesFor('leads').flatMap((site) =>
    site.tenant.features.reservation && site.tenant.vehiclePage.reservePath === reservePath
      ? site.vehicles.filter((v) => isReservable(v, true)).map((vehicle) => ({ params: { tenant: site.tenant.slug, slug: vehicle.slug }, props: { site, vehicle } }))
      : [],
  ));
}

/** /checkout-journey?car_id={slug} (buy online), for tenants with features.onlinePurchase. */
export function checkoutJourneyPaths() {
  return tenantPaths('leads')().filter(({ props }) => props.site.tenant.features.onlinePurchase);
}

/** /my-garage, for tenants with features.garage (always behind sign-in). */
export function garagePaths() {
  return tenantPaths('leads')().filter(({ props }) => props.site.tenant.features.garage);
}

/** The trade-in pages, for tenants with the valuation tool (features.tradeInValuation). */
export function tradeInPaths() {
  return tenantPaths('leads')().filter(({ props }) => props.site.tenant.features.tradeInValuation);
}

/** /sign-in, for tenants with sign-in (features.signIn) or a garage, which is always behind it. */
export function signInPaths() {
  return tenantPaths('leads')().filter(({ props }) => props.site.tenant.features.signIn || props.site.tenant.features.garage);
}

/** /compare, for tenants with the compare control on result cards (features.compare). */
export function comparePaths() {
  return tenantPaths('leads')().filter(({ props }) => props.site.tenant.features.compare);
}
