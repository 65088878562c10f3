/** /blog/rss.xml: the site's posts as an RSS 2.0 feed (@astrojs/rss), newest first, with their full text. */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';
import { configPaths } from '../../../pipeline/static-paths.ts';
import { hasBlog } from '../../../lib/content/blog.ts';
import type { SiteContext } from '../../../lib/site/site-data.ts';
import { blogFeed } from '../../../views/blog.ts';

export const getStaticPaths = configPaths('content', (site) => hasBlog(site.content));

export const GET: APIRoute = async ({ props }) => {
  const { site } = props as { site: SiteContext };
  const bodies = await Promise.all(
    site.content.posts.map(async (post) => (await getEntry('posts', post.entry))?.body ?? ''),
  );
  return rss(blogFeed(site, bodies));
};
