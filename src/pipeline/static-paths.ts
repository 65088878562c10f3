/**
 * getStaticPaths for every route, over every tenant of this build. Each page is rendered under
 * /<tenant>/…; the build moves it to dist/<tenant>/… so each site is rooted at /.
 *
 * This is the pages' only door to the build data, and everything it hands out is already this
 * render process's share of the paths (shard.ts): a new route cannot forget to shard and so render
 * in every process. (Should one try, merging the processes' folders fails on the duplicate page.)
 */
import { loadBuildData } from './build-data.ts';
import { builds } from './render/page-types.ts';
import { inThisShard } from './render/shard.ts';
import { SPECIAL_OFFERS_PATH } from '../lib/search/tenant-requests.ts';
import { sitePage, type PageType, type SitePagePath } from '../lib/site/pages.ts';
import type { TenantBuildData } from '../lib/site/site-data.ts';
import type { ReservePath } from '../lib/vehicle/options.ts';
import { isReservable } from '../lib/vehicle/cta.ts';
import { visibleLocations } from '../lib/locations/order.ts';
import { hasBlog } from '../lib/content/blog.ts';
import { siteRedirectsOf } from '../lib/site/redirects.ts';
import { brandsWithPages } from '../lib/brands/entries.ts';

type Entry = { params: Record<string, string>; props: Record<string, unknown> };

/** This process's share of the pages of one type: `entries` lists a site's pages. */
function sitePaths<E extends Entry>(type: PageType, entries: (site: TenantBuildData) => E[]): E[] {
  return inThisShard(builds(type) ? loadBuildData().flatMap(entries) : []);
}

/** One page per tenant of the given type (home, 404, sitemap, robots…), for the tenants `where` picks. */
export function tenantPaths(type: PageType, where: (site: TenantBuildData) => boolean = () => true) {
  return () => sitePaths(type, (site) => (where(site) ? [{ params: { tenant: site.tenant.slug }, props: { site } }] : []));
}

export function searchPaths() {
  return sitePaths('search', (site) =>
    site.searchPages
      .filter((page) => page.path.startsWith('/search/'))
      .map((page) => ({ params: { tenant: site.tenant.slug, path: page.path.replace(/^\/search\//, '') }, props: { site, page } })),
  );
}

export function vehiclePaths() {
  return sitePaths('vehicle', (site) => site.vehicles.map((vehicle) => ({ params: { tenant: site.tenant.slug, slug: vehicle.slug }, props: { site, vehicle } })));
}

export function specialOffersPaths() {
  return sitePaths('special', (site) =>
    site.searchPages.filter((page) => page.path === SPECIAL_OFFERS_PATH).map((page) => ({ params: { tenant: site.tenant.slug }, props: { site, page } })),
  );
}

/** Printable pages, for tenants that offer Print (features.print). */
export function printPaths() {
  return sitePaths('vehicle', (site) =>
    site.tenant.features.print ? site.vehicles.map((vehicle) => ({ params: { tenant: site.tenant.slug, slug: vehicle.slug }, props: { site, vehicle } })) : [],
  );
}

/**
 * Reservation pages /cars/{slug}/checkout or /cars/{slug}/buy-online, whichever the tenant's
 * vehiclePage.reservePath names, for tenants that take reservations, for cars that can be reserved.
 */
export function checkoutPaths(reservePath: ReservePath) {
  return () => sitePaths('leads', (site) =>
    site.tenant.features.reservation && site.tenant.vehiclePage.reservePath === reservePath
      ? site.vehicles.filter((v) => isReservable(v, true)).map((vehicle) => ({ params: { tenant: site.tenant.slug, slug: vehicle.slug }, props: { site, vehicle } }))
      : [],
  );
}

/** getStaticPaths of a once-per-site page (lib/site/pages.ts): one per tenant that builds it. */
export function sitePagePaths(path: SitePagePath) {
  const page = sitePage(path);
  return tenantPaths(page.type, (site) => page.builtFor(site.tenant));
}

/** A page per listed location of each site: /locations/{slug} and /contact-us/{slug}. */
export function locationPaths() {
  return sitePaths('locations', (site) =>
    visibleLocations(site.tenant.locations).map((location) => ({ params: { tenant: site.tenant.slug, slug: location.slug }, props: { site, location } })),
  );
}

/** A group site's page per brand: /brands/{slug}, for the brands that have one. */
export function brandPaths() {
  return sitePaths('group', (site) => brandsWithPages(site.tenant).map((brand) => ({ params: { tenant: site.tenant.slug, slug: brand.slug }, props: { site, brand } })));
}

/** A page per content page the site has (/about-us, /pages/4x4xmore …). */
export function contentPagePaths() {
  return sitePaths('content', (site) => site.content.pages.map((page) => ({ params: { tenant: site.tenant.slug, page: page.id }, props: { site, page } })));
}

/** /blog/{category} for each of the site's categories and /blog/{slug} for each post, where the site has posts. */
export function blogEntryPaths() {
  return sitePaths('content', (site) => {
    if (!hasBlog(site.content)) return [];
    const tenant = site.tenant.slug;
    return [
      ...site.tenant.content.blog.categories.map((category) => ({ params: { tenant, entry: category.slug }, props: { site, category, post: null } })),
      ...site.content.posts.map((post) => ({ params: { tenant, entry: post.id }, props: { site, category: null, post } })),
    ];
  });
}

/** The HTML stand-in of each redirect (lib/site/redirects.ts), for hosts that read no _redirects file. */
export function redirectPagePaths() {
  return sitePaths('content', (site) => siteRedirectsOf(site).map((redirect) => ({ params: { tenant: site.tenant.slug, alias: redirect.from.slice(1) }, props: { site, redirect } })));
}
