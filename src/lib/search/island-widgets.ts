/**
 * The search island's InstantSearch widgets as data: each with the options that shape the search it
 * sends, in the order the island's React tree adds them (SearchPage.tsx and its children, depth
 * first). The hooks take their options from here, and the build adds the same widgets headless to
 * send a landing page's first search (pipeline/search/first-results.ts), so the two cannot drift;
 * tests/integration/search-server-state.test.ts checks that both give the very same server state.
 */
import { SHOW_ALL_LIMIT, type FacetPanel } from './facets.ts';
import type { ListAttribute, RangeAttribute } from './types.ts';

export interface RefinementListOptions {
  attribute: ListAttribute;
  limit: number;
  showMore?: boolean;
  showMoreLimit?: number;
}

export type IslandWidget =
  | { type: 'configure'; searchParameters: { hitsPerPage: number } }
  | { type: 'searchBox' }
  | { type: 'refinementList'; options: RefinementListOptions }
  | { type: 'sortBy'; options: { items: { value: string; label: string }[] } }
  | { type: 'currentRefinements' }
  | { type: 'clearRefinements'; options: { excludedAttributes: string[] } }
  | { type: 'range'; options: { attribute: RangeAttribute } }
  | { type: 'pagination'; options: { padding: number } };

/** The toolbar's make picker: every make, each listed once (Popular, then the rest). */
export const MAKE_PICKER: RefinementListOptions = { attribute: 'make', limit: SHOW_ALL_LIMIT };

/** Up to five page numbers around the current one. */
export const PAGINATION = { padding: 2 };

/** 'Clear all' clears every refinement, the query's included. */
export const CLEAR_ALL = { excludedAttributes: [] as string[] };

/** A filter panel's list: its first values, and a show-more button where the panel has one. */
export function facetListOptions(panel: FacetPanel): RefinementListOptions {
  return {
    attribute: panel.attribute as ListAttribute,
    limit: panel.limit,
    showMore: panel.showMoreLimit !== null,
    ...(panel.showMoreLimit !== null ? { showMoreLimit: panel.showMoreLimit } : {}),
  };
}

/** The sort picker's choices: InstantSearch's index names are the tenant's sort slugs. */
export function sortByOptions(sortOptions: readonly { slug: string; label: string }[]) {
  return { items: sortOptions.map(({ slug, label }) => ({ value: slug, label })) };
}

export interface IslandWidgetProps {
  hitsPerPage: number;
  sortOptions: readonly { slug: string; label: string }[];
  panels: readonly FacetPanel[];
}

/**
 * The widgets the island's first search is made of, in the order its React tree adds them. The
 * result list's hits widget is not one: the list mounts only once there are results to show, so
 * React InstantSearch's own server render makes the first search without it too.
 */
export function islandWidgets({ hitsPerPage, sortOptions, panels }: IslandWidgetProps): IslandWidget[] {
  return [
    { type: 'configure', searchParameters: { hitsPerPage } }, // SearchPage
    { type: 'searchBox' }, // SearchBox
    { type: 'refinementList', options: MAKE_PICKER }, // MakeSelect
    { type: 'sortBy', options: sortByOptions(sortOptions) }, // SortSelect
    { type: 'currentRefinements' }, // ActiveFilters
    { type: 'clearRefinements', options: CLEAR_ALL },
    // FiltersPanel: a list or a range per panel (a hidden list stays registered)
    ...panels.map(
      (panel): IslandWidget =>
        panel.kind === 'range'
          ? { type: 'range', options: { attribute: panel.attribute as RangeAttribute } }
          : { type: 'refinementList', options: facetListOptions(panel) },
    ),
    { type: 'pagination', options: PAGINATION }, // Pagination
  ];
}
