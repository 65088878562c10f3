// How much car a shopper can afford (spec/site.md §9 Budget finder): repayments over a 5-year
// term plus the deposit, with no interest, as the spec's formula has it.
import { parseMoneyInput } from './inputs.ts';
import { BUDGET_DEFAULTS, type BudgetFrequency } from './constants.ts';

/** spec/site.md §9: "term 5 years". */
const BUDGET_TERM_YEARS = 5;

/** spec/site.md §9: "(12 if monthly, else 52)". */
const PERIODS_PER_YEAR: Readonly<Record<BudgetFrequency, number>> = { monthly: 12, weekly: 52 };

/** spec/site.md §5: repayment and deposit are clamped to 0..1,000,000. */
const MONEY_INPUT_MAX = 1_000_000;

/** spec/site.md §9 Budget finder figures; the tenant's budgetFinder options override the price ones. */
export interface BudgetInputs {
  repayment: number;
  frequency: BudgetFrequency;
  deposit: number;
}

/** spec/site.md §9: estimate = repayment x (12 if monthly, else 52) x 5 + deposit. */
export function budgetEstimate({ repayment, frequency, deposit }: BudgetInputs): number {
  return clampMoney(repayment) * PERIODS_PER_YEAR[frequency] * BUDGET_TERM_YEARS + clampMoney(deposit);
}

/**
 * A repayment or deposit as typed ("$12,500", "600") or as a number, clamped to 0..1,000,000 and
 * rounded to whole dollars (the inputs show no cents); anything non-numeric becomes 0.
 */
export function clampMoney(input: string | number): number {
  const n = typeof input === 'number' ? input : parseMoneyInput(input);
  if (!Number.isFinite(n)) return 0;
  return Math.min(MONEY_INPUT_MAX, Math.max(0, Math.round(n)));
}

/** The repayment a frequency starts at: 600 monthly, 200 weekly. */
export function defaultRepayment(frequency: BudgetFrequency): number {
  return BUDGET_DEFAULTS.repayment[frequency];
}
