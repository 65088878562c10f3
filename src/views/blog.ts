/**
 * The blog's pages (spec/site.md §2.1 /blog, /blog/{category}, /blog/{slug}) and the latest-posts
 * section of the home and car pages: page models over the site's post index.
 */
import type { SiteContext } from '../lib/site/site-data.ts';
import type { BlogPostRef } from '../lib/content/types.ts';
import { BLOG_FEED_PATH, BLOG_PATH, categoryPath, latestPosts, postsIn } from '../lib/content/blog.ts';
import { formatLongDate } from '../lib/format/dates.ts';
import { renderContentMarkdown } from '../lib/content/markdown.ts';
import { articleJsonLd } from '../lib/seo/json-ld.ts';
import { absoluteUrl } from '../lib/seo/urls.ts';
import { escapeXml } from '../lib/format/html.ts';
import { contentFacts } from './content-page.ts';
import type { Redirect } from '../lib/site/redirects.ts';

export type PostCard = {
  href: string;
  title: string;
  description: string;
  date: string;
  dateText: string;
  category: string;
  image: string | null;
  imageAlt: string;
};

function postCard(post: BlogPostRef): PostCard {
  return {
    href: post.path,
    title: post.title,
    description: post.description,
    date: post.date,
    dateText: formatLongDate(post.date),
    category: post.category.label,
    image: post.image,
    imageAlt: post.imageAlt ?? '',
  };
}

/** The categories as links, the current one marked. */
function categoryLinks(site: SiteContext, current: string | null) {
  return [
    { label: 'All posts', href: BLOG_PATH, current: current === null },
    ...site.tenant.content.blog.categories.map((c) => ({
      label: c.label,
      href: categoryPath(c.slug),
      current: c.slug === current,
    })),
  ];
}

/** /blog (category null) or /blog/{category}: the posts, newest first. */
export function blogIndexView(site: SiteContext, category: { slug: string; label: string } | null) {
  const { tenant } = site;
  const heading = category ? category.label : 'Blog';
  const path = category ? categoryPath(category.slug) : BLOG_PATH;
  const posts = category ? postsIn(site.content, category.slug) : site.content.posts;
  return {
    head: {
      title: `${heading} | ${tenant.name}`,
      description: category
        ? `${category.label} from ${tenant.name}.`
        : `News, reviews and advice from ${tenant.name}.`,
      path,
    },
    crumbs: [
      { label: 'Home', href: '/' },
      ...(category ? [{ label: 'Blog', href: BLOG_PATH }] : []),
      { label: heading, href: path },
    ],
    heading,
    categories: categoryLinks(site, category?.slug ?? null),
    posts: posts.map(postCard),
    feed: BLOG_FEED_PATH,
  };
}

/** /blog/{slug}: the post as safe HTML with its Article JSON-LD. */
export function blogPostView(site: SiteContext, post: BlogPostRef, markdown: string, redirects: readonly Redirect[]) {
  const { tenant } = site;
  const url = absoluteUrl(tenant.url, post.path);
  return {
    head: {
      title: `${post.title} | ${tenant.name}`,
      description: post.description,
      path: post.path,
      ogImage: post.image,
      ogType: 'article',
    },
    crumbs: [
      { label: 'Home', href: '/' },
      { label: 'Blog', href: BLOG_PATH },
      { label: post.category.label, href: categoryPath(post.category.slug) },
      { label: post.title, href: post.path },
    ],
    card: postCard(post),
    author: post.author,
    more: [
      { label: `More ${post.category.label}`, href: categoryPath(post.category.slug) },
      { label: 'All posts', href: BLOG_PATH },
    ],
    html: renderContentMarkdown(markdown, contentFacts(tenant, redirects)),
    feed: BLOG_FEED_PATH,
    jsonLd: articleJsonLd({
      url,
      headline: post.title,
      description: post.description,
      datePublished: post.date,
      dateModified: post.updated,
      author: post.author,
      image: articleImage(tenant, post.image),
      publisher: {
        name: tenant.name,
        url: tenant.url,
        logo: tenant.theme.logo ? absoluteUrl(tenant.url, tenant.theme.logo.url) : null,
      },
    }),
  };
}

/** A post without a picture of its own is shown by the dealer's logo, as its og:image is. */
function articleImage(tenant: SiteContext['tenant'], image: string | null): string | null {
  const picture = image ?? tenant.theme.logo?.url ?? null;
  return picture === null ? null : absoluteUrl(tenant.url, picture);
}

/** The `blogsCount` latest posts for the home and car pages; null when there are none to show. */
export function latestPostsSection(site: SiteContext) {
  const posts = latestPosts(site.tenant, site.content);
  return posts.length === 0
    ? null
    : { heading: 'From our blog', posts: posts.map(postCard), moreHref: BLOG_PATH, feed: BLOG_FEED_PATH };
}

/** The RSS feed's channel and items (@astrojs/rss options); `bodies` are the posts' Markdown, in order. */
export function blogFeed(site: SiteContext, bodies: readonly string[]) {
  const { tenant } = site;
  const facts = contentFacts(tenant);
  return {
    title: `${tenant.name} blog`,
    description: `News, reviews and advice from ${tenant.name}.`,
    site: tenant.url,
    // The feed's own address, as feed validators ask of RSS 2.0 (atom:link rel="self").
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en-au</language><atom:link href="${escapeXml(absoluteUrl(tenant.url, BLOG_FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    // The site's own URLs have no trailing slash (canonical links, sitemap).
    trailingSlash: false,
    items: site.content.posts.map((post, index) => ({
      title: post.title,
      description: post.description,
      link: post.path,
      pubDate: new Date(`${post.date}T00:00:00Z`),
      categories: [post.category.label],
      content: renderContentMarkdown(bodies[index] ?? '', facts),
    })),
  };
}
