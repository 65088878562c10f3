/**
 * The Meilisearch multi-search body for a search state, and its answer mapped back to
 * SearchResults (spec/shopping.md §7 search call, §5 Range sliders). Faceting is disjunctive, as
 * InstantSearch does it: a refined list still shows the counts of its other values, so each refined
 * list and each active range gets a facet-only query without its own refinement.
 */
import { baseStockFilter, quote, type StockFilterOptions } from '../stock/base-filter.ts';
import { toCard } from '../stock/hits.ts';
import { CARD_FIELDS } from '../stock/shapes.ts';
import {
  LIST_ATTRIBUTES, RANGE_ATTRIBUTES, type FacetItem, type FacetStats, type ListAttribute,
  type RangeAttribute, type SearchResults, type SearchState,
} from './types.ts';

export interface SearchRequestOptions {
  indexUid: string;
  hitsPerPage: number;
  sortOptions: readonly { slug: string; sortKey: string | null }[];
  excludeZeroPriceOnPriceAscending: boolean;
  stockFilter: StockFilterOptions;
  now: Date;
  /** The list facets the page shows; only these are requested (and made disjunctive). */
  facets: readonly ListAttribute[];
  /** Further conditions ANDed in, e.g. a special-offers page's own condition. */
  extraFilters?: readonly string[];
  /** Tenant's label for car_type "used" (shopping.md §9 "Pre-Owned on some tenants"); read side only, default "Used". */
  usedLabel?: string;
}

/** What reading the answer needs: the same facets and page size the request was built with. */
export type ReadOptions = Pick<SearchRequestOptions, 'facets' | 'hitsPerPage' | 'usedLabel'>;

type Query = Record<string, unknown>;
type Extra = { kind: 'list'; attr: ListAttribute } | { kind: 'range'; attr: RangeAttribute };

function listFilter(attr: ListAttribute, values: readonly string[]): string {
  return `${attr} IN [${values.map(quote).join(', ')}]`;
}

function rangeFilter(attr: RangeAttribute, state: SearchState): string | null {
  const range = state.range[attr];
  const sides = [
    typeof range?.min === 'number' && Number.isFinite(range.min) ? `${attr} >= ${range.min}` : null,
    typeof range?.max === 'number' && Number.isFinite(range.max) ? `${attr} <= ${range.max}` : null,
  ].filter((side) => side !== null);
  return sides.length > 0 ? sides.join(' AND ') : null;
}

const refinedLists = (state: SearchState) => LIST_ATTRIBUTES.filter((attr) => (state.refinementList[attr]?.length ?? 0) > 0);
const activeRanges = (state: SearchState) => RANGE_ATTRIBUTES.filter((attr) => rangeFilter(attr, state) !== null);

/** The facet-only queries after the main one, in order; readSearchResults walks the same plan. */
function extraQueries(state: SearchState, facets: readonly ListAttribute[]): Extra[] {
  return [
    ...refinedLists(state).filter((attr) => facets.includes(attr)).map((attr) => ({ kind: 'list' as const, attr })),
    ...activeRanges(state).map((attr) => ({ kind: 'range' as const, attr })),
  ];
}

function sortOption(state: SearchState, opts: SearchRequestOptions) {
  return opts.sortOptions.find((option) => option.slug === state.sortBy) ?? null;
}

/** The filter list (ANDed by Meilisearch), leaving out `without`'s own refinement. */
function filters(state: SearchState, opts: SearchRequestOptions, without?: Extra): string[] {
  // The token already applies the build-time filter; this applies it again at the current time,
  // so a car sold since the build drops out once its days are up.
  const out = [baseStockFilter(opts.stockFilter, opts.now), ...(opts.extraFilters ?? [])];
  for (const attr of refinedLists(state)) {
    if (without?.kind !== 'list' || without.attr !== attr) out.push(listFilter(attr, state.refinementList[attr]!));
  }
  for (const attr of activeRanges(state)) {
    if (without?.kind !== 'range' || without.attr !== attr) out.push(rangeFilter(attr, state)!);
  }
  // shopping.md §5: "Sorting by price ascending adds the condition price > 0 on some tenants."
  if (opts.excludeZeroPriceOnPriceAscending && sortOption(state, opts)?.sortKey === 'price:asc') out.push('price > 0');
  return out;
}

export function buildSearchRequests(state: SearchState, opts: SearchRequestOptions): { queries: Query[] } {
  const sortKey = sortOption(state, opts)?.sortKey ?? null;
  const main: Query = {
    indexUid: opts.indexUid,
    q: state.query,
    filter: filters(state, opts),
    ...(sortKey ? { sort: [sortKey] } : {}),
    hitsPerPage: opts.hitsPerPage,
    page: Math.max(1, Math.floor(state.page) || 1),
    // Range facets give facetStats (slider bounds) for the ranges not refined.
    facets: [...opts.facets, ...RANGE_ATTRIBUTES],
    attributesToRetrieve: [...CARD_FIELDS],
  };
  // limit 0: only facets are wanted, and an estimated count costs nothing.
  const extras = extraQueries(state, opts.facets).map((extra) => ({
    indexUid: opts.indexUid,
    q: state.query,
    filter: filters(state, opts, extra),
    facets: [extra.attr],
    limit: 0,
  }));
  return { queries: [main, ...extras] };
}

const TYPE_LABELS: Record<string, string> = { new: 'New', demo: 'Demo' };

function facetLabel(attr: ListAttribute, value: string, usedLabel: string): string {
  if (attr !== 'car_type') return value;
  return value === 'used' ? usedLabel : (TYPE_LABELS[value] ?? value);
}

/**
 * Facet values with counts, most first then by label (site.md §9: body sorted by count
 * descending; the same order suits every list that is cut at a limit). A refined value missing from
 * the counts is kept at 0, so it can still be unticked.
 */
function facetItems(attr: ListAttribute, distribution: Record<string, number> | undefined, state: SearchState, usedLabel: string): FacetItem[] {
  const refined = state.refinementList[attr] ?? [];
  const counts = new Map(Object.entries(distribution ?? {}));
  for (const value of refined) if (!counts.has(value)) counts.set(value, 0);
  return [...counts]
    .map(([value, count]) => ({ value, count, label: facetLabel(attr, value, usedLabel), isRefined: refined.includes(value) }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'en-AU'));
}

type Answer = { hits?: Record<string, unknown>[]; totalHits?: number; estimatedTotalHits?: number; totalPages?: number; page?: number; facetDistribution?: Record<string, Record<string, number>>; facetStats?: Record<string, FacetStats> };

export function readSearchResults(state: SearchState, response: { results: any[] }, opts: ReadOptions): SearchResults {
  const [main = {}, ...rest] = (response.results ?? []) as Answer[];
  const extras = extraQueries(state, opts.facets);
  const answerFor = (kind: Extra['kind'], attr: string): Answer =>
    rest[extras.findIndex((e) => e.kind === kind && e.attr === attr)] ?? main;
  const totalHits = main.totalHits ?? main.estimatedTotalHits ?? main.hits?.length ?? 0;
  const facets: SearchResults['facets'] = {};
  for (const attr of opts.facets) {
    facets[attr] = facetItems(attr, answerFor('list', attr).facetDistribution?.[attr], state, opts.usedLabel ?? 'Used');
  }
  const facetStats: SearchResults['facetStats'] = {};
  for (const attr of RANGE_ATTRIBUTES) {
    const stats = answerFor('range', attr).facetStats?.[attr];
    if (stats) facetStats[attr] = { min: stats.min, max: stats.max };
  }
  return {
    hits: (main.hits ?? []).map(toCard),
    totalHits,
    page: main.page ?? state.page,
    totalPages: main.totalPages ?? Math.ceil(totalHits / Math.max(1, opts.hitsPerPage)),
    facets,
    facetStats,
  };
}
