// The budget finder panel (spec/site.md §4, §5, §9 Budget finder).
import { z } from 'zod';
import { flag, wholeNumberBetween } from '../options/fields.ts';
import { BUDGET_DEFAULTS } from './constants.ts';

export const budgetFinderSchema = z
  .strictObject({
    /**
     * "Find a car by budget" panel.
     * @example true
     */
    enabled: flag(false),
    /**
     * Repayment frequency the panel starts at (600 monthly or 200 weekly).
     * @example "weekly"
     */
    defaultFrequency: z.enum(['monthly', 'weekly']).default(BUDGET_DEFAULTS.frequency),
    /**
     * Quick-pick amounts: "standard" ($5,000 to $70,000) or "high" ($300,000 to $800,000, for trucks
     * or caravans; raise priceMax to match).
     * @example "high"
     */
    quickPicks: z.enum(['standard', 'high']).default('standard'),
    /**
     * Bottom of the price slider, in dollars.
     * @example 10000
     */
    priceMin: wholeNumberBetween(0, 10_000_000, 'a whole number of dollars').default(BUDGET_DEFAULTS.priceMin),
    /**
     * Highest top of the price slider, in dollars; the slider ends lower when no car costs that much.
     * @example 900000
     */
    priceMax: wholeNumberBetween(0, 10_000_000, 'a whole number of dollars').default(BUDGET_DEFAULTS.priceMax),
  })
  .prefault({})
  .superRefine((budget, ctx) => {
    // The handles must stay a step apart, so the slider needs room for two of them.
    const least = budget.priceMin + BUDGET_DEFAULTS.priceStep;
    if (budget.priceMax < least)
      ctx.addIssue({
        code: 'custom',
        path: ['priceMax'],
        message: `at least priceMin + ${BUDGET_DEFAULTS.priceStep} (${least})`,
        input: budget.priceMax,
      });
  });
