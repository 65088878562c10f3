// spec/shopping.md §3 Auto gauge response, §4 Price gauge ("nothing on a fetch failure or missing
// data; animation 2.5 s"), §5 "Price gauge hidden when any of fill, listing price, market min,
// market max or confidence is missing, when confidence is 0.2 or lower, or when market max is below
// the listing price" and "Market price badge: only when the car price is below the state average
// market price by more than 499", §7 GET {base}{car path}/autogauge, §9 "more than $499 below".
import { describe, expect, it } from 'vitest';
import { GAUGE_ANIMATION_MS, gaugeUrl, marketGauge, marketPriceBadge, readGauge } from '../../src/lib/vehicle/gauge.ts';

const GOOD = {
  fill: 42,
  listing_price: 45990,
  market_range_min: 41000,
  market_range_max: 52000,
  confidence: 0.8,
  description: 'Great price',
};

describe('price gauge', () => {
  it('animation 2.5 s', () => expect(GAUGE_ANIMATION_MS).toBe(2500));

  it.each([
    ['complete, confident, max above the listing price', GOOD, true],
    ['fill missing', { ...GOOD, fill: undefined }, false],
    ['listing price missing', { ...GOOD, listing_price: null }, false],
    ['market min missing', { ...GOOD, market_range_min: undefined }, false],
    ['market max missing', { ...GOOD, market_range_max: null }, false],
    ['confidence missing', { ...GOOD, confidence: undefined }, false],
    ['confidence 0.2 (or lower)', { ...GOOD, confidence: 0.2 }, false],
    ['confidence 0.1', { ...GOOD, confidence: 0.1 }, false],
    ['confidence 0.21', { ...GOOD, confidence: 0.21 }, true],
    ['market max below the listing price', { ...GOOD, market_range_max: 45989 }, false],
    ['market max equal to the listing price', { ...GOOD, market_range_max: 45990 }, true],
    ['a number sent as text counts as missing', { ...GOOD, fill: '42' }, false],
    ['fetch failure (null)', null, false],
    ['empty response', {}, false],
  ])('%s → %s', (_name, response, visible) => {
    expect(readGauge(response) !== null).toBe(visible);
  });

  it('readGauge keeps the figures and a description or null', () => {
    expect(readGauge({ ...GOOD, description: '  ', extra: 1 })).toEqual({ ...GOOD, description: null });
  });

  it('GET {base}{car path}/autogauge', () => {
    expect(gaugeUrl('https://api.example/', '/cars/2022-toyota-hilux-4242')).toBe(
      'https://api.example/cars/2022-toyota-hilux-4242/autogauge',
    );
  });
});

describe('market price badge', () => {
  const withAverage = (price: number | null, average: number | null) => ({
    price,
    autograb_data: { state_average_market_price: average, average_market_price: null },
  });
  it.each([
    ['$500 below: shown', 45000, 45500, { text: '$500 below the state average market price', savings: 500 }],
    ['$499 below: not "more than 499"', 45001, 45500, null],
    ['$2,510 below', 42990, 45500, { text: '$2,510 below the state average market price', savings: 2510 }],
    ['above the average', 46000, 45500, null],
    ['no state average', 45000, null, null],
    ['no price shown (10 or less)', 0, 45500, null],
  ])('%s', (_name, price, average, expected) => {
    expect(marketPriceBadge(withAverage(price, average))).toEqual(expected);
  });

  it('no autograb data', () => {
    expect(marketPriceBadge({ price: 1000, autograb_data: null })).toBeNull();
  });
});

describe('the built-in gauge source: a band around the national and state averages', () => {
  it.each([
    [
      'between the averages',
      { price: 30000, autograb_data: { average_market_price: 30000, state_average_market_price: 31000 } },
      {
        market_range_min: 27600,
        market_range_max: 33480,
        confidence: 0.97,
        description: 'Priced within the market range for similar cars',
      },
    ],
    [
      'below the band',
      { price: 20000, autograb_data: { average_market_price: 30000, state_average_market_price: 30000 } },
      { fill: 0, confidence: 1, description: 'Priced below the market range for similar cars' },
    ],
    [
      'averages far apart: low confidence, so the gauge hides',
      { price: 30000, autograb_data: { average_market_price: 10000, state_average_market_price: 40000 } },
      { confidence: 0.25 },
    ],
  ])('%s', (_name, car, expected) => {
    expect(marketGauge(car)).toMatchObject(expected);
  });

  it.each([
    ['no market data', { price: 30000, autograb_data: null }],
    [
      'no shown price',
      { price: 10, autograb_data: { average_market_price: 30000, state_average_market_price: 30000 } },
    ],
  ])('nothing for %s', (_name, car) => {
    expect(marketGauge(car)).toBeNull();
  });

  it('its answers pass the §5 hide rules only when they should', () => {
    expect(
      readGauge(
        marketGauge({
          price: 30000,
          autograb_data: { average_market_price: 30000, state_average_market_price: 31000 },
        }),
      ),
    ).not.toBeNull();
    // 35,000 is above the band's max (33,480): §5 "market max is below the listing price" hides it.
    expect(
      readGauge(
        marketGauge({
          price: 35000,
          autograb_data: { average_market_price: 30000, state_average_market_price: 31000 },
        }),
      ),
    ).toBeNull();
  });
});
