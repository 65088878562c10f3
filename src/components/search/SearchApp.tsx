/**
 * The search island on React InstantSearch (react-instantsearch-core: the hooks, our own markup).
 * Prerendered by Astro with the landing page's first results (InstantSearch's server state, from the
 * build's search: src/pipeline/search/first-results.ts), so the HTML is complete before any
 * JavaScript and hydration sends no query; after that InstantSearch searches Meilisearch live through our search client
 * (lib/search/meili-client.ts) with the tenant token.
 */
import { useEffect, useRef, useState } from 'react';
import { InstantSearch, InstantSearchSSRProvider, type InstantSearchServerState } from 'react-instantsearch-core';
import type { SearchIslandProps } from '../../lib/search/island-props.ts';
import { islandSearch } from './island-search.ts';
import { SearchPage } from './SearchPage.tsx';
import { useEarlyEdits } from '../hooks.ts';

export interface SearchAppProps extends SearchIslandProps {
  /** The landing page's first results, as the build's search found them. */
  serverState?: InstantSearchServerState;
}

export default function SearchApp({ serverState, ...props }: SearchAppProps) {
  const [search] = useState(() => {
    const island = islandSearch(props);
    if (serverState) island.remember(serverState.initialResults);
    return island;
  });
  const root = useRef<HTMLDivElement>(null);
  // A parent's effects run after InstantSearch's own (which re-enables searching after hydration):
  // a deep link's state first, then what the shopper typed or chose before the island hydrated
  // (client:intent replays the taps).
  useEffect(() => search.arrive(), [search]);
  useEarlyEdits(root);
  return (
    <InstantSearchSSRProvider {...serverState}>
      <InstantSearch {...search.options}>
        <SearchPage {...props} indexId={search.indexName} root={root} />
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}
