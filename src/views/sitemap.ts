/** What sitemap.xml lists for a site: home, search pages, its open once-per-site pages, content pages, the blog, its offers and reviews, and every car. */
import type { TenantBuildData } from '../lib/site/site-data.ts';
import { offerAndReviewPaths, sitemapPagePaths } from '../lib/site/pages.ts';
import { blogIndexPaths } from '../lib/content/blog.ts';
import type { SitemapEntry } from '../lib/seo/sitemap.ts';

export function sitemapEntries(site: TenantBuildData): SitemapEntry[] {
  const built = (path: string) => ({ path, lastmod: site.builtAt });
  const content = site.content.pages.filter((page) => page.sitemap).map((page) => page.path);
  return [
    ...[
      '/',
      ...site.searchPages.map((p) => p.path),
      ...sitemapPagePaths(site.tenant),
      ...content,
      ...blogIndexPaths(site.tenant, site.content),
      ...offerAndReviewPaths(site),
    ].map(built),
    ...site.content.posts.map((post) => ({ path: post.path, lastmod: post.updated ?? post.date })),
    ...site.vehicles.map((v) => ({ path: `/cars/${v.slug}`, lastmod: v.updated_at || site.builtAt })),
  ];
}
