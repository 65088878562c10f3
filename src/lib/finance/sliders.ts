/**
 * The finance calculator's inputs (spec/shopping.md §5 "Finance calculator sliders", §9 Finance):
 * their ranges from the tenant's calculator options, how typed values snap into them, the help
 * text at the bounds, and the starting values.
 */
import { formatPrice } from '../format/money.ts';
import type { FinanceLender } from '../stock/vehicle.ts';
import type { FinanceCalculatorOptions } from './calculator-options.ts';
import type { RepaymentInput } from './repayment.ts';

const SLIDER_KINDS = ['amount', 'term', 'interest', 'deposit', 'residual'] as const;
export type SliderKind = (typeof SLIDER_KINDS)[number];

export type SliderRange = {
  kind: SliderKind;
  min: number;
  max: number;
  step: number;
  /** The only values allowed (a custom term list), or null for min to max by step. */
  values: number[] | null;
  /** The most a shopper may type (the amount: calculator.amountLimit, at least the slider's max); the help text names it. */
  limit: number;
  /** Shown but not changeable (a locked interest rate). */
  locked: boolean;
  visible: boolean;
};

export type SliderRanges = Record<SliderKind, SliderRange>;

/** 'vehicle': the car page's calculator; 'finance': /finance and other pages without a car. */
export type CalculatorPage = 'vehicle' | 'finance';

/** §9: the calculator starts at this price when the car has none. */
const DEFAULT_PRICE = 30_000;

/** §5: the percentage-of-price maximum applies to cars priced over this. */
const PERCENT_OF_PRICE_THRESHOLD = 100_000;

const range = (
  kind: SliderKind,
  min: number,
  max: number,
  step: number,
  more: Partial<SliderRange> = {},
): SliderRange => ({
  kind,
  min,
  max,
  step,
  limit: max,
  values: null,
  locked: false,
  visible: true,
  ...more,
});

/**
 * Largest amount: on the car page 100000, or a percentage of a price over 100000 where the
 * tenant sets one (rounded up to the step, so the car's own price stays reachable); elsewhere 250000.
 */
function amountMax(calc: FinanceCalculatorOptions, page: CalculatorPage, carPrice: number | null): number {
  if (page !== 'vehicle') return calc.amountMaxElsewhere;
  const percent = calc.amountMaxPercentOfPriceAbove100k;
  if (percent === null || carPrice === null || carPrice <= PERCENT_OF_PRICE_THRESHOLD)
    return calc.amountMaxOnVehiclePage;
  const max = (carPrice * percent) / 100;
  return Math.ceil(max / calc.amountStep - 1e-9) * calc.amountStep;
}

/** The five inputs' ranges per §5's table, from the tenant's calculator options. */
export function sliderRanges(
  calc: FinanceCalculatorOptions,
  where: { page: CalculatorPage; carPrice: number | null },
): SliderRanges {
  const list = calc.termYearsList;
  const sliderMax = amountMax(calc, where.page, where.carPrice);
  return {
    amount: range('amount', calc.amountMin, sliderMax, calc.amountStep, {
      limit: Math.max(calc.amountLimit, sliderMax),
    }),
    term: list
      ? range('term', list[0]!, list[list.length - 1]!, calc.termStepYears, { values: [...list] })
      : range('term', calc.termMinYears, calc.termMaxYears, calc.termStepYears),
    interest: range('interest', calc.interestMin, calc.interestMax, calc.interestStep, { locked: calc.interestLocked }),
    deposit: range('deposit', 0, calc.depositMax, calc.amountStep, { visible: calc.showDeposit }),
    residual: range('residual', 0, calc.residualMax, calc.amountStep, { visible: calc.showResidual }),
  };
}

function nearest(values: readonly number[], value: number): number {
  return values.reduce((best, candidate) => (Math.abs(candidate - value) < Math.abs(best - value) ? candidate : best));
}

/**
 * A typed value brought into its range (§5): a non-amount value beyond the max becomes the max,
 * at or below the min the min (so a negative deposit or residual becomes 0), and a term from a
 * custom list the nearest listed term. The amount is left as typed, with help text instead
 * (boundsHelp). An empty or unreadable entry (NaN) becomes the min.
 */
export function snapValue(kind: SliderKind, value: number, r: SliderRange): number {
  if (!Number.isFinite(value)) return r.min;
  if (kind === 'amount') return value;
  if (r.values) return nearest(r.values, value);
  if (value > r.max) return r.max;
  if (value <= r.min) return r.min;
  return value;
}

/** Decimal places of a figure (12.94 → 2), so sums of steps print as the figures they are. */
function decimals(n: number): number {
  const [, fraction = ''] = String(n).split('.');
  return Math.min(fraction.length, 6);
}

/**
 * The values the slider offers, lowest first: steps out from the current value (so the value is
 * always one, exactly: the tenant's default 12.94 on a 0.5 grid from 5.99 stays 12.94), with the
 * range's ends where the steps do not reach them; a custom term list as it is. The slider moves
 * over the positions of this list, so the browser has nothing to round.
 */
export function sliderStops(r: SliderRange, value: number): number[] {
  if (r.values) return [...r.values];
  const anchor = Math.min(r.max, Math.max(r.min, Number.isFinite(value) ? value : r.min));
  const places = Math.max(decimals(anchor), decimals(r.step), decimals(r.min), decimals(r.max));
  const at = (k: number) => Number((anchor + k * r.step).toFixed(places));
  const below = Math.floor((anchor - r.min) / r.step + 1e-9);
  const above = Math.floor((r.max - anchor) / r.step + 1e-9);
  const stops = Array.from({ length: below + above + 1 }, (_, i) => at(i - below));
  if (stops[0]! > r.min) stops.unshift(r.min);
  if (stops.at(-1)! < r.max) stops.push(r.max);
  return stops;
}

/** Where `value` sits among the stops: its own place, or the nearest one's (a value beyond the range sits at its end). */
export function stopIndex(stops: readonly number[], value: number): number {
  return stops.indexOf(nearest(stops, value));
}

const MONEY_KINDS: readonly SliderKind[] = ['amount', 'deposit', 'residual'];

/**
 * §5: 'Cannot be less than {min} or more than $250,000' at or beyond the bounds of a dollar
 * input, both written as prices ('$0', '$1,000', '$250,000'); null inside them. The upper bound is
 * what may be typed (`limit`): on the car page the amount's slider stops at $100,000, yet the help
 * still says $250,000 as the spec does, since a dearer car's price is typed in. Term and interest
 * get none: they snap, and the text speaks in dollars.
 */
export function boundsHelp(value: number, r: SliderRange): string | null {
  if (!MONEY_KINDS.includes(r.kind)) return null;
  if (value > r.min && value < r.limit) return null;
  return `Cannot be less than ${formatPrice(r.min)} or more than ${formatPrice(r.limit)}`;
}

/**
 * §9 "Default calculator inputs": the car's price (30000 when it has none), the tenant's term,
 * interest and frequency, no deposit, no residual. The establishment fee is the tenant's
 * (provider's) when set, else the car's lender's, else 0.
 */
export function initialInputs(
  calc: FinanceCalculatorOptions,
  carPrice: number | null,
  lender: Pick<FinanceLender, 'establishmentFees'> | null = null,
): RepaymentInput {
  return {
    price: carPrice !== null && carPrice > 0 ? carPrice : DEFAULT_PRICE,
    deposit: 0,
    establishmentFee: calc.establishmentFee ?? lender?.establishmentFees ?? 0,
    residual: 0,
    ratePercent: calc.defaultInterestRate,
    termYears: calc.defaultTermYears,
    frequency: calc.defaultFrequency,
  };
}
