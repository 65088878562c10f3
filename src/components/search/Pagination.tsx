import { usePagination } from 'react-instantsearch-core';
import { PAGINATION } from '../../lib/search/island-widgets.ts';

/**
 * InstantSearch's pagination as real links (so they work without JavaScript and can be opened in a
 * new tab), handled in place when they can be.
 */
export function Pagination() {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination(PAGINATION);
  if (nbPages <= 1) return null;
  const link = (target: number, label: string, rel?: string) => (
    <a
      href={createURL(target)}
      rel={rel}
      aria-current={target === currentRefinement ? 'page' : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        refine(target);
        document.querySelector('.search__results')?.scrollIntoView({ block: 'start' });
      }}
    >
      {label}
    </a>
  );
  return (
    <nav className="pagination" aria-label="Results pages">
      <ul>
        {!isFirstPage && <li>{link(currentRefinement - 1, 'Previous', 'prev')}</li>}
        {pages.map((page) => (
          <li key={page}>{link(page, String(page + 1))}</li>
        ))}
        {!isLastPage && <li>{link(currentRefinement + 1, 'Next', 'next')}</li>}
      </ul>
    </nav>
  );
}
