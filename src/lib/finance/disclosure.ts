/**
 * The example lines printed under finance figures (spec/shopping.md §9 Finance): the comparison
 * rate basis ("based on a 5-year secured loan of $30,000") and a dealer's repayment basis such as
 * "6.29% p.a., comparison 8.19%, 5 years, no deposit".
 */
import { formatPrice } from '../format/money.ts';
import { formatRate } from './repayment.ts';

export type ComparisonRateExample = {
  /** Interest the example repayment uses, % a year; null when the tenant shows only a comparison rate. */
  rate: number | null;
  comparisonRate: number;
  termYears: number;
  amount: number;
  deposit: number;
};

const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`;

/** 'Comparison rate 12.94% p.a. based on a 5-year secured loan of $30,000.' */
export function comparisonRateBasis(example: ComparisonRateExample): string {
  return `Comparison rate ${formatRate(example.comparisonRate)} p.a. based on a ${example.termYears}-year secured loan of ${formatPrice(example.amount)}.`;
}

/**
 * 'Repayment based on 6.29% p.a., comparison rate 8.19% p.a., 5 years, no deposit.', or null when
 * the example names no interest rate (there is then no repayment to explain).
 */
export function repaymentBasis(example: ComparisonRateExample): string | null {
  if (example.rate === null) return null;
  const deposit = example.deposit > 0 ? `${formatPrice(example.deposit)} deposit` : 'no deposit';
  return `Repayment based on ${formatRate(example.rate)} p.a., comparison rate ${formatRate(example.comparisonRate)} p.a., ${years(example.termYears)}, ${deposit}.`;
}
