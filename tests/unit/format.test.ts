import { describe, expect, it } from 'vitest';
import { formatCount, formatKms, formatPrice } from '../../src/lib/format/money.ts';
import { formatPhone, telHref } from '../../src/lib/format/phone.ts';
import { slugify } from '../../src/lib/format/slug.ts';
import { formatLongDate, formatMonthYear } from '../../src/lib/format/dates.ts';

describe('price formatting — spec: "$ with thousands commas, no decimals"', () => {
  it.each([
    [45990, '$45,990'],
    [1000000, '$1,000,000'],
    [999, '$999'],
    [30000.4, '$30,000'],
    [0, '$0'],
  ])('%s → %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it.each([
    ['always', 42.5, '$42.50'],
    ['always', 40, '$40.00'],
    ['where-any', 912.25, '$912.25'],
    ['where-any', 395, '$395'],
    ['where-any', 912.5, '$912.50'],
  ] as const)('with cents %s: %s → %s', (cents, amount, expected) => {
    expect(formatPrice(amount, cents)).toBe(expected);
  });
});

describe("odometer — spec: odometer inputs carry a ' kms' suffix", () => {
  it.each([
    [12345, '12,345 kms'],
    [0, '0 kms'],
  ])('%s → %s', (km, expected) => expect(formatKms(km)).toBe(expected));
  it('counts use en-AU grouping', () => expect(formatCount(2000)).toBe('2,000'));
});

describe('phone display — spec: "+61 prefix becomes 0, grouped 2-4-4"; 13, 1300 and 1800 numbers as Australians group them', () => {
  it.each([
    ['+61733001234', '07 3300 1234'],
    ['+61 2 9876 5432', '02 9876 5432'],
    ['0412345678', '04 1234 5678'],
    ['+61412345678', '04 1234 5678'],
    ['1300427268', '1300 427 268'],
    ['1800 123 456', '1800 123 456'],
    ['131 313', '13 13 13'],
    ['132265', '13 22 65'],
  ])('%s → %s', (raw, expected) => expect(formatPhone(raw)).toBe(expected));

  it.each([
    ['07 3300 1234', 'tel:+61733001234'],
    ['+61 2 9876 5432', 'tel:+61298765432'],
  ])('tel link for %s is %s', (raw, expected) => expect(telHref(raw)).toBe(expected));
});

describe('slugs map facet values to URL parts', () => {
  it.each([
    ['Mercedes-Benz', 'mercedes-benz'],
    ['CX-5', 'cx-5'],
    ['HiLux', 'hilux'],
    ['Land Rover', 'land-rover'],
    ['Citroën', 'citroen'],
    ['Kia Sportage SX+', 'kia-sportage-sx-plus'],
    ['Outback Trucks, Bikes & Vans', 'outback-trucks-bikes-and-vans'],
  ])('%s → %s', (value, expected) => expect(slugify(value)).toBe(expected));
});

describe('a calendar day as Australians write it (rego expiry, post dates, offer ends)', () => {
  it.each([
    ['2027-03-14', '14 March 2027'],
    ['2025-06-12', '12 June 2025'],
    // A day, not an instant: the first of January is still the first wherever the page is read.
    ['2026-01-01', '1 January 2026'],
  ])('%s → %s', (day, expected) => {
    expect(formatLongDate(day)).toBe(expected);
  });
});

describe('build and compliance dates are read by month', () => {
  it.each([
    ['2021-03-01', 'March 2021'],
    ['2019-12-31', 'December 2019'],
  ])('%s → %s', (day, expected) => {
    expect(formatMonthYear(day)).toBe(expected);
  });
});
