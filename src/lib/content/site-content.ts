/**
 * A site's content: its layers' files (layers.ts) resolved to the pages, posts, offers and reviews
 * it has, each checked against the tenant (its categories, the variables and conditions its pages
 * may use, the routes its pages may not take, its locations). The result travels in the build data:
 * pages and posts as an index, whose Markdown reaches the pages through the Content Layer
 * (src/content.config.ts) by each ref's `entry`; offers and reviews whole, as they are small.
 */
import type { Tenant } from '../tenant/schema.ts';
import { parseFile } from '../tenant/parse.ts';
import { describeFound, problemLine } from '../tenant/problem.ts';
import {
  CONTENT_KINDS,
  isRemoval,
  type ContentKind,
  type PageFrontmatter,
  type PostFrontmatter,
} from './frontmatter.ts';
import { contentLayersOf, entryKey, isContentId, layerEntries, type ContentPath } from './layers.ts';
import { markdownUses } from './markdown.ts';
import { footerLinkProblems, isBuiltPage } from './site-links.ts';
import { policyConditions, policyVariables } from './policy.ts';
import type { BlogPostRef, ContentFile, ContentPageRef, SiteContent } from './types.ts';
import type { OfferFrontmatter } from '../offers/frontmatter.ts';
import { currentOffers, siteOffers } from '../offers/site-offers.ts';
import { promoTileOfferProblems } from '../offers/promo.ts';
import type { ReviewsFile } from '../reviews/file.ts';
import { siteReviews } from '../reviews/site-reviews.ts';
import type { TeamFile } from '../teams/file.ts';
import { siteTeams } from '../teams/site-teams.ts';
import { gateFor } from '../leads/sign-in.ts';

type ContentTenant = Pick<
  Tenant,
  | 'slug'
  | 'id'
  | 'manufacturers'
  | 'manufacturer'
  | 'group'
  | 'name'
  | 'phone'
  | 'content'
  | 'vehiclePage'
  | 'features'
  | 'locations'
  | 'footerLinks'
  | 'reviews'
  | 'search'
  | 'brandDirectory'
  | 'analytics'
>;

type Parsed = {
  path: ContentPath;
  file: string;
  published: boolean;
  data: Record<string, unknown>;
  body: string;
  bodyLine: number;
};

/**
 * The content `tenant` has among `files`, or every problem with it. `siteFile` names the site in
 * errors about its own options (a footer link to a page it lacks). `now` is the build's clock: with
 * it, only the offers current on that day are kept (tenants:check passes none, and checks them all).
 */
export function resolveSiteContent(
  tenant: ContentTenant,
  files: readonly ContentFile[],
  siteFile = `site ${tenant.slug}`,
  now: Date | null = null,
): { ok: true; content: SiteContent } | { ok: false; errors: string[] } {
  const layers = new Set(contentLayersOf(tenant));
  const errors: string[] = [];
  const parsed: Parsed[] = [];
  for (const file of files.filter((f) => layers.has(f.path.layer))) {
    const entry = parseEntry(file, errors);
    if (entry) parsed.push(entry);
  }
  const chosen = layerEntries(parsed, [...layers]);
  const checked = {
    variables: new Set(Object.keys(policyVariables(tenant))),
    conditions: new Set(Object.keys(policyConditions(tenant))),
  };
  for (const entry of chosen) errors.push(...bodyProblems(entry, checked));
  const ofKind = <D>(kind: ContentKind) => chosen.filter((e) => e.path.kind === kind) as (Parsed & { data: D })[];
  const pages = ofKind('pages').map((e) => pageRef(e, tenant, errors));
  const posts = ofKind('posts').map((e) => postRef(e, tenant, errors));
  const offers = siteOffers(
    ofKind<OfferFrontmatter>('offers'),
    tenant,
    { variables: policyVariables(tenant), conditions: policyConditions(tenant) },
    errors,
  );
  const reviews = siteReviews(ofKind<ReviewsFile>('reviews'), tenant, errors);
  const teams = siteTeams(ofKind<TeamFile>('teams'), tenant, errors);
  errors.push(
    ...footerLinkProblems(tenant, { pages, posts, reviews }, siteFile),
    ...promoTileOfferProblems(tenant.search.promoTiles, offers, siteFile),
  );
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    content: {
      pages,
      posts: posts.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id)),
      ...(now === null ? { offers, expiredOfferPaths: [] } : currentOffers(offers, tenant, now)),
      reviews,
      teams,
    },
  };
}

function parseEntry(file: ContentFile, errors: string[]): Parsed | null {
  if (!file.source.ok) {
    errors.push(file.source.error);
    return null;
  }
  if (!isContentId(file.path.id)) {
    errors.push(
      problemLine(
        file.file,
        'file name',
        'lower-case words joined by - (the name becomes the URL), like about-us.md',
        JSON.stringify(`${file.path.id}.md`),
      ),
    );
    return null;
  }
  const { data, body, bodyLine } = file.source;
  if (isRemoval(data)) return { path: file.path, file: file.file, published: false, data, body, bodyLine };
  const result = parseFile(CONTENT_KINDS[file.path.kind as ContentKind], data, file.file);
  if (!result.ok) {
    errors.push(...result.errors);
    return null;
  }
  return {
    path: file.path,
    file: file.file,
    published: true,
    data: result.value as Record<string, unknown>,
    body,
    bodyLine,
  };
}

/** Variables and `:::when` conditions the body names must exist, with the line to fix. */
function bodyProblems(entry: Parsed, known: { variables: Set<string>; conditions: Set<string> }): string[] {
  const uses = markdownUses(entry.body);
  const at = (line: number) => `line ${entry.bodyLine + line - 1}`;
  const quoted = (names: Set<string>) => [...names].map((n) => JSON.stringify(n)).join(', ');
  return [
    ...uses.variables
      .filter((v) => !known.variables.has(v.name))
      .map((v) => problemLine(entry.file, at(v.line), `a variable of ${quoted(known.variables)}`, `{{${v.name}}}`)),
    ...uses.conditions
      .filter((c) => c.name === null || !known.conditions.has(c.name))
      .map((c) =>
        problemLine(
          entry.file,
          at(c.line),
          `:::when{has="…"} or :::when{not="…"} naming one of ${quoted(known.conditions)}`,
          c.name === null ? 'a block without has or not' : JSON.stringify(c.name),
        ),
      ),
    ...uses.unknownBlocks.map((b) =>
      problemLine(entry.file, at(b.line), 'a :::when block (the only kind there is)', `:::${b.name}`),
    ),
  ];
}

function pageRef(entry: Parsed, tenant: ContentTenant, errors: string[]): ContentPageRef {
  const data = entry.data as PageFrontmatter;
  const gate = data.gate ? gateFor(data.gate, tenant.features.gatedRoutes, tenant.features.signIn) : null;
  if (data.gate === 'my-garage' && !tenant.features.garage)
    errors.push(
      problemLine(entry.file, 'gate', 'a site with features.garage on (the page shows its garage)', '"my-garage"'),
    );
  if (isBuiltPage(entry.path.id))
    errors.push(
      problemLine(
        entry.file,
        'file name',
        'a page name the site does not use for a page of its own',
        describeFound(`/${entry.path.id}`),
      ),
    );
  return {
    id: entry.path.id,
    entry: entryKey(entry.path),
    path: `/${entry.path.id}`,
    title: data.title,
    description: data.description,
    // A crawler would only reach /sign-in.
    sitemap: data.sitemap && gate === null,
    gate,
    garage: data.gate === 'my-garage',
  };
}

function postRef(entry: Parsed, tenant: ContentTenant, errors: string[]): BlogPostRef {
  const data = entry.data as PostFrontmatter;
  const categories = tenant.content.blog.categories;
  const category = categories.find((c) => c.slug === data.category);
  if (!category)
    errors.push(
      problemLine(
        entry.file,
        'category',
        `one of the site's blog categories (${categories.map((c) => JSON.stringify(c.slug)).join(', ')})`,
        describeFound(data.category),
      ),
    );
  if (entry.path.id.includes('/') || categories.some((c) => c.slug === entry.path.id)) {
    errors.push(
      problemLine(
        entry.file,
        'file name',
        'a post name directly in posts/ that no blog category uses',
        describeFound(entry.path.id),
      ),
    );
  }
  return {
    id: entry.path.id,
    entry: entryKey(entry.path),
    path: `/blog/${entry.path.id}`,
    title: data.title,
    description: data.description,
    date: data.date,
    updated: data.updated ?? null,
    category: category ?? { slug: data.category, label: data.category },
    author: data.author ?? tenant.name,
    image: data.image ?? null,
    imageAlt: data.imageAlt ?? null,
  };
}
