// Index settings as code: every stock index gets exactly these, so a change here (or in the
// attribute lists of src/lib/stock/document.ts and shapes.ts) reaches Meilisearch on the next index run.
import type { Settings } from 'meilisearch';
import { CARD_FIELDS } from '../../lib/stock/shapes.ts';
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
    // What a search may return is a result card, of which every search asks no more. Meilisearch
    // builds a hit from the displayed fields, so a hit costs it about half what the whole car did,
    // and a shopper's search token cannot read the rest (VIN, stock number, the dealer's notes). The
    // build and the lead API read whole cars through the documents route, with the admin key.
    displayedAttributes: [...CARD_FIELDS],
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
