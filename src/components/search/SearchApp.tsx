/**
 * The search island: prerendered by Astro with the landing page's first results (so the HTML is
 * complete before any JavaScript), then live against Meilisearch with the tenant token.
 */
import { useState } from 'react';
import type { ListAttribute, RangeAttribute, RangeValue, SearchState } from '../../lib/search/types.ts';
import { displayStockCount } from '../../lib/search/facets.ts';
import { stateToRoute } from '../../lib/search/url-state.ts';
import { formatCount } from '../../lib/format/money.ts';
import { useSearchController } from './useSearchController.ts';
import { useHydrated } from '../hooks.ts';
import { SearchBox } from './SearchBox.tsx';
import { SortSelect } from './SortSelect.tsx';
import { MakeSelect } from './MakeSelect.tsx';
import { ActiveFilters } from './ActiveFilters.tsx';
import { FiltersPanel } from './FiltersPanel.tsx';
import { ResultList } from './ResultList.tsx';
import { NoResults } from './NoResults.tsx';
import { Pagination } from './Pagination.tsx';
import type { SearchIslandProps } from '../../lib/search/island-props.ts';

export default function SearchApp(props: SearchIslandProps) {
  const { state, results, resultsFor, status, update, retry } = useSearchController(props);
  const hydrated = useHydrated();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const now = hydrated ? new Date() : new Date(props.builtAt);
  const count = displayStockCount(results.totalHits, results.facets, props.stockCountTotal);

  const toggle = (attribute: ListAttribute, value: string) => update({ refinementList: toggleValue(state, attribute, value) });
  const setRange = (attribute: RangeAttribute, value: RangeValue | null) => {
    const range = { ...state.range };
    if (value) range[attribute] = value;
    else delete range[attribute];
    update({ range });
  };
  const labelFor = (attribute: ListAttribute, value: string) =>
    results.facets[attribute]?.find((item) => item.value === value)?.label ?? value;

  return (
    <div className="search" aria-busy={status === 'loading'} data-results-for={resultsFor}>
      <div className="search__toolbar">
        <SearchBox query={state.query} onSearch={(query) => update({ query })} />
        <MakeSelect
          items={results.facets.make ?? []}
          popular={props.popularMakes}
          onSelect={(make) => update({ refinementList: withValues(state, 'make', make ? [make] : [], true) })}
        />
        <SortSelect options={props.sortOptions} value={state.sortBy} onChange={(sortBy) => update({ sortBy })} />
        <button type="button" className="button button--secondary filters-toggle" aria-expanded={filtersOpen} aria-controls="search-filters" onClick={() => setFiltersOpen(true)}>
          Filters
        </button>
      </div>
      <ActiveFilters
        state={state}
        labelFor={labelFor}
        onRemoveValue={toggle}
        onRemoveRange={(attribute) => setRange(attribute, null)}
        onClearAll={() => update({ query: '', refinementList: {}, range: {} })}
      />
      <div className="search__layout">
        <FiltersPanel panels={props.panels} state={state} results={results} count={count} open={filtersOpen} onClose={() => setFiltersOpen(false)} onToggle={toggle} onRange={setRange} />
        <section className="search__results" aria-label="Results">
          <p className="result-count" aria-live="polite">
            <strong data-testid="result-count">{formatCount(count)}</strong> {count === 1 ? 'vehicle' : 'vehicles'} found
            {status === 'loading' && <span className="result-count__loading"> · Updating…</span>}
          </p>
          {status === 'error' && (
            <div className="search__error" role="alert" data-testid="search-error">
              <p>We couldn't update the results just now, so these are the previous ones.</p>
              <button type="button" className="button button--small" onClick={retry}>Try again</button>
            </div>
          )}
          {results.hits.length > 0 ? (
            <ResultList results={results} card={props.card} promo={props.promo} collapseSold={props.collapseSold} hitsPerPage={props.request.hitsPerPage} now={now} hydrated={hydrated} />
          ) : (
            <NoResults clearFiltersPath={props.clearFiltersPath} />
          )}
          <Pagination
            page={results.page}
            totalPages={results.totalPages}
            hrefFor={(page) => stateToRoute({ ...state, page }, props.routing)}
            onPage={(page) => {
              update({ page });
              document.querySelector('.search__results')?.scrollIntoView({ block: 'start' });
            }}
          />
        </section>
      </div>
    </div>
  );
}

function toggleValue(state: SearchState, attribute: ListAttribute, value: string) {
  const current = state.refinementList[attribute] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return withValues(state, attribute, next, attribute === 'make');
}

/** A new refinementList with `attribute` set; changing the make drops model choices that belonged to the old one. */
function withValues(state: SearchState, attribute: ListAttribute, values: string[], dropModels: boolean) {
  const list = { ...state.refinementList, [attribute]: values };
  if (values.length === 0) delete list[attribute];
  if (dropModels) {
    delete list.model;
    delete list.make_model;
  }
  return list;
}
