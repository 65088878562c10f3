/** The shapes of a site's content: the files as read, and what of them the build data carries. */
import type { ContentPath } from './layers.ts';
import type { ContentSource } from './source.ts';
import type { Offer } from '../offers/types.ts';
import type { SiteReviews } from '../reviews/types.ts';
import type { TeamFile } from '../teams/file.ts';
import type { SignInKind } from '../leads/sign-in.ts';

/** One file under the content root, as the reader found it. */
export interface ContentFile {
  /** The path shown in errors, e.g. tenants/content/defaults/pages/about-us.md. */
  file: string;
  path: ContentPath;
  source: ContentSource;
}

export interface ContentPageRef {
  id: string;
  /** The Content Layer id of the file the site uses. */
  entry: string;
  path: string;
  title: string;
  description: string;
  /** Listed in sitemap.xml: its frontmatter allows it and no gate applies. */
  sitemap: boolean;
  /** The sign-in kind that gates it on this site (frontmatter `gate`, where the site gates that kind), or null. */
  gate: SignInKind | null;
  /** A my-garage page: the shopper's saved cars follow the text. */
  garage: boolean;
}

export interface BlogPostRef {
  id: string;
  entry: string;
  path: string;
  title: string;
  description: string;
  date: string;
  updated: string | null;
  category: { slug: string; label: string };
  author: string;
  image: string | null;
  imageAlt: string | null;
}

export interface SiteContent {
  /** Sorted by id. */
  pages: ContentPageRef[];
  /** Newest first. */
  posts: BlogPostRef[];
  /** The offers the site runs, latest first: in a build, only those current on the build's day. */
  offers: Offer[];
  /** In a build, the pages of offers that have ended: they redirect to the offers page. */
  expiredOfferPaths: string[];
  reviews: SiteReviews;
  /** Each listed location's team (its /teams/{location-slug} page), by location slug. */
  teams: Record<string, TeamFile>;
}
