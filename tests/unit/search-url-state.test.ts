// spec/shopping.md §2 Search page and spec/site.md §2.2 Search URL derivation: the search URL ↔
// search state, both ways, for every field of the search state.
import { describe, expect, it } from 'vitest';
import {
  clearFiltersHref,
  emptySearchState,
  isLandingRoute,
  routeToState,
  routingContextFor,
  stateToRoute,
  type RoutingContext,
} from '../../src/lib/search/url-state.ts';
import { searchSchema } from '../../src/lib/search/options.ts';
import { searchLandingPages } from '../../src/lib/search/landing-pages.ts';
import type { SearchState } from '../../src/lib/search/types.ts';

const STOCK = [
  { make: 'Toyota', model: 'HiLux' },
  { make: 'Toyota', model: 'RAV4' },
  { make: 'Mercedes-Benz', model: 'GLC 300' },
  { make: 'Mazda', model: 'CX-5' },
  { make: 'Kia', model: 'Sportage' },
];
const DEFAULT_PATH = '/search/new-used-and-demo-cars';
const ctx = routingContextFor(STOCK, {
  defaultPath: DEFAULT_PATH,
  defaultSort: 'relevance',
  sortOptions: searchSchema.parse({}).sortOptions,
});

const state = (over: Partial<SearchState> = {}): SearchState => ({ ...emptySearchState(ctx), ...over });

/** Splits a URL the way the browser hands it over: location.pathname and location.search. */
function parse(url: string, context: RoutingContext = ctx): SearchState | null {
  const at = url.indexOf('?');
  return at < 0 ? routeToState(url, '', context) : routeToState(url.slice(0, at), url.slice(at), context);
}

const roundTrip = (s: SearchState, context: RoutingContext = ctx) => parse(stateToRoute(s, context), context);

/**
 * The URL of a state as the spec writes it. stateToRoute percent-encodes the brackets of
 * `refinementList[attr][i]` and `range[attr]` (a URL's query may not hold them raw: RFC 3986),
 * which the spec's examples show decoded.
 */
function route(s: SearchState, context: RoutingContext = ctx): string {
  const url = stateToRoute(s, context);
  expect(url).not.toMatch(/[[\]]/);
  return url.replaceAll('%5B', '[').replaceAll('%5D', ']');
}

describe('§2 "Search state fields": each field round-trips through the URL', () => {
  // "query, page, sortBy and refinements for badge, status, car_type, categories, city, colour,
  // dealership_name, filtered_features, item_type, km, location_name, make, make_model, model,
  // price, subscription_price, price_range, seats, body, drive, fuel, transmission, state, tag,
  // weekly_price_range, year, certified"
  it.each<[string, Partial<SearchState>, string]>([
    ['query', { query: 'hilux sr5' }, `${DEFAULT_PATH}?query=hilux%20sr5`],
    ['page', { page: 3 }, `${DEFAULT_PATH}?page=3`],
    ['sortBy', { sortBy: 'price-asc' }, `${DEFAULT_PATH}?sortBy=price-asc`],
    ['badge', { refinementList: { badge: ['SR5'] } }, `${DEFAULT_PATH}?refinementList[badge][0]=SR5`],
    [
      'status',
      { refinementList: { status: ['coming_soon'] } },
      `${DEFAULT_PATH}?refinementList[status][0]=coming_soon`,
    ],
    ['car_type', { refinementList: { car_type: ['used'] } }, '/search/used-cars'],
    [
      'categories',
      { refinementList: { categories: ['Family'] } },
      `${DEFAULT_PATH}?refinementList[categories][0]=Family`,
    ],
    ['city', { refinementList: { city: ['Cannon Hill'] } }, `${DEFAULT_PATH}?refinementList[city][0]=Cannon%20Hill`],
    ['colour', { refinementList: { colour: ['White'] } }, `${DEFAULT_PATH}?refinementList[colour][0]=White`],
    [
      'dealership_name',
      { refinementList: { dealership_name: ['Harbour Kia'] } },
      `${DEFAULT_PATH}?refinementList[dealership_name][0]=Harbour%20Kia`,
    ],
    [
      'filtered_features',
      { refinementList: { filtered_features: ['Apple CarPlay'] } },
      `${DEFAULT_PATH}?refinementList[filtered_features][0]=Apple%20CarPlay`,
    ],
    [
      'item_type',
      { refinementList: { item_type: ['caravan'] } },
      `${DEFAULT_PATH}?refinementList[item_type][0]=caravan`,
    ],
    ['km', { range: { km: { min: null, max: 50000 } } }, `${DEFAULT_PATH}?range[km]=:50000`],
    [
      'location_name',
      { refinementList: { location_name: ['Harbour Toyota Newstead'] } },
      `${DEFAULT_PATH}?refinementList[location_name][0]=Harbour%20Toyota%20Newstead`,
    ],
    ['make', { refinementList: { make: ['Toyota'] } }, '/search/toyota'],
    [
      'make_model',
      { refinementList: { make_model: ['Toyota HiLux'] } },
      `${DEFAULT_PATH}?refinementList[make_model][0]=Toyota%20HiLux`,
    ],
    ['model', { refinementList: { model: ['HiLux'] } }, `${DEFAULT_PATH}?refinementList[model][0]=HiLux`],
    ['price', { range: { price: { min: 10000, max: 50000 } } }, `${DEFAULT_PATH}?range[price]=10000:50000`],
    [
      'subscription_price',
      { refinementList: { subscription_price: ['199'] } },
      `${DEFAULT_PATH}?refinementList[subscription_price][0]=199`,
    ],
    [
      'price_range',
      { refinementList: { price_range: ['$20,000 to $30,000'] } },
      `${DEFAULT_PATH}?refinementList[price_range][0]=%2420%2C000%20to%20%2430%2C000`,
    ],
    ['seats', { refinementList: { seats: ['7'] } }, `${DEFAULT_PATH}?refinementList[seats][0]=7`],
    ['body', { refinementList: { body: ['SUV'] } }, `${DEFAULT_PATH}?refinementList[body][0]=SUV`],
    ['drive', { refinementList: { drive: ['4x4'] } }, `${DEFAULT_PATH}?refinementList[drive][0]=4x4`],
    [
      'fuel',
      { refinementList: { fuel: ['Plug-in Hybrid'] } },
      `${DEFAULT_PATH}?refinementList[fuel][0]=Plug-in%20Hybrid`,
    ],
    [
      'transmission',
      { refinementList: { transmission: ['Manual'] } },
      `${DEFAULT_PATH}?refinementList[transmission][0]=Manual`,
    ],
    ['state', { refinementList: { state: ['QLD'] } }, `${DEFAULT_PATH}?refinementList[state][0]=QLD`],
    [
      'tag',
      { refinementList: { tag: ['Test Drive Only'] } },
      `${DEFAULT_PATH}?refinementList[tag][0]=Test%20Drive%20Only`,
    ],
    [
      'weekly_price_range',
      { refinementList: { weekly_price_range: ['Under $100/wk'] } },
      `${DEFAULT_PATH}?refinementList[weekly_price_range][0]=Under%20%24100%2Fwk`,
    ],
    ['year', { range: { year: { min: 2019, max: null } } }, `${DEFAULT_PATH}?range[year]=2019:`],
    ['certified', { refinementList: { certified: ['true'] } }, `${DEFAULT_PATH}?refinementList[certified][0]=true`],
  ])('%s', (_field, over, url) => {
    const s = state(over);
    expect(route(s, ctx)).toBe(url);
    expect(parse(url)).toEqual(s);
  });

  it('all of them at once', () => {
    const s = state({
      query: 'family',
      page: 2,
      sortBy: 'latest',
      refinementList: {
        car_type: ['new', 'demo'],
        make: ['Toyota', 'Kia'],
        body: ['SUV', 'Wagon'],
        seats: ['7'],
        certified: ['false'],
      },
      range: { price: { min: 20000, max: 60000 }, km: { min: 0, max: 80000 }, year: { min: 2020, max: 2025 } },
    });
    expect(roundTrip(s)).toEqual(s);
  });
});

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

describe('§2: defaults are left out of the URL', () => {
  it.each<[string, Partial<SearchState>, string]>([
    ['"A page number is added to the URL only when it is not 1"', { page: 1 }, DEFAULT_PATH],
    ['page 2 is added', { page: 2 }, `${DEFAULT_PATH}?page=2`],
    ['the default sort', { sortBy: 'relevance' }, DEFAULT_PATH],
    ['an empty query', { query: '' }, DEFAULT_PATH],
    ['an open range', { range: { price: { min: null, max: null } } }, DEFAULT_PATH],
    ['an empty list', { refinementList: { make: [] } }, DEFAULT_PATH],
  ])('%s', (_name, over, url) => {
    expect(route(state(over), ctx)).toBe(url);
  });

  it('orders the query string: query, lists, ranges, sortBy, page', () => {
    const url = route(
      state({
        page: 2,
        sortBy: 'price-desc',
        query: 'ute',
        range: { price: { min: 1, max: 2 } },
        refinementList: { body: ['Ute'] },
      }),
      ctx,
    );
    expect(url).toBe(`${DEFAULT_PATH}?query=ute&refinementList[body][0]=Ute&range[price]=1:2&sortBy=price-desc&page=2`);
  });
});

describe('§2: "A price range is written as range[price]=min:max with currency symbols and commas removed"', () => {
  it.each<[string, { min: number | null; max: number | null } | undefined]>([
    ['10000:50000', { min: 10000, max: 50000 }],
    ['$10,000:$50,000', { min: 10000, max: 50000 }],
    ['A$10,000:AUD50,000', { min: 10000, max: 50000 }],
    [':50000', { min: null, max: 50000 }],
    ['10000:', { min: 10000, max: null }],
    ['50000:10000', { min: 10000, max: 50000 }],
    ['12.5:99', { min: 12.5, max: 99 }],
    [':', undefined],
    ['cheap:dear', undefined],
    ['10000', undefined],
    ['1:2:3', undefined],
  ])('range[price]=%s', (value, expected) => {
    expect(parse(`${DEFAULT_PATH}?range[price]=${encodeURIComponent(value)}`)?.range.price).toEqual(expected);
  });

  it('writes the cleaned numbers', () => {
    expect(route(parse(`${DEFAULT_PATH}?range[price]=$10,000:$50,000`)!, ctx)).toBe(
      `${DEFAULT_PATH}?range[price]=10000:50000`,
    );
  });
});

describe('§2: "The home path with no query parameters is ignored"', () => {
  it.each([
    ['/', ''],
    ['/', '?'],
    ['', ''],
  ])('%j %j → null', (path, search) => {
    expect(routeToState(path, search, ctx)).toBeNull();
  });

  it('the home path with a query is read', () => {
    expect(routeToState('/', '?query=ute', ctx)).toEqual(state({ query: 'ute' }));
  });
});

describe('query-string encoding round-trips arbitrary values', () => {
  it.each([
    'a b',
    'A & B',
    'x+y',
    'Citroën',
    '日本',
    '[brackets]',
    'refinementList[make][0]=x',
    '100%',
    'a=b',
    "O'Brien",
    '#1',
    '?',
    ' leading',
  ])('%j', (value) => {
    const s = state({ query: value, refinementList: { badge: [value], make: [value, 'Kia'] } });
    expect(roundTrip(s)).toEqual(s);
  });

  it("reads '+' as a space (form encoding) and encoded bracket keys", () => {
    expect(parse(`${DEFAULT_PATH}?query=land+cruiser&refinementList%5Bmake%5D%5B0%5D=Toyota`)).toEqual(
      state({ query: 'land cruiser', refinementList: { make: ['Toyota'] } }),
    );
  });

  it('orders values by their index and drops duplicates', () => {
    expect(
      parse(`${DEFAULT_PATH}?refinementList[make][1]=Kia&refinementList[make][0]=Toyota&refinementList[make][2]=Kia`)
        ?.refinementList.make,
    ).toEqual(['Toyota', 'Kia']);
  });

  it('accepts qs-style lists without an index', () => {
    expect(
      parse(`${DEFAULT_PATH}?refinementList[make][]=Toyota&refinementList[make][]=Kia`)?.refinementList.make,
    ).toEqual(['Toyota', 'Kia']);
  });
});

describe('junk is ignored', () => {
  it.each<[string, Partial<SearchState>]>([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=4', { page: 4 }],
    ['sortBy=cheapest', { sortBy: 'relevance' }],
    ['sortBy=price-desc', { sortBy: 'price-desc' }],
    ['refinementList[nope][0]=x', {}],
    ['refinementList[make][0]=', {}],
    ['range[colour]=1:2', {}],
    ['range[price]=abc', {}],
    ['query=%E0%A4%A', {}],
    ['%E0%A4%A=1', {}],
    ['utm_source=newsletter&fbclid=abc', {}],
    ['&&=&', {}],
  ])('?%s', (search, over) => {
    expect(routeToState(DEFAULT_PATH, `?${search}`, ctx)).toEqual(state(over));
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

describe('§2: "Clear Filters button that goes to /special-offers by default, or to a given path"', () => {
  it.each([
    ['/special-offers', 'a special-offers search', true, false, '/special-offers'],
    ['/special-offers', 'offers (issue 29: "a site that runs offers")', false, true, '/special-offers'],
    ['/special-offers', 'both', true, true, '/special-offers'],
    ['/special-offers', 'neither', false, false, DEFAULT_PATH],
    ['/search/used-cars', 'neither', false, false, '/search/used-cars'],
  ] as const)('%s on a site with %s → %s', (clearFiltersPath, _site, enabled, runsOffers, expected) => {
    const search = { clearFiltersPath, defaultPath: DEFAULT_PATH, specialOffers: { enabled } };
    expect(clearFiltersHref(search, runsOffers)).toBe(expected);
  });
});
