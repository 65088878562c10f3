// spec/shopping.md §2 "make list shows 7 items before 'Show all makes'; model list limited to 30. A
// dropdown of makes may split Popular and All at index 20", §4 "Consecutive sold cars in results
// are collapsed into one when sold handling is on", §9 "A stock count above 1999 is replaced by a
// configured total or by summed facet counts"; spec/site.md §9 "City facet limit 20; dealership
// facet limit 40. Facet limit 4 (20 with custom bodies)".
import { describe, expect, it } from 'vitest';
import {
  collapseSoldRuns,
  displayStockCount,
  facetCaps,
  facetOrder,
  facetPanels,
  panelsForStock,
  splitPopularMakes,
} from '../../src/lib/search/facets.ts';
import { meiliSearchClient } from '../../src/lib/search/meili-client.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import { LIST_ATTRIBUTES, RANGE_ATTRIBUTES } from '../../src/lib/search/constants.ts';
import type { FacetItem } from '../../src/lib/search/types.ts';

const parsed = parseTenant(
  { slug: 'minimal-motors', name: 'Minimal Motors', id: 1, url: 'https://minimal.example' },
  'minimal-motors.json',
);
if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
const LIMITS = parsed.tenant.search.facetLimits;

describe('facetPanels with the default facet limits', () => {
  const panels = facetPanels(LIMITS, { customBodies: false });
  const panel = (attribute: string) => panels.find((p) => p.attribute === attribute);

  it.each([
    ["make list shows 7 items before 'Show all makes'", 'make', { limit: 7, showMoreText: 'Show all makes' }],
    ['model list limited to 30', 'model', { limit: 30, showMoreLimit: null }],
    ['City facet limit 20', 'city', { limit: 20, showMoreLimit: null }],
    ['dealership facet limit 40', 'dealership_name', { limit: 40, showMoreLimit: null }],
    ['Facet limit 4, then up to 20 on Show more', 'colour', { limit: 4, showMoreLimit: 20, showMoreText: 'Show more' }],
    ['Facet limit 4 (body, no custom bodies)', 'body', { limit: 4 }],
    ['a range', 'price', { kind: 'range', showMoreLimit: null }],
  ])('%s', (_spec, attribute, expected) => {
    expect(panel(attribute)).toMatchObject(expected);
  });

  it('(20 with custom bodies)', () => {
    expect(facetPanels(LIMITS, { customBodies: true }).find((p) => p.attribute === 'body')).toMatchObject({
      limit: 20,
    });
  });

  it("uses the tenant's limits", () => {
    const panels = facetPanels({ ...LIMITS, makeList: 10, city: 5 }, { customBodies: false });
    expect([
      panels.find((p) => p.attribute === 'make')?.limit,
      panels.find((p) => p.attribute === 'city')?.limit,
    ]).toEqual([10, 5]);
  });

  it('lists every list and range attribute of the search state exactly once', () => {
    expect(panels.map((p) => p.attribute).sort()).toEqual([...LIST_ATTRIBUTES, ...RANGE_ATTRIBUTES].sort());
  });

  it('starts in a shopper order: condition, make, model, price, body, year, kilometres', () => {
    expect(panels.slice(0, 7).map((p) => p.label)).toEqual([
      'Condition',
      'Make',
      'Model',
      'Price',
      'Body type',
      'Year',
      'Kilometres',
    ]);
  });

  it('ranges are sliders; lists are what the search asks facet counts for', () => {
    expect(panels.filter((p) => p.kind === 'range').map((p) => p.attribute)).toEqual(['price', 'year', 'km']);
    expect(panels.filter((p) => p.kind === 'list')).toHaveLength(LIST_ATTRIBUTES.length);
  });
});

const item = (label: string, count: number): FacetItem => ({ label, value: label, count, isRefined: false });

describe('facetOrder: "body facet sorted by count descending"', () => {
  const value = (name: string, count: number, isRefined = false) => ({ name, count, isRefined });
  const ordered = (values: ReturnType<typeof value>[]) =>
    [...values].sort(facetOrder('body', {})).map((v) => `${v.name} ${v.count}`);

  it.each([
    ['most cars first', [value('Sedan', 3), value('SUV', 9), value('Ute', 5)], ['SUV 9', 'Ute 5', 'Sedan 3']],
    ['equal counts by name', [value('Wagon', 4), value('Hatch', 4), value('SUV', 9)], ['SUV 9', 'Hatch 4', 'Wagon 4']],
  ])('%s', (_case, values, expected) => {
    expect(ordered(values)).toEqual(expected);
  });

  it('a ticked value leads, so the limit never hides it', () => {
    expect(ordered([value('SUV', 9), value('Coupe', 1, true)])).toEqual(['Coupe 1', 'SUV 9']);
  });
});

describe('splitPopularMakes: "A dropdown of makes may split Popular and All at index 20"', () => {
  const makes = Array.from({ length: 25 }, (_, i) => item(`Make ${String.fromCharCode(90 - i)}`, i + 1));

  it('Popular is the 20 makes with most stock, most first', () => {
    const { popular } = splitPopularMakes(makes);
    expect(popular).toHaveLength(20);
    expect(popular[0]).toEqual(item('Make B', 25));
    expect(popular.at(-1)).toEqual(item('Make U', 6));
  });

  it('after index 20 come the other makes, A to Z, none of them a Popular one again', () => {
    const { popular, rest } = splitPopularMakes(makes);
    expect(rest.map((m) => m.label)).toEqual(['Make V', 'Make W', 'Make X', 'Make Y', 'Make Z']);
    expect(new Set([...popular, ...rest].map((m) => m.value)).size).toBe(makes.length);
  });

  it.each([20, 12])('with %i makes (no more than the split) there is one list, A to Z, each make once', (count) => {
    const few = makes.slice(0, count);
    const { popular, rest } = splitPopularMakes(few);
    expect(popular).toEqual([]);
    expect(rest.map((m) => m.label)).toEqual(few.map((m) => m.label).sort());
  });

  it('ties go alphabetically; a smaller split works', () => {
    expect(
      splitPopularMakes([item('Kia', 5), item('Ford', 5), item('Audi', 1)], 2).popular.map((m) => m.label),
    ).toEqual(['Ford', 'Kia']);
  });
});

describe('collapseSoldRuns: "Consecutive sold cars in results are collapsed into one"', () => {
  const cars = (statuses: string) =>
    statuses.split('').map((s, i) => ({ id: i, status: s === 'S' ? 'sold' : 'in_stock' }));
  it.each([
    [
      'no sold cars',
      'AAA',
      [
        [0, undefined],
        [1, undefined],
        [2, undefined],
      ],
    ],
    [
      'a lone sold car stays as it is',
      'ASA',
      [
        [0, undefined],
        [1, undefined],
        [2, undefined],
      ],
    ],
    [
      'a run of three becomes one standing for 3',
      'ASSSA',
      [
        [0, undefined],
        [1, 3],
        [4, undefined],
      ],
    ],
    [
      'two runs stay two',
      'SSASS',
      [
        [0, 2],
        [2, undefined],
        [3, 2],
      ],
    ],
    ['all sold', 'SSSS', [[0, 4]]],
    ['empty', '', []],
  ])('%s', (_name, statuses, expected) => {
    expect(collapseSoldRuns(cars(statuses)).map((c) => [c.id, c.collapsedSold])).toEqual(expected);
  });

  it('does not change the hits it was given', () => {
    const hits = cars('SS');
    collapseSoldRuns(hits);
    expect(hits).toEqual(cars('SS'));
  });
});

describe('displayStockCount: "A stock count above 1999 is replaced by a configured total or by summed facet counts"', () => {
  const facets = { car_type: [item('New', 1200), item('Used', 900), item('Demo', 150)] };
  it.each([
    ['1999 is shown as it is', 1999, null, 1999],
    ['2000 with a configured total', 2000, 2500, 2500],
    ['2000 without one: summed car_type counts', 2000, null, 2250],
    ['a small count is never replaced', 35, 2500, 35],
  ])('%s', (_name, total, configured, expected) => {
    expect(displayStockCount(total, facets, configured)).toBe(expected);
  });

  it('keeps the count when there are no facet counts to sum', () => {
    expect(displayStockCount(5000, {}, null)).toBe(5000);
  });
});

describe('facetCaps: what the search client hands InstantSearch (and so what a prerendered page carries)', () => {
  const panels = facetPanels(LIMITS, { customBodies: false });
  const counts = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`v${i}`, n - i]));
  const distribution = { colour: counts(30), model: counts(40), make: counts(30), price: { '45990': 3, '52990': 1 } };
  /** The facets of the client's answer when Meilisearch answers with `distribution` and these values are refined. */
  const capFacets = async (refined: Record<string, string[]> = {}) => {
    const client = meiliSearchClient(
      { host: 'http://meili.invalid', apiKey: 'token' },
      {
        indexUid: 'cars-minimal-motors',
        sortOptions: [],
        excludeZeroPriceOnPriceAscending: false,
        stockFilter: { soldDays: 3, usedOnly: false, inStockOnly: false, excludedMakes: [], dealershipIds: [] },
        facetCaps: facetCaps(panels),
      },
      { post: async () => ({ status: 200, json: { results: [{ hits: [], facetDistribution: distribution }] } }) },
    );
    const facetFilters = Object.entries(refined).map(([attr, values]) => values.map((value) => `${attr}:${value}`));
    const params = { facets: Object.keys(distribution), facetFilters };
    const { results } = await client.search([{ indexName: 'relevance', params }]);
    return results[0]!.facets as Record<string, Record<string, number>>;
  };

  it('cuts each list to its show-more size, keeping refined values', async () => {
    const trimmed = await capFacets({ colour: ['v25'] });
    expect(Object.keys(trimmed.colour!)).toEqual([...Object.keys(counts(20)), 'v25']);
    expect(Object.keys(trimmed.make!)).toHaveLength(30);
  });

  it('carries models only once a make is chosen (model list limited to 30)', async () => {
    expect((await capFacets()).model).toBeUndefined();
    expect(Object.keys((await capFacets({ make: ['v0'] })).model!)).toHaveLength(30);
  });

  it('a range carries no values (its slider reads only the min and max)', async () => {
    expect((await capFacets()).price).toEqual({});
  });
});

describe('panelsForStock: a list no car fills is no panel (nor a widget, nor a facet asked for)', () => {
  const panels = facetPanels(LIMITS, { customBodies: false });
  const stock = [
    { make: 'Kia', body: 'SUV', tag: null, filtered_features: [], certified: false, colour: '' },
    { make: 'Ford', body: null, tag: null, filtered_features: ['Apple CarPlay'], certified: true, colour: '' },
  ];
  const kept = panelsForStock(panels, stock).map((p) => p.attribute);

  it.each([
    ['make', true],
    ['body', true],
    ['filtered_features', true],
    ['certified', true],
    ['tag', false],
    ['colour', false],
    ['seats', false],
  ])('%s → %s', (attribute, expected) => {
    expect(kept.includes(attribute as never)).toBe(expected);
  });

  it('keeps every range', () => {
    expect(kept.filter((a) => (RANGE_ATTRIBUTES as readonly string[]).includes(a))).toEqual(['price', 'year', 'km']);
  });
});
