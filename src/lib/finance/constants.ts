// The finance calculator's repayment frequencies (spec/shopping.md §5).
// Plain data with no imports: rules that run in the browser read these without pulling in the
// zod schema of options.ts, which is built when its module loads.

/** Repayment frequencies, in the order the calculator's selector lists them (spec/shopping.md §5). */
export const FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
