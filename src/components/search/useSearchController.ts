/**
 * The search island's state machine: the state lives in the URL (pushState on every change, the
 * URL read back on back/forward), results come from one Meilisearch multi-search per state, and a
 * failed search keeps the previous results (spec §8) with a retry.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { buildSearchRequests, readSearchResults } from '../../lib/search/requests.ts';
import { isLandingRoute, routeToState, stateToRoute } from '../../lib/search/url-state.ts';
import { multiSearch } from '../../lib/search/meili-fetch.ts';
import type { SearchResults, SearchState } from '../../lib/search/types.ts';
import { recordSearch } from '../../stores/search-history.ts';
import { trackEvent } from '../../stores/analytics.ts';
import type { SearchIslandProps } from '../../lib/search/island-props.ts';

export type SearchStatus = 'idle' | 'loading' | 'error';

export function useSearchController(props: SearchIslandProps) {
  const { endpoint, routing, request } = props;
  const [state, setState] = useState(props.initialState);
  const [results, setResults] = useState<SearchResults>(props.initialResults);
  const [status, setStatus] = useState<SearchStatus>('idle');
  // The URL the results on screen answer: lets tests (and anything else) tell stale from current.
  const [resultsFor, setResultsFor] = useState(() => stateToRoute(props.initialState, routing));
  const inFlight = useRef<AbortController | null>(null);

  const run = useCallback(
    async (next: SearchState) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setStatus('loading');
      try {
        const options = { ...request, now: new Date() };
        const response = await multiSearch(endpoint, buildSearchRequests(next, options), { signal: controller.signal });
        setResults(readSearchResults(next, response, options));
        setResultsFor(stateToRoute(next, routing));
        setStatus('idle');
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
        console.error('Search failed; keeping the previous results.', error);
        setStatus('error');
      }
    },
    [endpoint, request, routing],
  );

  /** Shows a state: URL first (so a shared link is always the truth), then the search. */
  const show = useCallback(
    (next: SearchState, how: 'push' | 'replace' | 'none') => {
      setState(next);
      const url = stateToRoute(next, routing);
      if (how === 'push' && url !== currentUrl()) history.pushState(null, '', url);
      if (how === 'replace') history.replaceState(null, '', url);
      markIndexable(isLandingRoute(next, routing));
      recordSearch({ path: url, filters: next }, props.historySize);
      void run(next);
    },
    [routing, run, props.historySize],
  );

  useEffect(() => {
    trackEvent(49, { path: location.pathname });
    // The static page holds its landing state; a deep link with filters is applied on arrival.
    const arrived = routeToState(location.pathname, location.search, routing);
    if (arrived && stateToRoute(arrived, routing) !== stateToRoute(props.initialState, routing)) show(arrived, 'replace');
    const onPop = () => {
      const restored = routeToState(location.pathname, location.search, routing);
      if (restored) show(restored, 'none');
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // Runs once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    state,
    results,
    resultsFor,
    status,
    /** Applies a new state; any change other than paging starts again at page 1. */
    update: (change: Partial<SearchState>) => show({ ...state, page: 1, ...change }, 'push'),
    retry: () => void run(state),
  };
}

function currentUrl(): string {
  return `${location.pathname}${location.search}`;
}

/** Filtered combinations that are not landing pages are noindex (the static landing pages are indexed). */
function markIndexable(indexable: boolean): void {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (indexable) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'robots';
    document.head.append(tag);
  }
  tag.content = 'noindex, follow';
}
