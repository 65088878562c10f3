import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatSkipped, normaliseFeed } from '../../src/lib/stock/normalise.ts';

const now = new Date('2026-11-22T00:00:00Z');

/** A minimal valid feed record (only the required fields), as strings where feeds often send strings. */
function record(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 1001,
    slug: '2021-toyota-hilux-sr5-1001',
    make: 'Toyota',
    model: 'HiLux',
    year: 2021,
    car_type: 'used',
    status: 'in_stock',
    price: 45990,
    show_on_dealer_website: true,
    ...patch,
  };
}

function withoutKey(key: string): Record<string, unknown> {
  const r = record({ id: 2002, slug: 'bad-2002' });
  delete r[key];
  return r;
}

describe('normaliseFeed: a good feed', () => {
  it('normalises records into complete vehicles, deriving what the feed left out', () => {
    const { vehicles, skipped } = normaliseFeed(
      {
        vehicles: [
          record({
            id: '1001',
            year: '2021',
            price: '$45,990',
            km: '61,250',
            car_type: 'Used',
            status: 'In Stock',
            show_on_dealer_website: 'yes',
            badge: 'SR5',
            images: ['/a.jpg', { image: { url: '/b.jpg' } }],
            location: {
              id: 7,
              name: 'Brisbane Toyota',
              slug: 'brisbane-toyota',
              address: { city: 'Brisbane', state: 'QLD', postcode: 4000 },
            },
          }),
        ],
      },
      { now },
    );
    expect(skipped).toEqual([]);
    expect(vehicles).toHaveLength(1);
    expect(vehicles[0]).toMatchObject({
      id: 1001,
      year: 2021,
      price: 45990,
      km: 61250,
      car_type: 'used',
      status: 'in_stock',
      show_on_dealer_website: true,
      path: '/cars/2021-toyota-hilux-sr5-1001',
      name: '2021 Toyota HiLux SR5',
      images: [
        { image: { url: '/a.jpg', thumb: { url: '/a.jpg' } } },
        { image: { url: '/b.jpg', thumb: { url: '/b.jpg' } } },
      ],
      thumbnails: ['/a.jpg', '/b.jpg'],
      primary_image_url: '/a.jpg',
      photos_count: 2,
      location_id: 7,
      location_name: 'Brisbane Toyota',
      city: 'Brisbane',
      state: 'QLD',
      item_type: 'car',
      reserved: false,
      certified: false,
      preorder: false,
      sold_date: null,
      finance_lenders: null,
      standardEquipment: [],
      categories: [],
    });
    expect(vehicles[0]?.location?.address.postcode).toBe('4000');
  });

  it.each([
    ['price', '$32,990', 32990],
    ['km', ' 15000 ', 15000],
    ['reserved', 'yes', true],
    ['certified', 0, false],
    ['preorder', 'true', true],
    ['created_at', '2026-11-20 10:30', '2026-11-20T10:30:00.000Z'],
    ['created_at', '2026-11-20T20:30:00+10:00', '2026-11-20T10:30:00.000Z'],
    ['created_at', 1795305600, '2026-11-22T00:00:00.000Z'],
    ['rego_expiry', '2027-03', '2027-03-01'],
    ['build_date', '2021-06-15T00:00:00Z', '2021-06-15'],
    ['status', 'coming-soon', 'coming_soon'],
    ['car_type', 'DEMO', 'demo'],
    ['simple_body', 'Cab Chassis', 'cabChassis'],
    ['item_type', 'Caravans', 'caravan'],
    ['slug', ' ABC-123 ', 'abc-123'],
    ['stocknum', 12345, '12345'],
    ['badge', '', null],
    ['colour', '  ', null],
  ])('coerces %s %j to %j', (field, input, expected) => {
    const { vehicles, skipped } = normaliseFeed({ vehicles: [record({ [field]: input })] }, { now });
    expect(skipped).toEqual([]);
    expect((vehicles[0] as Record<string, unknown>)[field]).toEqual(expected);
  });
});

describe('normaliseFeed: bad records are skipped and reported, the rest survive', () => {
  it.each([
    [
      'a price that is not a number',
      record({ id: 2002, price: 'abc' }),
      '2002',
      'price',
      'expected a number, found "abc"',
    ],
    ['a negative price', record({ id: 2002, price: -5 }), '2002', 'price', 'expected at least 0, found -5'],
    ['a missing make', withoutKey('make'), '2002', 'make', 'is required but missing'],
    ['a year before 1900', record({ id: 2002, year: 1899 }), '2002', 'year', 'expected at least 1900, found 1899'],
    ['a year after next year', record({ id: 2002, year: 2028 }), '2002', 'year', 'expected at most 2027, found 2028'],
    [
      'an unknown car type',
      record({ id: 2002, car_type: 'certified' }),
      '2002',
      'car_type',
      'expected one of "new", "used", "demo", found "certified"',
    ],
    [
      'an unknown status',
      record({ id: 2002, status: 'draft' }),
      '2002',
      'status',
      'expected one of "in_stock", "coming_soon", "sold", found "draft"',
    ],
    [
      'a slug that is not url-safe',
      record({ id: 2002, slug: 'Has Spaces' }),
      '2002',
      'slug',
      'expected a lowercase url-safe slug (a-z, 0-9 and single hyphens), found "has spaces"',
    ],
    [
      'a sold car without sold_date',
      record({ id: 2002, status: 'sold' }),
      '2002',
      'sold_date',
      'a sold car needs a sold_date',
    ],
    [
      'a date in another format',
      record({ id: 2002, status: 'sold', sold_date: '22/11/2026' }),
      '2002',
      'sold_date',
      'expected an ISO 8601 date-time, found "22/11/2026"',
    ],
    [
      'a nested image url that is not text',
      record({ id: 2002, images: ['/a.jpg', { image: { url: 42 } }] }),
      '2002',
      'images.1.image.url',
      'expected text, found 42',
    ],
    [
      'a nested postcode that is an object',
      record({ id: 2002, location: { id: 1, name: 'X', slug: 'x', address: { postcode: {} } } }),
      '2002',
      'location.address.postcode',
      'expected text, found an object',
    ],
    [
      'a flag that is not true or false',
      record({ id: 2002, show_on_dealer_website: 'maybe' }),
      '2002',
      'show_on_dealer_website',
      'expected true or false, found "maybe"',
    ],
    ['a zero id', record({ id: 0 }), '0', 'id', 'expected more than 0, found 0'],
    ['no id at all', withoutKey('id'), '#1', 'id', 'is required but missing'],
    ['a record that is not an object', 'oops', '#1', '', 'expected an object, found "oops"'],
  ])('%s', (_, bad, recordId, field, reason) => {
    const good = [record({ id: 1, slug: 'good-1' }), record({ id: 3, slug: 'good-3' })];
    const { vehicles, skipped } = normaliseFeed({ vehicles: [good[0], bad, good[1]] }, { now });
    expect(vehicles.map((v) => v.id)).toEqual([1, 3]);
    expect(skipped).toEqual([{ index: 1, recordId, field, reason }]);
  });

  it.each([
    [
      'id',
      record({ id: 5, slug: 'first' }),
      record({ id: 5, slug: 'second' }),
      'duplicate id 5 (already used by record #0)',
    ],
    [
      'slug',
      record({ id: 5, slug: 'same' }),
      record({ id: 6, slug: 'same' }),
      'duplicate slug "same" (already used by record #0)',
    ],
  ])('skips the second of two records with the same %s', (field, first, second, reason) => {
    const { vehicles, skipped } = normaliseFeed({ vehicles: [first, second] }, { now });
    expect(vehicles).toHaveLength(1);
    expect(skipped).toEqual([{ index: 1, recordId: String(second.id), field, reason }]);
  });

  it('reports every bad record without aborting the feed', () => {
    const feed = {
      vehicles: [
        record({ id: 1, price: 'x' }),
        record({ id: 2, slug: 'two' }),
        7,
        record({ id: 4, year: 'soon', slug: 'four' }),
      ],
    };
    const { vehicles, skipped } = normaliseFeed(feed, { now });
    expect(vehicles.map((v) => v.id)).toEqual([2]);
    expect(skipped.map((s) => [s.index, s.field])).toEqual([
      [0, 'price'],
      [2, ''],
      [3, 'year'],
    ]);
  });
});

describe('normaliseFeed: a feed that is not a feed throws', () => {
  it.each([
    ['null', null],
    ['a string', 'vehicles'],
    ['an array', [record()]],
    ['an object without vehicles', {}],
    ['vehicles that is not a list', { vehicles: { id: 1 } }],
  ])('%s', (_, input) => {
    expect(() => normaliseFeed(input, { now })).toThrow(/vehicles/);
  });

  it('accepts an empty feed', () => {
    expect(normaliseFeed({ vehicles: [] }, { now })).toEqual({ vehicles: [], skipped: [] });
  });
});

describe('formatSkipped', () => {
  it.each([
    [
      { index: 3, recordId: '1042', field: 'price', reason: 'expected a number, found "abc"' },
      'record #3 (id 1042) price: expected a number, found "abc"',
    ],
    [
      { index: 4, recordId: '#4', field: 'id', reason: 'is required but missing' },
      'record #4 id: is required but missing',
    ],
    [
      { index: 5, recordId: '#5', field: '', reason: 'expected an object, found 7' },
      'record #5: expected an object, found 7',
    ],
  ])('%j', (skipped, line) => {
    expect(formatSkipped(skipped)).toBe(line);
  });

  it('quotes only the offending value, shortened', () => {
    const long = 'x'.repeat(100);
    const { skipped } = normaliseFeed(
      { vehicles: [record({ price: long, dealercomments: 'Call Jane on 0400 000 000' })] },
      { now },
    );
    expect(skipped[0]?.reason).toBe(`expected a number, found "${'x'.repeat(37)}..."`);
    expect(formatSkipped(skipped[0]!)).not.toContain('Jane');
  });
});

describe('docs/stock-feed.md', () => {
  it('its example record is a valid feed record', () => {
    const doc = readFileSync(new URL('../../docs/stock-feed.md', import.meta.url), 'utf8');
    const example = /## Example record\s+```json\n([\s\S]*?)\n```/.exec(doc)?.[1];
    const { vehicles, skipped } = normaliseFeed({ vehicles: [JSON.parse(example ?? 'null')] }, { now });
    expect(skipped).toEqual([]);
    expect(vehicles[0]).toMatchObject({
      id: 1042,
      price: 45990,
      km: 61250,
      certified: true,
      created_at: '2026-11-17T23:00:00.000Z',
      build_date: '2021-03-01',
      thumbnails: ['/photos/1042-1.jpg', '/photos/1042-2-thumb.jpg'],
      city: 'Chermside',
      location_id: 11,
    });
    expect(vehicles[0]?.finance_lenders?.angle).toMatchObject({ deposit: 0, termYears: 5, paymentWeek: null });
  });
});
