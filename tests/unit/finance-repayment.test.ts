// spec/shopping.md §9 Finance: "Repayment uses the standard amortised loan formula with periodic
// rate = rate/100 over periods per year, on price minus deposit plus establishment fees, less
// discounted residual; rounded up." Expected payments are worked out independently of the code:
// by the closed form written out beside each case, and by simulating the balance period by period.
import { describe, expect, it } from 'vitest';
import {
  formatRate,
  repayment,
  repaymentDisplay,
  shortDisclaimer,
  weeklyPriceText,
  type RepaymentInput,
} from '../../src/lib/finance/repayment.ts';
import type { Frequency } from '../../src/lib/finance/constants.ts';

const loan = (over: Partial<RepaymentInput>): RepaymentInput => ({
  price: 30_000,
  deposit: 0,
  establishmentFee: 0,
  residual: 0,
  ratePercent: 12,
  termYears: 5,
  frequency: 'monthly',
  ...over,
});

describe('§5 "Frequency: Weekly (52), Fortnightly (26), Monthly (12)"', () => {
  it.each([
    ['weekly', 600],
    ['fortnightly', 1200],
    ['monthly', 2600],
  ] as const)('$31,200 at 0%% over a year, %s: %d a payment', (frequency, payment) => {
    expect(repayment(loan({ price: 31_200, ratePercent: 0, termYears: 1, frequency }))).toBe(payment);
  });
});

// payment = (P − R / (1+r)^n) · r / (1 − (1+r)^−n), r = rate/100/periods, n = years · periods,
// P = price − deposit + fee, R = residual; then rounded up to whole dollars.
describe('hand-worked amortisation (closed form in each comment)', () => {
  it.each([
    // r = .12/12 = .01, n = 60, 1.01^60 = 1.8166967; 30000 · .01 / (1 − 1/1.8166967) = 667.33
    ['$30,000, 12%, 5 years, monthly', loan({}), 668],
    // r = .12/26 = .0046154, n = 130, (1+r)^130 = 1.8196053; 30000 · r / (1 − 1/1.8196053) = 307.40
    ['$30,000, 12%, 5 years, fortnightly', loan({ frequency: 'fortnightly' }), 308],
    // r = .12/52 = .0023077, n = 260, (1+r)^260 = 1.8208597; 30000 · r / (1 − 1/1.8208597) = 153.57
    ['$30,000, 12%, 5 years, weekly', loan({ frequency: 'weekly' }), 154],
    // (30000 − 10000/1.8166967) · .01 / (1 − 1/1.8166967) = (30000 − 5504.50) · .0222444 = 544.89
    ['residual $10,000, monthly', loan({ residual: 10_000 }), 545],
    // (30000 − 10000/1.8196053) · .0046154 / (1 − 1/1.8196053) = 251.09
    ['residual $10,000, fortnightly', loan({ residual: 10_000, frequency: 'fortnightly' }), 252],
    // (30000 − 10000/1.8208597) · .0023077 / (1 − 1/1.8208597) = 125.46
    ['residual $10,000, weekly', loan({ residual: 10_000, frequency: 'weekly' }), 126],
    // P = 35000 − 5000 + 1300 = 31300; r = .085/52, n = 312, (1+r)^312 = 1.6645980; payment 128.15
    [
      'deposit and $1,300 fee, 8.5%, 6 years, weekly',
      loan({
        price: 35_000,
        deposit: 5_000,
        establishmentFee: 1_300,
        ratePercent: 8.5,
        termYears: 6,
        frequency: 'weekly',
      }),
      129,
    ],
    // P = 31360.50; r = .1294/52, n = 260, (1+r)^260 = 1.9082686; payment 163.96
    [
      '$1,360.50 fee, 12.94%, 5 years, weekly',
      loan({ establishmentFee: 1_360.5, ratePercent: 12.94, frequency: 'weekly' }),
      164,
    ],
    // the default inputs: r = .1294/52, (1+r)^260 = 1.9082686; 30000 · r / (1 − 1/1.9082686) = 156.85
    ['defaults: $30,000, 12.94%, 5 years, weekly', loan({ ratePercent: 12.94, frequency: 'weekly' }), 157],
    // r = .0629/12 = .0052417, n = 60, (1+r)^60 = 1.3684499; 30000 · r / (1 − 1/1.3684499) = 584.04
    ['6.29% p.a., 5 years, no deposit, monthly', loan({ ratePercent: 6.29 }), 585],
    // r = .0629/52, n = 260, (1+r)^260 = 1.3693141; payment 134.55
    ['6.29% p.a., 5 years, no deposit, weekly', loan({ ratePercent: 6.29, frequency: 'weekly' }), 135],
    // a half-year term: r = .1/12, n = 30, (1+r)^30 = 1.2826960; 20000 · r / (1 − 1/1.2826960) = 756.23
    ['$20,000, 10%, 2.5 years, monthly', loan({ price: 20_000, ratePercent: 10, termYears: 2.5 }), 757],
  ])('%s → $%s', (_name, input, expected) => {
    expect(repayment(input)).toBe(expected);
  });

  it.each([
    ['0%: 30000 / 60 is exactly 500, not rounded up to 501', loan({ ratePercent: 0 }), 500],
    ['0% with a $6,000 residual: 24000 / 60', loan({ ratePercent: 0, residual: 6_000 }), 400],
    ['0% weekly: 26000 / 260', loan({ price: 26_000, ratePercent: 0, frequency: 'weekly' }), 100],
    ['0% with a fee: (30000 + 90) / 60 = 501.5, rounded up', loan({ ratePercent: 0, establishmentFee: 90 }), 502],
    ['a deposit covering the price costs nothing', loan({ deposit: 30_000 }), 0],
    // 60000 / 1.8166967 = 33027, more than the 30000 lent
    ['a residual worth more than the loan today costs nothing', loan({ residual: 60_000 }), 0],
    ['a term with no periods costs nothing', loan({ termYears: 0 }), 0],
  ])('%s', (_name, input, expected) => {
    expect(repayment(input)).toBe(expected);
  });
});

/** The smallest whole-dollar payment that brings the balance down to the residual, by simulation. */
function simulatedPayment(input: RepaymentInput): number {
  const periods = Math.round(input.termYears * { weekly: 52, fortnightly: 26, monthly: 12 }[input.frequency]);
  const rate = input.ratePercent / 100 / { weekly: 52, fortnightly: 26, monthly: 12 }[input.frequency];
  const clears = (payment: number) => {
    let balance = input.price - input.deposit + input.establishmentFee;
    for (let period = 0; period < periods; period++) balance = balance * (1 + rate) - payment;
    return balance <= input.residual + 1e-6;
  };
  let low = 0;
  let high = input.price + input.establishmentFee;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (clears(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}

describe('agrees with a period-by-period simulation of the balance', () => {
  const cases: RepaymentInput[] = [];
  for (const frequency of ['weekly', 'fortnightly', 'monthly'] as Frequency[]) {
    for (const [price, deposit, fee, residual] of [
      [30_000, 0, 0, 0],
      [45_990, 5_000, 1_300, 0],
      [89_990, 10_000, 1_360.5, 25_000],
      [12_500, 2_000, 0, 3_000],
    ]) {
      for (const [ratePercent, termYears] of [
        [0.5, 1],
        [6.29, 5],
        [12.94, 5],
        [8.5, 6],
        [19.95, 7],
        [4, 2.5],
      ]) {
        cases.push({
          price: price!,
          deposit: deposit!,
          establishmentFee: fee!,
          residual: residual!,
          ratePercent: ratePercent!,
          termYears: termYears!,
          frequency,
        });
      }
    }
  }
  it.each(cases)(
    '$price − $deposit + $establishmentFee, residual $residual, $ratePercent% over $termYears years, $frequency',
    (input) => {
      expect(repayment(input)).toBe(simulatedPayment(input));
    },
  );
});

describe('the total payable: every payment plus the residual', () => {
  it.each([
    ['668 × 60', loan({}), '$40,080'],
    ['545 × 60 + 10,000 residual', loan({ residual: 10_000 }), '$42,700'],
    ['157 × 260 at the default inputs', loan({ ratePercent: 12.94, frequency: 'weekly' }), '$40,820'],
  ])('%s', (_name, input, expected) => {
    expect(repaymentDisplay(input).totalText).toBe(expected);
  });
});

describe("§5 'A payment at or below 25 shows 'Enquire for Finance' with an empty total'", () => {
  // At 0% a year of monthly payments is the loan / 12, so each payment below is exact.
  it.each([
    [0, true],
    [24, true],
    [25, true],
    [26, false],
    [154, false],
  ])('payment %s → Enquire for Finance: %s', (payment, expected) => {
    const display = repaymentDisplay(loan({ price: payment * 12, ratePercent: 0, termYears: 1 }));
    expect([display.payment, display.paymentText === 'Enquire for Finance']).toEqual([payment, expected]);
  });

  it.each([
    // $1,000 at 12.94% over 5 years weekly: 1000 · .0024885 / (1 − 1/1.9082686) = 5.23 → 6
    [
      'a $1,000 loan (6 a week)',
      loan({ price: 1_000, ratePercent: 12.94, frequency: 'weekly' }),
      { payment: 6, paymentText: 'Enquire for Finance', totalText: '' },
    ],
    // 30000 / 1200 = exactly 25: at the limit
    [
      '0% on $30,000 over 100 years monthly (exactly 25)',
      loan({ ratePercent: 0, termYears: 100 }),
      { payment: 25, paymentText: 'Enquire for Finance', totalText: '' },
    ],
    ['$30,000, 12%, 5 years, monthly', loan({}), { payment: 668, paymentText: '$668', totalText: '$40,080' }],
  ])('%s', (_name, input, expected) => {
    expect(repaymentDisplay(input)).toEqual(expected);
  });
});

describe('§9 formats: "Weekly price rounded to whole dollars; comparison rate 2 decimals"', () => {
  it.each([
    [8.19, '8.19%'],
    [12.94, '12.94%'],
    [6.29, '6.29%'],
    [6, '6.00%'],
    [9.4, '9.40%'],
  ])('comparison rate %s → %s', (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });

  it.each([
    [153.57, '$154/wk'],
    [134.49, '$134/wk'],
    [157, '$157/wk'],
    [1_234, '$1,234/wk'],
  ])('weekly %s → %s', (weekly, text) => {
    expect(weeklyPriceText(weekly)).toBe(text);
  });
});

describe('§9 "Disclaimer short form truncated at 197 characters"', () => {
  it('keeps a disclaimer of 197 characters whole', () => {
    const text = `${'x'.repeat(196)}.`;
    expect(shortDisclaimer(text)).toBe(text);
  });

  it("cuts a longer one to its first 197 characters and '...' (200 in all)", () => {
    const text = 'y'.repeat(250);
    expect(shortDisclaimer(text)).toBe(`${'y'.repeat(197)}...`);
    expect(shortDisclaimer(text)).toHaveLength(200);
  });

  it('drops a space left before the dots', () => {
    const text = `${'a'.repeat(196)} ${'b'.repeat(50)}`;
    expect(shortDisclaimer(text)).toBe(`${'a'.repeat(196)}...`);
  });

  it('ignores surrounding whitespace', () => {
    expect(shortDisclaimer('  Fees apply.  ')).toBe('Fees apply.');
  });
});
