/**
 * The Content Layer: the pages and blog posts editors commit under tenants/content/ (layout in
 * src/lib/content/layers.ts), one collection per kind, each validated by its zod schema. A site's
 * pages find their entries by the ids in its build data (TenantBuildData.content).
 */
import { defineCollection } from 'astro:content';
import { CONTENT_KINDS } from './lib/content/frontmatter.ts';
import { tenantContentLoader } from './pipeline/content-loader.ts';

export const collections = {
  pages: defineCollection({ loader: tenantContentLoader('pages'), schema: CONTENT_KINDS.pages }),
  posts: defineCollection({ loader: tenantContentLoader('posts'), schema: CONTENT_KINDS.posts }),
};
