/**
 * The build's half of InstantSearch's server rendering: a landing page's first search, sent as the
 * island would send it (the same widgets, client, tenant token and routing), and its answer as the
 * server state the island renders into the HTML and hydrates from without asking again.
 *
 * React InstantSearch's own getServerState renders the whole island once to learn its widgets, and
 * each hook adds its widget alone, so InstantSearch works out the search parameters of every widget
 * already added again for each new one (algolia/instantsearch#6008): about 30 widgets, twice per
 * page with the page's own render. Here the widgets are added at once, headless, from the list the
 * hooks take their options from (lib/search/island-widgets.ts): the same server state (a test
 * compares the two on every landing page of a demo site) for much less CPU (docs/performance.md).
 */
import InstantSearch from 'instantsearch.js/es/lib/InstantSearch.js';
import { getInitialResults, waitForResults } from 'instantsearch.js/es/lib/server.js';
import {
  connectClearRefinements,
  connectConfigure,
  connectCurrentRefinements,
  connectPagination,
  connectRange,
  connectRefinementList,
  connectSearchBox,
  connectSortBy,
} from 'instantsearch.js/es/connectors/index.js';
import type { InstantSearchServerState } from 'react-instantsearch-core';
import type { SearchIslandProps } from '../../lib/search/island-props.ts';
import { islandWidgets, type IslandWidget } from '../../lib/search/island-widgets.ts';
import { islandSearch, type Prerender } from './island-search.ts';

export async function searchServerState(
  props: SearchIslandProps,
  prerender: Prerender,
): Promise<InstantSearchServerState> {
  const search = new InstantSearch(islandSearch(props, prerender).options);
  // As React InstantSearch does on the server: start() schedules no search of its own (its private
  // initial-results hook, empty), so the one below is the only one.
  (search as unknown as { _initialResults: object })._initialResults = {};
  const widgets = islandWidgets(props).map(headlessWidget);
  // All but the last before start(), which works out their search parameters once; the last after,
  // which works them out again from there, as the island's last hook does: the same state, the order
  // of its keys included, so the page is byte for byte what getServerState would make.
  search.addWidgets(widgets.slice(0, -1));
  try {
    search.start();
    search.addWidgets(widgets.slice(-1));
    const requestParams = await waitForResults(search);
    return { initialResults: getInitialResults(search.mainIndex, requestParams) };
  } catch (error) {
    // A page without its results would be an empty search page: the build fails, saying which.
    throw new Error(`${props.landingPath}: the search for this page failed (${(error as Error).message})`, {
      cause: error,
    });
  }
}

/** How many cars the landing page's search found (its first query's count). */
export function serverResultCount(state: InstantSearchServerState): number {
  const [first] = Object.values(state.initialResults);
  return first?.results?.[0]?.nbHits ?? 0;
}

const noRender = () => {};

/** The connector a widget's hook wraps, with nothing to render (scripts/lib/headless-search.ts uses it too). */
export function headlessWidget(widget: IslandWidget) {
  switch (widget.type) {
    case 'configure':
      return connectConfigure(noRender)({ searchParameters: widget.searchParameters });
    case 'searchBox':
      return connectSearchBox(noRender)({});
    case 'refinementList':
      return connectRefinementList(noRender)(widget.options);
    case 'sortBy':
      return connectSortBy(noRender)(widget.options);
    case 'currentRefinements':
      return connectCurrentRefinements(noRender)({});
    case 'clearRefinements':
      return connectClearRefinements(noRender)(widget.options);
    case 'range':
      return connectRange(noRender)(widget.options);
    case 'pagination':
      return connectPagination(noRender)(widget.options);
  }
}
