// Index settings as code: every stock index gets exactly these, so a change here (or in the
// attribute lists of src/lib/stock/document.ts) reaches Meilisearch on the next index run.
import type { Settings } from 'meilisearch';
import {
  FILTERABLE_ATTRIBUTES,
  RANKING_RULES,
  SEARCHABLE_ATTRIBUTES,
  SORTABLE_ATTRIBUTES,
} from '../../lib/stock/document.ts';

export const PRIMARY_KEY = 'id';

export function stockIndexSettings(): Settings {
  return {
    filterableAttributes: [...FILTERABLE_ATTRIBUTES],
    sortableAttributes: [...SORTABLE_ATTRIBUTES],
    searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
    // The same list as the brief: relevance first, then "custom rank descending" (shopping.md §7).
    rankingRules: [...RANKING_RULES],
    faceting: {
      // Make and model lists can be long; 100 (the default) would cut makes off a group site.
      maxValuesPerFacet: 200,
      // A list longer than that keeps its most common values, the ones its panel shows first
      // (lib/search/facets.ts facetOrder); and counting costs Meilisearch about an eighth of the CPU of
      // walking each list in alphabetical order (docs/performance.md).
      sortFacetValuesBy: { '*': 'count' },
    },
    // Meilisearch's default of 1000 would cap the result count and deep pages of a big group.
    pagination: { maxTotalHits: 10_000 },
  };
}
