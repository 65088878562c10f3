// The budget finder's figures (spec/site.md §9 Budget finder).
// Plain data with no imports: rules that run in the browser read these without pulling in the
// zod schema of options.ts, which is built when its module loads.

export type BudgetFrequency = 'monthly' | 'weekly';

export const BUDGET_DEFAULTS = {
  repayment: { monthly: 600, weekly: 200 } as Readonly<Record<BudgetFrequency, number>>,
  deposit: 2000,
  frequency: 'monthly' as BudgetFrequency,
  priceMin: 5000,
  priceMax: 250_000,
  /** Top of the price slider while the results' highest price is unknown. */
  priceMaxFallback: 100_000,
  priceStep: 500,
} as const;
