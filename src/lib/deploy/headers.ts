/**
 * How each file of a built site is stored behind the CDN: its Content-Type, its Cache-Control and
 * the phase of the deploy that uploads it. Assets go first, then the pages that load them, then
 * the documents that list pages (sitemap, feeds, robots.txt), so no visitor or crawler is ever sent
 * to something not yet uploaded.
 */
import { lookup } from 'mrmime';

/** Astro names every bundled file under /_astro/ by its content hash: a new content is a new name. */
const HASHED_ASSETS_FOLDER = '_astro/';

/** A hashed file never changes, so browsers and the CDN keep it for a year without asking. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Everything else (pages, sitemap, feeds, robots.txt, photos, site data) may change with the next
 * build: a minute in any cache, then the cache must ask again (a cheap 304 when unchanged), so a
 * price change or a sold car reaches shoppers within a minute of the deploy.
 */
const CACHE_REVALIDATE = 'public, max-age=60, must-revalidate';

export const DEPLOY_PHASES = ['asset', 'page', 'index'] as const;
export type DeployPhase = (typeof DEPLOY_PHASES)[number];

export interface ObjectHeaders {
  contentType: string;
  cacheControl: string;
  phase: DeployPhase;
}

/** Documents that point crawlers and ad platforms at pages: uploaded after the pages. */
const INDEX_FILES = /^(?:robots\.txt|sitemap[^/]*\.xml|rss\.xml|[^/]*\.rss|_redirects|_headers|feeds\/.+)$/;

export function isHashedAsset(key: string): boolean {
  return key.startsWith(HASHED_ASSETS_FOLDER);
}

function phaseOf(key: string): DeployPhase {
  if (INDEX_FILES.test(key)) return 'index';
  return key.endsWith('.html') ? 'page' : 'asset';
}

/** Text types say they are UTF-8, which every file the build writes is. */
const TEXT_TYPES = /^(?:text\/|application\/(?:json|xml|manifest\+json|javascript)$|image\/svg\+xml$)/;

function contentTypeOf(key: string): string {
  const type = lookup(key) ?? 'application/octet-stream';
  return TEXT_TYPES.test(type) ? `${type}; charset=utf-8` : type;
}

export function objectHeaders(key: string): ObjectHeaders {
  return {
    contentType: contentTypeOf(key),
    cacheControl: isHashedAsset(key) ? CACHE_IMMUTABLE : CACHE_REVALIDATE,
    phase: phaseOf(key),
  };
}
