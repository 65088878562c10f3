// spec/shopping.md §5 Delivery calculator: "Postcode must not be empty: 'Please enter a
// postcode.'"; §4: "idle, loading, result or error"; §8: "Delivery calculator, no result: 'Sorry,
// we can't provide …'". spec/site.md §5 Postcode: "required, exactly 4 digits, field limited to
// 4 characters; message 'Invalid postcode. Please enter a 4-digit number.'"; §8 Geocode no result:
// 'Invalid postcode'.
import { describe, expect, it } from 'vitest';
import type { Geocoder } from '../../src/lib/geo/geocoding.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import { INVALID_POSTCODE_TEXT, POSTCODE_MAX_LENGTH, validatePostcode } from '../../src/lib/delivery/postcode.ts';
import { deliveryPriceText, deliveryQuote, NO_ESTIMATE_TEXT } from '../../src/lib/delivery/quote.ts';
import {
  deliveryOrigins,
  deliveryReducer,
  estimateDelivery,
  INITIAL_DELIVERY_STATE,
  type DeliveryState,
} from '../../src/lib/delivery/state.ts';

describe('validatePostcode', () => {
  it('"field limited to 4 characters"', () => {
    expect(POSTCODE_MAX_LENGTH).toBe(4);
  });

  it.each([
    ['', 'Please enter a postcode.'],
    ['   ', 'Please enter a postcode.'],
    ['400', 'Invalid postcode. Please enter a 4-digit number.'],
    ['40000', 'Invalid postcode. Please enter a 4-digit number.'],
    ['40a0', 'Invalid postcode. Please enter a 4-digit number.'],
    ['4 00', 'Invalid postcode. Please enter a 4-digit number.'],
    ['-400', 'Invalid postcode. Please enter a 4-digit number.'],
    ['４０００', 'Invalid postcode. Please enter a 4-digit number.'],
    ['4000', null],
    ['0800', null],
    [' 4000 ', null],
  ])('%j → %j', (input, expected) => {
    expect(validatePostcode(input)).toBe(expected);
  });

  it('exports the texts as the spec writes them', () => {
    expect(validatePostcode('')).toBe('Please enter a postcode.');
    expect(INVALID_POSTCODE_TEXT).toBe('Invalid postcode. Please enter a 4-digit number.');
    expect(NO_ESTIMATE_TEXT).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
  });
});

const REGIONS = [
  { name: 'Brisbane metro', maxKm: 60, price: 0 },
  { name: 'South East Queensland', maxKm: 200, price: 290 },
  { name: 'Regional Queensland', maxKm: 800, price: 890 },
];

describe('deliveryQuote (region prices are tenant config)', () => {
  it.each([
    [0, { name: 'Brisbane metro', price: 0 }],
    [60, { name: 'Brisbane metro', price: 0 }],
    [60.1, { name: 'South East Queensland', price: 290 }],
    [799, { name: 'Regional Queensland', price: 890 }],
    [800.5, null],
    [2000, null],
  ])('%d km → %j', (km, expected) => {
    expect(deliveryQuote(km, REGIONS)).toEqual(expected);
  });

  it('does not depend on the order the bands are written in', () => {
    expect(deliveryQuote(100, [...REGIONS].reverse())).toEqual({ name: 'South East Queensland', price: 290 });
  });

  it('shows a zero price as Free and others as whole dollars', () => {
    expect([deliveryPriceText(0), deliveryPriceText(290), deliveryPriceText(1500)]).toEqual(['Free', '$290', '$1,500']);
  });
});

describe('deliveryReducer: idle, loading, result or error', () => {
  const loading: DeliveryState = { status: 'loading', postcode: '4000' };

  it.each<[string, DeliveryState, Parameters<typeof deliveryReducer>[1], DeliveryState]>([
    ['starts idle', INITIAL_DELIVERY_STATE, { type: 'reset' }, { status: 'idle' }],
    [
      'an empty postcode is an error, with no lookup',
      INITIAL_DELIVERY_STATE,
      { type: 'submit', postcode: ' ' },
      { status: 'error', postcode: '', message: 'Please enter a postcode.' },
    ],
    [
      'a 3-digit postcode is an error',
      INITIAL_DELIVERY_STATE,
      { type: 'submit', postcode: '400' },
      { status: 'error', postcode: '400', message: 'Invalid postcode. Please enter a 4-digit number.' },
    ],
    ['a valid postcode loads', INITIAL_DELIVERY_STATE, { type: 'submit', postcode: ' 4000' }, loading],
    [
      'an answer gives the result',
      loading,
      { type: 'resolved', postcode: '4000', name: 'Brisbane metro', price: 0, km: 12 },
      { status: 'result', postcode: '4000', name: 'Brisbane metro', price: 0, km: 12 },
    ],
    [
      'a failure gives the error',
      loading,
      { type: 'failed', postcode: '4000', message: NO_ESTIMATE_TEXT },
      { status: 'error', postcode: '4000', message: NO_ESTIMATE_TEXT },
    ],
    [
      'a late answer for an earlier postcode is ignored',
      loading,
      { type: 'resolved', postcode: '2000', name: 'x', price: 1, km: 1 },
      loading,
    ],
    [
      'a late failure for an earlier postcode is ignored',
      loading,
      { type: 'failed', postcode: '2000', message: 'x' },
      loading,
    ],
    [
      'a new submit from a result loads again',
      { status: 'result', postcode: '4000', name: 'a', price: 0, km: 1 },
      { type: 'submit', postcode: '4170' },
      { status: 'loading', postcode: '4170' },
    ],
  ])('%s', (_name, state, action, expected) => {
    expect(deliveryReducer(state, action)).toEqual(expected);
  });
});

describe('estimateDelivery', () => {
  const CAPALABA = { type: 'sales', address: { lat: -27.5291, long: 153.1937 } };
  const SERVICE = { type: 'service', address: { lat: -16.92, long: 145.77 } };
  const points: Record<string, { lat: number; long: number }> = {
    '4157': { lat: -27.53, long: 153.19 }, // Capalaba: next door
    '4218': { lat: -28.03, long: 153.43 }, // Broadbeach: 60 km, the edge of the metro band
    '4220': { lat: -28.09, long: 153.45 }, // Burleigh Heads: ~67 km
    '4870': { lat: -16.92, long: 145.77 }, // Cairns: ~1,400 km
  };
  const geocode: Geocoder = async (postcode) => {
    const point = points[postcode];
    if (!point) throw new Error('Invalid postcode');
    return point;
  };
  const options = { geocode, origins: deliveryOrigins([CAPALABA, SERVICE]), regions: REGIONS };

  it.each([
    ['4157', { type: 'resolved', postcode: '4157', name: 'Brisbane metro', price: 0, km: 0 }],
    ['4218', { type: 'resolved', postcode: '4218', name: 'Brisbane metro', price: 0, km: 60 }],
    ['4220', { type: 'resolved', postcode: '4220', name: 'South East Queensland', price: 290, km: 67 }],
    ['4870', { type: 'failed', postcode: '4870', message: NO_ESTIMATE_TEXT }],
    ['9999', { type: 'failed', postcode: '9999', message: 'Invalid postcode' }],
  ])('%s → %j', async (postcode, expected) => {
    expect(await estimateDelivery(postcode, options)).toEqual(expected);
  });

  it('delivers from sales yards only (not the service centre next to Cairns)', () => {
    expect(deliveryOrigins([CAPALABA, SERVICE])).toEqual([CAPALABA]);
    expect(deliveryOrigins([{ type: '', address: CAPALABA.address }])).toHaveLength(1);
    expect(deliveryOrigins([SERVICE])).toEqual([SERVICE]);
  });

  it('answers a geocoder outage with the sorry text, never a rejection', async () => {
    const down: Geocoder = async () => {
      throw new Error('Geocoding failed (HTTP 503)');
    };
    expect(await estimateDelivery('4000', { ...options, geocode: down })).toEqual({
      type: 'failed',
      postcode: '4000',
      message: NO_ESTIMATE_TEXT,
    });
  });

  it('has no estimate when the tenant lists no locations', async () => {
    expect(await estimateDelivery('4157', { ...options, origins: [] })).toEqual({
      type: 'failed',
      postcode: '4157',
      message: NO_ESTIMATE_TEXT,
    });
  });
});

describe('tenant.delivery options', () => {
  const SITE = { slug: 'minimal-motors', name: 'Minimal Motors', id: 1, url: 'https://minimal.example' };
  const FILE = 'tenants/sites/minimal-motors.json';

  it('is off by default, with the documented bands and the offline geocoder', () => {
    const result = parseTenant(SITE, FILE);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.tenant.delivery).toMatchObject({
      enabled: false,
      geocoder: { kind: 'offline', url: 'https://maps.googleapis.com/maps/api/geocode/json' },
    });
    expect(result.tenant.delivery.regions.map((r) => [r.name, r.maxKm, r.price])).toEqual([
      ['Local', 50, 0],
      ['Metro and surrounds', 150, 250],
      ['Regional', 500, 750],
      ['Interstate', 1500, 1500],
    ]);
  });

  it.each([
    [
      'bands out of order',
      {
        regions: [
          { name: 'Far', maxKm: 300, price: 500 },
          { name: 'Near', maxKm: 50, price: 0 },
        ],
      },
      `${FILE}: delivery.regions[1].maxKm: expected more than the previous region's 300 km, found 50`,
    ],
    ['no bands', { regions: [] }, `${FILE}: delivery.regions: expected at least one delivery region, found []`],
    [
      'a price with cents',
      { regions: [{ name: 'Near', maxKm: 50, price: 9.5 }] },
      `${FILE}: delivery.regions[0].price: expected a price in whole dollars from 0 to 100000, found 9.5`,
    ],
    [
      'a key written into the file instead of its variable name',
      { geocoder: { kind: 'hosted', keyEnv: 'AIzaSyExample' } },
      `${FILE}: delivery.geocoder.keyEnv: expected an environment variable name like FORECOURT_GEOCODER_KEY, found "AIzaSyExample"`,
    ],
  ])('refuses %s', (_name, delivery, message) => {
    const result = parseTenant({ ...SITE, delivery }, FILE);
    expect(result.ok ? [] : result.errors).toEqual([message]);
  });
});
