/**
 * The search page inside InstantSearch: toolbar, active filters, the filter panel, results and
 * pages, each a hook of react-instantsearch-core with our markup. A failed search keeps the
 * previous results (spec §8) with a retry.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useConfigure, useInstantSearch } from 'react-instantsearch-core';
import { displayStockCount } from '../../lib/search/facets.ts';
import { stateToRoute } from '../../lib/search/url-state.ts';
import { toSearchState } from '../../lib/search/ui-state.ts';
import type { SearchIslandProps } from '../../lib/search/island-props.ts';
import { formatCount } from '../../lib/format/money.ts';
import { trackEvent } from '../../stores/analytics.ts';
import { useHydrated } from '../hooks.ts';
import { pageEffects } from './routing.ts';
import { SearchBox } from './SearchBox.tsx';
import { SortSelect } from './SortSelect.tsx';
import { MakeSelect } from './MakeSelect.tsx';
import { ActiveFilters } from './ActiveFilters.tsx';
import { FiltersPanel } from './FiltersPanel.tsx';
import { ResultList } from './ResultList.tsx';
import { NoResults } from './NoResults.tsx';
import { Pagination } from './Pagination.tsx';

export function SearchPage({
  root,
  ...props
}: SearchIslandProps & { indexId: string; root: RefObject<HTMLDivElement | null> }) {
  useConfigure({ hitsPerPage: props.hitsPerPage });
  const { status, results, indexUiState, addMiddlewares, refresh } = useInstantSearch({ catchError: true });
  // Read off the results (not useStats, usePagination): each hook is a widget set up at hydration.
  const { nbHits, page } = results;
  const hydrated = useHydrated();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const now = hydrated ? new Date() : new Date(props.builtAt);
  const carTypes = results.getFacetValues('car_type', {});
  const count = displayStockCount(nbHits, { car_type: Array.isArray(carTypes) ? carTypes : [] }, props.stockCountTotal);
  const resultsFor = useResultsFor(
    status,
    results,
    stateToRoute(toSearchState(indexUiState, props.routing.defaultSort), props.routing),
  );

  useEffect(() => trackEvent(49, { path: location.pathname }), []);
  useEffect(
    () => addMiddlewares(pageEffects(props.routing, props.indexId, props.historySize)),
    [addMiddlewares, props.routing, props.indexId, props.historySize],
  );

  return (
    <div
      ref={root}
      className="search"
      aria-busy={status === 'loading' || status === 'stalled'}
      data-results-for={resultsFor}
    >
      <SearchToolbar {...props} filtersOpen={filtersOpen} onOpenFilters={() => setFiltersOpen(true)} />
      <ActiveFilters labels={props.valueLabels} />
      <div className="search__layout">
        <FiltersPanel
          panels={props.panels}
          labels={props.valueLabels}
          count={count}
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
        />
        <section className="search__results" aria-labelledby="search-results-heading">
          <h2 id="search-results-heading" className="visually-hidden">
            Results
          </h2>
          <ResultCount count={count} status={status} />
          {status === 'error' && <SearchError onRetry={refresh} />}
          {results.hits.length > 0 ? (
            <ResultList {...props} page={page + 1} now={now} />
          ) : (
            <NoResults clearFiltersPath={props.clearFiltersPath} />
          )}
          <Pagination />
        </section>
      </div>
    </div>
  );
}

/** The query box, make and sort pickers, and the button that opens the filter panel on a phone. */
function SearchToolbar({
  popularMakes,
  sortOptions,
  filtersOpen,
  onOpenFilters,
}: Pick<SearchIslandProps, 'popularMakes' | 'sortOptions'> & { filtersOpen: boolean; onOpenFilters: () => void }) {
  return (
    <div className="search__toolbar">
      <SearchBox />
      <MakeSelect popular={popularMakes} />
      <SortSelect options={sortOptions} />
      <button
        type="button"
        className="button button--secondary filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls="search-filters"
        onClick={onOpenFilters}
      >
        Filters
      </button>
    </div>
  );
}

/** A failed search keeps the previous results on screen (spec §8), with a retry. */
function SearchError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="search__error" role="alert" data-testid="search-error">
      <p>We couldn't update the results just now, so these are the previous ones.</p>
      <button type="button" className="button button--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

function ResultCount({ count, status }: { count: number; status: string }) {
  return (
    <p className="result-count" aria-live="polite">
      <strong data-testid="result-count">{formatCount(count)}</strong> {count === 1 ? 'vehicle' : 'vehicles'} found
      {(status === 'loading' || status === 'stalled') && <span className="result-count__loading"> · Updating…</span>}
    </p>
  );
}

/**
 * The URL the results on screen answer: lets tests (and anything else) tell stale from current.
 * It moves only when a new answer has arrived and nothing newer is on its way.
 */
function useResultsFor(status: string, results: object, route: string): string {
  const [resultsFor, setResultsFor] = useState(route);
  const answered = useRef(results);
  useEffect(() => {
    if (status !== 'idle' || results === answered.current) return;
    answered.current = results;
    setResultsFor(route);
  }, [status, results, route]);
  return resultsFor;
}
