/**
 * The part of a lead's userData that comes from this page and visit (spec/shopping.md §3): the
 * page, the browser, the visit's pages and the campaign parameters picked out of them. Not in
 * src/stores/visit.ts, which every page loads to record itself: attribution.ts brings the lead
 * schema (zod) with it, and only the lead forms need that.
 */
import { linkedParamsOf, type UserDataInput } from '../../lib/leads/attribution.ts';
import { visitedPages } from '../../stores/visit.ts';

export function visitUserData(): Pick<UserDataInput, 'url' | 'userAgent' | 'visitedPages' | 'linkedParams'> {
  const pages = visitedPages();
  return {
    url: window.location.href,
    userAgent: navigator.userAgent,
    visitedPages: pages,
    linkedParams: linkedParamsOf(pages),
  };
}
