// Index settings as code: every stock index gets exactly these, so a change here (or in the
// attribute lists of src/lib/stock/document.ts) reaches Meilisearch on the next index run.
import type { Settings } from 'meilisearch';
import {
  FACET_SORT_BY_COUNT,
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
      sortFacetValuesBy: {
        '*': 'alpha',
        ...Object.fromEntries(FACET_SORT_BY_COUNT.map((name) => [name, 'count' as const])),
      },
    },
    // Meilisearch's default of 1000 would cap the result count and deep pages of a big group.
    pagination: { maxTotalHits: 10_000 },
  };
}
