/**
 * Every route spec/site.md §2.1 and spec/shopping.md §2 name, and what a site does with it: a page
 * it builds, a content page editors write (tenants/content/), a redirect (redirects.ts), a page
 * another issue builds, or a route deliberately not built, with the reason. The end-to-end route
 * walk asks every demo site for each one; the route table in docs/content.md says the same in prose.
 */
import type { Tenant } from '../tenant/schema.ts';
import type { SiteContent } from '../content/types.ts';
import { hasReviewsPage } from '../reviews/site-reviews.ts';

type RouteTenant = Pick<Tenant, 'features' | 'links' | 'locations' | 'template'>;
type RouteCondition = (tenant: RouteTenant, content: Pick<SiteContent, 'offers' | 'reviews'>) => boolean;

type RouteStatus =
  /** Built; `on` says where (elsewhere a redirect takes the path, or the route is not offered). */
  | { kind: 'page'; on?: RouteCondition; note: string }
  /** A content page at /<id>, where the site's layers have one. */
  | { kind: 'content'; id: string; note: string }
  /** A redirect; `on` says which sites have it (all, without it). */
  | { kind: 'redirect'; note: string; on?: (tenant: RouteTenant) => boolean }
  | { kind: 'other-issue'; issue: number; note: string }
  | { kind: 'not-built'; reason: string };

export interface SpecRoute {
  /** The route as the spec writes it; {…} are placeholders, ?… a query the page reads. */
  route: string;
  status: RouteStatus;
}

const page = (note: string, on?: RouteCondition): RouteStatus =>
  on ? { kind: 'page', on, note } : { kind: 'page', note };
const content = (id: string, note: string): RouteStatus => ({ kind: 'content', id, note });
const redirect = (note: string, on?: (tenant: RouteTenant) => boolean): RouteStatus =>
  on ? { kind: 'redirect', note, on } : { kind: 'redirect', note };
const notBuilt = (reason: string): RouteStatus => ({ kind: 'not-built', reason });

const listsLocations = (tenant: RouteTenant) => tenant.locations.some((location) => location.visible);
const isGroup = (tenant: RouteTenant) => tenant.template === 'group';
const runsOffers: RouteCondition = (_, content) => content.offers.length > 0;

const SEARCH_PAGE =
  'a prerendered search page where the site has that stock; otherwise a redirect to the default search page filtered the same way';
const GROUP_PORTAL = "another dealer group's name for its customer portal; a site's own is /my-garage";

export const SPEC_ROUTES: readonly SpecRoute[] = [
  { route: '/', status: page('home') },
  { route: '/search', status: redirect('to the default search path') },
  {
    route: '/search/new-used-and-demo-cars',
    status: page('the default search path; a site with another search.defaultPath redirects it there'),
  },
  { route: '/search/new-cars', status: page(SEARCH_PAGE) },
  { route: '/search/used-cars', status: page(SEARCH_PAGE) },
  { route: '/search/demo-cars', status: page(SEARCH_PAGE) },
  { route: '/search/new-and-demo-cars', status: page(SEARCH_PAGE) },
  { route: '/search/{make}', status: page('one per make in stock') },
  { route: '/search/{make}/{model}', status: page('one per known model in stock') },
  {
    route: '/special-offers',
    status: page(
      "where search.specialOffers is on, with the site's offers above the search; otherwise a redirect to /offers, or to the default search path where the site runs no offers",
    ),
  },
  {
    route: '/parts/search',
    status: redirect('to the parts page, /pages/parts-accessories (no parts stock is searched here)'),
  },
  { route: '/cars/', status: redirect('to the default search path') },
  { route: '/cars/{slug}', status: page('one per car') },
  {
    route: '/cars/{slug}/checkout',
    status: page(
      'for reservable cars, where features.reservation is on and vehiclePage.reservePath is "checkout"',
      (t) => t.features.reservation,
    ),
  },
  {
    route: '/cars/{slug}/buy-online',
    status: page('the same, where vehiclePage.reservePath is "buy-online"', (t) => t.features.reservation),
  },
  {
    route: '/checkout-journey?car_id={slug}',
    status: page('where features.onlinePurchase is on', (t) => t.features.onlinePurchase),
  },
  { route: '/trade-in', status: page('where features.tradeInValuation is on; otherwise a redirect to /contact-us') },
  { route: '/sell-your-car', status: redirect('to /trade-in, or /contact-us where the site has no valuation tool') },
  { route: '/sell-my-car', status: redirect('to /trade-in, or /contact-us where the site has no valuation tool') },
  {
    route: '/cars/trade-in?car_id={id}',
    status: page('where features.tradeInValuation is on; otherwise a redirect to /contact-us'),
  },
  { route: '/finance', status: page('calculator, finance form (#finance-form) and disclaimer') },
  {
    route: '/finance-pre-approval',
    status: redirect('to the finance form: links.finance, by default /finance#finance-form'),
  },
  { route: '/apply-for-finance', status: redirect('to the finance form') },
  { route: '/finance-enquiry', status: redirect('to the finance form') },
  {
    route: '/personalised/finance?car_id={id}',
    status: redirect('to the finance form, keeping car_id, which the finance lead carries'),
  },
  { route: '/book-test-drive/', status: page('the test-drive form, for any car') },
  {
    route: '/service',
    status: page('the service booking form; a redirect to links.serviceBooking where a site sets one'),
  },
  { route: '/vehicle-parts-and-accessories', status: redirect('to the parts page, /pages/parts-accessories') },
  { route: '/pages/book-a-service', status: redirect('to /service') },
  { route: '/pages/parts-accessories', status: content('pages/parts-accessories', 'defaults') },
  { route: '/pages/warranty', status: redirect('to /warranty') },
  {
    route: '/pages/nissan-future-value',
    status: content('pages/nissan-future-value', "Nissan's manufacturer layer, so Nissan dealers only"),
  },
  { route: '/pages/service-benefits', status: content('pages/service-benefits', 'defaults') },
  { route: '/pages/owner-benefits', status: content('pages/owner-benefits', 'defaults') },
  { route: '/pages/pre-owned-benefits', status: content('pages/pre-owned-benefits', 'defaults') },
  {
    route: '/pages/reviews',
    status: page("the reviews page: the site's Google reviews with its badge, where it has reviews", (t, content) =>
      hasReviewsPage(content.reviews, t.locations),
    ),
  },
  {
    route: '/pages/local-offers',
    status: redirect(
      "to the dealer's offers, /offers; to /special-offers or the default search path where the site runs none",
    ),
  },
  {
    route: '/pages/service-and-win',
    status: content(
      'pages/service-and-win',
      'a promotion a dealer runs, in its own site layer (one demo site has one)',
    ),
  },
  { route: '/pages/4x4xbuild', status: content('pages/4x4xbuild', "Nissan's manufacturer layer") },
  { route: '/pages/4x4xmore', status: content('pages/4x4xmore', "Nissan's manufacturer layer") },
  { route: '/prepaid-maintenance-plan', status: content('prepaid-maintenance-plan', 'defaults') },
  { route: '/roadside-assistance', status: content('roadside-assistance', 'defaults') },
  { route: '/fleet', status: content('fleet', 'defaults') },
  { route: '/contact', status: redirect('to /contact-us: one contact page, one canonical URL') },
  { route: '/contact-us', status: page('the contact form, with a map or a list of the locations') },
  { route: '/contact-us/{location-slug}', status: page('the contact form with that location chosen', listsLocations) },
  { route: '/dealerships', status: page('the locations directory, where the site lists locations', listsLocations) },
  {
    route: '/locations/{slug}',
    status: page('one location: info card, hours, reviews badge, licence numbers, map, its reviews', listsLocations),
  },
  {
    route: '/teams/{location-slug}',
    status: notBuilt(
      'the spec gives no team data (names, roles, photos) to show, and none is in tenant config; a team page would be an empty shell',
    ),
  },
  { route: '/blog', status: page('where the site has posts') },
  { route: '/blog/{category}', status: page('one per category of content.blog.categories, where the site has posts') },
  { route: '/blog/{slug}', status: page('one per post') },
  { route: '/buying', status: content('buying', 'defaults: the reserve-online explainer') },
  { route: '/terms-and-conditions/', status: content('terms-and-conditions', 'defaults') },
  { route: '/privacy-policy', status: content('privacy-policy', 'defaults') },
  { route: '/warranty', status: content('warranty', 'defaults') },
  { route: '/diamond-advantage', status: content('diamond-advantage', "Mitsubishi's manufacturer layer") },
  {
    route: '/autopact-handback-guarantee',
    status: notBuilt(
      "one real dealer group's own product; that group would add it as a content page in its group layer (the return policy every site can offer is content.policies.returns, on /terms-and-conditions and /buying)",
    ),
  },
  {
    route: '/autopact-protection-plan',
    status: notBuilt(
      "one real dealer group's own product; that group would add it as a content page in its group layer",
    ),
  },
  {
    route: '/ultratek',
    status: notBuilt(
      "one real dealer group's own product; that group would add it as a content page in its group layer",
    ),
  },
  { route: '/faqs', status: content('faqs', 'defaults') },
  {
    route: '/offers/{id}',
    status: page(
      'one per offer the site runs (and /offers lists them); on a site with no single manufacturer an offer for a make redirects to the form below',
      runsOffers,
    ),
  },
  {
    route: '/offers/{manufacturer}/{id}',
    status: page(
      'an offer for a make, on a site with no single manufacturer; elsewhere a redirect to /offers/{id}',
      (_, content) => content.offers.some((o) => o.manufacturer !== null),
    ),
  },
  {
    route: '/spin-to-win',
    status: notBuilt(
      'the spec shows only that it can be gated; no game or prize rules are given (so features.gatedRoutes refuses "spin-to-win")',
    ),
  },
  {
    route: '/online-payment',
    status: notBuilt(
      'the spec shows only that it can be gated; payments here are the reservation deposit (/cars/{slug}/checkout) and the online purchase (/checkout-journey) (so features.gatedRoutes refuses "online-payment")',
    ),
  },
  { route: '/mymotorama', status: notBuilt(GROUP_PORTAL) },
  { route: '/mybigboxcars', status: notBuilt(GROUP_PORTAL) },
  { route: '/myblinkr', status: notBuilt(GROUP_PORTAL) },
  { route: '/myservco', status: notBuilt(GROUP_PORTAL) },
  {
    route: '/my-garage',
    status: page('where features.garage is on (always behind sign-in)', (t) => t.features.garage),
  },
  {
    route: '/sign-in?type={kind}&redirect={target}&back={origin}',
    status: page('where features.signIn or features.garage is on', (t) => t.features.signIn || t.features.garage),
  },
  // site.md §1: the stats banners link to /dealer-locator, /brands and /about-us.
  {
    route: '/brands',
    status: page(
      'the brand directory with its search (?query=…&make=…&page=…), on a group site (template "group")',
      isGroup,
    ),
  },
  {
    route: '/dealer-locator',
    status: page("a group site's dealerships, nearest first from a postcode", (t) => isGroup(t) && listsLocations(t)),
  },
  {
    route: '/brands/{slug}',
    status: page('one per brand of a group site, unless its skipPage sends its tile elsewhere', isGroup),
  },
  {
    route: '/{brand-slug}/overview',
    status: redirect('to /brands/{brand-slug}: one brand page, one canonical URL', isGroup),
  },
  {
    route: '/finance-and-insurance',
    status: content(
      'finance-and-insurance',
      "a group page of the brand directory: the demo group's, in its site layer; a directory entry with skipPage links to it",
    ),
  },
  {
    route: '/twg-cars',
    status: notBuilt(
      "one real group's own group pages (so are /twg-rental, /twg-tyres, /neotek, /4x4-outdoor); a group adds its group pages as content pages and points its directory entries at them, as the demo group does with /finance-and-insurance",
    ),
  },
  { route: '/print?car_id={slug}', status: page('where features.print is on', (t) => t.features.print) },
  { route: '/success', status: page('after a sent enquiry') },
];
