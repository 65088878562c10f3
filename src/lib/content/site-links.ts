/** The paths a site has of its own, and the links to pages (footer links, brand tiles) checked against them. */
import type { Tenant } from '../tenant/schema.ts';
import { problemLine } from '../tenant/problem.ts';
import { SITE_PAGE_PATHS } from '../site/pages.ts';
import { ALIAS_PATHS } from '../site/redirects.ts';
import { REVIEWS_PATH, hasReviewsPage } from '../reviews/site-reviews.ts';
import { teamPath } from '../teams/site-teams.ts';
import type { SiteContent } from './types.ts';

/** Routes the site builds itself: a content page may not sit at (or under) one of them. */
const BUILT_ROOTS = new Set([
  'index',
  'search',
  'cars',
  'blog',
  'print',
  'data',
  'api',
  'special-offers',
  'offers',
  'sitemap.xml',
  'robots.txt',
  '404',
  '_astro',
  teamPath('').split('/')[1]!,
  ...SITE_PAGE_PATHS.map((path) => path.split('/')[1]!),
]);
/** Pages the site builds among the content pages' own /pages/… */
const BUILT_PAGES = new Set([REVIEWS_PATH.slice(1)]);

/** Whether a content page at `id` (its path under /, e.g. "finance") would sit at or under a route the site builds. */
export function isBuiltPage(id: string): boolean {
  return BUILT_ROOTS.has(id.split('/')[0]!) || BUILT_PAGES.has(id);
}

/**
 * A footer link, or a brand directory tile, to a page content provides (a policy, the blog, a group
 * page such as /finance-and-insurance) must find it on this site. Pages the site builds itself, and
 * redirects, are always there; search pages depend on stock, so are not checked.
 */
export function footerLinkProblems(
  tenant: Pick<Tenant, 'locations' | 'content' | 'footerLinks' | 'brandDirectory'>,
  content: Pick<SiteContent, 'pages' | 'posts' | 'reviews'>,
  siteFile: string,
): string[] {
  const pages = new Set([
    ...content.pages.map((page) => page.path),
    ...(hasReviewsPage(content.reviews, tenant.locations) ? [REVIEWS_PATH] : []),
  ]);
  const blog = new Set(
    content.posts.length > 0
      ? ['/blog', ...tenant.content.blog.categories.map((c) => `/blog/${c.slug}`), ...content.posts.map((p) => p.path)]
      : [],
  );
  const links = [
    ...tenant.footerLinks.map((link, index) => ({ href: link.href, at: ['footerLinks', index, 'href'] })),
    ...tenant.brandDirectory.brands.flatMap((brand, index) =>
      brand.href ? [{ href: brand.href, at: ['brandDirectory', 'brands', index, 'href'] }] : [],
    ),
  ];
  return links.flatMap((link) => {
    if (!link.href.startsWith('/')) return [];
    const path = link.href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
    const root = path.split('/')[1] ?? '';
    const has =
      path === '/' ||
      pages.has(path) ||
      blog.has(path) ||
      ALIAS_PATHS.includes(path) ||
      (root !== 'blog' && BUILT_ROOTS.has(root));
    if (has) return [];
    const what =
      root === 'blog'
        ? 'a blog page the site has (it needs posts for that)'
        : 'a page the site has (a content page of one of its layers, or one it builds)';
    return [problemLine(siteFile, link.at, what, JSON.stringify(link.href))];
  });
}
