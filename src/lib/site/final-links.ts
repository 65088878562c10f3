/**
 * The links every page's menu and footer show. Each goes straight where it leads: a link a tenant
 * configures to one of the spec's other names for a page (/service, /contact, /search) answers with
 * a redirect (redirects.ts), so the menu and the footer link where that redirect goes instead (a
 * shopper's tap costs no extra round trip, a crawler follows no hop). And every content page the
 * sitemap lists is linked from the footer when the menu and footer links do not already link it,
 * so no page search engines are told about is one a visitor cannot reach.
 */
import { redirectFor, siteRedirectsOf, type Redirect } from './redirects.ts';
import type { TenantBuildData } from './site-data.ts';

/** Redirects are followed this many times at most: more would be a loop in the site's own aliases. */
const MAX_HOPS = 5;

type LinkSite = Pick<TenantBuildData, 'tenant' | 'searchPages' | 'content'>;

/**
 * Where a link on the site ends up: the target of every redirect its path answers with, in turn.
 * @internal Exported for its tests.
 */
export function finalHref(site: LinkSite, href: string): string {
  return finalHrefVia(siteRedirectsOf(site), href);
}

/** finalHref over a site's redirects, for a page handed them rather than the whole site (content pages). */
export function finalHrefVia(redirects: readonly Redirect[], href: string): string {
  let current = href;
  for (let hop = 0; hop < MAX_HOPS && current.startsWith('/'); hop++) {
    const [beforeHash = '', hash] = current.split(/#(.*)/s, 2);
    const [path = '', query = ''] = beforeHash.split(/\?(.*)/s, 2);
    const next = redirectFor(redirects, path.replace(/(.)\/$/, '$1'), query ? `?${query}` : '');
    if (!next) return current;
    current = hash === undefined || next.location.includes('#') ? next.location : `${next.location}#${hash}`;
  }
  return current;
}

/** The tenant with its menu and footer links going straight where they lead, and the footer linking every listed content page. */
export function withSiteLinks<T extends LinkSite>(site: T): T {
  const { tenant } = site;
  const final = <L extends { href: string }>(link: L): L => ({ ...link, href: finalHref(site, link.href) });
  const navigation = tenant.navigation.map((item) => ({ ...final(item), children: item.children.map(final) }));
  const footerLinks = tenant.footerLinks.map(final);
  const linked = new Set(
    [...navigation.flatMap((item) => [item, ...item.children]), ...footerLinks].map(
      (link) => link.href.split(/[?#]/)[0],
    ),
  );
  const unlinked = site.content.pages
    .filter((page) => page.sitemap && !linked.has(page.path))
    .map((page) => ({ label: page.title, href: page.path }));
  return { ...site, tenant: { ...tenant, navigation, footerLinks: [...footerLinks, ...unlinked] } };
}
