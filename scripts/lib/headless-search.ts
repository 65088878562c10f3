/**
 * The search island's widgets, headless: InstantSearch.js with the connectors the island's hooks
 * wrap (configure, search box, sort-by, refinement lists, ranges, pagination, hits), so a script or
 * a test sends exactly the searches the island sends for a search state, through any search client.
 */
import InstantSearch from 'instantsearch.js/es/lib/InstantSearch.js';
import {
  connectConfigure,
  connectHits,
  connectPagination,
  connectRange,
  connectRefinementList,
  connectSearchBox,
  connectSortBy,
} from 'instantsearch.js/es/connectors/index.js';
import type { MeiliSearchClient } from '../../src/lib/search/meili-client.ts';
import { toUiState } from '../../src/lib/search/ui-state.ts';
import { RANGE_ATTRIBUTES, type ListAttribute, type SearchState } from '../../src/lib/search/types.ts';

const noop = () => {};

export type SearchResults = NonNullable<ReturnType<InstantSearch['mainIndex']['getResults']>>;

export interface HeadlessOptions {
  sortOptions: readonly { slug: string }[];
  defaultSort: string;
  facets: readonly ListAttribute[];
  hitsPerPage: number;
}

/** Runs one InstantSearch search for `state` and resolves with InstantSearch's results (or rejects with its error). */
export async function searchHeadless(
  client: MeiliSearchClient,
  state: SearchState,
  options: HeadlessOptions,
): Promise<SearchResults> {
  const indexName = options.defaultSort;
  const search = new InstantSearch({
    indexName,
    // InstantSearch types its client as generic over any hit shape; ours answers with cards.
    searchClient: client as never,
    initialUiState: { [indexName]: toUiState(state, indexName) },
  });
  search.addWidgets([
    connectConfigure(noop)({ searchParameters: { hitsPerPage: options.hitsPerPage } }),
    connectSearchBox(noop)({}),
    connectSortBy(noop)({ items: options.sortOptions.map((o) => ({ value: o.slug, label: o.slug })) }),
    ...options.facets.map((attribute) => connectRefinementList(noop)({ attribute })),
    ...RANGE_ATTRIBUTES.map((attribute) => connectRange(noop)({ attribute })),
    connectPagination(noop)({}),
    connectHits(noop)({}),
  ]);
  const answered = new Promise<SearchResults>((resolve, reject) => {
    search.on('render', () => {
      const results = search.mainIndex.getResults();
      if (results) resolve(results);
    });
    search.on('error', reject);
  });
  search.start();
  try {
    return await answered;
  } finally {
    search.dispose();
  }
}
