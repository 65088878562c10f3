/**
 * The search state, shared by the URL mapping, InstantSearch's state mapping, the build
 * (prerendered landing pages) and the search island.
 */

import type { InitialResults } from 'instantsearch.js';
import type { LIST_ATTRIBUTES, RANGE_ATTRIBUTES } from './constants.ts';

export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number];
export type ListAttribute = (typeof LIST_ATTRIBUTES)[number];

export interface RangeValue {
  min: number | null;
  max: number | null;
}

export interface SearchState {
  query: string;
  /** 1-based. */
  page: number;
  /** Slug of one of the tenant's sort options. */
  sortBy: string;
  /** Exact facet values per attribute; an attribute with no values is absent. */
  refinementList: Partial<Record<ListAttribute, string[]>>;
  range: Partial<Record<RangeAttribute, RangeValue>>;
}

export interface FacetItem {
  label: string;
  value: string;
  count: number;
  isRefined: boolean;
}

export interface FacetStats {
  min: number;
  max: number;
}

/** A search landing page the build prerenders: its path, heading and search state. */
export interface SearchLandingPage {
  path: string;
  heading: string;
  state: SearchState;
}

/**
 * A landing page with the island's first answer, as the build's search found it: InstantSearch's
 * initial results, which the page renders and the island hydrates from (InstantSearchSSRProvider).
 * Its page's props hold it, so the page is rendered again exactly when this answer changes.
 */
export interface PrerenderedSearchPage extends SearchLandingPage {
  firstResults: InitialResults;
}
