// spec/shopping.md §2 Search page and spec/site.md §2.2 Search URL derivation: the search URL ↔
// search state, both ways, for every field of the search state.
import { describe, expect, it } from 'vitest';
import { clearFiltersHref, routeToState } from '../../src/lib/search/url-state.ts';
import type { SearchState } from '../../src/lib/search/types.ts';
import { ctx, DEFAULT_PATH, parse, roundTrip, route, state } from '../fixtures/search-routing.ts';

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
