import { slugify } from '../format/slug.ts';
import type { SearchState } from './types.ts';

export interface Crumb {
  label: string;
  href: string;
}

/**
 * Breadcrumbs of a search landing page (spec/site.md §2.2: home, then the search page, then car
 * type, make, model). The search crumb is the tenant's default search path, which for a used-only
 * dealer is its used-car page.
 */
export function searchBreadcrumbs(page: { path: string; heading: string; state: SearchState }, defaultPath: string): Crumb[] {
  const home = { label: 'Home', href: '/' };
  if (page.path === defaultPath) return [home, { label: page.heading, href: page.path }];
  const crumbs = [home, { label: 'Search', href: defaultPath }];
  const make = page.state.refinementList.make;
  const model = page.state.refinementList.model;
  if (make?.length === 1) {
    crumbs.push({ label: make[0]!, href: `/search/${slugify(make[0]!)}` });
    if (model?.length === 1) crumbs.push({ label: model[0]!, href: `/search/${slugify(make[0]!)}/${slugify(model[0]!)}` });
    return crumbs;
  }
  return [...crumbs, { label: page.heading, href: page.path }];
}
