// spec/shopping.md §2 Vehicle detail page and spec/site.md §2.2: "Breadcrumbs run from / then
// /search/ (or /used-car/ for a used-car-only dealer), then car type, make, model, body type."
// /search/ and /used-car/ redirect to the default search page, so the crumb links that page.
// Filter URLs are written as the spec writes them; the module percent-encodes their brackets.
import { describe, expect, it } from 'vitest';
import { routingContextFor } from '../../src/lib/search/url-state.ts';
import { vehicleBreadcrumbs } from '../../src/lib/vehicle/breadcrumbs.ts';

const STOCK = [
  { make: 'Toyota', model: 'HiLux' },
  { make: 'Toyota', model: 'RAV4' },
  { make: 'Mercedes-Benz', model: 'GLC 300' },
];
const routing = routingContextFor(STOCK, { defaultPath: '/search/new-used-and-demo-cars', defaultSort: 'relevance' });

const hilux = {
  slug: '2022-toyota-hilux-sr5-4242',
  year: 2022,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  series: null,
  car_type: 'used',
  body: 'Ute',
};
const OPTS = { defaultPath: '/search/new-used-and-demo-cars', usedLabel: 'Used', routing };

/** The crumbs, their URLs written as the spec writes them (no raw bracket is in the module's). */
function crumbsOf(...args: Parameters<typeof vehicleBreadcrumbs>) {
  return vehicleBreadcrumbs(...args).map((crumb) => {
    expect(crumb.href).not.toMatch(/[[\]]/);
    return { ...crumb, href: crumb.href.replaceAll('%5B', '[').replaceAll('%5D', ']') };
  });
}

describe('vehicle breadcrumbs', () => {
  it('home, search, car type, make, model, body type, then the car', () => {
    expect(crumbsOf(hilux, OPTS)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Search', href: '/search/new-used-and-demo-cars' },
      { label: 'Used', href: '/search/used-cars' },
      { label: 'Toyota', href: '/search/toyota' },
      { label: 'HiLux', href: '/search/toyota/hilux' },
      { label: 'Ute', href: '/search/toyota/hilux?refinementList[body][0]=Ute' },
      { label: '2022 Toyota HiLux SR5', href: '/cars/2022-toyota-hilux-sr5-4242' },
    ]);
  });

  it.each([
    ['new', 'New', '/search/new-cars'],
    ['demo', 'Demo', '/search/demo-cars'],
    ['used', 'Pre-Owned', '/search/used-cars'],
  ])('car type %s reads "%s" and links to %s', (car_type, label, href) => {
    const crumbs = crumbsOf({ ...hilux, car_type }, { ...OPTS, usedLabel: 'Pre-Owned' });
    expect(crumbs[2]).toEqual({ label, href });
  });

  it('"model (only if a known model)": an unknown model is left out and the body crumb filters the make page', () => {
    const crumbs = crumbsOf({ ...hilux, model: 'LandCruiser' }, OPTS);
    expect(crumbs.map((c) => c.label)).toEqual([
      'Home',
      'Search',
      'Used',
      'Toyota',
      'Ute',
      '2022 Toyota LandCruiser SR5',
    ]);
    expect(crumbs[4]!.href).toBe('/search/toyota?refinementList[body][0]=Ute');
  });

  it('a make with a slug of its own, and no body type', () => {
    const glc = { ...hilux, make: 'Mercedes-Benz', model: 'GLC 300', badge: null, body: null, slug: 'glc' };
    expect(
      crumbsOf(glc, OPTS)
        .slice(3)
        .map((c) => c.href),
    ).toEqual(['/search/mercedes-benz', '/search/mercedes-benz/glc-300', '/cars/glc']);
  });

  it('"/used-car/ for a used-car-only dealer": the page it redirects to, its search page, linked once', () => {
    const crumbs = crumbsOf(hilux, {
      ...OPTS,
      defaultPath: '/search/used-cars',
      usedLabel: 'Pre-Owned',
    });
    expect(crumbs.map((c) => c.href)).toEqual([
      '/',
      '/search/used-cars',
      '/search/toyota',
      '/search/toyota/hilux',
      '/search/toyota/hilux?refinementList[body][0]=Ute',
      '/cars/2022-toyota-hilux-sr5-4242',
    ]);
  });

  it.each([
    [null, '/search/new-used-and-demo-cars'],
    ['/search/used-cars', '/search/used-cars'],
  ])('vehiclePage.searchCrumbPath %s: the search crumb goes to %s', (searchCrumbPath, href) => {
    expect(crumbsOf(hilux, { ...OPTS, searchCrumbPath })[1]).toEqual({ label: 'Search', href });
  });
});
