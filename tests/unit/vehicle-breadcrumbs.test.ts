// spec/shopping.md §2 Vehicle detail page and spec/site.md §2.2: "Breadcrumbs run from / then
// /search/ (or /used-car/ for a used-car-only dealer), then car type, make, model, body type."
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
const OPTS = { defaultPath: '/search/new-used-and-demo-cars', usedOnly: false, usedLabel: 'Used', routing };

describe('vehicle breadcrumbs', () => {
  it('home, search, car type, make, model, body type, then the car', () => {
    expect(vehicleBreadcrumbs(hilux, OPTS)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Search', href: '/search/' },
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
    const crumbs = vehicleBreadcrumbs({ ...hilux, car_type }, { ...OPTS, usedLabel: 'Pre-Owned' });
    expect(crumbs[2]).toEqual({ label, href });
  });

  it('"model (only if a known model)": an unknown model is left out and the body crumb filters the make page', () => {
    const crumbs = vehicleBreadcrumbs({ ...hilux, model: 'LandCruiser' }, OPTS);
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
      vehicleBreadcrumbs(glc, OPTS)
        .slice(3)
        .map((c) => c.href),
    ).toEqual(['/search/mercedes-benz', '/search/mercedes-benz/glc-300', '/cars/glc']);
  });

  it('"/used-car/ for a used-car-only dealer", whose used-car page is its search page, so it is not repeated', () => {
    const crumbs = vehicleBreadcrumbs(hilux, {
      ...OPTS,
      defaultPath: '/search/used-cars',
      usedOnly: true,
      usedLabel: 'Pre-Owned',
    });
    expect(crumbs.map((c) => c.href)).toEqual([
      '/',
      '/used-car/',
      '/search/toyota',
      '/search/toyota/hilux',
      '/search/toyota/hilux?refinementList[body][0]=Ute',
      '/cars/2022-toyota-hilux-sr5-4242',
    ]);
  });

  it.each([
    [null, '/search/'],
    ['/search/used-cars', '/search/used-cars'],
  ])('vehiclePage.searchCrumbPath %s: the search crumb goes to %s', (searchCrumbPath, href) => {
    expect(vehicleBreadcrumbs(hilux, { ...OPTS, searchCrumbPath })[1]).toEqual({ label: 'Search', href });
  });
});
