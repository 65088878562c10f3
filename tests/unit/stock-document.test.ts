import { describe, expect, it } from 'vitest';
import { baseStockFilter } from '../../src/lib/stock/base-filter.ts';
import {
  FILTERABLE_ATTRIBUTES,
  RANKING_RULES,
  SEARCHABLE_ATTRIBUTES,
  SORTABLE_ATTRIBUTES,
  toDocument,
} from '../../src/lib/stock/document.ts';
import { fromHit } from '../../src/lib/stock/hits.ts';
import { emptyVehicle, VEHICLE_FIELDS, type FinanceLender, type Vehicle } from '../../src/lib/stock/vehicle.ts';

function car(patch: Partial<Vehicle> = {}): Vehicle {
  return {
    ...emptyVehicle(),
    id: 7,
    slug: '2022-toyota-hilux-sr5-7',
    path: '/cars/2022-toyota-hilux-sr5-7',
    name: '2022 Toyota HiLux SR5',
    year: 2022,
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    car_type: 'used',
    status: 'in_stock',
    price: 52990,
    created_at: '2026-11-20T00:00:00.000Z',
    show_on_dealer_website: true,
    simple_transmission: 'Automatic',
    trans: '6 Speed Automatic',
    images: [{ image: { url: '/a.svg', thumb: { url: '/a.svg' } } }],
    ...patch,
  };
}

const lender = (paymentWeek: number | null): FinanceLender => ({
  disclaimer: null,
  deposit: 0,
  paymentMonth: null,
  paymentWeek,
  totalPayable: null,
  interestRate: null,
  comparisonRate: null,
  termMonths: null,
  termYears: 5,
  termWeeks: null,
  establishmentFees: null,
  balloon: null,
  financeProvider: null,
});

describe('toDocument: derived fields', () => {
  it('adds timestamps (unix seconds), make_model, transmission and ranges', () => {
    const doc = toDocument(car({ status: 'sold', sold_date: '2026-11-21T00:00:00.000Z', weekly_price: 180 }));
    expect(doc).toMatchObject({
      sold_date_timestamp: 1795219200,
      created_at_timestamp: 1795132800,
      make_model: 'Toyota HiLux',
      price_range: '$50,000 to $75,000',
      weekly_price_range: '$150 to $200/wk',
      transmission: 'Automatic',
    });
  });

  it('has no sold timestamp without a sold date, and created 0 without created_at', () => {
    expect(toDocument(car({ created_at: null }))).toMatchObject({ sold_date_timestamp: null, created_at_timestamp: 0 });
  });

  it.each([
    // shopping.md §5: a price is shown only when above 10
    [0, 'Price on application'],
    [10, 'Price on application'],
    [11, 'Under $10,000'],
    [9999, 'Under $10,000'],
    [10000, '$10,000 to $20,000'],
    [32990, '$30,000 to $40,000'],
    [74990, '$50,000 to $75,000'],
    [149999, '$100,000 to $150,000'],
    [150000, 'Over $150,000'],
  ])('price %d is in range %s', (price, range) => {
    expect(toDocument(car({ price })).price_range).toBe(range);
  });

  it.each([
    ['weekly_price', { weekly_price: 99 }, 'Under $100/wk'],
    [
      'the lowest lender paymentWeek',
      { finance_lenders: { a: lender(260), b: lender(245), angle: lender(null) } },
      '$200 to $250/wk',
    ],
    ['nothing', {}, null],
  ])('weekly range from %s', (_, patch, range) => {
    expect(toDocument(car(patch as Partial<Vehicle>)).weekly_price_range).toBe(range);
  });

  it('transmission falls back to trans', () => {
    expect(toDocument(car({ simple_transmission: null })).transmission).toBe('6 Speed Automatic');
  });
});

describe('custom_rank: in stock above coming soon above sold, then with images, then newer', () => {
  const ranked: [string, Vehicle][] = [
    ['in stock, images, newer', car({ created_at: '2026-11-21T00:00:00Z' })],
    ['in stock, images, older', car({ created_at: '2025-01-01T00:00:00Z' })],
    ['in stock, no images, newest', car({ images: [], created_at: '2026-11-22T00:00:00Z' })],
    ['coming soon, images, newest', car({ status: 'coming_soon', created_at: '2026-11-22T00:00:00Z' })],
    ['coming soon, no images', car({ status: 'coming_soon', images: [] })],
    [
      'sold, images, newest',
      car({ status: 'sold', sold_date: '2026-11-21T00:00:00Z', created_at: '2026-11-22T00:00:00Z' }),
    ],
    [
      'sold, no images, no created_at',
      car({ status: 'sold', sold_date: '2026-11-21T00:00:00Z', images: [], created_at: null }),
    ],
  ];
  it.each(ranked.slice(1).map((entry, i) => [ranked[i]![0], entry[0], ranked[i]![1], entry[1]] as const))(
    '%s ranks above %s',
    (_, __, higher, lower) => {
      expect(toDocument(higher).custom_rank).toBeGreaterThan(toDocument(lower).custom_rank);
    },
  );
  it('is a safe integer', () => {
    expect(Number.isSafeInteger(toDocument(car({ created_at: '2099-01-01T00:00:00Z' })).custom_rank)).toBe(true);
  });
});

describe('fromHit: the one mapper from a Meilisearch hit back to a Vehicle', () => {
  it('round-trips toDocument', () => {
    const v = car({
      location: {
        id: 1,
        name: 'X',
        slug: 'x',
        phone: null,
        address: { id: null, street: null, city: 'Perth', state: 'WA', postcode: '6000', place_url: null },
        distribution_locations: [2],
      },
    });
    expect(fromHit(toDocument(v) as unknown as Record<string, unknown>)).toEqual(v);
  });

  it('drops derived fields and Meilisearch extras', () => {
    const hit = {
      ...toDocument(car()),
      _formatted: { make: '<em>Toyota</em>' },
      _rankingScore: 0.9,
      _matchesPosition: {},
    };
    const v = fromHit(hit as Record<string, unknown>);
    const derived = Object.keys(toDocument(car())).filter(
      (key) => !(VEHICLE_FIELDS as readonly string[]).includes(key),
    );
    expect(derived.length).toBeGreaterThan(0);
    for (const key of [...derived, '_formatted', '_rankingScore', '_matchesPosition'])
      expect(v).not.toHaveProperty(key);
    expect(Object.keys(v).sort()).toEqual([...VEHICLE_FIELDS].sort());
  });

  it('fills fields a partial hit lacks, and nulls where a list or flag is expected', () => {
    const v = fromHit({ id: 9, slug: 's', make: 'Kia', images: null, reserved: null, badge: null });
    expect(v).toMatchObject({
      id: 9,
      slug: 's',
      make: 'Kia',
      images: [],
      reserved: false,
      badge: null,
      standardEquipment: [],
      status: 'in_stock',
    });
  });
});

describe('index attribute lists', () => {
  const docKeys = Object.keys(toDocument(car()));

  // shopping.md §2 "Search state fields": the refinements
  const refinements = [
    'badge',
    'status',
    'car_type',
    'categories',
    'city',
    'colour',
    'dealership_name',
    'filtered_features',
    'item_type',
    'km',
    'location_name',
    'make',
    'make_model',
    'model',
    'price',
    'subscription_price',
    'price_range',
    'seats',
    'body',
    'drive',
    'fuel',
    'transmission',
    'state',
    'tag',
    'weekly_price_range',
    'year',
    'certified',
  ];
  it.each(refinements)('refinement %s is filterable and on the document', (field) => {
    expect(FILTERABLE_ATTRIBUTES).toContain(field);
    expect(docKeys).toContain(field);
  });

  it.each([
    'status',
    'sold_date_timestamp',
    'show_on_dealer_website',
    'dealership_id',
    'id',
    'slug',
    'reserved',
    'location_id',
    'car_type',
    'make',
  ])('base-filter field %s is filterable', (field) => {
    expect(FILTERABLE_ATTRIBUTES).toContain(field);
  });

  it('every field the base filter uses is filterable', () => {
    const filter = baseStockFilter(
      { soldDays: 3, usedOnly: true, inStockOnly: true, excludedMakes: ['x'], dealershipIds: [1] },
      new Date(0),
    );
    const fields = [...filter.matchAll(/([a-z_]+) (?:IN|NOT IN|=|>)/g)].map((m) => m[1]);
    for (const f of fields) expect(FILTERABLE_ATTRIBUTES).toContain(f);
  });

  it('every listed attribute exists on the document', () => {
    for (const a of [...FILTERABLE_ATTRIBUTES, ...SORTABLE_ATTRIBUTES, ...SEARCHABLE_ATTRIBUTES])
      expect(docKeys).toContain(a);
  });

  it('sortable and ranking', () => {
    expect([...SORTABLE_ATTRIBUTES].sort()).toEqual(['created_at_timestamp', 'custom_rank', 'km', 'price', 'year']);
    expect(RANKING_RULES.at(-1)).toBe('custom_rank:desc'); // shopping.md §7: ordered by custom rank descending
  });
});
