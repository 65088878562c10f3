// spec/site.md §2.1 "/search/{type}-cars": a search page per kind of vehicle a site stocks, its URL
// both ways, its breadcrumbs, its redirect where the stock holds one kind, and the tenant option.
import { describe, expect, it } from 'vitest';
import { categoryPages } from '../../src/lib/search/categories.ts';
import { DEFAULT_CATEGORY_PAGES } from '../../src/lib/search/category-options.ts';
import { searchLandingPages } from '../../src/lib/search/landing-pages.ts';
import { emptySearchState, routeToState, routingContextFor, stateToRoute } from '../../src/lib/search/url-state.ts';
import { searchBreadcrumbs } from '../../src/lib/search/breadcrumbs.ts';
import { siteRedirects } from '../../src/lib/site/redirects.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';

const DEFAULT_PATH = '/search/new-used-and-demo-cars';
const STOCK = [
  { car_type: 'new', make: 'Isuzu', model: 'D-Max', item_type: 'car' },
  { car_type: 'new', make: 'Fuso', model: 'Canter', item_type: 'truck' },
  { car_type: 'used', make: 'Hino', model: '300', item_type: 'truck' },
  { car_type: 'new', make: 'Yamaha', model: 'MT-07', item_type: 'motorcycle' },
  { car_type: 'new', make: 'Jayco', model: 'Journey', item_type: 'caravan' },
];

function tenant(options: Record<string, unknown> = {}) {
  const parsed = parseTenant(
    { slug: 'example-motors', name: 'Example Motors', id: 1, url: 'https://example-motors.example', ...options },
    'tenants/sites/example-motors.json',
  );
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.tenant;
}

const search = tenant().search;
const ctx = routingContextFor(STOCK, search);
const landing = searchLandingPages(
  { defaultPath: DEFAULT_PATH, usedLabel: 'Used', categoryPages: search.categoryPages },
  STOCK,
);

describe('§2.1 /search/{type}-cars: a page per kind of vehicle in stock', () => {
  it.each([
    ['car', '/search/passenger-cars', 'Passenger Cars for Sale'],
    ['truck', '/search/trucks', 'Trucks for Sale'],
    ['motorcycle', '/search/motorcycles', 'Motorcycles for Sale'],
    ['caravan', '/search/caravans', 'Caravans for Sale'],
  ])('%s: %s, headed "%s"', (_kind, path, heading) => {
    expect(landing.find((page) => page.path === path)?.heading).toBe(heading);
  });

  it('the car kind follows the spec form {type}-cars; the others are not cars', () => {
    expect(DEFAULT_CATEGORY_PAGES.car.slug).toMatch(/^[a-z]+-cars$/);
  });

  it('comes after the car-type pages and before the make pages', () => {
    const paths = landing.map((page) => page.path);
    expect(paths.indexOf('/search/trucks')).toBeGreaterThan(paths.indexOf('/search/used-cars'));
    expect(paths.indexOf('/search/trucks')).toBeLessThan(paths.indexOf('/search/fuso'));
  });

  it('a site of one kind gets none (its default page lists the same cars)', () => {
    expect(
      categoryPages(
        search.categoryPages,
        STOCK.filter((car) => car.item_type === 'car'),
      ),
    ).toEqual([]);
  });

  it('a tenant names its own slug and label', () => {
    const own = tenant({
      search: { categoryPages: { truck: { slug: 'trucks-and-buses', label: 'Trucks and buses' } } },
    });
    expect(categoryPages(own.search.categoryPages, STOCK).find((p) => p.itemType === 'truck')).toEqual({
      path: '/search/trucks-and-buses',
      label: 'Trucks and buses',
      itemType: 'truck',
    });
  });

  it.each([
    [{ truck: { slug: 'new-cars' } }, 'search.categoryPages.truck.slug: expected a slug no other search page uses'],
    [{ truck: { slug: 'caravans' } }, 'search.categoryPages.caravan.slug: expected a slug no other category page uses'],
  ])('a slug another page has is refused (%j)', (categoryPages, message) => {
    const parsed = parseTenant(
      { slug: 'x', name: 'X', id: 1, url: 'https://x.example', search: { categoryPages } },
      'tenants/sites/x.json',
    );
    expect(parsed.ok ? [] : parsed.errors.join('\n')).toContain(message);
  });
});

describe('§2.2: the kind becomes the path part, both ways', () => {
  const trucks = { ...emptySearchState(ctx), refinementList: { item_type: ['truck'] } };

  it('one refined kind is its page', () => {
    expect(stateToRoute(trucks, ctx)).toBe('/search/trucks');
    expect(routeToState('/search/trucks', '', ctx)).toEqual(trucks);
  });

  it('a kind with a make keeps the make page, the kind in the query string', () => {
    const fuso = { ...trucks, refinementList: { make: ['Fuso'], item_type: ['truck'] } };
    expect(stateToRoute(fuso, ctx)).toBe('/search/fuso?refinementList%5Bitem_type%5D%5B0%5D=truck');
  });

  it('every kind a state can refine alone derives a landing page', () => {
    const paths = new Set(landing.map((page) => page.path));
    for (const kind of ['car', 'truck', 'motorcycle', 'caravan'])
      expect(paths).toContain(stateToRoute({ ...trucks, refinementList: { item_type: [kind] } }, ctx));
  });

  it('on a site of one kind the filter stays in the query string (there is no such page)', () => {
    const cars = routingContextFor(STOCK.slice(0, 1), search);
    const state = { ...trucks, refinementList: { item_type: ['car'] } };
    expect(stateToRoute(state, cars)).toBe(`${DEFAULT_PATH}?refinementList%5Bitem_type%5D%5B0%5D=car`);
  });
});

describe('§2.2 breadcrumbs: home, then the search page, then the kind', () => {
  it('/search/trucks', () => {
    const page = { path: '/search/trucks', heading: 'Trucks', state: routeToState('/search/trucks', '', ctx)! };
    expect(searchBreadcrumbs(page, { defaultPath: DEFAULT_PATH })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Search', href: DEFAULT_PATH },
      { label: 'Trucks', href: '/search/trucks' },
    ]);
  });
});

describe('a kind the site stocks without a page of its own redirects to the default search', () => {
  const target = (options: Record<string, unknown>, from: string) =>
    siteRedirects({ tenant: tenant(options), has: () => false }).find((r) => r.from === from);

  it('filtered to the kind where the site lists several', () => {
    expect(target({ stockCategories: ['cars', 'trucks'] }, '/search/trucks')).toEqual({
      from: '/search/trucks',
      to: `${DEFAULT_PATH}?refinementList[item_type][0]=truck`,
      status: 302,
    });
  });

  it('unfiltered where it lists only cars, and kinds it does not stock are no redirect', () => {
    expect(target({}, '/search/passenger-cars')?.to).toBe(DEFAULT_PATH);
    expect(target({}, '/search/trucks')).toBeUndefined();
  });
});
