interface Props {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
}

/** Real links (so they work without JavaScript and can be opened in a new tab), handled in place when they can be. */
export function Pagination({ page, totalPages, hrefFor, onPage }: Props) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  const link = (target: number, label: string, rel?: string) => (
    <a
      href={hrefFor(target)}
      rel={rel}
      aria-current={target === page ? 'page' : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onPage(target);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav className="pagination" aria-label="Results pages">
      <ul>
        {page > 1 && <li>{link(page - 1, 'Previous', 'prev')}</li>}
        {pages.map((p) => <li key={p}>{link(p, String(p))}</li>)}
        {page < totalPages && <li>{link(page + 1, 'Next', 'next')}</li>}
      </ul>
    </nav>
  );
}

/** Up to five page numbers around the current one. */
function pageWindow(page: number, total: number): number[] {
  const start = Math.max(1, Math.min(page - 2, total - 4));
  return Array.from({ length: Math.min(5, total) }, (_, i) => start + i);
}
