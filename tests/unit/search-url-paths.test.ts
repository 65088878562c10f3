// spec/site.md §2.2 Search URL derivation: car type, or make and model, become path parts, and every
// path a state derives is a prerendered landing page.
import { describe, expect, it } from 'vitest';
import {
  isLandingRoute,
  routingContextFor,
  stateToRoute,
  type RoutingContext,
} from '../../src/lib/search/url-state.ts';
import { searchLandingPages } from '../../src/lib/search/landing-pages.ts';
import type { SearchState } from '../../src/lib/search/types.ts';
import { ctx, DEFAULT_PATH, parse, route, state, STOCK } from '../fixtures/search-routing.ts';

describe('§2 routes: "Car type, or make and model, become path parts"', () => {
  it.each<[string, SearchState['refinementList']]>([
    ['/search/new-used-and-demo-cars', {}],
    ['/search/new-cars', { car_type: ['new'] }],
    ['/search/used-cars', { car_type: ['used'] }],
    ['/search/demo-cars', { car_type: ['demo'] }],
    ['/search/new-and-demo-cars', { car_type: ['new', 'demo'] }],
    ['/search/toyota', { make: ['Toyota'] }],
    ['/search/toyota/hilux', { make: ['Toyota'], model: ['HiLux'] }],
  ])('%s', (path, refinementList) => {
    expect(parse(path)).toEqual(state({ refinementList }));
    expect(route(state({ refinementList }), ctx)).toBe(path);
  });

  it.each<[string, SearchState['refinementList'], string]>([
    [
      'a car-type set with no page of its own',
      { car_type: ['new', 'used'] },
      `${DEFAULT_PATH}?refinementList[car_type][0]=new&refinementList[car_type][1]=used`,
    ],
    [
      'one make: the make in the path, car type stays a refinementList entry',
      { make: ['Toyota'], car_type: ['used'] },
      '/search/toyota?refinementList[car_type][0]=used',
    ],
    [
      'two makes: no make in the path',
      { make: ['Toyota', 'Kia'] },
      `${DEFAULT_PATH}?refinementList[make][0]=Toyota&refinementList[make][1]=Kia`,
    ],
    ['a make not in stock (no page)', { make: ['Holden'] }, `${DEFAULT_PATH}?refinementList[make][0]=Holden`],
    [
      '"model only if it is a known model"',
      { make: ['Toyota'], model: ['Supra'] },
      '/search/toyota?refinementList[model][0]=Supra',
    ],
    [
      'a model of another make is not known under this one',
      { make: ['Kia'], model: ['HiLux'] },
      '/search/kia?refinementList[model][0]=HiLux',
    ],
    [
      'two models',
      { make: ['Toyota'], model: ['HiLux', 'RAV4'] },
      '/search/toyota?refinementList[model][0]=HiLux&refinementList[model][1]=RAV4',
    ],
  ])('%s', (_name, refinementList, url) => {
    expect(route(state({ refinementList }), ctx)).toBe(url);
    expect(parse(url)).toEqual(state({ refinementList }));
  });

  it.each<[string, SearchState['refinementList']]>([
    ['/search/mercedes-benz', { make: ['Mercedes-Benz'] }],
    ['/search/mazda/cx-5', { make: ['Mazda'], model: ['CX-5'] }],
    ['/search/mercedes-benz/glc-300', { make: ['Mercedes-Benz'], model: ['GLC 300'] }],
    ['/search/Mazda/CX-5/', { make: ['Mazda'], model: ['CX-5'] }],
    ['/search/mazda/cx-9', { make: ['Mazda'] }],
    ['/search/holden', {}],
    ['/search/holden/commodore', {}],
    ['/search/constructor', {}],
    ['/search', {}],
  ])('slugs map back to exact, case-sensitive facet values: %s', (path, refinementList) => {
    expect(parse(path)).toEqual(state({ refinementList }));
  });

  it('a car-type set in another order has the same page, and reads back in page order', () => {
    expect(route(state({ refinementList: { car_type: ['demo', 'new'] } }), ctx)).toBe('/search/new-and-demo-cars');
    expect(parse('/search/new-and-demo-cars')?.refinementList.car_type).toEqual(['new', 'demo']);
  });

  it('an unknown model slug is dropped, and the URL settles on the make page', () => {
    expect(route(parse('/search/mazda/cx-9')!, ctx)).toBe('/search/mazda');
  });

  it('a query-string list replaces what the path says for the same attribute', () => {
    expect(
      parse('/search/used-cars?refinementList[car_type][0]=new&refinementList[car_type][1]=used')?.refinementList,
    ).toEqual({ car_type: ['new', 'used'] });
  });

  it('a used-only dealer whose default path is /search/used-cars lands back on its own page', () => {
    const used = routingContextFor(STOCK, { defaultPath: '/search/used-cars', defaultSort: 'relevance' });
    expect(route(state(), used)).toBe('/search/used-cars');
  });

  it('a custom default path stands for every car type', () => {
    const custom = routingContextFor(STOCK, { defaultPath: '/search/all-stock', defaultSort: 'relevance' });
    expect(route(state(), custom)).toBe('/search/all-stock');
    expect(parse('/search/all-stock?query=ute', custom)).toEqual(state({ query: 'ute' }));
  });
});

describe('every path a state derives is a prerendered landing page (a static site has no others)', () => {
  const typed = STOCK.map((car, i) => ({ ...car, car_type: ['new', 'used', 'demo'][i % 3]! }));
  const paths = new Set(
    searchLandingPages({ defaultPath: DEFAULT_PATH, usedLabel: 'Used' }, typed).map((page) => page.path),
  );
  const states: SearchState['refinementList'][] = [
    {},
    { car_type: ['new'] },
    { car_type: ['used'] },
    { car_type: ['demo'] },
    { car_type: ['new', 'demo'] },
    ...STOCK.map((car) => ({ make: [car.make] })),
    ...STOCK.map((car) => ({ make: [car.make], model: [car.model] })),
  ];
  it.each(states)('%j', (refinementList) => {
    expect(paths).toContain(stateToRoute(state({ refinementList }), ctx));
  });
});

describe('isLandingRoute: a path-only URL is a prerendered, indexable page', () => {
  it.each<[string, Partial<SearchState>, boolean]>([
    ['the default path', {}, true],
    ['a car-type page', { refinementList: { car_type: ['used'] } }, true],
    ['a make and model page', { refinementList: { make: ['Mazda'], model: ['CX-5'] } }, true],
    ['page 2', { page: 2 }, false],
    ['a query', { query: 'ute' }, false],
    ['a price range', { range: { price: { min: 1000, max: null } } }, false],
    ['another sort', { sortBy: 'latest' }, false],
  ])('%s → %s', (_name, over, expected) => {
    expect(isLandingRoute(state(over), ctx)).toBe(expected);
  });
});

describe('the special-offers page keeps every filter in the query string', () => {
  const offers: RoutingContext = { ...ctx, specialOffersPath: '/special-offers' };
  it.each<[Partial<SearchState>, string]>([
    [{}, '/special-offers'],
    [{ refinementList: { make: ['Toyota'] } }, '/special-offers?refinementList[make][0]=Toyota'],
    [{ refinementList: { car_type: ['used'] }, page: 2 }, '/special-offers?refinementList[car_type][0]=used&page=2'],
  ])('%j → %s', (over, url) => {
    expect(route(state(over), offers)).toBe(url);
    expect(parse(url, offers)).toEqual(state(over));
  });
});

describe('routingContextFor', () => {
  it('maps make and model slugs to the exact values in stock, known models only', () => {
    expect(ctx.makes).toEqual({ kia: 'Kia', mazda: 'Mazda', 'mercedes-benz': 'Mercedes-Benz', toyota: 'Toyota' });
    expect(ctx.models).toEqual({
      kia: { sportage: 'Sportage' },
      mazda: { 'cx-5': 'CX-5' },
      'mercedes-benz': { 'glc-300': 'GLC 300' },
      toyota: { hilux: 'HiLux', rav4: 'RAV4' },
    });
    expect(ctx.sortSlugs).toEqual(['relevance', 'latest', 'price-desc', 'price-asc']);
  });

  it('gives a slug two spellings share to the first alphabetically, as the landing pages do', () => {
    const two = routingContextFor(
      [
        { make: 'Citroën', model: 'C5' },
        { make: 'Citroen', model: 'C4' },
      ],
      { defaultPath: DEFAULT_PATH, defaultSort: 'relevance' },
    );
    expect(two.makes).toEqual({ citroen: 'Citroen' });
  });
});
