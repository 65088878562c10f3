// spec/shopping.md §4 Phone reveal: "The number is masked (first 5 characters visible, rest
// starred) until clicked; then a reveal call is made and the full number shown." §7 reveal payload
// car_id, dealership_id, website_id; phone choice; §9 "Phone display: +61 becomes 0, grouped 2-4-4".
import { describe, expect, it } from 'vitest';
import { dealerPhone, maskPhone, PHONE_VISIBLE_CHARS, phoneRevealPayload } from '../../src/lib/vehicle/phone.ts';

describe('maskPhone', () => {
  it('first 5 characters visible', () => expect(PHONE_VISIBLE_CHARS).toBe(5));

  it.each([
    ['07 3390 1200', '07 33** ****'],
    ['1300 427 268', '1300 *** ***'],
    ['0412 345 678', '0412 *** ***'],
    ['131234', '13123*'],
    ['0733', '0733'],
  ])('%s → %s', (display, masked) => {
    expect(maskPhone(display)).toBe(masked);
  });
});

describe('dealerPhone', () => {
  const phones = { byCarType: { used: '+61733901220' }, defaults: { new: '+61733901200' } };

  it.each([
    ['used', '+61733901220', '07 3390 1220', 'tel:+61733901220', '07 33** ****'],
    ['new', '+61733901200', '07 3390 1200', 'tel:+61733901200', '07 33** ****'],
  ])('a %s car', (car_type, raw, display, href, masked) => {
    expect(dealerPhone(phones, { car_type, location: null })).toEqual({ raw, display, href, masked });
  });

  it("falls back to the car's location phone, and is null with no number at all", () => {
    expect(dealerPhone({}, { car_type: 'used', location: { phone: '1300427268' } })?.display).toBe('1300 427 268');
    expect(dealerPhone({}, { car_type: 'used', location: null })).toBeNull();
  });

  it('reveal payload: car_id, dealership_id, website_id', () => {
    expect(phoneRevealPayload({ id: 4242, dealership_id: 101 }, 5012)).toEqual({
      car_id: 4242,
      dealership_id: 101,
      website_id: 5012,
    });
  });
});
