/**
 * Loan repayments for the finance calculator and the estimate panel (spec/shopping.md §9 Finance):
 * the standard amortised loan formula on price − deposit + establishment fee, less the residual
 * (balloon) discounted over the term, rounded up.
 */
import { formatPrice } from '../format/money.ts';
import type { Frequency } from './constants.ts';

/** §5 "Frequency: Weekly (52), Fortnightly (26), Monthly (12)". */
const PERIODS_PER_YEAR: Readonly<Record<Frequency, number>> = { weekly: 52, fortnightly: 26, monthly: 12 };

export const FREQUENCY_LABELS: Readonly<Record<Frequency, string>> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
};

export type RepaymentInput = {
  /** Loan amount or purchase price, dollars. */
  price: number;
  /** Deposit or trade-in, dollars. */
  deposit: number;
  /** Financed on top of the price, dollars. */
  establishmentFee: number;
  /** Residual (balloon) owed after the last payment, dollars. */
  residual: number;
  /** Interest, % a year. */
  ratePercent: number;
  termYears: number;
  frequency: Frequency;
};

/** §5: "A payment at or below 25 shows 'Enquire for Finance' with an empty total." */
const ENQUIRE_THRESHOLD = 25;
const ENQUIRE_TEXT = 'Enquire for Finance';

/** §9 "Disclaimer short form truncated at 197 characters". */
const SHORT_DISCLAIMER_LENGTH = 197;

// Floating point leaves an exact payment such as 500 at 500.00000000001; without this slack
// rounding up would charge a dollar more than the formula does.
const ROUNDING_SLACK = 1e-9;

/** Whole payments in the term; a term in half years is a whole number of periods at every frequency. */
function periodCount(termYears: number, frequency: Frequency): number {
  return Math.round(termYears * PERIODS_PER_YEAR[frequency]);
}

/**
 * Payment per period in whole dollars, rounded up so the payments never fall short of the loan.
 * At 0% the formula divides by zero, so the amount is split evenly. A loan the deposit and
 * residual already cover, or a term with no periods, costs nothing: 0.
 */
export function repayment(input: RepaymentInput): number {
  const periods = periodCount(input.termYears, input.frequency);
  const principal = input.price - input.deposit + input.establishmentFee;
  if (periods <= 0) return 0;
  const rate = input.ratePercent / 100 / PERIODS_PER_YEAR[input.frequency];
  const exact =
    rate === 0
      ? (principal - input.residual) / periods
      : ((principal - input.residual / (1 + rate) ** periods) * rate) / (1 - (1 + rate) ** -periods);
  return exact > 0 ? Math.ceil(exact - ROUNDING_SLACK) : 0;
}

/**
 * What the borrower pays the lender over the term: every (rounded) payment plus the residual
 * due at the end. The deposit is not included: it is paid to the dealer, not the lender.
 */
function totalPayable(input: RepaymentInput): number {
  return repayment(input) * periodCount(input.termYears, input.frequency) + input.residual;
}

/** §5: a payment of 25 or less is too small to quote, so the calculator asks for an enquiry. */
function isEnquireForFinance(payment: number): boolean {
  return payment <= ENQUIRE_THRESHOLD;
}

export type RepaymentDisplay = {
  payment: number;
  /** '$154' or 'Enquire for Finance'. */
  paymentText: string;
  /** '$40,820', or '' when the payment is not quoted. */
  totalText: string;
};

/** The calculator's result line: payment and total, or 'Enquire for Finance' with an empty total. */
export function repaymentDisplay(input: RepaymentInput): RepaymentDisplay {
  const payment = repayment(input);
  if (isEnquireForFinance(payment)) return { payment, paymentText: ENQUIRE_TEXT, totalText: '' };
  return { payment, paymentText: formatPrice(payment), totalText: formatPrice(totalPayable(input)) };
}

/** §9 "comparison rate 2 decimals": 8.19 → '8.19%', 6 → '6.00%'. */
export function formatRate(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

/** §9 "Weekly price rounded to whole dollars", written as the panel shows it: 153.57 → '$154/wk'. */
export function weeklyPriceText(weekly: number): string {
  return `${formatPrice(weekly)}/wk`;
}

/**
 * The short form of a finance disclaimer: the first 197 characters and '...', so it is at most
 * 200 characters long. Trailing spaces before the dots are dropped so it never reads 'word ...'.
 * Text of 197 characters or fewer is kept whole.
 */
export function shortDisclaimer(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= SHORT_DISCLAIMER_LENGTH) return trimmed;
  return `${trimmed.slice(0, SHORT_DISCLAIMER_LENGTH).trimEnd()}...`;
}
