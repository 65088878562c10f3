import { slugify } from '../format/slug.ts';
import type { SearchState } from './types.ts';

export interface Crumb {
  label: string;
  href: string;
}

/**
 * The "Search" crumb of spec/site.md §2.2: /search/, or /used-car/ for a used-car-only dealer. Both
 * answer with a redirect to the default search page (lib/site/redirects.ts), so the crumb links
 * that page itself: a link that answers 301 costs the shopper a round trip and a crawler a hop.
 */
export function searchCrumb(search: { defaultPath: string }): Crumb {
  return { label: 'Search', href: search.defaultPath };
}

/**
 * Breadcrumbs of a search landing page (spec/site.md §2.2: home, then the search page, then car
 * type, make, model). The default search page is the search crumb's own page.
 */
export function searchBreadcrumbs(
  page: { path: string; heading: string; state: SearchState },
  search: { defaultPath: string },
): Crumb[] {
  const home = { label: 'Home', href: '/' };
  if (page.path === search.defaultPath) return [home, { label: page.heading, href: page.path }];
  const crumbs = [home, searchCrumb(search)];
  const make = page.state.refinementList.make;
  const model = page.state.refinementList.model;
  if (make?.length === 1) {
    crumbs.push({ label: make[0]!, href: `/search/${slugify(make[0]!)}` });
    if (model?.length === 1)
      crumbs.push({ label: model[0]!, href: `/search/${slugify(make[0]!)}/${slugify(model[0]!)}` });
    return crumbs;
  }
  return [...crumbs, { label: page.heading, href: page.path }];
}
