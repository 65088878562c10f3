// spec/shopping.md §7 "Search against a hosted cars index": filters built from the tenant's base
// filter, refinements, hitsPerPage, offset, query, sort; §5 "Sorting by price ascending adds the
// condition price > 0 on some tenants". (What InstantSearch reads back: search-answers.test.ts.)
//
// What the island sends: InstantSearch's widgets (headless, instantsearch-harness.ts) ask through
// our search client, which sends Meilisearch one multi-search.
import { describe, expect, it } from 'vitest';
import { baseStockFilter } from '../../src/lib/stock/base-filter.ts';
import type { ListAttribute, SearchState } from '../../src/lib/search/types.ts';
import { CARD_FIELDS } from '../../src/lib/stock/shapes.ts';
import { searchWith } from './instantsearch-harness.ts';
import { LISTS, NOW, OPTS, panels, state } from '../fixtures/search-island.ts';

const BASE = baseStockFilter(OPTS.stockFilter, NOW);

const sent = async (s: SearchState, opts = OPTS) => (await searchWith(s, opts)).sent[0]!.queries;
const mainQuery = async (s: SearchState, opts = OPTS) => (await sent(s, opts))[0]!;
const withFacets = (...more: ListAttribute[]) => ({ ...OPTS, panels: panels([...LISTS, ...more]) });
/** Filters ANDed (and values ORed) in any order mean the same: compared in one order (InstantSearch writes them A–Z). */
const canonical = (filter: unknown) => {
  const [base, ...rest] = filter as string[];
  const sortIn = (term: string) =>
    term.replace(
      / IN \[(.*)\]$/,
      (_, values: string) =>
        ` IN [${values
          .split('", "')
          .map((v) => v.replace(/^"|"$/g, ''))
          .sort()
          .map((v) => `"${v}"`)
          .join(', ')}]`,
    );
  return [base, ...rest.map(sortIn).sort()];
};

describe('the main query', () => {
  it('for an empty state: base filter, page, hitsPerPage, facets incl. the ranges, card fields only; one query only', async () => {
    const queries = await sent(state());
    expect(queries).toHaveLength(1);
    const { facets, ...rest } = queries[0]!;
    expect(rest).toEqual({
      indexUid: 'cars-bayside-nissan',
      q: '',
      filter: [BASE],
      hitsPerPage: 21,
      page: 1,
      attributesToRetrieve: [...CARD_FIELDS],
    });
    expect([...(facets as string[])].sort()).toEqual(['body', 'car_type', 'km', 'make', 'model', 'price', 'year']);
  });

  it('re-applies the base stock filter at the current time, so a car sold since the build drops out', async () => {
    const later = new Date('2025-07-05T00:00:00Z');
    expect((await mainQuery(state(), { ...OPTS, now: later })).filter).toEqual([
      baseStockFilter(OPTS.stockFilter, later),
    ]);
  });

  it.each<[string, Partial<SearchState>, string[]]>([
    ['one value', { refinementList: { make: ['Toyota'] } }, ['make IN ["Toyota"]']],
    ['OR within an attribute', { refinementList: { make: ['Toyota', 'Kia'] } }, ['make IN ["Toyota", "Kia"]']],
    [
      'AND across attributes',
      { refinementList: { make: ['Toyota'], body: ['SUV', 'Ute'] } },
      ['make IN ["Toyota"]', 'body IN ["SUV", "Ute"]'],
    ],
    [
      'quotes and backslashes escaped',
      { refinementList: { tag: ['Say "G\'day" \\ now'] } },
      ['tag IN ["Say \\"G\'day\\" \\\\ now"]'],
    ],
    [
      'a value starting with a dash is a value, not an exclusion',
      { refinementList: { tag: ['-20% off'] } },
      ['tag IN ["-20% off"]'],
    ],
    ['an empty list adds nothing', { refinementList: { make: [] } }, []],
    ['a price range', { range: { price: { min: 10000, max: 50000 } } }, ['price >= 10000 AND price <= 50000']],
    ['a minimum only', { range: { km: { min: 5000, max: null } } }, ['km >= 5000']],
    ['a maximum only', { range: { year: { min: null, max: 2020 } } }, ['year <= 2020']],
    ['an open range adds nothing', { range: { price: { min: null, max: null } } }, []],
    [
      'lists then ranges',
      { range: { price: { min: 1, max: 2 } }, refinementList: { seats: ['7'] } },
      ['seats IN ["7"]', 'price >= 1 AND price <= 2'],
    ],
  ])('filter: %s', async (_name, over, expected) => {
    expect(canonical((await mainQuery(state(over), withFacets('tag', 'seats'))).filter)).toEqual(
      canonical([BASE, ...expected]),
    );
  });

  it.each<[string, string, string[] | undefined]>([
    ['most relevant: no sort, custom rank decides', 'relevance', undefined],
    ['latest', 'latest', ['created_at_timestamp:desc']],
    ['highest price', 'price-desc', ['price:desc']],
    ['lowest price', 'price-asc', ['price:asc']],
    ['an unknown slug sorts by relevance', 'cheapest', undefined],
  ])('sort: %s', async (_name, sortBy, expected) => {
    expect((await mainQuery(state({ sortBy }))).sort).toEqual(expected);
  });

  it.each<[boolean, string, boolean]>([
    [true, 'price-asc', true],
    [true, 'price-desc', false],
    [true, 'relevance', false],
    [false, 'price-asc', false],
  ])(
    '"Sorting by price ascending adds the condition price > 0 on some tenants": tenant %s, sort %s → %s',
    async (exclude, sortBy, added) => {
      const filter = (await mainQuery(state({ sortBy }), { ...OPTS, excludeZeroPriceOnPriceAscending: exclude }))
        .filter as string[];
      expect(filter.includes('price > 0')).toBe(added);
    },
  );

  it.each([
    [1, 1],
    [3, 3],
    [0, 1],
    [Number.NaN, 1],
  ])('page %s is sent as %s', async (page, expected) => {
    expect((await mainQuery(state({ page }))).page).toBe(expected);
  });

  it('sends the query text and extra filters', async () => {
    const main = await mainQuery(state({ query: 'hilux' }), { ...OPTS, extraFilters: ['before_price > 0'] });
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
  const queries = () => sent(s, { ...withFacets('colour'), excludeZeroPriceOnPriceAscending: true });
  const rest = ['colour IN ["White"]', 'price > 0'];

  it('one facet-only query per refined list the page shows and per active range, each without its own refinement', async () => {
    const extras = (await queries()).slice(1).map((q) => ({ ...q, filter: canonical(q.filter) }));
    const expected = [
      {
        indexUid: 'cars-bayside-nissan',
        q: 'ute',
        filter: [BASE, 'body IN ["Ute"]', 'colour IN ["White"]', 'price >= 20000 AND price <= 60000', 'price > 0'],
        facets: ['make'],
        limit: 0,
      },
      {
        indexUid: 'cars-bayside-nissan',
        q: 'ute',
        filter: [
          BASE,
          'make IN ["Toyota", "Ford"]',
          'colour IN ["White"]',
          'price >= 20000 AND price <= 60000',
          'price > 0',
        ],
        facets: ['body'],
        limit: 0,
      },
      {
        indexUid: 'cars-bayside-nissan',
        q: 'ute',
        filter: [BASE, 'make IN ["Toyota", "Ford"]', 'body IN ["Ute"]', ...rest],
        facets: ['price'],
        limit: 0,
      },
      {
        indexUid: 'cars-bayside-nissan',
        q: 'ute',
        filter: [
          BASE,
          'make IN ["Toyota", "Ford"]',
          'body IN ["Ute"]',
          'price >= 20000 AND price <= 60000',
          'price > 0',
        ],
        facets: ['colour'],
        limit: 0,
      },
    ].map((q) => ({ ...q, filter: canonical(q.filter) }));
    const byFacet = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      String(a.facets).localeCompare(String(b.facets));
    expect(extras.sort(byFacet)).toEqual(expected.sort(byFacet));
  });

  it('the main query keeps every refinement', async () => {
    expect(canonical((await queries())[0]!.filter)).toEqual(
      canonical([
        BASE,
        'make IN ["Toyota", "Ford"]',
        'body IN ["Ute"]',
        'colour IN ["White"]',
        'price >= 20000 AND price <= 60000',
        'price > 0',
      ]),
    );
  });
});
