/**
 * The filter panel as data, and the list shaping around results (spec/shopping.md §2 Search page,
 * §4 Search loading, §9; site.md §9 facet limits).
 */
import type { FacetLimits } from './options.ts';
import { RANGE_ATTRIBUTES, type FacetItem, type ListAttribute, type RangeAttribute, type SearchResults, type SearchState } from './types.ts';

export interface FacetPanel {
  attribute: ListAttribute | RangeAttribute;
  label: string;
  kind: 'list' | 'range';
  /** Values shown at first (ranges: 0). */
  limit: number;
  /** Values shown after "show more"; null when the list has no such button. */
  showMoreLimit: number | null;
  showMoreText?: string;
}

/** "Show all": as many values as the index returns per facet (maxValuesPerFacet in src/pipeline/meili/settings.ts). */
const SHOW_ALL_LIMIT = 200;
/** "Show more" on an ordinary facet reveals up to the spec's larger facet limit (4, or 20). */
const SHOW_MORE_LIMIT = 20;

/** A shopper's order: what narrows stock most first. Every list and range attribute appears once. */
const PANEL_ORDER: readonly [ListAttribute | RangeAttribute, string][] = [
  ['car_type', 'Condition'], ['make', 'Make'], ['model', 'Model'], ['price', 'Price'], ['body', 'Body type'],
  ['year', 'Year'], ['km', 'Kilometres'], ['fuel', 'Fuel'], ['transmission', 'Transmission'], ['drive', 'Drive'],
  ['colour', 'Colour'], ['seats', 'Seats'], ['city', 'Location'], ['dealership_name', 'Dealership'],
  ['state', 'State'], ['tag', 'Tag'], ['certified', 'Certified'], ['make_model', 'Make and model'],
  ['badge', 'Badge'], ['categories', 'Category'], ['filtered_features', 'Features'], ['item_type', 'Vehicle type'],
  ['location_name', 'Yard'], ['price_range', 'Price range'], ['weekly_price_range', 'Weekly budget'],
  ['subscription_price', 'Subscription'], ['status', 'Availability'],
];

const isRange = (attr: string): attr is RangeAttribute => (RANGE_ATTRIBUTES as readonly string[]).includes(attr);

/** Limits of site.md §9 and shopping.md §2: make 7 then 'Show all makes', model 30, city 20, dealership 40, others 4 (body 20 with custom bodies). */
function listLimits(attr: ListAttribute, limits: FacetLimits, customBodies: boolean): Pick<FacetPanel, 'limit' | 'showMoreLimit' | 'showMoreText'> {
  switch (attr) {
    case 'make':
      return { limit: limits.makeList, showMoreLimit: SHOW_ALL_LIMIT, showMoreText: 'Show all makes' };
    case 'model':
      return { limit: limits.modelList, showMoreLimit: null };
    case 'city':
      return { limit: limits.city, showMoreLimit: null };
    case 'dealership_name':
      return { limit: limits.dealership, showMoreLimit: null };
    case 'body':
      return customBodies ? { limit: limits.withCustomBodies, showMoreLimit: null } : { limit: limits.default, showMoreLimit: SHOW_MORE_LIMIT, showMoreText: 'Show more' };
    default:
      return { limit: limits.default, showMoreLimit: SHOW_MORE_LIMIT, showMoreText: 'Show more' };
  }
}

export function facetPanels(limits: FacetLimits, opts: { customBodies: boolean }): FacetPanel[] {
  return PANEL_ORDER.map(([attribute, label]) =>
    isRange(attribute)
      ? { attribute, label, kind: 'range', limit: 0, showMoreLimit: null }
      : { attribute, label, kind: 'list', ...listLimits(attribute, limits, opts.customBodies) },
  );
}

/** The list attributes of some panels: what buildSearchRequests asks facet counts for. */
export function listFacets(panels: readonly FacetPanel[]): ListAttribute[] {
  return panels.flatMap((panel) => (panel.kind === 'list' ? [panel.attribute as ListAttribute] : []));
}

const byLabel = (a: FacetItem, b: FacetItem) => a.label.localeCompare(b.label, 'en-AU');

/** The make dropdown: 'Popular' = the `popular` makes with most stock, 'All' = every make A–Z (§2: split at 20). */
export function splitPopularMakes(items: readonly FacetItem[], popular = 20): { popular: FacetItem[]; all: FacetItem[] } {
  return {
    popular: [...items].sort((a, b) => b.count - a.count || byLabel(a, b)).slice(0, popular),
    all: [...items].sort(byLabel),
  };
}

/**
 * §4: "Consecutive sold cars in results are collapsed into one". A run of two or more sold cars
 * becomes its first car carrying how many cars the run stands for; a lone sold car stays as it is.
 */
export function collapseSoldRuns<T extends { status: string }>(hits: readonly T[]): (T & { collapsedSold?: number })[] {
  const out: (T & { collapsedSold?: number })[] = [];
  for (const hit of hits) {
    // A sold entry already in `out` is the start of the run this car continues.
    const previous = out.at(-1);
    if (hit.status === 'sold' && previous?.status === 'sold') previous.collapsedSold = (previous.collapsedSold ?? 1) + 1;
    else out.push({ ...hit });
  }
  return out;
}

/** Counts above this are not shown as they are (shopping.md §9). */
const MAX_SHOWN_COUNT = 1999;

/**
 * §9: "A stock count above 1999 is replaced by a configured total or by summed facet counts" (the
 * car_type counts, which every car has exactly one of).
 */
export function displayStockCount(totalHits: number, facets: SearchResults['facets'], configuredTotal: number | null): number {
  if (totalHits <= MAX_SHOWN_COUNT) return totalHits;
  if (configuredTotal !== null) return configuredTotal;
  const summed = (facets.car_type ?? []).reduce((sum, item) => sum + item.count, 0);
  return summed > 0 ? summed : totalHits;
}

/**
 * Results cut to what the panels can show: each list to its show-more size (refined values kept),
 * and no models before a make is chosen (the model panel waits for one). Prerendered pages carry
 * their results into the HTML, so this keeps pages small and quick to build.
 */
export function resultsForPanels(results: SearchResults, panels: readonly FacetPanel[], state: SearchState): SearchResults {
  const facets: SearchResults['facets'] = {};
  for (const panel of panels) {
    if (panel.kind !== 'list' || (panel.attribute === 'model' && !state.refinementList.make?.length)) continue;
    const attribute = panel.attribute as ListAttribute;
    const cap = Math.max(panel.limit, panel.showMoreLimit ?? 0);
    const items = results.facets[attribute];
    if (items) facets[attribute] = items.filter((item, i) => i < cap || item.isRefined);
  }
  return { ...results, facets };
}
