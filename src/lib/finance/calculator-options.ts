// Finance calculator knobs (spec/shopping.md §5 "Finance calculator sliders", §9 Finance). Every
// provider or brand difference in the spec's table is a value here, set in a manufacturer, group
// or site file, so the calculator code has no provider branches.
import { z } from 'zod';
import { numberBetween, text } from '../options/fields.ts';
import { FREQUENCIES } from './constants.ts';

const dollars = (fallback: number) => numberBetween(0, 10_000_000, 'an amount in dollars').default(fallback);
const years = () => numberBetween(0.5, 30, 'a number of years');
const percent = () => numberBetween(0, 30, 'a percentage');

const calculatorObject = z.strictObject({
  /**
   * Smallest loan amount or purchase price on the slider (5000 for one provider or brand).
   * @example 5000
   */
  amountMin: dollars(1000),
  /**
   * Largest amount on the vehicle page.
   * @example 100000
   */
  amountMaxOnVehiclePage: dollars(100_000),
  /**
   * Largest amount on the /finance page and other pages without a car.
   * @example 250000
   */
  amountMaxElsewhere: dollars(250_000),
  /**
   * The most a shopper may enter as the amount, on any page: the figure of the help text "Cannot be
   * less than {min} or more than $250,000" (spec/shopping.md §5). The car page's slider stops at
   * amountMaxOnVehiclePage, but a dearer car's price can still be typed, up to this.
   * @example 250000
   */
  amountLimit: dollars(250_000),
  /**
   * On the vehicle page, a car priced over $100,000 gets this percentage of its price as the
   * largest amount (rounded up to the step); null keeps amountMaxOnVehiclePage.
   * @example 105
   */
  amountMaxPercentOfPriceAbove100k: numberBetween(100, 200, 'a percentage').nullable().default(null),
  /**
   * Step of the amount, deposit and residual sliders, dollars.
   * @example 500
   */
  amountStep: numberBetween(1, 10_000, 'an amount in dollars').default(500),
  /**
   * Shortest term, years.
   * @example 1
   */
  termMinYears: years().default(1),
  /**
   * Longest term, years (5 on some variants).
   * @example 5
   */
  termMaxYears: years().default(7),
  /**
   * Step of the term slider, years.
   * @example 0.5
   */
  termStepYears: years().default(0.5),
  /**
   * The terms offered, in years, instead of min, max and step; null uses those.
   * @example [1, 2, 3, 4, 5]
   */
  termYearsList: z.array(years()).min(1, { error: 'a list with at least 1 term' }).nullable().default(null),
  /**
   * Lowest interest rate, % a year (provider ranges: 7.5, 5.99, 9.95, 4).
   * @example 7.5
   */
  interestMin: percent().default(0.5),
  /**
   * Highest interest rate, % a year (provider ranges: 14.5, 15.99, 19.95, 20).
   * @example 14.5
   */
  interestMax: percent().default(15),
  /**
   * Step of the interest slider, % a year.
   * @example 0.5
   */
  interestStep: numberBetween(0.01, 5, 'a percentage').default(0.5),
  /**
   * Show the interest rate but do not let shoppers change it.
   * @example true
   */
  interestLocked: z.boolean().default(false),
  /**
   * Term the calculator starts at, years (6 on some).
   * @example 6
   */
  defaultTermYears: years().default(5),
  /**
   * Interest the calculator starts at, % a year. spec/shopping.md §9 gives 12.94 (10 or 8.5 on
   * some); spec/site.md §9 says 10. The issue settles on 12.94.
   * @example 8.5
   */
  defaultInterestRate: numberBetween(0.5, 30, 'a percentage').default(12.94),
  /**
   * Payment frequency the calculator starts at.
   * @example "monthly"
   */
  defaultFrequency: z.enum(FREQUENCIES).default('weekly'),
  /**
   * Let shoppers choose weekly, fortnightly or monthly (hidden for one provider).
   * @example false
   */
  showFrequency: z.boolean().default(true),
  /**
   * Establishment fee financed with the loan, dollars (1300 or 1360.50 by provider); null uses
   * the fee the car's lender gives, or 0.
   * @example 1360.5
   */
  establishmentFee: numberBetween(0, 100_000, 'an amount in dollars').nullable().default(null),
  /**
   * Show the deposit or trade-in slider.
   * @example false
   */
  showDeposit: z.boolean().default(true),
  /**
   * Label of the deposit slider.
   * @example "Deposit or trade-in"
   */
  depositLabel: text().default('Deposit or trade-in'),
  /**
   * Largest deposit, dollars.
   * @example 250000
   */
  depositMax: dollars(250_000),
  /**
   * Show the residual (balloon) slider.
   * @example false
   */
  showResidual: z.boolean().default(true),
  /**
   * Largest residual, dollars.
   * @example 250000
   */
  residualMax: dollars(250_000),
});

type Calculator = z.output<typeof calculatorObject>;

export const financeCalculatorSchema = calculatorObject.prefault({}).superRefine(checkCalculator);

/** The layers are merged before this runs, so a range split across files is checked as a whole. */
function checkCalculator(calc: Calculator, ctx: z.core.$RefinementCtx<Calculator>) {
  const issue = (path: string, message: string, input: unknown) =>
    ctx.addIssue({ code: 'custom', path: [path], message, input });
  const below = (path: keyof Calculator, value: number, limit: number, limitName: string) => {
    if (value <= limit) issue(path, `a number greater than ${limit} (${limitName})`, value);
  };
  below('amountMaxOnVehiclePage', calc.amountMaxOnVehiclePage, calc.amountMin, 'amountMin');
  below('amountMaxElsewhere', calc.amountMaxElsewhere, calc.amountMin, 'amountMin');
  below('amountLimit', calc.amountLimit, calc.amountMin, 'amountMin');
  below('termMaxYears', calc.termMaxYears, calc.termMinYears, 'termMinYears');
  below('interestMax', calc.interestMax, calc.interestMin, 'interestMin');
  // An upside-down range is the mistake to report; the starting value cannot fit it anyway.
  const { defaultInterestRate: rate, interestMin, interestMax } = calc;
  if (interestMax > interestMin && (rate < interestMin || rate > interestMax)) {
    issue(
      'defaultInterestRate',
      `a percentage from ${interestMin} to ${interestMax} (interestMin to interestMax)`,
      rate,
    );
  }
  const list = calc.termYearsList;
  if (list?.some((value, index) => index > 0 && value <= list[index - 1]!)) {
    issue('termYearsList', 'terms in increasing order, each once', list);
  }
  if (list && !list.includes(calc.defaultTermYears)) {
    issue('defaultTermYears', `one of the terms in termYearsList (${list.join(', ')})`, calc.defaultTermYears);
  } else if (
    !list &&
    calc.termMaxYears > calc.termMinYears &&
    (calc.defaultTermYears < calc.termMinYears || calc.defaultTermYears > calc.termMaxYears)
  ) {
    issue(
      'defaultTermYears',
      `a number of years from ${calc.termMinYears} to ${calc.termMaxYears} (termMinYears to termMaxYears)`,
      calc.defaultTermYears,
    );
  }
}

/** The calculator part of a resolved tenant: every knob present. */
export type FinanceCalculatorOptions = Calculator;
