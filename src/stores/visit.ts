/**
 * This visit's pages, for the lead's attribution (spec/shopping.md §3 lead_attributes). Every page
 * records itself on load, so this is a few plain sessionStorage calls (the visit's own storage)
 * with no library to load; campaign parameters are picked out of these pages when a lead is sent
 * (linkedParamsOf in src/lib/leads/attribution.ts).
 */
import { addVisitedPage } from '../lib/leads/visited-pages.ts';

const KEY = 'forecourt:visited-pages';

/** The recorded pages (path and query), oldest first; anything else in storage is dropped. */
export function visitedPages(): string[] {
  try {
    const pages: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(pages) ? pages.filter((page): page is string => typeof page === 'string') : [];
  } catch {
    return [];
  }
}

export function recordPageVisit(location: { pathname: string; search: string }): void {
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify(addVisitedPage(visitedPages(), `${location.pathname}${location.search}`)),
    );
  } catch {
    // Storage full or blocked: the lead is still sent, only without this page.
  }
}
