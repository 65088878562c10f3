/**
 * The blog of a site (spec/site.md §2.1 /blog, /blog/{category}; §9 categories): its pages, its
 * posts by category, and the latest posts the home and car pages show (blogsCount).
 */
import type { Tenant } from '../tenant/schema.ts';
import type { BlogPostRef, SiteContent } from './types.ts';

export const BLOG_PATH = '/blog';
export const BLOG_FEED_PATH = '/blog/rss.xml';

type BlogTenant = Pick<Tenant, 'content'>;

/** A site has a blog when it has posts: then /blog, a page per category and a page per post. */
export function hasBlog(content: SiteContent): boolean {
  return content.posts.length > 0;
}

export function categoryPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}

/** /blog and each category's page (every category has one, so its links never 404), or none. */
export function blogIndexPaths(tenant: BlogTenant, content: SiteContent): string[] {
  return hasBlog(content) ? [BLOG_PATH, ...tenant.content.blog.categories.map((c) => categoryPath(c.slug))] : [];
}

export function postsIn(content: SiteContent, categorySlug: string): BlogPostRef[] {
  return content.posts.filter((post) => post.category.slug === categorySlug);
}

/** The `blogsCount` newest posts (spec/shopping.md §2 the car page's blogs; the home page's). */
export function latestPosts(tenant: Pick<Tenant, 'blogsCount'>, content: SiteContent): BlogPostRef[] {
  return content.posts.slice(0, tenant.blogsCount);
}
