// spec/shopping.md §4 Phone reveal: "The number is masked (first 5 characters visible, rest
// starred) until clicked; then a reveal call is made and the full number shown." §7 reveal payload
// car_id, dealership_id, website_id; phone choice; §9 "Phone display: +61 becomes 0, grouped 2-4-4".
import { describe, expect, it } from 'vitest';
import { dealerPhone, phoneRevealPayload } from '../../src/lib/vehicle/phone.ts';

describe('the masked number: "first 5 characters visible, rest starred" (spaces kept)', () => {
  it.each([
    ['+61733901200', '07 3390 1200', '07 33** ****'],
    ['1300427268', '1300 427 268', '1300 *** ***'],
    ['+61412345678', '04 1234 5678', '04 12** ****'],
  ])('%s shows as %s, masked %s', (raw, display, masked) => {
    expect(dealerPhone({}, { car_type: 'used', location: { phone: raw } })).toMatchObject({ display, masked });
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
