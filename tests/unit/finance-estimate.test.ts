// spec/shopping.md §5 "Finance estimate panel": "Shown only when lender data exists, rates are not
// null, the manufacturer is not one specific make, and other flags are off", then per variant A–G.
import { describe, expect, it } from 'vitest';
import { financeEstimate, type EstimateCar, type EstimateOptions } from '../../src/lib/finance/estimate-panel.ts';
import type { EstimateVariant } from '../../src/lib/finance/options.ts';
import type { FinanceLender } from '../../src/lib/stock/vehicle.ts';

// Mid-2026 in Brisbane: "current year minus 12" is 2014.
const NOW = new Date('2026-06-15T00:00:00Z');

const lender = (over: Partial<FinanceLender> = {}): FinanceLender => ({
  disclaimer: null,
  deposit: 0,
  paymentMonth: 650,
  paymentWeek: 149.6,
  totalPayable: 39_000,
  interestRate: 8.99,
  comparisonRate: 9.42,
  termMonths: 60,
  termYears: 5,
  termWeeks: 260,
  establishmentFees: 395,
  balloon: 0,
  financeProvider: 'Stratton Finance',
  ...over,
});

const car = (over: Partial<EstimateCar> = {}, lenderOver: Partial<FinanceLender> = {}): EstimateCar => ({
  year: 2021,
  make: 'Kia',
  price: 30_000,
  status: 'in_stock',
  finance_lenders: { stratton: lender(lenderOver) },
  ...over,
});

const options = (variant: EstimateVariant, panel: Partial<EstimateOptions['estimatePanel']> = {}): EstimateOptions => ({
  estimatePanel: {
    enabled: true,
    variant,
    lenderKey: 'stratton',
    excludedMakes: [],
    interestRate: null,
    finalPaymentText: null,
    ...panel,
  },
  calculator: { establishmentFee: null, defaultTermYears: 5 },
  disclaimer: null,
});

const shown = (c: EstimateCar, o: EstimateOptions, now = NOW) => financeEstimate(c, o, now) !== null;

describe('Variant A: car year > current year minus 12, price > 500, car available, comparison rate present', () => {
  it.each([
    ['a 2021 car', car(), true],
    ['year 2015 (> 2014)', car({ year: 2015 }), true],
    ['year 2014 (not > 2014)', car({ year: 2014 }), false],
    ['price 501', car({ price: 501 }), true],
    ['price 500', car({ price: 500 }), false],
    ['no price', car({ price: null }), false],
    ['coming soon is available', car({ status: 'coming_soon' }), true],
    ['sold', car({ status: 'sold' }), false],
    ['no comparison rate', car({}, { comparisonRate: null }), false],
    ['no weekly payment is fine', car({}, { paymentWeek: null }), true],
  ])('%s → %s', (_name, c, expected) => {
    expect(shown(c, options('A'))).toBe(expected);
  });

  it('takes the current year in Brisbane: 15:00 UTC on 31 December is already the new year there', () => {
    const newYearInBrisbane = new Date('2025-12-31T15:00:00Z');
    expect([
      shown(car({ year: 2014 }), options('A'), newYearInBrisbane),
      shown(car({ year: 2015 }), options('A'), newYearInBrisbane),
    ]).toEqual([false, true]);
  });
});

describe.each(['B', 'C'] as const)('Variant %s: only the car available', (variant) => {
  it.each([
    ['an old car', car({ year: 1998 }), true],
    ['price 400 with a weekly figure', car({ price: 400 }), true],
    ['no comparison rate', car({}, { comparisonRate: null }), true],
    ['sold', car({ status: 'sold' }), false],
  ])('%s → %s', (_name, c, expected) => {
    expect(shown(c, options(variant))).toBe(expected);
  });
});

describe.each(['D', 'E', 'F'] as const)('Variant %s: price > 500, car available, weekly payment present', (variant) => {
  it.each([
    ['a priced available car with a weekly payment', car(), true],
    ['an old car', car({ year: 1998 }), true],
    ['price 500', car({ price: 500 }), false],
    ['sold', car({ status: 'sold' }), false],
    ['no weekly payment (a monthly one is not enough)', car({}, { paymentWeek: null }), false],
  ])('%s → %s', (_name, c, expected) => {
    expect(shown(c, options(variant))).toBe(expected);
  });
});

describe('Variant G: price > 500, car available, monthly payment present', () => {
  it.each([
    ['a priced available car with a monthly payment', car(), true],
    ['price 500', car({ price: 500 }), false],
    ['sold', car({ status: 'sold' }), false],
    ['no monthly payment (a weekly one is not enough)', car({}, { paymentMonth: null }), false],
  ])('%s → %s', (_name, c, expected) => {
    expect(shown(c, options('G'))).toBe(expected);
  });

  it('shows the monthly payment per week: 650 × 12 / 52 = 150', () => {
    expect(financeEstimate(car({}, { paymentWeek: null }), options('G'), NOW)?.text).toBe('$150/wk');
  });
});

describe('the general conditions, for every variant', () => {
  it.each([
    ['the panel is off', car(), options('B', { enabled: false })],
    ['the car has no lender data', car({ finance_lenders: null }), options('B')],
    ["the car has no entry under the tenant's lender key", car(), options('B', { lenderKey: 'plenti' })],
    ['the lender and the tenant give no rate (rates are null)', car({}, { interestRate: null }), options('B')],
    ['the make is excluded', car({ make: 'Toyota' }), options('B', { excludedMakes: ['Toyota'] })],
    ['the make is excluded, whatever its case', car({ make: 'TOYOTA' }), options('B', { excludedMakes: ['Toyota'] })],
  ])('hidden when %s', (_name, c, o) => {
    expect(financeEstimate(c, o, NOW)).toBeNull();
  });

  it('a tenant rate stands in for a lender that gives none', () => {
    expect(shown(car({}, { interestRate: null }), options('B', { interestRate: 6.29 }))).toBe(true);
  });
});

describe('what the panel says: §9 "Finance estimate shown as $/wk", weekly in whole dollars, comparison rate 2 decimals', () => {
  it("the lender's figures", () => {
    expect(financeEstimate(car(), options('A'), NOW)).toEqual({
      weekly: 150,
      text: '$150/wk',
      comparisonRate: '9.42%',
    });
  });

  it('rounds the weekly figure to whole dollars', () => {
    expect(financeEstimate(car({}, { paymentWeek: 153.49 }), options('D'), NOW)?.text).toBe('$153/wk');
  });

  it("adds the tenant's final-payment line and the short disclaimer", () => {
    const long = `${'Fees and charges apply. '.repeat(10)}`;
    const estimate = financeEstimate(
      car(),
      { ...options('D', { finalPaymentText: '$0 final payment' }), disclaimer: long },
      NOW,
    );
    expect(estimate?.finalPayment).toBe('$0 final payment');
    expect(estimate?.disclaimer).toBe(`${long.slice(0, 197).trimEnd()}...`);
  });

  it("prefers the lender's disclaimer to the tenant's", () => {
    const estimate = financeEstimate(
      car({}, { disclaimer: 'Subject to Stratton Finance credit approval.' }),
      { ...options('D'), disclaimer: 'Ours.' },
      NOW,
    );
    expect(estimate?.disclaimer).toBe('Subject to Stratton Finance credit approval.');
  });
});

describe("the 'angle' entry (deposit and termYears only): the repayment is computed", () => {
  const angle = {
    disclaimer: null,
    deposit: 0,
    paymentMonth: null,
    paymentWeek: null,
    totalPayable: null,
    interestRate: null,
    comparisonRate: null,
    termMonths: null,
    termYears: 5,
    termWeeks: null,
    establishmentFees: null,
    balloon: null,
    financeProvider: null,
  };
  const angleCar = (over: Partial<EstimateCar> = {}) => car({ finance_lenders: { angle }, ...over });
  const angleOptions = options('B', { lenderKey: 'angle', interestRate: 6.29, finalPaymentText: '$0 final payment' });

  it('6.29% p.a., 5 years, no deposit on $30,000 weekly: r = .0629/52, (1+r)^260 = 1.3693141, 134.55 rounded up', () => {
    expect(financeEstimate(angleCar(), angleOptions, NOW)).toEqual({
      weekly: 135,
      text: '$135/wk',
      finalPayment: '$0 final payment',
    });
  });

  it("finances the provider's establishment fee: 31300 · r / (1 − 1/1.3693141) = 140.38", () => {
    const withFee = { ...angleOptions, calculator: { establishmentFee: 1_300, defaultTermYears: 5 } };
    expect(financeEstimate(angleCar(), withFee, NOW)?.weekly).toBe(141);
  });

  it('has nothing to compute for a car without a price', () => {
    expect(financeEstimate(angleCar({ price: 0 }), angleOptions, NOW)).toBeNull();
  });

  it('stays hidden without a tenant rate (rates are null)', () => {
    expect(
      financeEstimate(
        angleCar(),
        { ...angleOptions, estimatePanel: { ...angleOptions.estimatePanel, interestRate: null } },
        NOW,
      ),
    ).toBeNull();
  });
});
