import { describe, expect, it } from 'vitest';
import { priceDisplay } from '../../src/lib/pricing/display.ts';

const NO_PRICE = 'Enquire for price.';

describe('price display kinds — spec/shopping.md §4 and §5 "A price is shown only when above 10"', () => {
  it.each([
    ['car price', { price: 45990 }, { kind: 'car-price', text: '$45,990' }],
    [
      'reduced with was-price',
      { price: 39990, before_price: 42990 },
      { kind: 'reduced', text: '$39,990', wasText: '$42,990' },
    ],
    [
      'a was-price not above the price is ignored',
      { price: 39990, before_price: 39990 },
      { kind: 'car-price', text: '$39,990' },
    ],
    ['subscription', { price: 0, subscription_price: 189 }, { kind: 'subscription', text: '$189/wk' }],
    ['11 is shown', { price: 11 }, { kind: 'car-price', text: '$11' }],
    ['10 is not shown: no-price text', { price: 10 }, { kind: 'no-price', text: NO_PRICE }],
    ['0 with preorder: PREORDER', { price: 0, preorder: true }, { kind: 'pre-order', text: 'PREORDER' }],
    ['0 without preorder: the dealer text', { price: 0 }, { kind: 'no-price', text: NO_PRICE }],
    ['null price: the dealer text', { price: null }, { kind: 'no-price', text: NO_PRICE }],
  ])('%s', (_name, car, expected) => {
    expect(priceDisplay(car, NO_PRICE)).toMatchObject(expected);
  });

  it("uses the dealer's own no-price text", () => {
    expect(priceDisplay({ price: 0 }, 'Call for price')).toEqual({ kind: 'no-price', text: 'Call for price' });
  });
});
