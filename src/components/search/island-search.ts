/**
 * The island's InstantSearch options: its search client (our Meilisearch client with the tenant
 * token), its routing over our URL scheme, and the rest. The build sends a landing page's first
 * search from the same props (src/pipeline/search/first-results.ts).
 */
import type { InitialResults, InstantSearchOptions, UiState } from 'instantsearch.js';
import { meiliSearchClient } from '../../lib/search/meili-client.ts';
import type { SearchIslandProps } from '../../lib/search/island-props.ts';
import type { SearchState } from '../../lib/search/types.ts';
import { searchRouting } from './routing.ts';
import { fetchPost } from '../../client/fetch-post.ts';

export function islandSearch(props: SearchIslandProps) {
  const indexName = props.routing.defaultSort;
  const client = meiliSearchClient(props.endpoint, props.client, { post: fetchPost });
  // InstantSearch types its client as generic over any hit shape; ours answers with cards.
  const searchClient = client as unknown as InstantSearchOptions['searchClient'];
  const { routing, arrive } = searchRouting(props.routing, indexName, props.landingPath);
  const options: InstantSearchOptions<UiState, SearchState> = {
    indexName,
    searchClient,
    routing,
    insights: false,
    future: { preserveSharedStateOnUnmount: true },
  };
  /** The page's prerendered answers go in the search cache: coming back to the landing state asks nothing. */
  const remember = (initialResults: InitialResults) => {
    for (const { state, results, requestParams } of Object.values(initialResults)) {
      if (!state?.index || !results || requestParams?.length !== results.length) continue;
      client.remember(
        requestParams.map((params) => ({ indexName: state.index!, params })),
        results,
      );
    }
  };
  return { indexName, options, arrive, remember };
}
