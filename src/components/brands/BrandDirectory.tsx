/**
 * The brand directory (spec/site.md §2.3, §9): a search box, the make list (7, then 'Show all
 * makes') and pages of 21 tiles. Prerendered with every entry in the group's order; before the island
 * hydrates, the search box is a plain form and the makes and pages are links, so a tap still works.
 */
import type { MouseEvent } from 'react';
import { directoryUrl, makeList, SHOW_ALL_MAKES, type DirectoryState } from '../../lib/brands/directory-search.ts';
import { formatCount } from '../../lib/format/money.ts';
import type { DirectoryIslandProps } from '../../views/brands.ts';
import { useDirectorySearch } from './useDirectorySearch.ts';
import { DirectoryTiles } from './DirectoryTiles.tsx';
import { DirectorySearchBox } from './DirectorySearchBox.tsx';

export default function BrandDirectory(props: DirectoryIslandProps) {
  const { state, results, status, update, retry } = useDirectorySearch(props);
  const url = (change: Partial<DirectoryState>) => directoryUrl(props.path, { ...state, page: 1, ...change });
  /** A link that the island follows itself once it has loaded (before, the browser does). */
  const follow = (change: Partial<DirectoryState>) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    update(change);
  };
  const toggled = (make: string) =>
    state.makes.includes(make) ? state.makes.filter((m) => m !== make) : [...state.makes, make];

  return (
    <div className="directory" aria-busy={status === 'loading'}>
      <DirectorySearchBox path={props.path} query={state.query} onSearch={(query) => update({ query })} />
      <div className="directory__layout">
        <MakeList
          {...makeList(results.makes, state.makes)}
          chosen={state.makes}
          link={(make) => ({ href: url({ makes: toggled(make) }), onClick: follow({ makes: toggled(make) }) })}
        />
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
          <DirectoryPages
            page={results.page}
            total={results.totalPages}
            link={(page) => ({ href: url({ page }), onClick: follow({ page }) })}
          />
        </section>
      </div>
    </div>
  );
}

/** The directory's pages as links, the current one marked. */
function DirectoryPages(props: { page: number; total: number; link: (page: number) => Link }) {
  if (props.total <= 1) return null;
  return (
    <nav className="directory__pages" aria-label="Pages">
      <ul>
        {Array.from({ length: props.total }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            <a {...props.link(page)} aria-current={page === props.page ? 'page' : undefined}>
              <span className="visually-hidden">Page </span>
              {page}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type Link = { href: string; onClick: (event: MouseEvent) => void };

/** The makes with their counts (the first few, the rest under Show all makes); each link toggles its make. */
function MakeList(props: {
  visible: { value: string; count: number }[];
  more: { value: string; count: number }[];
  chosen: string[];
  link: (make: string) => Link;
}) {
  const makeLink = (make: { value: string; count: number }) => (
    <li key={make.value}>
      <a {...props.link(make.value)} aria-current={props.chosen.includes(make.value) ? 'true' : undefined}>
        {make.value} <span className="muted">({formatCount(make.count)})</span>
      </a>
    </li>
  );
  return (
    <nav className="directory__makes" aria-label="Makes">
      <h2>Makes</h2>
      <ul>{props.visible.map(makeLink)}</ul>
      {props.more.length > 0 && (
        <details className="accordion directory__more">
          <summary>{SHOW_ALL_MAKES}</summary>
          <ul>{props.more.map(makeLink)}</ul>
        </details>
      )}
    </nav>
  );
}
