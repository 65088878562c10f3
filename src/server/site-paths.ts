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
import type { Tenant } from '../lib/tenant/schema.ts';
import { gateFor, type SignInKind } from '../lib/leads/sign-in.ts';
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

type SitePage = {
  path: string;
  type: PageType;
  builtFor: (tenant: Tenant) => boolean;
  /** Listed in sitemap.xml (unless behind sign-in on this site: a crawler would only reach /sign-in). */
  sitemap: boolean;
  /** The sign-in kind that may gate it (features.gatedRoutes). */
  gate: SignInKind | null;
};

const always = () => true;

/**
 * The pages a site has once, beyond home and search, and the tenants that build each: the one list
 * their routes (sitePagePaths), the sitemap and the links that may point at them (sitePagesBuilt)
 * read, so a link never names a page the site does not have.
 */
const SITE_PAGES = [
  { path: '/finance', type: 'finance', builtFor: always, sitemap: true, gate: 'finance' },
  { path: '/contact', type: 'leads', builtFor: always, sitemap: true, gate: null },
  { path: '/service', type: 'leads', builtFor: always, sitemap: true, gate: null },
  { path: '/success', type: 'leads', builtFor: always, sitemap: false, gate: null },
  // The trade-in valuation tool; the car page's Value My Trade-In button lands on the second.
  { path: '/trade-in', type: 'leads', builtFor: (t: Tenant) => t.features.tradeInValuation, sitemap: true, gate: 'trade-in' },
  { path: '/cars/trade-in', type: 'leads', builtFor: (t: Tenant) => t.features.tradeInValuation, sitemap: false, gate: 'trade-in' },
  // /checkout-journey?car_id={slug}: buying online.
  { path: '/checkout-journey', type: 'leads', builtFor: (t: Tenant) => t.features.onlinePurchase, sitemap: false, gate: 'checkout' },
  // Always behind sign-in, so a garage brings /sign-in with it.
  { path: '/my-garage', type: 'leads', builtFor: (t: Tenant) => t.features.garage, sitemap: false, gate: 'my-garage' },
  { path: '/sign-in', type: 'leads', builtFor: (t: Tenant) => t.features.signIn || t.features.garage, sitemap: false, gate: null },
  // The shopper's own pick of cars from the result cards' compare control.
  { path: '/compare', type: 'leads', builtFor: (t: Tenant) => t.features.compare, sitemap: false, gate: null },
] as const satisfies readonly SitePage[];

export type SitePagePath = (typeof SITE_PAGES)[number]['path'];

/** getStaticPaths of a page of SITE_PAGES: one per tenant that builds it. */
export function sitePagePaths(path: SitePagePath) {
  const page = SITE_PAGES.find((p) => p.path === path)!;
  return () => tenantPaths(page.type)().filter(({ props }) => page.builtFor(props.site.tenant));
}

const builtBySite = new WeakMap<TenantBuildData, ReadonlySet<string>>();

/** The site pages sitemap.xml lists: open to a crawler, beside home, search and cars. */
export function sitemapPagePaths(site: TenantBuildData): string[] {
  const { features } = site.tenant;
  return SITE_PAGES.filter((page) => page.sitemap && page.builtFor(site.tenant) && !(page.gate && gateFor(page.gate, features.gatedRoutes, features.signIn))).map((page) => page.path);
}

/** The paths of the pages this build makes for a site, other than its cars: where its links may point. */
export function sitePagesBuilt(site: TenantBuildData): ReadonlySet<string> {
  let paths = builtBySite.get(site);
  if (!paths) {
    const once = SITE_PAGES.filter((page) => page.builtFor(site.tenant)).map((page) => page.path);
    builtBySite.set(site, (paths = new Set<string>(['/', ...site.searchPages.map((p) => p.path), ...once])));
  }
  return paths;
}
