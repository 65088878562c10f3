/**
 * What of a car a search page shows as it is first rendered. An incremental build re-renders a
 * search page only when what it shows of some car changes (src/pipeline/render/page-inputs.ts), so
 * this must never say less than the page shows. It may say more: that costs a needless render,
 * never a stale page.
 *
 * A car that meets every list refinement of the page's search is among its results and in every
 * count of its filter panel: the page shows all of it. InstantSearch's list refinements are
 * disjunctive: a refined list's counts come from a search with every refinement but that list's
 * own. So a car that fails exactly one refined list still counts in that list's panel (a Toyota on
 * /search/nissan counts under Make), and there the page shows only that list's value of it; a car
 * that fails two shows nowhere. Everything else a search can add (a query, a fixed filter such as
 * Special Offers' "reduced") only narrows what this covers. Range refinements are not worked out
 * here: a page with one shows all of every car.
 */
import type { SearchState } from './types.ts';
import { getOrMake } from '../memo.ts';

type CarDocument = Readonly<Record<string, unknown>>;

/** All of the car, the one refined list of it the page counts it under, or nothing. */
export type Shown = 'all' | { list: string } | null;

/** What a page with this search state shows of a car, from its search document. */
export function shownOnSearch(state: SearchState): (car: CarDocument) => Shown {
  if (Object.values(state.range).some(Boolean)) return () => 'all';
  const lists = Object.entries(state.refinementList)
    .filter(([, values]) => values && values.length > 0)
    .map(([attribute, values]) => ({ attribute, values: new Set(values!.map(facetKey)) }));
  return (car) => {
    let failed: string | null = null;
    for (const { attribute, values } of lists) {
      if (meets(car[attribute], values)) continue;
      if (failed !== null) return null;
      failed = attribute;
    }
    return failed === null ? 'all' : { list: failed };
  };
}

/** Whether a car's value (or one of its values) is among a refinement's. */
function meets(value: unknown, keys: ReadonlySet<string>): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.some((item) => keys.has(facetKey(String(item))));
  return keys.has(facetKey(String(value)));
}

/**
 * A facet value as Meilisearch compares it in a filter, or looser: case, accents, spacing and
 * punctuation do not count, so a value it would match is never missed.
 */
function facetKey(value: string): string {
  return getOrMake(keysByValue, value, () =>
    value
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ''),
  );
}

/** Keys by value: a stock has a few hundred distinct values, asked for once per car per search page. */
const keysByValue = new Map<string, string>();
