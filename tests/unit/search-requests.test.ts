// spec/shopping.md §7 "Search against a hosted cars index": filters built from the tenant's base
// filter, refinements, hitsPerPage, offset, query, sort; §5 "Sorting by price ascending adds the
// condition price > 0 on some tenants"; §3 "Search result: hits, count, facets (with facetStats min
// and max), pages"; "Facet item: label, value, count".
//
// What the island sends and reads: InstantSearch's widgets (headless, instantsearch-harness.ts) ask
// through our search client, which sends Meilisearch one multi-search and hands InstantSearch back
// its answers.
import { describe, expect, it } from 'vitest';
import { baseStockFilter } from '../../src/lib/stock/base-filter.ts';
import { searchSchema } from '../../src/lib/search/options.ts';
import { facetLabel, facetOrder, facetPanels } from '../../src/lib/search/facets.ts';
import { valueLabelsFor } from '../../src/lib/stock/value-labels.ts';
import type { ListAttribute, SearchState } from '../../src/lib/search/types.ts';
import { CARD_FIELDS, type CardVehicle } from '../../src/lib/stock/shapes.ts';
import { searchWith } from './instantsearch-harness.ts';

const NOW = new Date('2025-07-01T00:00:00Z');
const DEFAULTS = searchSchema.parse({});
const LISTS: ListAttribute[] = ['car_type', 'make', 'model', 'body'];
/** The island's filter panels for these lists, and every range (spec defaults for their limits). */
const panels = (lists: ListAttribute[]) =>
  facetPanels(DEFAULTS.facetLimits, { customBodies: false }).filter(
    (panel) => panel.kind === 'range' || lists.includes(panel.attribute as ListAttribute),
  );
const OPTS: Parameters<typeof searchWith>[1] = {
  indexUid: 'cars-bayside-nissan',
  hitsPerPage: 21,
  sortOptions: DEFAULTS.sortOptions,
  excludeZeroPriceOnPriceAscending: false,
  stockFilter: { soldDays: 3, usedOnly: false, inStockOnly: false, excludedMakes: [], dealershipIds: [] },
  now: NOW,
  panels: panels(LISTS),
};
const BASE = baseStockFilter(OPTS.stockFilter, NOW);

const state = (over: Partial<SearchState> = {}): SearchState => ({
  query: '',
  page: 1,
  sortBy: 'relevance',
  refinementList: {},
  range: {},
  ...over,
});
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

describe("reading Meilisearch's answer back (InstantSearch's results)", () => {
  const s = state({
    page: 2,
    refinementList: { make: ['Toyota'], car_type: ['used'] },
    range: { price: { min: 20000, max: null } },
  });
  const main = {
    hits: [
      {
        id: 7,
        slug: 'toyota-hilux-7',
        year: 2021,
        make: 'Toyota',
        model: 'HiLux',
        price: 45990,
        car_type: 'used',
        status: 'in_stock',
        reserved: null,
        custom_rank: 5,
        _rankingScore: 1,
      },
    ],
    totalHits: 30,
    totalPages: 2,
    page: 2,
    hitsPerPage: 21,
    facetDistribution: {
      make: { Toyota: 30 },
      car_type: { used: 30 },
      body: { Ute: 12, SUV: 12, Wagon: 6 },
      model: {},
    },
    facetStats: { price: { min: 20990, max: 89990 }, km: { min: 10, max: 150000 }, year: { min: 2015, max: 2025 } },
  };
  // The disjunctive queries come in InstantSearch's order (car_type, make, price); each answers its own facet.
  const answer = (queries: Record<string, unknown>[]) =>
    queries.map((q) => {
      const [facet] = (q.facets as string[] | undefined) ?? [];
      if (q.limit !== 0) return main;
      if (facet === 'car_type') return { hits: [], facetDistribution: { car_type: { used: 30, new: 12, demo: 3 } } };
      if (facet === 'make') return { hits: [], facetDistribution: { make: { Toyota: 30, Kia: 30, Ford: 8 } } };
      return { hits: [], facetDistribution: { price: {} }, facetStats: { price: { min: 990, max: 99990 } } };
    });
  const read = async () => (await searchWith(s, OPTS, answer)).results();
  const labels = valueLabelsFor({ usedLabel: 'Pre-Owned', newTag: 'New', valueLabels: {} });
  const values = (results: { getFacetValues: (attribute: string, options: object) => unknown }, attribute: string) =>
    (
      results.getFacetValues(attribute, { sortBy: facetOrder(attribute, labels) }) as {
        name: string;
        count: number;
        isRefined: boolean;
      }[]
    ).map((v) => ({
      value: v.name,
      label: facetLabel(attribute, v.name, labels),
      count: v.count,
      isRefined: v.isRefined,
    }));

  it('maps hits to cards: card fields only, missing ones at their empty Vehicle value (null, flags false)', async () => {
    const expected: CardVehicle = {
      id: 7,
      slug: 'toyota-hilux-7',
      year: 2021,
      make: 'Toyota',
      model: 'HiLux',
      badge: null,
      series: null,
      price: 45990,
      before_price: null,
      subscription_price: null,
      price_type: null,
      state: null,
      preorder: false,
      car_type: 'used',
      status: 'in_stock',
      reserved: false,
      certified: false,
      tag: null,
      km: null,
      simple_transmission: null,
      simple_fuel: null,
      body: null,
      city: null,
      dealership_slug: null,
      primary_image_url: null,
      created_at: null,
      item_type: 'car',
    };
    const { hits } = await read();
    expect(
      hits.map(({ __position: _p, objectID, ...card }: CardVehicle & { __position: number; objectID: string }) => [
        objectID,
        card,
      ]),
    ).toEqual([['7', expected]]);
  });

  it('reads count, page and pages', async () => {
    const results = await read();
    expect([results.nbHits, results.page + 1, results.nbPages]).toEqual([30, 2, 2]);
  });

  it('takes a refined list’s counts from its own query (counts ignore its refinement) and labels used as the tenant does', async () => {
    expect(values(await read(), 'car_type')).toEqual([
      { value: 'used', label: 'Pre-Owned', count: 30, isRefined: true },
      { value: 'new', label: 'New', count: 12, isRefined: false },
      { value: 'demo', label: 'Demo', count: 3, isRefined: false },
    ]);
  });

  it('sorts refined first, then by count descending, then by label', async () => {
    const results = await read();
    expect(values(results, 'make').map((item) => [item.label, item.count, item.isRefined])).toEqual([
      ['Toyota', 30, true],
      ['Kia', 30, false],
      ['Ford', 8, false],
    ]);
    expect(values(results, 'body').map((item) => item.value)).toEqual(['SUV', 'Ute', 'Wagon']);
  });

  it('keeps a refined value with no count at 0, so it can be unticked', async () => {
    const results = (
      await searchWith(state({ refinementList: { model: ['Supra'], make: ['Toyota'] } }), OPTS, (queries) =>
        queries.map(() => ({ hits: [], facetDistribution: {} })),
      )
    ).results();
    expect(values(results, 'model')).toEqual([{ value: 'Supra', label: 'Supra', count: 0, isRefined: true }]);
  });

  it('reads facetStats min and max: a refined range from its own query, the others from the main query', async () => {
    const results = await read();
    const stats = Object.fromEntries(['price', 'km', 'year'].map((attr) => [attr, results.getFacetStats(attr)]));
    expect(stats).toEqual({
      price: { min: 990, max: 99990 },
      km: { min: 10, max: 150000 },
      year: { min: 2015, max: 2025 },
    });
  });

  it('survives an empty answer', async () => {
    const results = (await searchWith(state(), OPTS, () => [])).results();
    expect([results.hits, results.nbHits, results.page, results.nbPages]).toEqual([[], 0, 0, 0]);
    expect(values(results, 'make')).toEqual([]);
  });

  it('works out pages from an estimated count when Meilisearch gives no page count', async () => {
    const results = (await searchWith(state(), OPTS, () => [{ hits: [], estimatedTotalHits: 43 }])).results();
    expect([results.nbHits, results.nbPages]).toEqual([43, 3]);
  });
});

it('asks Meilisearch for the card fields only', () => {
  expect([...CARD_FIELDS].sort()).toEqual([
    'badge',
    'before_price',
    'body',
    'car_type',
    'certified',
    'city',
    'created_at',
    'dealership_slug',
    'id',
    'item_type',
    'km',
    'make',
    'model',
    'preorder',
    'price',
    'price_type',
    'primary_image_url',
    'reserved',
    'series',
    'simple_fuel',
    'simple_transmission',
    'slug',
    'state',
    'status',
    'subscription_price',
    'tag',
    'year',
  ]);
});
