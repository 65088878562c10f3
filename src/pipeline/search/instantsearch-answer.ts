/**
 * A landing page's first results worked out by InstantSearch itself, as React InstantSearch's
 * getServerState would (first-results.ts says why it is done headless, from the island's widget
 * list). Its own module, loaded on first use: an incremental build whose kept searches all stand
 * (kept-answers.ts) never loads InstantSearch.
 */
import InstantSearch from 'instantsearch.js/es/lib/InstantSearch.js';
import { getInitialResults, waitForResults } from 'instantsearch.js/es/lib/server.js';
// Each connector from its own module: the connectors' index loads every widget InstantSearch has
// (some 670 modules more).
import connectClearRefinements from 'instantsearch.js/es/connectors/clear-refinements/connectClearRefinements.js';
import connectConfigure from 'instantsearch.js/es/connectors/configure/connectConfigure.js';
import connectCurrentRefinements from 'instantsearch.js/es/connectors/current-refinements/connectCurrentRefinements.js';
import connectPagination from 'instantsearch.js/es/connectors/pagination/connectPagination.js';
import connectRange from 'instantsearch.js/es/connectors/range/connectRange.js';
import connectRefinementList from 'instantsearch.js/es/connectors/refinement-list/connectRefinementList.js';
import connectSearchBox from 'instantsearch.js/es/connectors/search-box/connectSearchBox.js';
import connectSortBy from 'instantsearch.js/es/connectors/sort-by/connectSortBy.js';
import type { InstantSearchOptions } from 'instantsearch.js';
import { islandWidgets, type IslandWidget } from '../../lib/search/island-widgets.ts';
import type { IslandSearchProps } from '../../lib/search/island-search-props.ts';
import type { MeiliSearchClient } from '../../lib/search/meili-client.ts';
import { toUiState } from '../../lib/search/ui-state.ts';
import type { SearchLandingPage } from '../../lib/search/types.ts';
import { answerHash, type KeptAnswer, type SearchRequests } from './kept-answers.ts';

/** InstantSearch's first results for the page, and each search it sent with the hash of its answer. */
export async function searchAfresh(client: MeiliSearchClient, props: IslandSearchProps, page: SearchLandingPage) {
  const indexName = props.routing.defaultSort;
  const asked: Pick<KeptAnswer, 'requests' | 'answer'>[] = [];
  const recording = {
    async search(requests: SearchRequests) {
      const sent = JSON.parse(JSON.stringify(requests)) as SearchRequests;
      const answered = await client.search(requests);
      asked.push({ requests: sent, answer: answerHash(answered.results) });
      return answered;
    },
  };
  const search = new InstantSearch({
    indexName,
    // InstantSearch types its client as generic over any hit shape; ours answers with cards.
    searchClient: recording as unknown as InstantSearchOptions['searchClient'],
    initialUiState: { [indexName]: toUiState(page.state, indexName) },
    insights: false,
    future: { preserveSharedStateOnUnmount: true },
  });
  const widgets = islandWidgets(props).map(headlessWidget);
  // All but the last before start(), which works out their search parameters once; the last after,
  // which works them out again from there, as the island's last hook does: the same state, the order
  // of its keys included, so the page is byte for byte what getServerState would make.
  search.addWidgets(widgets.slice(0, -1));
  search.start();
  search.addWidgets(widgets.slice(-1));
  const answer = waitForResults(search);
  // waitForResults has sent the search; the one start() scheduled would only send it again.
  search.scheduleSearch.cancel();
  return { firstResults: getInitialResults(search.mainIndex, await answer), asked };
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
