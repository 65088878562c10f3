// spec/shopping.md §7 "Search against a hosted cars index": filters built from the tenant's base
// filter, refinements, hitsPerPage, offset, query, sort; §5 "Sorting by price ascending adds the
// condition price > 0 on some tenants"; §3 "Search result: hits, count, facets (with facetStats min
// and max), pages"; "Facet item: label, value, count".
import { describe, expect, it } from 'vitest';
import { buildSearchRequests, readSearchResults, type SearchRequestOptions } from '../../src/lib/search/requests.ts';
import { baseStockFilter } from '../../src/lib/stock/base-filter.ts';
import { DEFAULT_SORT_OPTIONS } from '../../src/lib/search/options.ts';
import type { SearchState } from '../../src/lib/search/types.ts';
import { CARD_FIELDS, type CardVehicle } from '../../src/lib/stock/shapes.ts';

const NOW = new Date('2025-07-01T00:00:00Z');
const OPTS: SearchRequestOptions = {
  indexUid: 'cars-bayside-nissan',
  hitsPerPage: 21,
  sortOptions: DEFAULT_SORT_OPTIONS,
  excludeZeroPriceOnPriceAscending: false,
  stockFilter: { soldDays: 3, usedOnly: false, inStockOnly: false, excludedMakes: [], dealershipIds: [] },
  now: NOW,
  facets: ['car_type', 'make', 'model', 'body'],
  usedLabel: 'Pre-Owned',
};
const BASE = baseStockFilter(OPTS.stockFilter, NOW);

const state = (over: Partial<SearchState> = {}): SearchState => ({ query: '', page: 1, sortBy: 'relevance', refinementList: {}, range: {}, ...over });
const mainQuery = (s: SearchState, opts: SearchRequestOptions = OPTS) => buildSearchRequests(s, opts).queries[0] as Record<string, unknown>;

describe('the main query', () => {
  it('for an empty state: base filter, page, hitsPerPage, facets incl. the ranges, card fields only', () => {
    expect(buildSearchRequests(state(), OPTS)).toEqual({
      queries: [{
        indexUid: 'cars-bayside-nissan',
        q: '',
        filter: [BASE],
        hitsPerPage: 21,
        page: 1,
        facets: ['car_type', 'make', 'model', 'body', 'price', 'km', 'year'],
        attributesToRetrieve: [...CARD_FIELDS],
      }],
    });
  });

  it('re-applies the base stock filter at the current time, so a car sold since the build drops out', () => {
    const later = new Date('2025-07-05T00:00:00Z');
    expect(mainQuery(state(), { ...OPTS, now: later }).filter).toEqual([baseStockFilter(OPTS.stockFilter, later)]);
  });

  it.each<[string, Partial<SearchState>, string[]]>([
    ['one value', { refinementList: { make: ['Toyota'] } }, ['make IN ["Toyota"]']],
    ['OR within an attribute', { refinementList: { make: ['Toyota', 'Kia'] } }, ['make IN ["Toyota", "Kia"]']],
    ['AND across attributes', { refinementList: { make: ['Toyota'], body: ['SUV', 'Ute'] } }, ['make IN ["Toyota"]', 'body IN ["SUV", "Ute"]']],
    ['quotes and backslashes escaped', { refinementList: { tag: ['Say "G\'day" \\ now'] } }, ['tag IN ["Say \\"G\'day\\" \\\\ now"]']],
    ['an empty list adds nothing', { refinementList: { make: [] } }, []],
    ['a price range', { range: { price: { min: 10000, max: 50000 } } }, ['price >= 10000 AND price <= 50000']],
    ['a minimum only', { range: { km: { min: 5000, max: null } } }, ['km >= 5000']],
    ['a maximum only', { range: { year: { min: null, max: 2020 } } }, ['year <= 2020']],
    ['an open range adds nothing', { range: { price: { min: null, max: null } } }, []],
    ['lists then ranges', { range: { price: { min: 1, max: 2 } }, refinementList: { seats: ['7'] } }, ['seats IN ["7"]', 'price >= 1 AND price <= 2']],
  ])('filter: %s', (_name, over, expected) => {
    expect(mainQuery(state(over)).filter).toEqual([BASE, ...expected]);
  });

  it.each<[string, string, string[] | undefined]>([
    ['most relevant: no sort, custom rank decides', 'relevance', undefined],
    ['latest', 'latest', ['created_at_timestamp:desc']],
    ['highest price', 'price-desc', ['price:desc']],
    ['lowest price', 'price-asc', ['price:asc']],
    ['an unknown slug sorts by relevance', 'cheapest', undefined],
  ])('sort: %s', (_name, sortBy, expected) => {
    expect(mainQuery(state({ sortBy })).sort).toEqual(expected);
  });

  it.each<[boolean, string, boolean]>([
    [true, 'price-asc', true],
    [true, 'price-desc', false],
    [true, 'relevance', false],
    [false, 'price-asc', false],
  ])('"Sorting by price ascending adds the condition price > 0 on some tenants": tenant %s, sort %s → %s', (exclude, sortBy, added) => {
    const filter = mainQuery(state({ sortBy }), { ...OPTS, excludeZeroPriceOnPriceAscending: exclude }).filter as string[];
    expect(filter.includes('price > 0')).toBe(added);
  });

  it.each([[1, 1], [3, 3], [0, 1], [Number.NaN, 1]])('page %s is sent as %s', (page, sent) => {
    expect(mainQuery(state({ page })).page).toBe(sent);
  });

  it('sends the query text and extra filters', () => {
    const main = mainQuery(state({ query: 'hilux' }), { ...OPTS, extraFilters: ['before_price > 0'] });
    expect(main.q).toBe('hilux');
    expect(main.filter).toEqual([BASE, 'before_price > 0']);
  });
});

describe('disjunctive faceting, as InstantSearch does it', () => {
  const s = state({
    query: 'ute',
    sortBy: 'price-asc',
    refinementList: { make: ['Toyota', 'Ford'], body: ['Ute'], colour: ['White'] },
    range: { price: { min: 20000, max: 60000 } },
  });
  const queries = buildSearchRequests(s, { ...OPTS, excludeZeroPriceOnPriceAscending: true }).queries;
  const rest = ['colour IN ["White"]', 'price > 0'];

  it('one facet-only query per refined list the page shows and per active range, each without its own refinement', () => {
    expect(queries.slice(1)).toEqual([
      { indexUid: 'cars-bayside-nissan', q: 'ute', filter: [BASE, 'body IN ["Ute"]', 'colour IN ["White"]', 'price >= 20000 AND price <= 60000', 'price > 0'], facets: ['make'], limit: 0 },
      { indexUid: 'cars-bayside-nissan', q: 'ute', filter: [BASE, 'make IN ["Toyota", "Ford"]', 'colour IN ["White"]', 'price >= 20000 AND price <= 60000', 'price > 0'], facets: ['body'], limit: 0 },
      { indexUid: 'cars-bayside-nissan', q: 'ute', filter: [BASE, 'make IN ["Toyota", "Ford"]', 'body IN ["Ute"]', ...rest], facets: ['price'], limit: 0 },
    ]);
  });

  it('the main query keeps every refinement', () => {
    expect((queries[0] as { filter: string[] }).filter).toEqual([
      BASE, 'make IN ["Toyota", "Ford"]', 'body IN ["Ute"]', 'colour IN ["White"]', 'price >= 20000 AND price <= 60000', 'price > 0',
    ]);
  });
});

describe('readSearchResults', () => {
  const s = state({ page: 2, refinementList: { make: ['Toyota'], car_type: ['used'] }, range: { price: { min: 20000, max: null } } });
  const response = {
    results: [
      {
        hits: [
          { id: 7, slug: 'toyota-hilux-7', year: 2021, make: 'Toyota', model: 'HiLux', price: 45990, car_type: 'used', status: 'in_stock', reserved: null, custom_rank: 5, _rankingScore: 1 },
        ],
        totalHits: 30, totalPages: 2, page: 2,
        facetDistribution: { make: { Toyota: 30 }, car_type: { used: 30 }, body: { Ute: 12, SUV: 12, Wagon: 6 }, model: {} },
        facetStats: { price: { min: 20990, max: 89990 }, km: { min: 10, max: 150000 }, year: { min: 2015, max: 2025 } },
      },
      { hits: [], facetDistribution: { car_type: { used: 30, new: 12, demo: 3 } } },
      { hits: [], facetDistribution: { make: { Toyota: 30, Kia: 30, Ford: 8 } } },
      { hits: [], facetStats: { price: { min: 990, max: 99990 } } },
    ],
  };
  const results = readSearchResults(s, response, OPTS);

  it('maps hits to cards: card fields only, missing ones at their empty Vehicle value (null, flags false)', () => {
    const expected: CardVehicle = {
      id: 7, slug: 'toyota-hilux-7', year: 2021, make: 'Toyota', model: 'HiLux', badge: null, series: null, price: 45990,
      before_price: null, subscription_price: null, preorder: false, car_type: 'used', status: 'in_stock', reserved: false,
      certified: false, tag: null, km: null, simple_transmission: null, simple_fuel: null, body: null, city: null,
      dealership_slug: null, primary_image_url: null, created_at: null, item_type: 'car',
    };
    expect(results.hits).toEqual([expected]);
  });

  it('reads count, page and pages', () => {
    expect([results.totalHits, results.page, results.totalPages]).toEqual([30, 2, 2]);
  });

  it('takes a refined list’s counts from its own query (counts ignore its refinement) and labels used as the tenant does', () => {
    expect(results.facets.car_type).toEqual([
      { value: 'used', label: 'Pre-Owned', count: 30, isRefined: true },
      { value: 'new', label: 'New', count: 12, isRefined: false },
      { value: 'demo', label: 'Demo', count: 3, isRefined: false },
    ]);
  });

  it('sorts by count descending, then by label', () => {
    expect(results.facets.make?.map((item) => [item.label, item.count, item.isRefined])).toEqual([['Kia', 30, false], ['Toyota', 30, true], ['Ford', 8, false]]);
    expect(results.facets.body?.map((item) => item.value)).toEqual(['SUV', 'Ute', 'Wagon']);
  });

  it('keeps a refined value with no count at 0, so it can be unticked', () => {
    const r = readSearchResults(state({ refinementList: { model: ['Supra'] } }), { results: [{ facetDistribution: {} }] }, OPTS);
    expect(r.facets.model).toEqual([{ value: 'Supra', label: 'Supra', count: 0, isRefined: true }]);
  });

  it('reads facetStats min and max: a refined range from its own query, the others from the main query', () => {
    expect(results.facetStats).toEqual({ price: { min: 990, max: 99990 }, km: { min: 10, max: 150000 }, year: { min: 2015, max: 2025 } });
  });

  it('survives an empty answer', () => {
    expect(readSearchResults(state(), { results: [] }, OPTS)).toEqual({
      hits: [], totalHits: 0, page: 1, totalPages: 0,
      facets: { car_type: [], make: [], model: [], body: [] }, facetStats: {},
    });
  });

  it('works out pages from an estimated count when Meilisearch gives no page count', () => {
    const r = readSearchResults(state(), { results: [{ hits: [], estimatedTotalHits: 43 }] }, OPTS);
    expect([r.totalHits, r.totalPages]).toEqual([43, 3]);
  });
});

it('asks Meilisearch for the card fields only', () => {
  expect([...CARD_FIELDS].sort()).toEqual([
    'badge', 'before_price', 'body', 'car_type', 'certified', 'city', 'created_at', 'dealership_slug', 'id', 'item_type', 'km',
    'make', 'model', 'preorder', 'price', 'primary_image_url', 'reserved', 'series', 'simple_fuel', 'simple_transmission',
    'slug', 'status', 'subscription_price', 'tag', 'year',
  ]);
});
