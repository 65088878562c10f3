/**
 * The search island's searches, headless: InstantSearch.js with the island's own widgets
 * (lib/search/island-widgets.ts, as the build's pipeline/search/first-results.ts adds them), so a script or a test
 * sends exactly the multi-search the island sends for a search state, through any search client.
 * Once results show, the island's result list adds a hits widget too; it only sets highlight tags,
 * which our search client does not send, so the search is the same without it.
 */
import InstantSearch from 'instantsearch.js/es/lib/InstantSearch.js';
import type { MeiliSearchClient } from '../../src/lib/search/meili-client.ts';
import { toUiState } from '../../src/lib/search/ui-state.ts';
import type { SearchState } from '../../src/lib/search/types.ts';
import { islandWidgets, type IslandWidgetProps } from '../../src/lib/search/island-widgets.ts';
import { panelsFor } from '../../src/lib/search/tenant-requests.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { headlessWidget } from '../../src/pipeline/search/instantsearch-answer.ts';

export type SearchResults = NonNullable<ReturnType<InstantSearch['mainIndex']['getResults']>>;

export interface HeadlessOptions extends IslandWidgetProps {
  /** The tenant's default sort slug: InstantSearch's index name, as on the island. */
  defaultSort: string;
}

/** The island's widget props for a tenant, with every filter panel its stock could fill. */
export function headlessOptionsFor(tenant: Tenant): HeadlessOptions {
  const { hitsPerPage, sortOptions, defaultSort } = tenant.search;
  return { hitsPerPage, sortOptions, defaultSort, panels: panelsFor(tenant) };
}

/** Runs one InstantSearch search for `state` and resolves with InstantSearch's results (or rejects with its error). */
export async function searchHeadless(
  client: Pick<MeiliSearchClient, 'search'>,
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
  search.addWidgets(islandWidgets(options).map(headlessWidget));
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
