/**
 * The spec's other names for a site's pages (spec/site.md §2.1, §2.2; spec/shopping.md §2), as
 * redirects. A static host has no server to redirect, so each one is emitted twice: a line of the
 * site's `_redirects` file (the format Netlify and Cloudflare Pages read, which the local server
 * honours too) and an HTML page at the old path with a meta refresh and a canonical link, for hosts
 * that read no such file. The shopper's query string goes along, so /personalised/finance?car_id=…
 * lands on the finance form with the car.
 */
import { CAR_TYPE_PAGES } from '../search/constants.ts';
import { listParam } from '../search/url-query.ts';
import { SPECIAL_OFFERS_PATH } from '../search/tenant-requests.ts';
import { OFFERS_PATH } from '../offers/offer.ts';
import type { Tenant } from '../tenant/schema.ts';
import { sitePagesBuilt } from './pages.ts';
import { brandsWithPages } from '../brands/entries.ts';
import { brandOverviewPath, brandPath } from '../brands/paths.ts';
import type { TenantBuildData } from './site-data.ts';
import { categoryPath, ITEM_TYPE_OF_STOCK_CATEGORY } from '../search/categories.ts';

export interface Redirect {
  from: string;
  to: string;
  /** 301 where the target is the page's permanent home; 302 where it follows an option that may change. */
  status: 301 | 302;
}

type AliasSite = {
  tenant: Pick<Tenant, 'search' | 'links' | 'template' | 'brandDirectory' | 'stockCategories'>;
  has: (path: string) => boolean;
};

type AliasRule = {
  from: readonly string[];
  /** The target on this site, or null for no redirect here. */
  to: (site: AliasSite) => string | null;
  temporary?: boolean;
};

/** A site path or web address with `#finance-form` added when it is the site's own finance page. */
function financeForm(link: string): string {
  return link.startsWith('/') && !link.includes('#') ? `${link}#finance-form` : link;
}

const contentPage = (path: string) => (site: AliasSite) => (site.has(path) ? path : null);

/** Where a shopper looking for the dealer's offers lands: its offers, else its special-offers search, else its stock. */
function offersLanding(site: AliasSite): string {
  return [OFFERS_PATH, SPECIAL_OFFERS_PATH].find((path) => site.has(path)) ?? site.tenant.search.defaultPath;
}

/**
 * Each alias and where it goes. A site that has a page of its own at an alias's path (a content
 * page, say) keeps it: the redirect is only made where the path would otherwise be empty.
 */
const ALIASES: readonly AliasRule[] = [
  // The spec's default search path, on a site whose default is another (a used-only dealer's).
  { from: ['/search', '/cars', '/search/new-used-and-demo-cars'], to: ({ tenant }) => tenant.search.defaultPath },
  // The used-only dealer's search crumb (site.md §2.2).
  { from: ['/used-car'], to: (site) => searchByType(site, ['used']) },
  // One contact page (/contact-us, with a form per location at /contact-us/{slug}), one canonical URL.
  { from: ['/contact'], to: () => '/contact-us' },
  {
    from: ['/sell-your-car', '/sell-my-car', '/trade-in', '/cars/trade-in'],
    to: (site) => (site.has('/trade-in') ? '/trade-in' : '/contact-us'),
  },
  {
    from: ['/apply-for-finance', '/finance-enquiry', '/finance-pre-approval', '/personalised/finance'],
    to: ({ tenant }) => financeForm(tenant.links.finance),
    temporary: true,
  },
  { from: ['/service'], to: ({ tenant }) => tenant.links.serviceBooking, temporary: true },
  { from: ['/pages/book-a-service'], to: ({ tenant }) => tenant.links.serviceBooking ?? '/service', temporary: true },
  { from: ['/vehicle-parts-and-accessories', '/parts/search'], to: contentPage('/pages/parts-accessories') },
  { from: ['/pages/warranty'], to: contentPage('/warranty') },
  // The dealer's offers are /offers where it has some; the special-offers search stands in for them
  // where it has none, and the other way round. Offers come and go, so these follow the build.
  { from: ['/offers'], to: (site) => (site.has(SPECIAL_OFFERS_PATH) ? SPECIAL_OFFERS_PATH : null), temporary: true },
  {
    from: [SPECIAL_OFFERS_PATH],
    to: (site) => (site.has(OFFERS_PATH) ? OFFERS_PATH : site.tenant.search.defaultPath),
    temporary: true,
  },
  { from: ['/pages/local-offers'], to: offersLanding, temporary: true },
  // A car-type crumb (site.md §2.2) whose page is not built, because it would list what another does.
  ...CAR_TYPE_PAGES.filter((page) => page.carTypes !== null).map((page) => ({
    from: [page.path],
    to: (site: AliasSite) => searchByType(site, page.carTypes!),
  })),
];

/** Every path a site may have a redirect at. */
export const ALIAS_PATHS: readonly string[] = ALIASES.flatMap((rule) => rule.from);

function brandRedirects(site: AliasSite): Redirect[] {
  return brandsWithPages(site.tenant)
    .map((brand) => ({ from: brandOverviewPath(brand.slug), to: brandPath(brand.slug), status: 301 as const }))
    .filter((redirect) => !site.has(redirect.from));
}

/**
 * The page of each kind of vehicle the site stocks (tenant stockCategories) where it is not built,
 * because the stock holds one kind only (search/categories.ts): the default search page, filtered to
 * the kind where the site lists several. The stock decides, so the redirect is temporary.
 */
function categoryRedirects(site: AliasSite): Redirect[] {
  const { search, stockCategories } = site.tenant;
  return stockCategories.flatMap((category) => {
    const kind = ITEM_TYPE_OF_STOCK_CATEGORY[category]!;
    const from = categoryPath(search.categoryPages[kind].slug);
    if (site.has(from)) return [];
    const to =
      stockCategories.length > 1 ? `${search.defaultPath}?refinementList[item_type][0]=${kind}` : search.defaultPath;
    return [{ from, to, status: 302 as const }];
  });
}

/** The car-type page where it is built, else the default search page filtered to those types. */
function searchByType(site: AliasSite, types: readonly string[]): string {
  const page = CAR_TYPE_PAGES.find((p) => p.carTypes !== null && p.carTypes.join() === types.join());
  if (page && site.has(page.path)) return page.path;
  const filter = types.map((type, i) => listParam('car_type', i, type)).join('&');
  return `${site.tenant.search.defaultPath}?${filter}`;
}

/**
 * Every redirect a site gets: its aliases, less those whose path the site has a page at.
 * @internal Exported for its tests.
 */
export function siteRedirects(site: AliasSite): Redirect[] {
  const aliases = ALIASES.flatMap((rule) =>
    rule.from.flatMap((from) => {
      const to = site.has(from) ? null : rule.to(site);
      return to === null || to === from ? [] : [{ from, to, status: rule.temporary ? 302 : 301 } as const];
    }),
  );
  return [...aliases, ...brandRedirects(site), ...categoryRedirects(site)];
}

/**
 * A built site's redirects: those of its aliases whose paths it has no page at, and its offers'
 * (lib/offers/offer.ts): each offer's other address to its page, and an ended offer's page to where
 * the dealer's offers are, so an old link or search result still lands on something useful.
 */
export function siteRedirectsOf(
  site: Pick<TenantBuildData, 'tenant' | 'searchPages' | 'content'>,
): readonly Redirect[] {
  // Once per site: every car page's feature banner asks (siteLinkTarget).
  let redirects = redirectsBySite.get(site);
  if (!redirects) {
    const built = sitePagesBuilt(site);
    const alias: AliasSite = { tenant: site.tenant, has: (path) => built.has(path) };
    const offers = [
      ...site.content.offers.flatMap((offer) =>
        offer.otherPath ? [{ from: offer.otherPath, to: offer.path, status: 301 } as const] : [],
      ),
      ...site.content.expiredOfferPaths.map((from) => ({ from, to: offersLanding(alias), status: 302 }) as const),
    ];
    redirects = [...siteRedirects(alias), ...offers.filter((redirect) => !built.has(redirect.from))];
    redirectsBySite.set(site, redirects);
  }
  return redirects;
}

const redirectsBySite = new WeakMap<object, readonly Redirect[]>();

/**
 * Where a configurable link to `href` on this site (the feature banner's) should point: itself where
 * the site builds the page; where a temporary redirect sends it (one that follows a tenant option or
 * the build's content: /service to the dealer's booking page, /offers to the special-offers search
 * on a site without offers); otherwise null, and the link is left out. A permanent redirect means
 * the page is not on this site (/trade-in without the valuation tool), so it is not followed.
 */
export function siteLinkTarget(
  site: Pick<TenantBuildData, 'tenant' | 'searchPages' | 'content'>,
  href: string,
): string | null {
  if (!href.startsWith('/')) return href;
  const built = sitePagesBuilt(site);
  const path = href.split(/[?#]/)[0]!;
  if (built.has(path)) return href;
  const redirect = siteRedirectsOf(site).find((r) => r.from === path && r.status === 302);
  if (!redirect) return null;
  return /^https?:\/\//.test(redirect.to) || built.has(redirect.to.split(/[?#]/)[0]!) ? redirect.to : null;
}

/**
 * The `_redirects` file: one "from to status" line per redirect, each path with and without its
 * trailing slash, since hosts differ in whether they treat the two as one.
 */
export function redirectsFile(redirects: readonly Redirect[]): string {
  const header = [
    "# Generated by the Forecourt build: the spec's other names for this site's pages, and the pages of cars that left it.",
    '# Format: Netlify / Cloudflare Pages _redirects (from to status); the query string passes through.',
  ];
  const lines = redirects.flatMap(({ from, to, status }) => [`${from} ${to} ${status}`, `${from}/ ${to} ${status}`]);
  return `${[...header, ...lines].join('\n')}\n`;
}

/** Reads a `_redirects` file: its plain "from to [status]" lines (no splats or placeholders). */
export function parseRedirectsFile(text: string): Redirect[] {
  return text.split('\n').flatMap((line) => {
    const [from, to, code] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#')) return [];
    const status = code === '302' ? 302 : 301;
    return [{ from, to, status } as const];
  });
}

/**
 * Where a request goes, as the CDN would send it: the matching line's target with the request's
 * query string added to any the target has (before its #fragment), or null for no redirect.
 */
export function redirectFor(
  redirects: readonly Redirect[],
  pathname: string,
  search: string,
): { location: string; status: 301 | 302 } | null {
  const match = redirects.find((r) => r.from === pathname);
  if (!match) return null;
  const query = search.replace(/^\?/, '');
  if (query === '') return { location: match.to, status: match.status };
  const [beforeHash, hash] = splitOnce(match.to, '#');
  const joined = beforeHash.includes('?') ? `${beforeHash}&${query}` : `${beforeHash}?${query}`;
  return { location: hash === null ? joined : `${joined}#${hash}`, status: match.status };
}

function splitOnce(text: string, separator: string): [string, string | null] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, null] : [text.slice(0, at), text.slice(at + 1)];
}
