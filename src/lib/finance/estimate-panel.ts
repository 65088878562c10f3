/**
 * The finance estimate panel ($/wk) of spec/shopping.md §5: whether a car shows it, and what it
 * says. The provider variants A–G are rows of a table, picked by `estimatePanel.variant` in the
 * tenant config, so adding a provider is a JSON change.
 */
import { isAvailable } from '../stock/status.ts';
import type { FinanceLender } from '../stock/vehicle.ts';
import type { FinanceCalculatorOptions } from './calculator-options.ts';
import type { EstimatePanelOptions, EstimateVariant } from './options.ts';
import { currentYear } from '../vehicle/dates.ts';
import { formatRate, repayment, shortDisclaimer, weeklyPriceText } from './repayment.ts';

/** The lender figure a variant needs before it shows anything. */
type RequiredFigure = 'comparisonRate' | 'paymentWeek' | 'paymentMonth';

type VariantRule = {
  /** The car's year must be greater than the current year minus this; null: any age. */
  maxAgeYears: number | null;
  /** The price must be greater than this; null: any price. */
  minPrice: number | null;
  requires: RequiredFigure | null;
};

/** §5 "Per provider variant". Every variant also needs the car to be available. */
const VARIANT_RULES: Readonly<Record<EstimateVariant, VariantRule>> = {
  A: { maxAgeYears: 12, minPrice: 500, requires: 'comparisonRate' },
  B: { maxAgeYears: null, minPrice: null, requires: null },
  C: { maxAgeYears: null, minPrice: null, requires: null },
  D: { maxAgeYears: null, minPrice: 500, requires: 'paymentWeek' },
  E: { maxAgeYears: null, minPrice: 500, requires: 'paymentWeek' },
  F: { maxAgeYears: null, minPrice: 500, requires: 'paymentWeek' },
  G: { maxAgeYears: null, minPrice: 500, requires: 'paymentMonth' },
};

/** What the panel reads of a car: a Vehicle, or a search hit that carries finance_lenders. */
export type EstimateCar = {
  year: number;
  make: string;
  price: number | null;
  status: string;
  finance_lenders: Record<string, FinanceLender> | null;
};

export type EstimateOptions = {
  estimatePanel: EstimatePanelOptions;
  calculator: Pick<FinanceCalculatorOptions, 'establishmentFee' | 'defaultTermYears'>;
  /** The tenant's finance disclaimer, used when the lender gives none. */
  disclaimer: string | null;
};

export type FinanceEstimate = {
  /** Whole dollars a week. */
  weekly: number;
  /** '$154/wk' */
  text: string;
  /** '8.19%', when the lender gives a comparison rate. */
  comparisonRate?: string;
  /** The tenant's final-payment line, e.g. '$0 final payment'. */
  finalPayment?: string;
  /** The short (197-character) form of the lender's or tenant's disclaimer. */
  disclaimer?: string;
};

function meetsRule(car: EstimateCar, lender: FinanceLender, rule: VariantRule, now: Date): boolean {
  if (!isAvailable(car)) return false;
  if (rule.maxAgeYears !== null && !(car.year > currentYear(now) - rule.maxAgeYears)) return false;
  if (rule.minPrice !== null && !((car.price ?? 0) > rule.minPrice)) return false;
  return rule.requires === null || lender[rule.requires] !== null;
}

/**
 * Whole dollars a week: the lender's weekly figure, else its monthly one spread over 52 weeks,
 * else the amortised repayment on the car's price with the lender's deposit, term and balloon.
 * A car without a price has nothing to compute from (the fee alone would make a few dollars a week).
 */
function weeklyPayment(car: EstimateCar, lender: FinanceLender, ratePercent: number, options: EstimateOptions): number {
  if (lender.paymentWeek !== null) return Math.round(lender.paymentWeek);
  if (lender.paymentMonth !== null) return Math.round((lender.paymentMonth * 12) / 52);
  if (car.price === null || car.price <= 0) return 0;
  return repayment({
    price: car.price,
    deposit: lender.deposit ?? 0,
    // §9: the provider's fee when the tenant sets one, else the lender's, else 0.
    establishmentFee: options.calculator.establishmentFee ?? lender.establishmentFees ?? 0,
    residual: lender.balloon ?? 0,
    ratePercent,
    termYears: lender.termYears ?? options.calculator.defaultTermYears,
    frequency: 'weekly',
  });
}

/**
 * The panel for one car, or null when it is hidden: §5 "Shown only when lender data exists,
 * rates are not null, the manufacturer is not one specific make" (`excludedMakes`), the panel is
 * enabled, and the variant's rule holds.
 */
export function financeEstimate(car: EstimateCar, options: EstimateOptions, now: Date): FinanceEstimate | null {
  const panel = options.estimatePanel;
  const lender = panel.lenderKey === null ? undefined : car.finance_lenders?.[panel.lenderKey];
  if (!panel.enabled || !lender) return null;
  const rate = lender.interestRate ?? panel.interestRate;
  if (rate === null) return null;
  const make = car.make.trim().toLowerCase();
  if (panel.excludedMakes.some((excluded) => excluded.trim().toLowerCase() === make)) return null;
  if (!meetsRule(car, lender, VARIANT_RULES[panel.variant], now)) return null;
  const weekly = weeklyPayment(car, lender, rate, options);
  if (!(weekly > 0)) return null;
  const estimate: FinanceEstimate = { weekly, text: weeklyPriceText(weekly) };
  if (lender.comparisonRate !== null) estimate.comparisonRate = formatRate(lender.comparisonRate);
  if (panel.finalPaymentText !== null) estimate.finalPayment = panel.finalPaymentText;
  const disclaimer = lender.disclaimer ?? options.disclaimer;
  if (disclaimer) estimate.disclaimer = shortDisclaimer(disclaimer);
  return estimate;
}
