// spec/shopping.md §5 Similar vehicles: "Up to 6 unique hits, excluding the same car, in-stock only.
// Price range is plus or minus 10,000 when the price is below 50,000, else plus or minus 25,000."
// §7 "POST to a multi-search service | queries list of {indexUid, facets, attributesToHighlight,
// limit 10, filter} | results[].hits for similar cars"; §9 "Similar cars: 6 results, 10 per query".
// The two queries ask for the same make and model, and the same body; pickSimilar takes only those.
import { describe, expect, it } from 'vitest';
import {
  pickSimilar,
  SIMILAR_MAX,
  similarCandidates,
  similarPriceBand,
  similarQuery,
} from '../../src/lib/vehicle/similar.ts';

const CAR = { id: 1, price: 30000, make: 'Toyota', model: 'HiLux', body: 'Ute' };
// Another model of the same body (a ute) unless a case says otherwise.
const hit = (id: number, price: number | null, over: Record<string, unknown> = {}) => ({
  id,
  price,
  status: 'in_stock',
  make: 'Ford',
  model: 'Ranger',
  body: 'Ute',
  ...over,
});

describe('price band', () => {
  it.each([
    [30000, 20000, 40000],
    [49999, 39999, 59999],
    [50000, 25000, 75000],
    [80000, 55000, 105000],
    [6000, 0, 16000],
  ])('%i → %i to %i', (price, min, max) => {
    expect(similarPriceBand(price)).toEqual({ min, max });
  });
});

describe('pickSimilar', () => {
  it('6 results', () => expect(SIMILAR_MAX).toBe(6));

  it('up to 6 unique hits, excluding the same car, in-stock only, within the band', () => {
    const candidates = [
      hit(1, 30000), // the same car
      hit(2, 31000),
      hit(2, 31000), // a duplicate
      hit(3, 29000, { status: 'sold' }),
      hit(4, 29500, { status: 'coming_soon' }),
      hit(5, 45000), // outside ±10,000
      hit(6, 20000),
      hit(7, 40000),
      hit(8, 35000),
      hit(9, 25000),
      hit(10, 33000),
      hit(11, 28000),
      hit(12, null),
    ];
    expect(pickSimilar(CAR, candidates).map((c) => c.id)).toEqual([2, 11, 10, 8, 9, 6]);
  });

  it('same make and model first, then the closest price', () => {
    const candidates = [hit(2, 30500), hit(3, 38000, { make: 'Toyota', model: 'HiLux' }), hit(4, 29000)];
    expect(pickSimilar(CAR, candidates).map((c) => c.id)).toEqual([3, 2, 4]);
  });

  // §5 "Up to 6 unique hits, excluding the same car, in-stock only" of §7's queries: one for the
  // same make and model, one for the same body; the build's pick must keep to the same two kinds.
  it.each([
    ['another model and another body in the price band is not picked', hit(2, 31000, { body: 'Sedan' }), false],
    ['another model and no body in the price band is not picked', hit(2, 31000, { body: null }), false],
    ['a same-body car of another model is picked', hit(2, 31000), true],
    ['a same-body car of another model is picked, however its body is padded', hit(2, 31000, { body: ' Ute ' }), true],
    [
      'a same make and model car of another body is picked',
      hit(2, 31000, { make: 'Toyota', model: 'HiLux', body: 'Cab Chassis' }),
      true,
    ],
  ])('%s', (_, candidate, picked) => {
    expect(pickSimilar(CAR, [candidate]).map((c) => c.id)).toEqual(picked ? [2] : []);
  });

  it('a car without a body gets only same make and model cars, as it gets only that query', () => {
    const candidates = [
      hit(2, 31000, { body: null }),
      hit(3, 32000, { body: '' }),
      hit(4, 33000, { make: 'Toyota', model: 'HiLux', body: null }),
    ];
    expect(pickSimilar({ ...CAR, body: null }, candidates).map((c) => c.id)).toEqual([4]);
    expect(pickSimilar({ ...CAR, body: '  ' }, candidates).map((c) => c.id)).toEqual([4]);
  });

  it('fewer than 6 when fewer qualify; max is adjustable', () => {
    expect(pickSimilar(CAR, [hit(2, 31000)])).toHaveLength(1);
    expect(pickSimilar(CAR, [hit(2, 31000), hit(3, 32000)], 1).map((c) => c.id)).toEqual([2]);
    expect(pickSimilar(CAR, [hit(2, 31000)], 0)).toEqual([]);
  });
});

describe('similarQuery', () => {
  const stockFilter = { soldDays: 3, usedOnly: false, inStockOnly: false, excludedMakes: [], dealershipIds: [] };
  const NOW = new Date('2025-07-20T00:00:00Z');
  const { queries } = similarQuery(CAR, { indexUid: 'cars-bayside-nissan', stockFilter, now: NOW });

  it('a same-model and a same-body query, each {indexUid, facets, attributesToHighlight, limit 10, filter}', () => {
    expect(queries).toHaveLength(2);
    for (const query of queries) {
      expect(query).toMatchObject({
        indexUid: 'cars-bayside-nissan',
        facets: [],
        attributesToHighlight: [],
        limit: 10,
      });
      expect(query.filter).toEqual(
        expect.arrayContaining(['status = "in_stock"', 'price >= 20000 AND price <= 40000', 'id != 1']),
      );
      expect(query.filter[0]).toContain('show_on_dealer_website = true');
      expect(query.attributesToRetrieve).toEqual(expect.arrayContaining(['id', 'slug', 'price', 'status']));
    }
    expect(queries[0]!.filter.at(-1)).toBe('make = "Toyota" AND model = "HiLux"');
    expect(queries[1]!.filter.at(-1)).toBe('body = "Ute"');
  });

  it('a car without a body type gets only the same-model query; quotes are escaped', () => {
    const { queries: one } = similarQuery(
      { ...CAR, body: null, model: 'Say "Hi"' },
      { indexUid: 'i', stockFilter, now: NOW },
    );
    expect(one).toHaveLength(1);
    expect(one[0]!.filter.at(-1)).toBe('make = "Toyota" AND model = "Say \\"Hi\\""');
  });

  it('results[].hits are the candidates; a failed or odd answer gives none (§8: logged, section stops)', () => {
    expect(similarCandidates({ results: [{ hits: [hit(2, 1)] }, { hits: [hit(3, 1)] }, {}] })).toHaveLength(2);
    expect(similarCandidates(null)).toEqual([]);
    expect(similarCandidates({ message: 'invalid api key' })).toEqual([]);
  });
});
