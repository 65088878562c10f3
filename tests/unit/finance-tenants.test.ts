// Finance profiles as tenant config: the spec's "by provider, brand or group" finance variations
// are set in the demo tenants' JSON (manufacturer, group and site files), never in code.
import { beforeAll, describe, expect, it } from 'vitest';
import { comparisonRateBasis, repaymentBasis } from '../../src/lib/finance/disclosure.ts';
import { repayment } from '../../src/lib/finance/repayment.ts';
import { initialInputs, sliderRanges } from '../../src/lib/finance/sliders.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { loadTenants } from '../../src/pipeline/tenants.ts';

let tenants: Map<string, Tenant>;
beforeAll(async () => {
  const loaded = await loadTenants('tenants');
  expect(loaded.failures).toEqual([]);
  tenants = new Map(loaded.tenants.map((tenant) => [tenant.slug, tenant]));
});
const finance = (slug: string) => tenants.get(slug)!.finance;

describe('each demo tenant resolves to its finance profile', () => {
  it.each([
    [
      'harbour-motor-group: group rates (8.5, 6 years, from 5000, 7.5–14.5) plus the Kia file (105%, $1,360.50)',
      'harbour-motor-group',
      {
        amountMin: 5_000,
        defaultTermYears: 6,
        defaultInterestRate: 8.5,
        interestMin: 7.5,
        interestMax: 14.5,
        amountMaxPercentOfPriceAbove100k: 105,
        establishmentFee: 1_360.5,
      },
    ],
    [
      'bayside-nissan: the Nissan file ($1,300, 5.99–15.99, no frequency choice)',
      'bayside-nissan',
      {
        establishmentFee: 1_300,
        interestMin: 5.99,
        interestMax: 15.99,
        showFrequency: false,
        defaultInterestRate: 12.94,
      },
    ],
    [
      'outback-trucks-bikes-and-vans: 9.95–19.95 locked, terms 1 to 5 years',
      'outback-trucks-bikes-and-vans',
      {
        interestMin: 9.95,
        interestMax: 19.95,
        interestLocked: true,
        termMaxYears: 5,
        termYearsList: [1, 2, 3, 4, 5],
      },
    ],
    [
      'ridgeline-pre-owned: 4–20, no residual, a trade-in label',
      'ridgeline-pre-owned',
      {
        interestMin: 4,
        interestMax: 20,
        showResidual: false,
        depositLabel: 'Trade-in',
      },
    ],
    ['bellarine-ford: starts at 10%', 'bellarine-ford', { defaultInterestRate: 10, establishmentFee: null }],
    ['coastline-mg: starts at 6.29%', 'coastline-mg', { defaultInterestRate: 6.29, defaultTermYears: 5 }],
  ])('%s', (_name, slug, expected) => {
    expect(finance(slug).calculator).toMatchObject(expected);
  });

  it.each([
    ['harbour-motor-group', { enabled: true, variant: 'A', lenderKey: 'stratton', excludedMakes: ['Toyota'] }],
    ['bayside-nissan', { enabled: true, variant: 'D', lenderKey: 'plenti' }],
    [
      'coastline-mg',
      { enabled: true, variant: 'B', lenderKey: 'angle', interestRate: 6.29, finalPaymentText: '$0 final payment' },
    ],
    ['bellarine-ford', { enabled: false }],
    ['outback-trucks-bikes-and-vans', { enabled: false }],
    ['ridgeline-pre-owned', { enabled: false }],
  ])('%s estimate panel', (slug, expected) => {
    expect(finance(slug).estimatePanel).toMatchObject(expected);
  });

  it('the 105% rule reaches the harbour vehicle page: a $120,000 car gets up to $126,000', () => {
    expect(
      sliderRanges(finance('harbour-motor-group').calculator, { page: 'vehicle', carPrice: 120_000 }).amount,
    ).toMatchObject({ min: 5_000, max: 126_000 });
  });

  it('disclaimers longer than 197 characters have a short form to cut', () => {
    expect(
      [finance('harbour-motor-group').disclaimer!.length, finance('bayside-nissan').disclaimer!.length].every(
        (n) => n > 197,
      ),
    ).toBe(true);
  });
});

describe('§9 "example comparison rate based on a 5-year secured loan of $30,000; one tenant shows 12.94%"', () => {
  it('bellarine-ford', () => {
    const example = finance('bellarine-ford').comparisonRateExample!;
    expect(example).toEqual({ rate: null, comparisonRate: 12.94, termYears: 5, amount: 30_000, deposit: 0 });
    expect(comparisonRateBasis(example)).toBe('Comparison rate 12.94% p.a. based on a 5-year secured loan of $30,000.');
    expect(repaymentBasis(example)).toBeNull();
  });
});

describe('§9 "one dealer override shows repayment at 6.29% p.a., comparison 8.19%, 5 years, no deposit"', () => {
  it('coastline-mg', () => {
    const { comparisonRateExample: example, calculator } = finance('coastline-mg');
    expect(example).toEqual({ rate: 6.29, comparisonRate: 8.19, termYears: 5, amount: 30_000, deposit: 0 });
    expect(repaymentBasis(example!)).toBe(
      'Repayment based on 6.29% p.a., comparison rate 8.19% p.a., 5 years, no deposit.',
    );
    expect(comparisonRateBasis(example!)).toBe('Comparison rate 8.19% p.a. based on a 5-year secured loan of $30,000.');
    // A car without a price starts at $30,000: r = .0629/12, (1+r)^60 = 1.3684499, 584.04 a month.
    expect(repayment({ ...initialInputs(calculator, null), frequency: 'monthly' })).toBe(585);
  });

  it('a deposit is named when there is one', () => {
    expect(repaymentBasis({ rate: 6.29, comparisonRate: 8.19, termYears: 1, amount: 30_000, deposit: 5_000 })).toBe(
      'Repayment based on 6.29% p.a., comparison rate 8.19% p.a., 1 year, $5,000 deposit.',
    );
  });
});

describe('finance options a minimal site gets (the spec defaults)', () => {
  const minimal = parseTenant(
    { slug: 'minimal-motors', name: 'Minimal Motors', id: 1, url: 'https://minimal.example' },
    'tenants/sites/minimal-motors.json',
  );

  it('no provider, no panel, no disclaimer, no example; the calculator at the table values', () => {
    expect(minimal.ok && minimal.tenant.finance).toEqual({
      provider: null,
      calculator: {
        amountMin: 1_000,
        amountMaxOnVehiclePage: 100_000,
        amountMaxElsewhere: 250_000,
        amountLimit: 250_000,
        amountMaxPercentOfPriceAbove100k: null,
        amountStep: 500,
        termMinYears: 1,
        termMaxYears: 7,
        termStepYears: 0.5,
        termYearsList: null,
        interestMin: 0.5,
        interestMax: 15,
        interestStep: 0.5,
        interestLocked: false,
        defaultTermYears: 5,
        defaultInterestRate: 12.94,
        defaultFrequency: 'weekly',
        showFrequency: true,
        establishmentFee: null,
        showDeposit: true,
        depositLabel: 'Deposit or trade-in',
        depositMax: 250_000,
        showResidual: true,
        residualMax: 250_000,
      },
      estimatePanel: {
        enabled: false,
        variant: 'D',
        lenderKey: null,
        excludedMakes: [],
        interestRate: null,
        finalPaymentText: null,
      },
      disclaimer: null,
      comparisonRateExample: null,
    });
  });
});

describe('a profile that contradicts itself is refused with the file, path, expected and found', () => {
  const SITE = 'tenants/sites/x.json';
  const errors = (finance: object) => {
    const result = parseTenant({ slug: 'x', name: 'X', id: 7, url: 'https://x.example', finance }, SITE);
    return result.ok ? [] : result.errors;
  };

  it.each([
    [
      'a starting rate outside the range',
      { calculator: { interestMin: 7.5, interestMax: 14.5, defaultInterestRate: 15.99 } },
      `${SITE}: finance.calculator.defaultInterestRate: expected a percentage from 7.5 to 14.5 (interestMin to interestMax), found 15.99`,
    ],
    [
      'a range upside down',
      { calculator: { interestMin: 9.95, interestMax: 4, defaultInterestRate: 9.95 } },
      `${SITE}: finance.calculator.interestMax: expected a number greater than 9.95 (interestMin), found 4`,
    ],
    [
      'a starting term not in the list',
      { calculator: { termYearsList: [1, 2, 3], defaultTermYears: 5 } },
      `${SITE}: finance.calculator.defaultTermYears: expected one of the terms in termYearsList (1, 2, 3), found 5`,
    ],
    [
      'a term list out of order',
      { calculator: { termYearsList: [1, 3, 2], defaultTermYears: 3 } },
      `${SITE}: finance.calculator.termYearsList: expected terms in increasing order, each once, found [1,3,2]`,
    ],
    [
      'a starting term beyond the max',
      { calculator: { termMaxYears: 5, defaultTermYears: 6 } },
      `${SITE}: finance.calculator.defaultTermYears: expected a number of years from 1 to 5 (termMinYears to termMaxYears), found 6`,
    ],
    [
      'an enabled panel without a lender',
      { estimatePanel: { enabled: true } },
      `${SITE}: finance.estimatePanel.lenderKey: expected the finance_lenders key the panel reads, like "stratton", while enabled is true, found null`,
    ],
    [
      'an unknown variant',
      { estimatePanel: { variant: 'H' } },
      `${SITE}: finance.estimatePanel.variant: expected one of "A", "B", "C", "D", "E", "F", "G", found "H"`,
    ],
    [
      'an unknown frequency',
      { calculator: { defaultFrequency: 'daily' } },
      `${SITE}: finance.calculator.defaultFrequency: expected one of "weekly", "fortnightly", "monthly", found "daily"`,
    ],
  ])('%s', (_name, financeOptions, expected) => {
    expect(errors(financeOptions)).toEqual([expected]);
  });
});
