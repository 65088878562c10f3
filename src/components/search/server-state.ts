/**
 * The build's half of InstantSearch's server rendering: getServerState renders the island once to
 * learn its widgets, sends their first search (the very multi-search the browser would send, with
 * the same tenant token) and returns the answer, which the island then renders into the HTML and
 * hydrates from without asking again.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getServerState, type InstantSearchServerState } from 'react-instantsearch-core';
import type { SearchIslandProps } from '../../lib/search/island-props.ts';
import type { JsonPost } from '../../lib/search/meili-fetch.ts';
import SearchApp from './SearchApp.tsx';

export async function searchServerState(props: SearchIslandProps, prerender: { host: string; post: JsonPost }): Promise<InstantSearchServerState> {
  try {
    return await getServerState(createElement(SearchApp, { ...props, prerender }), { renderToString });
  } catch (error) {
    // A page without its results would be an empty search page: the build fails, saying which.
    throw new Error(`${props.landingPath}: the search for this page failed (${(error as Error).message})`, { cause: error });
  }
}

/** How many cars the landing page's search found (its first query's count). */
export function serverResultCount(state: InstantSearchServerState): number {
  const [first] = Object.values(state.initialResults);
  return first?.results?.[0]?.nbHits ?? 0;
}
