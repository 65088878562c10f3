/**
 * The filter panel as data, and the list shaping around results (spec/shopping.md §2 Search page,
 * §4 Search loading, §9; site.md §9 facet limits).
 */
import type { FacetLimits } from './options.ts';
import { valueLabel, type ValueLabels } from '../stock/value-labels.ts';
import { RANGE_ATTRIBUTES } from './constants.ts';
import type { FacetItem, ListAttribute, RangeAttribute } from './types.ts';

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
export const SHOW_ALL_LIMIT = 200;
/** "Show more" on an ordinary facet reveals up to the spec's larger facet limit (4, or 20). */
const SHOW_MORE_LIMIT = 20;

/** A shopper's order: what narrows stock most first. Every list and range attribute appears once. */
const PANEL_ORDER: readonly [ListAttribute | RangeAttribute, string][] = [
  ['car_type', 'Condition'],
  ['make', 'Make'],
  ['model', 'Model'],
  ['price', 'Price'],
  ['body', 'Body type'],
  ['year', 'Year'],
  ['km', 'Kilometres'],
  ['fuel', 'Fuel'],
  ['transmission', 'Transmission'],
  ['drive', 'Drive'],
  ['colour', 'Colour'],
  ['seats', 'Seats'],
  ['city', 'Location'],
  ['dealership_name', 'Dealership'],
  ['state', 'State'],
  ['tag', 'Tag'],
  ['certified', 'Certified'],
  ['make_model', 'Make and model'],
  ['badge', 'Badge'],
  ['categories', 'Category'],
  ['filtered_features', 'Features'],
  ['item_type', 'Vehicle type'],
  ['location_name', 'Yard'],
  ['price_range', 'Price range'],
  ['weekly_price_range', 'Weekly budget'],
  ['subscription_price', 'Subscription'],
  ['status', 'Availability'],
];

const isRange = (attr: string): attr is RangeAttribute => (RANGE_ATTRIBUTES as readonly string[]).includes(attr);

/** Limits of site.md §9 and shopping.md §2: make 7 then 'Show all makes', model 30, city 20, dealership 40, others 4 (body 20 with custom bodies). */
function listLimits(
  attr: ListAttribute,
  limits: FacetLimits,
  customBodies: boolean,
): Pick<FacetPanel, 'limit' | 'showMoreLimit' | 'showMoreText'> {
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
      return customBodies
        ? { limit: limits.withCustomBodies, showMoreLimit: null }
        : { limit: limits.default, showMoreLimit: SHOW_MORE_LIMIT, showMoreText: 'Show more' };
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

const hasValue = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * The panels a stock can fill: every range, and each list that some car has a value for. A list no
 * car fills would never show, and each panel is a widget the page sets up and a facet every search
 * asks for.
 */
export function panelsForStock(
  panels: readonly FacetPanel[],
  stock: readonly Readonly<Record<string, unknown>>[],
): FacetPanel[] {
  const lists = panels.filter((panel) => panel.kind === 'list').map((panel) => panel.attribute);
  const filled = new Set(lists.filter((attribute) => stock.some((car) => hasValue(car[attribute]))));
  return panels.filter((panel) => panel.kind === 'range' || filled.has(panel.attribute));
}

/** A list shown only once another is refined: models wait for a make, so the list stays about that make. */
export const FACET_WAITS_FOR: Readonly<Partial<Record<ListAttribute, ListAttribute>>> = { model: 'make' };

/** Whether a panel shows, given the refined lists. */
export function panelShown(
  attribute: string,
  refined: Readonly<Record<string, readonly string[] | undefined>>,
): boolean {
  const waitsFor = FACET_WAITS_FOR[attribute as ListAttribute];
  return waitsFor === undefined || (refined[waitsFor]?.length ?? 0) > 0;
}

/**
 * Per facet, the most values its panel can show: what a search answer needs to carry. A list's is
 * its show-more size; a range's is 0, as a slider reads only the facet's min and max.
 */
export function facetCaps(panels: readonly FacetPanel[]): Record<string, number> {
  return Object.fromEntries(
    panels.map((panel) => [
      panel.attribute,
      panel.kind === 'list' ? Math.max(panel.limit, panel.showMoreLimit ?? 0) : 0,
    ]),
  );
}

/** A facet value as shoppers read it: through the site's display map (lib/stock/value-labels.ts). */
export function facetLabel(attribute: string, value: string, labels: ValueLabels): string {
  return valueLabel(labels, attribute, value);
}

/**
 * The order of a list's values: refined first (so a choice never hides beyond the limit), then most
 * cars first, then by label (site.md §9: body sorted by count descending; the same order suits
 * every list that is cut at a limit).
 */
export function facetOrder(attribute: string, labels: ValueLabels) {
  const label = (name: string) => facetLabel(attribute, name, labels);
  return (
    a: { name: string; count: number; isRefined: boolean },
    b: { name: string; count: number; isRefined: boolean },
  ) =>
    Number(b.isRefined) - Number(a.isRefined) ||
    b.count - a.count ||
    label(a.name).localeCompare(label(b.name), 'en-AU');
}

const byLabel = (a: FacetItem, b: FacetItem) => a.label.localeCompare(b.label, 'en-AU');

/**
 * The make dropdown (§2: "may split Popular and All at index 20"). With more makes than `popular`,
 * the `popular` makes with most stock come first, then the rest A–Z; with no more than that, one
 * A–Z list. A make is listed once, so the selected one is selected once (a select with two
 * selected options is invalid HTML, and screen readers announce the make twice).
 */
export function splitPopularMakes(
  items: readonly FacetItem[],
  popular = 20,
): { popular: FacetItem[]; rest: FacetItem[] } {
  if (items.length <= popular) return { popular: [], rest: [...items].sort(byLabel) };
  const top = [...items].sort((a, b) => b.count - a.count || byLabel(a, b)).slice(0, popular);
  const inTop = new Set(top.map((item) => item.value));
  return { popular: top, rest: items.filter((item) => !inTop.has(item.value)).sort(byLabel) };
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
    if (hit.status === 'sold' && previous?.status === 'sold')
      previous.collapsedSold = (previous.collapsedSold ?? 1) + 1;
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
export function displayStockCount(
  totalHits: number,
  facets: { car_type?: readonly { count: number }[] },
  configuredTotal: number | null,
): number {
  if (totalHits <= MAX_SHOWN_COUNT) return totalHits;
  if (configuredTotal !== null) return configuredTotal;
  const summed = (facets.car_type ?? []).reduce((sum, item) => sum + item.count, 0);
  return summed > 0 ? summed : totalHits;
}
