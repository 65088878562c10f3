/**
 * InstantSearch's search client over Meilisearch's multi-search, with the tenant token: the queries
 * InstantSearch sends (Algolia-shaped: `facetFilters`, `numericFilters`, a 0-based `page`, one
 * extra facet-only query per refined list or range for disjunctive faceting) become one
 * Meilisearch multi-search, and its answers come back in the shape InstantSearch reads, each hit a
 * card (stock/hits.ts `toCard`, the one reader of a hit).
 *
 * Ours rather than @meilisearch/instant-meilisearch, which adds about 20 KB gzip to the search page
 * (scripts/search-bundle-size.ts measures both): this does only what our island asks.
 *
 * Our own rules ride on every query: the base stock filter at the current time (the token applies
 * the build-time one), a page's own conditions (special offers), and spec/shopping.md §5 "Sorting
 * by price ascending adds the condition price > 0 on some tenants". InstantSearch's index names
 * are the tenant's sort slugs (one Meilisearch index, sorted as the slug says).
 */
import { baseStockFilter, quote, type StockFilterOptions } from '../stock/base-filter.ts';
import { toCard, type Hit } from '../stock/hits.ts';
import { CARD_FIELDS, type CardVehicle } from '../stock/shapes.ts';
import { multiSearch, type JsonPost, type SearchEndpoint } from './multi-search.ts';
import { FACET_WAITS_FOR } from './facets.ts';
import { searchCache, searchCacheKey, type CachedQuery } from './search-cache.ts';
import type { ListAttribute } from './types.ts';

export interface SearchClientOptions {
  indexUid: string;
  sortOptions: readonly { slug: string; sortKey: string | null }[];
  excludeZeroPriceOnPriceAscending: boolean;
  stockFilter: StockFilterOptions;
  /** Further conditions ANDed in, e.g. a special-offers page's own condition. */
  extraFilters?: readonly string[];
  /** Per facet, how many values a page can show: more are not kept (prerendered pages carry them). */
  facetCaps?: Readonly<Record<string, number>>;
  /** Searches answered from memory (search-cache.ts), oldest evicted; 0 or absent keeps none. */
  cacheSize?: number;
}

type Filters = string | readonly (string | readonly string[])[];

/** The parameters of an InstantSearch query that this client reads (others, e.g. highlight tags, are ignored). */
interface InstantSearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facets?: string | readonly string[];
  facetFilters?: Filters;
  numericFilters?: Filters;
}

interface InstantSearchRequest {
  indexName: string;
  params?: InstantSearchParams;
}

interface InstantSearchResult {
  hits: (CardVehicle & { objectID: string })[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number }>;
  exhaustiveNbHits: boolean;
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
}

type MeiliQuery = Record<string, unknown>;

const list = <T>(value: T | readonly T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? [...value] : [value as T];

/** 'make:Toyota' → ['make', 'Toyota', false]; '-make:Toyota' excludes; a value starting '\-' is a literal '-'. */
function facetFilterParts(filter: string): [string, string, boolean] {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const at = body.indexOf(':');
  const value = body.slice(at + 1);
  return [body.slice(0, at), value.startsWith('\\-') ? value.slice(1) : value, negated];
}

/** One group of facet filters (an OR group when it is a list): `make IN ["Toyota", "Kia"]`. */
function facetFilter(group: string | readonly string[]): string {
  const parts = list<string>(group).map(facetFilterParts);
  const [first] = parts;
  if (first && parts.every(([attr, , negated]) => attr === first[0] && !negated)) {
    return `${first[0]} IN [${parts.map(([, value]) => quote(value)).join(', ')}]`;
  }
  const terms = parts.map(([attr, value, negated]) => `${attr} ${negated ? '!=' : '='} ${quote(value)}`);
  return terms.length > 1 ? `(${terms.join(' OR ')})` : (terms[0] ?? '');
}

const NUMERIC = /^([a-z_]+)\s*(>=|<=|!=|=|>|<)\s*(-?\d+(?:\.\d+)?)$/;

/** 'price>=10000', 'price<=50000' → 'price >= 10000 AND price <= 50000' (one entry per attribute). */
function numericFilters(filters: Filters | undefined): string[] {
  const byAttribute = new Map<string, string[]>();
  for (const group of list(filters)) {
    const terms = list<string>(group).flatMap((filter) => {
      const [, attr = '', operator, value] = NUMERIC.exec(filter.trim()) ?? [];
      return attr ? [{ attr, text: `${attr} ${operator} ${value}` }] : [];
    });
    if (terms.length === 0) continue;
    const key = terms.length === 1 ? terms[0]!.attr : terms.map((t) => t.text).join();
    const text = terms.length === 1 ? terms[0]!.text : `(${terms.map((t) => t.text).join(' OR ')})`;
    byAttribute.set(key, [...(byAttribute.get(key) ?? []), text]);
  }
  return [...byAttribute.values()].map((terms) => terms.join(' AND '));
}

function sortKeyOf(indexName: string, options: SearchClientOptions): string | null {
  return options.sortOptions.find((option) => option.slug === indexName)?.sortKey ?? null;
}

/** One InstantSearch query as a Meilisearch query. */
function toMeiliQuery(request: InstantSearchRequest, options: SearchClientOptions, now: Date): MeiliQuery {
  const params = request.params ?? {};
  const sortKey = sortKeyOf(request.indexName, options);
  const filter = [
    baseStockFilter(options.stockFilter, now),
    ...(options.extraFilters ?? []),
    ...list(params.facetFilters).map(facetFilter),
    ...numericFilters(params.numericFilters),
  ];
  if (options.excludeZeroPriceOnPriceAscending && sortKey === 'price:asc') filter.push('price > 0');
  const facets = list(params.facets);
  const query: MeiliQuery = {
    indexUid: options.indexUid,
    q: params.query ?? '',
    filter,
    ...(facets.length > 0 ? { facets } : {}),
  };
  // A facet-only query (InstantSearch's disjunctive ones ask for 0 hits): an estimated count costs nothing.
  if (params.hitsPerPage === 0) return { ...query, limit: 0 };
  return {
    ...query,
    ...(sortKey ? { sort: [sortKey] } : {}),
    hitsPerPage: params.hitsPerPage ?? 20,
    page: Math.max(0, Math.floor(params.page ?? 0)) + 1,
    attributesToRetrieve: [...CARD_FIELDS],
  };
}

type MeiliAnswer = {
  hits?: Hit[];
  totalHits?: number;
  estimatedTotalHits?: number;
  totalPages?: number;
  page?: number;
  hitsPerPage?: number;
  processingTimeMs?: number;
  facetDistribution?: Record<string, Record<string, number>>;
  facetStats?: Record<string, { min: number; max: number }>;
};

/** The values a request refined per facet: they are kept even beyond a facet's cap, so they can be unticked. */
function refinedValues(params: InstantSearchParams): Map<string, Set<string>> {
  const refined = new Map<string, Set<string>>();
  for (const group of list(params.facetFilters)) {
    for (const [attr, value] of list<string>(group).map(facetFilterParts))
      refined.set(attr, (refined.get(attr) ?? new Set()).add(value));
  }
  return refined;
}

/**
 * Each facet's values cut to its cap (most cars first), refined values kept; a list that waits for
 * another (models for a make) is left out until that one is refined.
 */
function capFacets(
  distribution: Record<string, Record<string, number>>,
  caps: Readonly<Record<string, number>>,
  refined: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const [attr, counts] of Object.entries(distribution)) {
    const waitsFor = FACET_WAITS_FOR[attr as ListAttribute];
    if (waitsFor !== undefined && !refined.has(waitsFor)) continue;
    const cap = caps[attr];
    if (cap === undefined) {
      out[attr] = counts;
      continue;
    }
    const keep = refined.get(attr);
    const entries = Object.entries(counts).sort(([a, x], [b, y]) => y - x || a.localeCompare(b, 'en-AU'));
    out[attr] = Object.fromEntries(entries.filter(([value], i) => i < cap || keep?.has(value)));
  }
  return out;
}

/** One Meilisearch answer in the shape InstantSearch reads. */
function toInstantSearchResult(
  answer: MeiliAnswer,
  request: InstantSearchRequest,
  options: SearchClientOptions,
): InstantSearchResult {
  const params = request.params ?? {};
  const hits = (answer.hits ?? []).map((hit) => ({ ...toCard(hit), objectID: String(hit.id) }));
  const nbHits = answer.totalHits ?? answer.estimatedTotalHits ?? hits.length;
  const hitsPerPage = answer.hitsPerPage ?? params.hitsPerPage ?? 0;
  const stats = Object.entries(answer.facetStats ?? {}).map(([attr, { min, max }]) => [attr, { min, max }]);
  // Every facet asked for is answered, if only with no values: InstantSearch keeps a refined value
  // it does not find at 0 (so it can be unticked), and reads a range's stats beside its values.
  const asked = Object.fromEntries(list(params.facets).map((facet) => [facet, {}]));
  return {
    hits,
    nbHits,
    page: (answer.page ?? 1) - 1,
    nbPages: answer.totalPages ?? (hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0),
    hitsPerPage,
    facets: capFacets({ ...asked, ...answer.facetDistribution }, options.facetCaps ?? {}, refinedValues(params)),
    ...(stats.length > 0 ? { facets_stats: Object.fromEntries(stats) } : {}),
    exhaustiveNbHits: answer.totalHits !== undefined,
    exhaustiveFacetsCount: true,
    // Nothing shows the search's time; a constant keeps a prerendered page's server state the same
    // from build to build, so an incremental build's search pages equal a full build's.
    processingTimeMS: 0,
    query: params.query ?? '',
    params: '',
    index: request.indexName,
  };
}

export interface MeiliSearchClient {
  search(requests: readonly InstantSearchRequest[]): Promise<{ results: InstantSearchResult[] }>;
  /** Keeps answers found elsewhere (a prerendered page's), so a search for them asks nothing. */
  remember(requests: readonly CachedQuery[], results: readonly unknown[]): void;
}

/**
 * The search client: one multi-search per InstantSearch search, unless the cache has its answer
 * (spec/shopping.md §9; back and forward to a search already seen ask nothing). `now` is the time
 * of the base stock filter (the build's time when it prerenders); `post` the transport (fetch in
 * the browser). Answers are copied in and out of the cache, so nothing InstantSearch does to one
 * reaches another.
 */
export function meiliSearchClient(
  endpoint: SearchEndpoint,
  options: SearchClientOptions,
  transport: { now?: () => Date; post: JsonPost },
): MeiliSearchClient {
  const now = transport.now ?? (() => new Date());
  const cache = searchCache<InstantSearchResult[]>(options.cacheSize ?? 0);
  return {
    async search(requests) {
      const key = searchCacheKey(requests);
      const kept = cache.get(key);
      if (kept) return { results: structuredClone(kept) };
      const at = now();
      const body = { queries: requests.map((request) => toMeiliQuery(request, options, at)) };
      const { results } = await multiSearch(endpoint, body, { post: transport.post });
      const answered = requests.map((request, i) =>
        toInstantSearchResult((results[i] ?? {}) as MeiliAnswer, request, options),
      );
      cache.set(key, structuredClone(answered));
      return { results: answered };
    },
    remember(requests, results) {
      cache.set(searchCacheKey(requests), structuredClone(results) as InstantSearchResult[]);
    },
  };
}
