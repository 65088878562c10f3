/**
 * The pages of a visit, sent with a lead as lead_attributes.visited_pages (spec/shopping.md §3).
 * Kept apart from ./attribution.ts because every page records itself on load: this is all the
 * code that needs.
 */
const MAX_VISITED_PAGES = 20;

/**
 * Adds a page (path and query) to the visit; newest last, no immediate duplicates (a reload is
 * not a new step), capped. The landing page stays when the list is full, because its query string
 * carries the campaign that brought the shopper; the oldest page after it is dropped.
 */
export function addVisitedPage(pages: readonly string[], page: string): string[] {
  if (page === '' || pages.at(-1) === page) return pages.slice(0, MAX_VISITED_PAGES);
  const next = [...pages, page];
  return next.length > MAX_VISITED_PAGES ? [next[0]!, ...next.slice(-(MAX_VISITED_PAGES - 1))] : next;
}
