/**
 * getStaticPaths for every route, over every tenant of this build. Each page is rendered under
 * /<tenant>/…; the build moves it to dist/<tenant>/… so each site is rooted at /.
 *
 * This is the pages' only door to the build data, and everything it hands out is already this
 * render process's share of the paths (shard.ts): a new route cannot forget to shard and so render
 * in every process. (Should one try, merging the processes' folders fails on the duplicate page.)
 *
 * What it hands a page is also all the page is rendered from, so the hash of it is the page's input
 * hash, and an incremental build leaves out the pages whose hash is unchanged (page-selection.ts).
 * A once-per-site page that shows stock (home, sitemap, feeds) is handed the whole site, so any stock
 * change re-renders it; one that shows only config is handed the SiteContext (configPaths). A page
 * per car or per search page is handed only the SiteContext, its car or search page, and the model
 * its route works out here from the whole site (`model`): a car's similar cars and breadcrumbs, a
 * search page's island props. It re-renders when those change, and cannot read stock its hash does
 * not cover. A new route gets one of these and is covered with no code of its own.
 */
import type { GetStaticPathsOptions } from 'astro';
import { loadBuildData } from './build-data.ts';
import { builds } from './render/page-types.ts';
import { inThisShard } from './render/shard.ts';
import { renderPlan, selectPages, type ListedPage } from './render/page-selection.ts';
import { siteDigest } from './render/page-inputs.ts';
import { SPECIAL_OFFERS_PATH } from '../lib/search/tenant-requests.ts';
import { sitePage, type PageType, type SitePagePath } from '../lib/site/pages.ts';
import type { SiteContext, TenantBuildData } from '../lib/site/site-data.ts';
import type { PrerenderedSearchPage } from '../lib/search/types.ts';
import type { Vehicle } from '../lib/stock/vehicle.ts';
import type { ReservePath } from '../lib/vehicle/options.ts';
import { isReservable } from '../lib/vehicle/cta.ts';
import { visibleLocations } from '../lib/locations/order.ts';
import { hasBlog } from '../lib/content/blog.ts';
import { siteRedirectsOf, type Redirect } from '../lib/site/redirects.ts';
import type { BlogPostRef } from '../lib/content/types.ts';
import { brandsWithPages } from '../lib/brands/entries.ts';
import { OFFERS_PATH } from '../lib/offers/offer.ts';
import { hasReviewsPage } from '../lib/reviews/site-reviews.ts';
import { offerSearchLink } from '../lib/offers/links.ts';

/** This process's share of the pages of one type that it renders: `list` lists a site's pages. */
async function sitePaths<P>(
  options: GetStaticPathsOptions,
  type: PageType,
  list: (site: TenantBuildData) => ListedPage<P>[],
) {
  if (!options?.routePattern)
    throw new Error(
      "getStaticPaths must pass Astro's options on to static-paths.ts: a page's path comes from its route.",
    );
  const plan = await renderPlan();
  return selectPages(
    options.routePattern,
    inThisShard(builds(type) ? loadBuildData().flatMap(list) : [], plan.shard),
    plan,
  );
}

/**
 * One page per tenant of the given type that shows the site's stock (home, sitemap, feeds), for the
 * tenants `where` picks: it is handed the whole site, so any stock change re-renders it.
 */
export function tenantPaths(type: PageType, where: (site: TenantBuildData) => boolean = () => true) {
  return (options: GetStaticPathsOptions) =>
    sitePaths(options, type, (site) =>
      where(site) ? [{ site, params: { tenant: site.tenant.slug }, props: () => ({ site }) }] : [],
    );
}

/**
 * One page per tenant of the given type that shows only the site's config (404, robots.txt, the
 * contact and finance pages…): it is handed the SiteContext, without the stock, so a stock change
 * leaves it as it is. A page that needs the stock uses tenantPaths.
 */
export function configPaths(type: PageType, where: (site: TenantBuildData) => boolean = () => true) {
  return (options: GetStaticPathsOptions) =>
    sitePaths(options, type, (site) =>
      where(site) ? [{ site, params: { tenant: site.tenant.slug }, props: () => ({ site: contextOf(site) }) }] : [],
    );
}

/** The site's config as a page of one car or one search page gets it: the same object for every page. */
function contextOf(site: TenantBuildData): SiteContext {
  return siteDigest(site).context;
}

type CarModel<M> = (site: TenantBuildData, vehicle: Vehicle) => M;
type SearchModel<M> = (site: TenantBuildData, page: PrerenderedSearchPage) => M;

const noModel = () => ({});

function carPage<M>(site: TenantBuildData, vehicle: Vehicle, model: CarModel<M>) {
  return {
    site,
    params: { tenant: site.tenant.slug, slug: vehicle.slug },
    props: () => ({ site: contextOf(site), vehicle, ...model(site, vehicle) }),
  };
}

/**
 * A search page is handed its first answer with its page (the build's search: search/first-results.ts),
 * so it re-renders exactly when that answer, its island's props or the site's config change.
 */
function searchPage<M>(
  site: TenantBuildData,
  page: PrerenderedSearchPage,
  params: Record<string, string>,
  model: SearchModel<M>,
) {
  return { site, params, props: () => ({ site: contextOf(site), page, ...model(site, page) }) };
}

export function searchPaths<M extends object>(model: SearchModel<M>) {
  return (options: GetStaticPathsOptions) =>
    sitePaths(options, 'search', (site) =>
      site.searchPages
        .filter((page) => page.path.startsWith('/search/'))
        .map((page) =>
          searchPage(site, page, { tenant: site.tenant.slug, path: page.path.replace(/^\/search\//, '') }, model),
        ),
    );
}

export function vehiclePaths<M extends object>(model: CarModel<M>) {
  return (options: GetStaticPathsOptions) =>
    sitePaths(options, 'vehicle', (site) => site.vehicles.map((vehicle) => carPage(site, vehicle, model)));
}

export function specialOffersPaths<M extends object>(model: SearchModel<M>) {
  return (options: GetStaticPathsOptions) =>
    sitePaths(options, 'special', (site) =>
      site.searchPages
        .filter((page) => page.path === SPECIAL_OFFERS_PATH)
        .map((page) => searchPage(site, page, { tenant: site.tenant.slug }, model)),
    );
}

/** Printable pages, for tenants that offer Print (features.print): the car alone. */
export function printPaths(options: GetStaticPathsOptions) {
  return sitePaths(options, 'vehicle', (site) =>
    site.tenant.features.print ? site.vehicles.map((vehicle) => carPage(site, vehicle, noModel)) : [],
  );
}

/**
 * Reservation pages /cars/{slug}/checkout or /cars/{slug}/buy-online, whichever the tenant's
 * vehiclePage.reservePath names, for tenants that take reservations, for cars that can be reserved.
 */
export function checkoutPaths(reservePath: ReservePath) {
  return (options: GetStaticPathsOptions) =>
    sitePaths(options, 'leads', (site) =>
      site.tenant.features.reservation && site.tenant.vehiclePage.reservePath === reservePath
        ? site.vehicles
            .filter((v) => isReservable(v, true, site.tenant.vehiclePage.reserveMinPrice))
            .map((vehicle) => carPage(site, vehicle, noModel))
        : [],
    );
}

/** getStaticPaths of a once-per-site page (lib/site/pages.ts): one per tenant that builds it, from its config. */
export function sitePagePaths(path: SitePagePath) {
  const page = sitePage(path);
  return configPaths(page.type, (site) => page.builtFor(site.tenant));
}

/**
 * A page per item of a site (a location, a content page, a blog post…), handed the item and the
 * site's config: it re-renders when its item or the config changes, never for stock alone. An
 * item worked out from the stock (a redirect whose target is a search page) is listed here, where
 * the whole site is at hand, and so is in the page's hash.
 */
function itemPage<I extends object>(site: TenantBuildData, params: Record<string, string>, item: I) {
  return { site, params: { tenant: site.tenant.slug, ...params }, props: () => ({ site: contextOf(site), ...item }) };
}

/** A page per listed location of each site: /locations/{slug} and /contact-us/{slug}. */
export function locationPaths(options: GetStaticPathsOptions) {
  return sitePaths(options, 'locations', (site) =>
    visibleLocations(site.tenant.locations).map((location) => itemPage(site, { slug: location.slug }, { location })),
  );
}

/** A group site's page per brand: /brands/{slug}, for the brands that have one. */
export function brandPaths(options: GetStaticPathsOptions) {
  // The whole site: a brand page links to the brand's search pages the stock fills.
  return sitePaths(options, 'group', (site) =>
    brandsWithPages(site.tenant).map((brand) => ({
      site,
      params: { tenant: site.tenant.slug, slug: brand.slug },
      props: () => ({ site, brand }),
    })),
  );
}

/** A page per content page the site has (/about-us, /pages/4x4xmore …). */
export function contentPagePaths(options: GetStaticPathsOptions) {
  return sitePaths(options, 'content', (site) =>
    site.content.pages.map((page) => itemPage(site, { page: page.id }, { page, redirects: siteRedirectsOf(site) })),
  );
}

type BlogEntry = { redirects: readonly Redirect[] } & (
  | { category: { slug: string; label: string }; post: null }
  | { category: null; post: BlogPostRef }
);

/** /blog/{category} for each of the site's categories and /blog/{slug} for each post, where the site has posts. */
export function blogEntryPaths(options: GetStaticPathsOptions) {
  return sitePaths(options, 'content', (site) => {
    if (!hasBlog(site.content)) return [];
    return [
      ...site.tenant.content.blog.categories.map((category) =>
        itemPage<BlogEntry>(site, { entry: category.slug }, { category, post: null, redirects: [] }),
      ),
      // A post's links to the site's other names for a page go straight to it (views/content-page.ts).
      ...site.content.posts.map((post) =>
        itemPage<BlogEntry>(site, { entry: post.id }, { category: null, post, redirects: siteRedirectsOf(site) }),
      ),
    ];
  });
}

/**
 * The HTML stand-in of each redirect (lib/site/redirects.ts), for hosts that read no _redirects file.
 * Where a redirect goes can depend on the stock (a search page built or not), so each is worked
 * out from the whole site and handed to its page.
 */
export function redirectPagePaths(options: GetStaticPathsOptions) {
  return sitePaths(options, 'content', (site) =>
    siteRedirectsOf(site).map((redirect) => itemPage(site, { alias: redirect.from.slice(1) }, { redirect })),
  );
}

/** /offers, where the site runs offers: its cards' 'Search this model' links follow the stock, so it is handed the whole site. */
export const offersIndexPaths = tenantPaths('content', (site) => site.content.offers.length > 0);

/**
 * A page per offer the site runs, at /offers/{id} or /offers/{manufacturer}/{id} (lib/offers/offer.ts),
 * handed the offer and where its 'Search this model' goes (worked out here from the whole site).
 */
export function offerPaths(options: GetStaticPathsOptions) {
  return sitePaths(options, 'content', (site) =>
    site.content.offers.map((offer) =>
      itemPage(
        site,
        { offer: offer.path.slice(`${OFFERS_PATH}/`.length) },
        { offer, searchLink: offerSearchLink(site, offer) },
      ),
    ),
  );
}

/** /teams/{location-slug}: a page per listed location with a team file, handed the location and its team. */
export function teamPaths(options: GetStaticPathsOptions) {
  return sitePaths(options, 'locations', (site) =>
    Object.entries(site.content.teams).flatMap(([slug, team]) => {
      const location = site.tenant.locations.find((l) => l.slug === slug);
      return location ? [itemPage(site, { slug }, { location, team })] : [];
    }),
  );
}

/** /pages/reviews, where the site has reviews to show: from its config alone. */
export const reviewsPagePaths = configPaths('content', (site) =>
  hasReviewsPage(site.content.reviews, site.tenant.locations),
);
