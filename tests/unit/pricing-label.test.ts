// Australian Consumer Law s48 (a single total price, and what it covers), as the car page, cards and
// structured data say it: drive-away (registration, CTP, stamp duty and dealer delivery included),
// estimated drive-away, or excluding government charges, for the state whose on-road costs apply.
// The car's own price_type decides, else the site's feeds.priceType; pricing.onRoadState, else the
// car's state.
import { describe, expect, it } from 'vitest';
import { labelledPriceText, priceLabel } from '../../src/lib/pricing/label.ts';

describe.each([
  [
    { price_type: 'drive_away', state: 'NSW' },
    'excl_gov_charges',
    null,
    'Drive away',
    'Drive-away price for NSW registration: includes registration, CTP insurance, stamp duty and dealer delivery.',
  ],
  [
    { price_type: 'EGC', state: 'vic' },
    'drive_away',
    null,
    'Excl. govt charges',
    'Price excludes government charges for VIC registration (registration, CTP insurance and stamp duty), which are extra.',
  ],
  [
    { price_type: 'estimated drive away', state: 'QLD' },
    'drive_away',
    'WA',
    'Est. drive away',
    'Estimated drive-away price for WA registration: includes registration, CTP insurance, stamp duty and dealer delivery, which may vary.',
  ],
  [
    { price_type: null, state: 'QLD' },
    'excl_gov_charges',
    null,
    'Excl. govt charges',
    'Price excludes government charges for QLD registration (registration, CTP insurance and stamp duty), which are extra.',
  ],
  [
    { price_type: null, state: null },
    'drive_away',
    null,
    'Drive away',
    'Drive-away price: includes registration, CTP insurance, stamp duty and dealer delivery.',
  ],
] as const)('a car %j on a site defaulting to %s (on-road state %s)', (car, priceType, onRoadState, short, full) => {
  it(`reads "${short}" beside the price and "${full}" on its page`, () => {
    expect(priceLabel(car, { priceType, onRoadState })).toMatchObject({ short, full });
  });
});

// docs/pricing-law.md: a list or table (compare, garage, checkout) shows the short label after the
// amount; a subscription is a rental, labelled as one; pre-order and no-price texts have no amount.
describe('a price as one line of text', () => {
  const site = { priceType: 'drive_away', onRoadState: null } as const;
  it.each([
    [{ price: 32_990, price_type: null }, '$32,990 Drive away'],
    [{ price: 32_990, before_price: 34_990, price_type: 'EGC' }, '$32,990 Excl. govt charges'],
    [{ price: 32_990, price_type: 'estimated_drive_away' }, '$32,990 Est. drive away'],
    [{ price: 0, subscription_price: 149 }, '$149/wk Subscription'],
    [{ price: 0, preorder: true }, 'PREORDER'],
    [{ price: 5 }, 'Enquire for price.'],
  ])('%j reads %j', (car, text) => {
    expect(labelledPriceText(car, 'Enquire for price.', site)).toBe(text);
  });
});
