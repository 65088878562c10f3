/**
 * The kinds of content editors write and the frontmatter of each: one zod schema per kind, used
 * both by the Content Layer collections (src/content.config.ts) and by the check that names a bad
 * file's field before a build (site-content.ts). Adding a kind is a line in CONTENT_KINDS and in
 * CONTENT_FILE_TYPES, and a folder of that name in each layer.
 */
import { z } from 'zod';
import { assetUrl, isoDate, slug, text } from '../options/fields.ts';
import { offerFrontmatter } from '../offers/frontmatter.ts';
import { reviewsFileSchema } from '../reviews/file.ts';
import { teamFileSchema } from '../teams/file.ts';
import { published } from './published.ts';

/**
 * The sign-in kinds a content page may name as its `gate` (spec/site.md §2.1 Gated routes): the
 * pages the site gives rather than builds. Written out, as in leads/sign-in.ts's SIGN_IN_KINDS.
 */
const CONTENT_PAGE_GATES = ['spin-to-win', 'online-payment', 'my-garage'] as const;

/** A short summary: the page's meta description and its card text in lists. */
const description = () =>
  z
    .string()
    .min(1, { error: 'a one- or two-sentence summary' })
    .max(300, { error: 'a summary of at most 300 characters' });

const pageShape = {
  /**
   * The page's heading and the first part of its title.
   * @example "Terms and conditions"
   */
  title: text(),
  /** Meta description and search snippet. */
  description: description(),
  /** false takes the page off the site, including one a lower layer provides. */
  published: published(),
  /** false leaves the page out of sitemap.xml (it is still built). */
  sitemap: z.boolean({ error: 'true or false' }).default(true),
  /**
   * The sign-in kind of the page (spec/site.md §2.1 Gated routes, §4). "spin-to-win" and
   * "online-payment" put it behind sign-in where the site lists that kind in
   * features.gatedRoutes; "my-garage" always, and shows the shopper's saved cars below the text:
   * a group's own name for its garage, like /mymotorama (it needs features.garage).
   * @example "spin-to-win"
   */
  gate: z.enum(CONTENT_PAGE_GATES, { error: 'one of "spin-to-win", "online-payment" or "my-garage"' }).optional(),
};

/** A page at /<id> (a nested id like pages/4x4xmore is /pages/4x4xmore). */
const pageFrontmatter = z.strictObject(pageShape);

const postShape = {
  /**
   * The post's heading.
   * @example "2025 Nissan Navara review"
   */
  title: text(),
  description: description(),
  /** Publication date; posts are listed newest first. */
  date: isoDate(),
  /** Last significant change, if any (Article JSON-LD dateModified). */
  updated: isoDate().optional(),
  /** One of the site's blog categories (content.blog.categories), by slug. */
  category: slug('a category slug like buyer-advice'),
  /** Who wrote it; the dealer's name when left out. */
  author: text().optional(),
  /** A picture for the post and its card: a site path or a web address. */
  image: assetUrl().optional(),
  /** Text alternative of the picture; required with `image`. */
  imageAlt: text().optional(),
  published: published(),
};

/** A blog post at /blog/<id>. */
const postFrontmatter = z.strictObject(postShape).superRefine((post, ctx) => {
  if (post.image !== undefined && post.imageAlt === undefined) {
    ctx.addIssue({ code: 'custom', path: ['imageAlt'], message: 'a text alternative for the image', input: undefined });
  }
});

export type PageFrontmatter = z.output<typeof pageFrontmatter>;
export type PostFrontmatter = z.output<typeof postFrontmatter>;

/**
 * Every kind of content, by the folder name it lives in: the schema of a Markdown file's
 * frontmatter, or of a whole JSON file.
 */
export const CONTENT_KINDS = {
  pages: pageFrontmatter,
  posts: postFrontmatter,
  offers: offerFrontmatter,
  reviews: reviewsFileSchema,
  teams: teamFileSchema,
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;

/**
 * The file type of each kind: prose is Markdown with YAML frontmatter; reviews are data (hundreds of
 * entries a sync job or an editor pastes in), so JSON.
 */
export const CONTENT_FILE_TYPES: Readonly<Record<ContentKind, ContentFileType>> = {
  pages: '.md',
  posts: '.md',
  offers: '.md',
  reviews: '.json',
  teams: '.json',
};
export type ContentFileType = '.md' | '.json';

/**
 * A file whose frontmatter says `published: false` removes its id from the sites that read its
 * layer (a page they would inherit, or a post held back); nothing else in it is read.
 */
export function isRemoval(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { published?: unknown }).published === false;
}
