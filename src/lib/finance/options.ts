// Finance settings (spec/shopping.md §5 and §9 Finance, spec/site.md §3 Finance lender): the
// partner, the calculator, the "$/wk" estimate panel and the disclosure texts.
import { z } from 'zod';
import { numberBetween, text } from '../options/fields.ts';
import { financeCalculatorSchema } from './calculator-options.ts';

/** The finance estimate panel's provider variants (spec/shopping.md §5), rules in estimate-panel.ts. */
const ESTIMATE_VARIANTS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EstimateVariant = (typeof ESTIMATE_VARIANTS)[number];

const estimatePanelObject = z.strictObject({
  /**
   * Show the weekly finance estimate on result cards and the car page.
   * @example true
   */
  enabled: z.boolean().default(false),
  /**
   * Which of the spec's rules decides when the panel shows: A needs a car under 12 years old,
   * a price over $500 and a comparison rate; B and C only an available car; D, E and F a price
   * over $500 and a weekly payment; G a price over $500 and a monthly payment. D is the default
   * because most providers (D, E and F) share its rule.
   * @example "A"
   */
  variant: z.enum(ESTIMATE_VARIANTS).default('D'),
  /**
   * Key of the car's `finance_lenders` entry the panel reads; needed when the panel is enabled.
   * @example "stratton"
   */
  lenderKey: text().nullable().default(null),
  /**
   * Makes that never show the panel, as stock spells them.
   * @example ["Toyota"]
   */
  excludedMakes: z.array(text()).default([]),
  /**
   * Interest (% a year) for a lender entry that carries none, such as the 'angle' entry; with
   * neither the panel stays hidden (the spec's "rates are not null").
   * @example 6.29
   */
  interestRate: numberBetween(0.5, 30, 'a percentage').nullable().default(null),
  /**
   * Line shown under the weekly price, or null for none.
   * @example "$0 final payment"
   */
  finalPaymentText: text().nullable().default(null),
});

const estimatePanelSchema = estimatePanelObject.prefault({}).superRefine((panel, ctx) => {
  if (panel.enabled && panel.lenderKey === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['lenderKey'],
      message: 'the finance_lenders key the panel reads, like "stratton", while enabled is true',
      input: null,
    });
  }
});

const comparisonRateExampleSchema = z.strictObject({
  /**
   * Interest of the example repayment, % a year; null shows only the comparison rate.
   * @example 6.29
   */
  rate: numberBetween(0.5, 30, 'a percentage').nullable().default(null),
  /**
   * The comparison rate, % a year.
   * @example 8.19
   */
  comparisonRate: numberBetween(0.5, 40, 'a percentage'),
  /**
   * Term of the example loan, years.
   * @example 5
   */
  termYears: numberBetween(0.5, 30, 'a number of years').default(5),
  /**
   * Amount of the example secured loan, dollars.
   * @example 30000
   */
  amount: numberBetween(1, 10_000_000, 'an amount in dollars').default(30_000),
  /**
   * Deposit of the example repayment, dollars.
   * @example 0
   */
  deposit: numberBetween(0, 10_000_000, 'an amount in dollars').default(0),
});

export const financeSchema = z
  .strictObject({
    /**
     * Finance partner whose rules decide the finance panel and calculator, or null for none.
     * @example "Angle Finance"
     */
    provider: text().nullable().default(null),
    /** Ranges, steps and starting values of the finance calculator. */
    calculator: financeCalculatorSchema,
    /** The weekly finance estimate ($/wk) on cards and the car page. */
    estimatePanel: estimatePanelSchema,
    /**
     * The finance disclaimer (#financeDisclaimer); its first 197 characters are the short form.
     * @example "Finance is subject to credit approval. Fees and charges apply."
     */
    disclaimer: text().nullable().default(null),
    /**
     * The example behind the quoted rates ("based on a 5-year secured loan of $30,000"), or null
     * to print none.
     * @example { "rate": 6.29, "comparisonRate": 8.19, "termYears": 5, "amount": 30000, "deposit": 0 }
     */
    comparisonRateExample: comparisonRateExampleSchema.nullable().default(null),
  })
  .prefault({});

export type EstimatePanelOptions = z.output<typeof estimatePanelObject>;
