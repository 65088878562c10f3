// spec/shopping.md §3 "Search result: hits, count, facets (with facetStats min and max), pages";
// "Facet item: label, value, count": what InstantSearch reads back from Meilisearch's answers.
import { describe, expect, it } from 'vitest';
import { facetLabel, facetOrder } from '../../src/lib/search/facets.ts';
import { valueLabelsFor } from '../../src/lib/stock/value-labels.ts';
import { CARD_FIELDS, type CardVehicle } from '../../src/lib/stock/shapes.ts';
import { searchWith } from './instantsearch-harness.ts';
import { OPTS, state } from '../fixtures/search-island.ts';

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
