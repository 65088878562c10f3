// The budget finder's state and how each input moves it (spec/site.md §3 "Budget finder state:
// repayment, frequency (monthly or weekly), deposit, price range", §4, §9). The top of the price
// range follows the shopper's budget, whichever input last set it: the repayment, the deposit,
// the frequency (which resets the repayment to its default), a quick pick or the top handle. The
// range shown is that request fitted to the slider, whose top comes down to the dearest car.
import { BUDGET_DEFAULTS, type BudgetFrequency } from './constants.ts';
import { budgetEstimate, clampMoney, defaultRepayment } from './estimate.ts';
import { movePriceHandle, type PriceLimits, type PriceRange } from './price-range.ts';

export interface BudgetFinderState {
  frequency: BudgetFrequency;
  repayment: number;
  deposit: number;
  /** The most the shopper wants to spend: the budget, a quick pick or the top handle, whichever moved last. */
  top: number;
  /** Where the shopper put the bottom handle. */
  bottom: number;
}

export type BudgetFinderInput =
  | { kind: 'frequency'; frequency: BudgetFrequency }
  | { kind: 'repayment'; amount: number }
  | { kind: 'deposit'; amount: number }
  | { kind: 'quick-pick'; amount: number }
  | { kind: 'handle'; handle: 'min' | 'max'; value: number };

/** spec/site.md §9 defaults: 600 a month (200 a week) and a 2,000 deposit; the range from the slider's bottom to the budget. */
export function initialBudgetFinder(frequency: BudgetFrequency, priceMin: number): BudgetFinderState {
  const repayment = defaultRepayment(frequency);
  const deposit = BUDGET_DEFAULTS.deposit;
  return { frequency, repayment, deposit, top: budgetEstimate({ repayment, frequency, deposit }), bottom: priceMin };
}

/** The budget as the inputs give it (repayments over 5 years plus the deposit). */
export function budgetOf(state: Pick<BudgetFinderState, 'frequency' | 'repayment' | 'deposit'>): number {
  return budgetEstimate(state);
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The range the slider shows and the search asks for: the top at the request rounded down to a
 * step (never above what the shopper can spend), within the slider, and the bottom a step below it
 * at most (spec/site.md §5: the handles can neither meet nor cross).
 */
export function shownRange(state: Pick<BudgetFinderState, 'top' | 'bottom'>, limits: PriceLimits): PriceRange {
  // On the slider's own grid (steps from its bottom), as the browser would place the handle.
  const top = limits.min + Math.floor((state.top - limits.min) / limits.step) * limits.step;
  const max = clamp(top, limits.min + limits.step, limits.max);
  return { min: clamp(state.bottom, limits.min, max - limits.step), max };
}

/** The state after one input; `limits` is the slider as the shopper sees it now. */
export function updateBudgetFinder(
  state: BudgetFinderState,
  input: BudgetFinderInput,
  limits: PriceLimits,
): BudgetFinderState {
  const following = (next: Omit<BudgetFinderState, 'top'>) => ({ ...next, top: budgetOf(next) });
  switch (input.kind) {
    case 'frequency':
      return following({ ...state, frequency: input.frequency, repayment: defaultRepayment(input.frequency) });
    case 'repayment':
      return following({ ...state, repayment: clampMoney(input.amount) });
    case 'deposit':
      return following({ ...state, deposit: clampMoney(input.amount) });
    case 'quick-pick':
      return { ...state, top: input.amount };
    case 'handle': {
      const moved = movePriceHandle(shownRange(state, limits), input.handle, input.value, limits);
      return input.handle === 'max' ? { ...state, top: moved.max } : { ...state, bottom: moved.min };
    }
  }
}
