/**
 * The brand directory (spec/site.md §2.3, §9): a search box, the make list (7, then 'Show all
 * makes') and pages of 21 tiles. Prerendered with every entry in the group's order; before the island
 * hydrates, the search box is a plain form and the makes and pages are links, so a tap still works.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { directoryUrl, makeList, SHOW_ALL_MAKES, type DirectoryState } from '../../lib/brands/directory-search.ts';
import { formatCount } from '../../lib/format/money.ts';
import type { DirectoryIslandProps } from '../../views/brands.ts';
import { useDirectorySearch } from './useDirectorySearch.ts';
import { DirectoryTiles } from './DirectoryTiles.tsx';

/** spec/shopping.md §9: "Debounce: search input 300 ms". */
const QUERY_DEBOUNCE_MS = 300;

export default function BrandDirectory(props: DirectoryIslandProps) {
  const { state, results, status, update, retry } = useDirectorySearch(props);
  const [text, setText] = useState(state.query);
  useEffect(() => setText(state.query), [state.query]);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const search = (query: string) => {
    clearTimeout(typing.current);
    if (query !== state.query) update({ query });
  };
  const url = (change: Partial<DirectoryState>) => directoryUrl(props.path, { ...state, page: 1, ...change });
  /** A link that the island follows itself once it has loaded (before, the browser does). */
  const follow = (change: Partial<DirectoryState>) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    update(change);
  };
  const toggled = (make: string) =>
    state.makes.includes(make) ? state.makes.filter((m) => m !== make) : [...state.makes, make];
  const { visible, more } = makeList(results.makes, state.makes);
  const makeLink = (make: { value: string; count: number }) => (
    <li key={make.value}>
      <a
        href={url({ makes: toggled(make.value) })}
        aria-current={state.makes.includes(make.value) ? 'true' : undefined}
        onClick={follow({ makes: toggled(make.value) })}
      >
        {make.value} <span className="muted">({formatCount(make.count)})</span>
      </a>
    </li>
  );

  return (
    <div className="directory" aria-busy={status === 'loading'}>
      <form
        role="search"
        className="directory__search"
        action={props.path}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          search(text.trim());
        }}
      >
        <label htmlFor="directory-query">Search brands and dealerships</label>
        <span className="directory__search-row">
          <input
            id="directory-query"
            type="search"
            name="query"
            value={text}
            autoComplete="off"
            placeholder="Brand, dealership or suburb"
            onChange={(event) => {
              setText(event.target.value);
              clearTimeout(typing.current);
              const query = event.target.value.trim();
              typing.current = setTimeout(() => search(query), QUERY_DEBOUNCE_MS);
            }}
          />
          <button type="submit" className="button">
            Search
          </button>
        </span>
      </form>
      <div className="directory__layout">
        <nav className="directory__makes" aria-label="Makes">
          <h2>Makes</h2>
          <ul>{visible.map(makeLink)}</ul>
          {more.length > 0 && (
            <details className="accordion directory__more">
              <summary>{SHOW_ALL_MAKES}</summary>
              <ul>{more.map(makeLink)}</ul>
            </details>
          )}
        </nav>
        <section className="directory__results" aria-label="Brands and dealerships">
          <p className="directory__count" aria-live="polite">
            <strong data-testid="directory-count">{formatCount(results.total)}</strong>{' '}
            {results.total === 1 ? 'result' : 'results'}
            {state.query && <> for “{state.query}”</>}
            {status === 'loading' && <span className="muted"> · Updating…</span>}
          </p>
          {status === 'error' && (
            <div role="alert" className="directory__error">
              <p>We couldn't update the results just now, so these are the previous ones.</p>
              <button type="button" className="button button--small" onClick={retry}>
                Try again
              </button>
            </div>
          )}
          <DirectoryTiles entries={results.hits} />
          {results.totalPages > 1 && (
            <nav className="directory__pages" aria-label="Pages">
              <ul>
                {Array.from({ length: results.totalPages }, (_, index) => index + 1).map((page) => (
                  <li key={page}>
                    <a
                      href={url({ page })}
                      aria-current={page === results.page ? 'page' : undefined}
                      onClick={follow({ page })}
                    >
                      <span className="visually-hidden">Page </span>
                      {page}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </section>
      </div>
    </div>
  );
}
