/**
 * The pages a site has once, beyond home and search, and the tenants that build each: the one list
 * their routes, the sitemap and the links that may point at them read, so a link never names a page
 * the site does not have.
 */
import { gateFor, type SignInKind } from '../leads/sign-in.ts';
import type { Tenant } from '../tenant/schema.ts';
import type { TenantBuildData } from './site-data.ts';
import { visibleLocations } from '../locations/order.ts';
import { locationContactPath, locationPath } from '../locations/paths.ts';
import { blogIndexPaths } from '../content/blog.ts';
import { BRANDS_PATH, DEALER_LOCATOR_PATH, brandPath } from '../brands/paths.ts';
import { brandsWithPages } from '../brands/entries.ts';
import { offerPagePaths } from '../offers/offer.ts';
import { hasReviewsPage, REVIEWS_PATH } from '../reviews/site-reviews.ts';
import { teamPagePaths } from '../teams/site-teams.ts';

/**
 * The kinds of page a build renders. The benchmark renders one kind at a time
 * (FORECOURT_PAGE_TYPES) to measure what each costs.
 */
export type PageType =
  | 'home'
  | 'search'
  | 'vehicle'
  | 'special'
  | 'finance'
  | 'leads'
  | 'locations'
  | 'content'
  | 'group'
  | '404'
  | 'seo';

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
const hasLocations = (t: Tenant) => visibleLocations(t.locations).length > 0;
const isGroup = (t: Tenant) => t.template === 'group';

const SITE_PAGES = [
  { path: '/finance', type: 'finance', builtFor: always, sitemap: true, gate: 'finance' },
  // /contact redirects here (lib/site/redirects.ts): one contact page, one canonical URL.
  { path: '/contact-us', type: 'leads', builtFor: always, sitemap: true, gate: null },
  { path: '/dealerships', type: 'locations', builtFor: hasLocations, sitemap: true, gate: null },
  // Unless the site books services on an external page (links.serviceBooking): /service redirects there.
  {
    path: '/service',
    type: 'leads',
    builtFor: (t: Tenant) => t.links.serviceBooking === null,
    sitemap: true,
    gate: null,
  },
  // The test-drive form for any car (spec/site.md §2.1 /book-test-drive/); a car page has its own.
  { path: '/book-test-drive', type: 'leads', builtFor: always, sitemap: true, gate: null },
  { path: '/success', type: 'leads', builtFor: always, sitemap: false, gate: null },
  // Where an alert's links land: confirm it, see and delete one's alerts, unsubscribe (docs/alerts.md).
  { path: '/alerts', type: 'leads', builtFor: (t: Tenant) => t.alerts.enabled, sitemap: false, gate: null },
  // The trade-in valuation tool; the car page's Value My Trade-In button lands on the second.
  {
    path: '/trade-in',
    type: 'leads',
    builtFor: (t: Tenant) => t.features.tradeInValuation,
    sitemap: true,
    gate: 'trade-in',
  },
  {
    path: '/cars/trade-in',
    type: 'leads',
    builtFor: (t: Tenant) => t.features.tradeInValuation,
    sitemap: false,
    gate: 'trade-in',
  },
  // /checkout-journey?car_id={slug}: buying online.
  {
    path: '/checkout-journey',
    type: 'leads',
    builtFor: (t: Tenant) => t.features.onlinePurchase,
    sitemap: false,
    gate: 'checkout',
  },
  // Always behind sign-in, so a garage brings /sign-in with it.
  { path: '/my-garage', type: 'leads', builtFor: (t: Tenant) => t.features.garage, sitemap: false, gate: 'my-garage' },
  {
    path: '/sign-in',
    type: 'leads',
    builtFor: (t: Tenant) => t.features.signIn || t.features.garage,
    sitemap: false,
    gate: null,
  },
  // The shopper's own pick of cars from the result cards' compare control.
  { path: '/compare', type: 'leads', builtFor: (t: Tenant) => t.features.compare, sitemap: false, gate: null },
  // A group site's brand directory, and its dealerships nearest first from a postcode.
  { path: BRANDS_PATH, type: 'group', builtFor: isGroup, sitemap: true, gate: null },
  {
    path: DEALER_LOCATOR_PATH,
    type: 'group',
    builtFor: (t: Tenant) => isGroup(t) && hasLocations(t),
    sitemap: true,
    gate: null,
  },
] as const satisfies readonly SitePage[];

export type SitePagePath = (typeof SITE_PAGES)[number]['path'];

/** Every once-per-site page's path, whichever tenants build it: content may not take these. */
export const SITE_PAGE_PATHS: readonly string[] = SITE_PAGES.map((page) => page.path);

export function sitePage(path: SitePagePath): SitePage {
  return SITE_PAGES.find((p) => p.path === path)!;
}

/** A site's pages per location: each location's own page and its contact page (static-paths.ts locationPaths). */
function locationPagePaths(tenant: Tenant): { page: string; contact: string }[] {
  return visibleLocations(tenant.locations).map((location) => ({
    page: locationPath(location.slug),
    contact: locationContactPath(location.slug),
  }));
}

/** A group site's page per brand (/brands/{slug}), for the brands that have one. */
function brandPagePaths(tenant: Tenant): string[] {
  return brandsWithPages(tenant).map((brand) => brandPath(brand.slug));
}

/** The site pages sitemap.xml lists: open to a crawler, beside home, search and cars. */
export function sitemapPagePaths(tenant: Tenant): string[] {
  const { features } = tenant;
  const once = SITE_PAGES.filter(
    (page) =>
      page.sitemap &&
      page.builtFor(tenant) &&
      !(page.gate && gateFor(page.gate, features.gatedRoutes, features.signIn)),
  ).map((page) => page.path);
  // A location's page and its contact form (/contact-us/{slug}): both are linked and indexable.
  const perLocation = locationPagePaths(tenant).flatMap((paths) => [paths.page, paths.contact]);
  return [...once, ...perLocation, ...brandPagePaths(tenant)];
}

const builtBySite = new WeakMap<object, ReadonlySet<string>>();

/**
 * The pages a site has from its offers, reviews and teams: /offers and each offer's, /pages/reviews,
 * and /teams/{location-slug} for each location with a team file.
 */
export function offerAndReviewPaths(site: Pick<TenantBuildData, 'tenant' | 'content'>): string[] {
  return [
    ...offerPagePaths(site.content.offers),
    ...(hasReviewsPage(site.content.reviews, site.tenant.locations) ? [REVIEWS_PATH] : []),
    ...teamPagePaths(site.content.teams),
  ];
}

/**
 * The paths of the pages this build makes for a site, other than its cars and posts: where its
 * links may point (a redirect's old path is not one; see redirects.ts).
 */
export function sitePagesBuilt(site: Pick<TenantBuildData, 'tenant' | 'searchPages' | 'content'>): ReadonlySet<string> {
  let paths = builtBySite.get(site);
  if (!paths) {
    const once = SITE_PAGES.filter((page) => page.builtFor(site.tenant)).map((page) => page.path);
    const perLocation = locationPagePaths(site.tenant).flatMap((location) => [location.page, location.contact]);
    const content = [
      ...site.content.pages.map((p) => p.path),
      ...blogIndexPaths(site.tenant, site.content),
      ...offerAndReviewPaths(site),
    ];
    paths = new Set<string>([
      '/',
      ...site.searchPages.map((p) => p.path),
      ...once,
      ...perLocation,
      ...brandPagePaths(site.tenant),
      ...content,
    ]);
    builtBySite.set(site, paths);
  }
  return paths;
}
