/**
 * The search island on React InstantSearch (react-instantsearch-core: the hooks, our own markup).
 * Prerendered by Astro with the landing page's first results (InstantSearch's server state, from
 * getServerState at build time: server-state.ts), so the HTML is complete before any JavaScript
 * and hydration sends no query; after that InstantSearch searches Meilisearch live through our
 * search client (lib/search/meili-client.ts) with the tenant token.
 */
import { useEffect, useRef, useState } from 'react';
import { InstantSearch, InstantSearchSSRProvider, type InstantSearchProps, type InstantSearchServerState } from 'react-instantsearch-core';
import { meiliSearchClient } from '../../lib/search/meili-client.ts';
import type { JsonPost } from '../../lib/search/meili-fetch.ts';
import type { SearchIslandProps } from '../../lib/search/island-props.ts';
import { searchRouting } from './routing.ts';
import { SearchPage } from './SearchPage.tsx';
import { useEarlyEdits } from '../hooks.ts';

export interface SearchAppProps extends SearchIslandProps {
  /** The landing page's first results, as getServerState found them at build time. */
  serverState?: InstantSearchServerState;
  /** Only while the build prerenders: its own route to Meilisearch and clock (never serialised into the page). */
  prerender?: { host: string; post: JsonPost };
}

export default function SearchApp({ serverState, prerender, ...props }: SearchAppProps) {
  const indexId = props.routing.defaultSort;
  const [search] = useState(() => {
    const endpoint = prerender ? { ...props.endpoint, host: prerender.host } : props.endpoint;
    const transport = prerender ? { post: prerender.post, now: () => new Date(props.builtAt) } : {};
    // InstantSearch types its client as generic over any hit shape; ours answers with cards.
    const client = meiliSearchClient(endpoint, props.client, transport) as unknown as InstantSearchProps['searchClient'];
    return { client, ...searchRouting(props.routing, indexId, props.landingPath) };
  });
  const root = useRef<HTMLDivElement>(null);
  // A parent's effects run after InstantSearch's own (which re-enables searching after hydration):
  // a deep link's state first, then what the shopper typed or chose before the island hydrated
  // (client:intent replays the taps).
  useEffect(() => search.arrive(), [search]);
  useEarlyEdits(root);
  return (
    <InstantSearchSSRProvider {...serverState}>
      <InstantSearch
        indexName={indexId}
        searchClient={search.client}
        routing={search.routing}
        insights={false}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <SearchPage {...props} indexId={indexId} root={root} />
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}
