/**
 * The island's InstantSearch options: its search client (our Meilisearch client with the tenant
 * token), its routing over our URL scheme, and the rest. SearchApp renders with them, and the build
 * sends a landing page's first search with them (server-state.ts), so both search alike.
 */
import type { InitialResults, InstantSearchOptions, UiState } from 'instantsearch.js';
import { meiliSearchClient } from '../../lib/search/meili-client.ts';
import type { JsonPost } from '../../lib/search/meili-fetch.ts';
import type { SearchIslandProps } from '../../lib/search/island-props.ts';
import type { SearchState } from '../../lib/search/types.ts';
import { searchRouting } from './routing.ts';

/** Only while the build prerenders: its own route to Meilisearch, and its clock. */
export interface Prerender {
  host: string;
  post: JsonPost;
}

export function islandSearch(props: SearchIslandProps, prerender?: Prerender) {
  const indexName = props.routing.defaultSort;
  const endpoint = prerender ? { ...props.endpoint, host: prerender.host } : props.endpoint;
  const transport = prerender ? { post: prerender.post, now: () => new Date(props.builtAt) } : {};
  // The build sends each page's search once: nothing to keep.
  const rules = prerender ? { ...props.client, cacheSize: 0 } : props.client;
  const client = meiliSearchClient(endpoint, rules, transport);
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
