import { describe, expect, it } from 'vitest';
import { movePriceHandle } from '../../src/lib/budget/price-range.ts';
import {
  budgetOf,
  initialBudgetFinder,
  shownRange,
  updateBudgetFinder,
  type BudgetFinderInput,
  type BudgetFinderState,
} from '../../src/lib/budget/finder.ts';
import { budgetButton } from '../../src/lib/budget/search.ts';

// spec/site.md §3 "Budget finder state: repayment, frequency (monthly or weekly), deposit, price
// range"; §9 "Budget estimate = repayment x (12 if monthly, else 52) x 5 + deposit … Default
// repayment 600 monthly or 200 weekly; default deposit 2000. Price slider default 5,000 to 250,000;
// maximum fallback 100,000; step 500." The range's top follows the budget on every input.
describe('the price range follows the budget on every input', () => {
  const limits = { min: 5000, max: 100_000, step: 500 };
  const monthly = initialBudgetFinder('monthly', 5000);
  const apply = (state: BudgetFinderState, inputs: BudgetFinderInput[]) =>
    inputs.reduce((current, input) => updateBudgetFinder(current, input, limits), state);

  it('starts at 600 a month and a 2,000 deposit: "$5,000 – $38,000"', () => {
    expect([budgetOf(monthly), shownRange(monthly, limits)]).toEqual([38_000, { min: 5000, max: 38_000 }]);
    expect(shownRange(initialBudgetFinder('weekly', 5000), limits)).toEqual({ min: 5000, max: 54_000 });
  });

  it.each<[string, BudgetFinderInput[], number, { min: number; max: number }]>([
    [
      'Monthly → Weekly: 200 x 52 x 5 + 2000',
      [{ kind: 'frequency', frequency: 'weekly' }],
      54_000,
      { min: 5000, max: 54_000 },
    ],
    [
      'Weekly → Monthly again: 600 x 12 x 5 + 2000',
      [
        { kind: 'frequency', frequency: 'weekly' },
        { kind: 'frequency', frequency: 'monthly' },
      ],
      38_000,
      { min: 5000, max: 38_000 },
    ],
    [
      'repayment 500 a month: 500 x 12 x 5 + 2000',
      [{ kind: 'repayment', amount: 500 }],
      32_000,
      { min: 5000, max: 32_000 },
    ],
    [
      'deposit 10,000: 600 x 12 x 5 + 10,000',
      [{ kind: 'deposit', amount: 10_000 }],
      46_000,
      { min: 5000, max: 46_000 },
    ],
    [
      'a budget off the 500 step rounds down (never above the budget)',
      [{ kind: 'deposit', amount: 2250 }],
      38_250,
      { min: 5000, max: 38_000 },
    ],
    [
      'a budget above the slider stops at its top',
      [{ kind: 'repayment', amount: 5000 }],
      302_000,
      { min: 5000, max: 100_000 },
    ],
    [
      'a budget below the slider keeps the handles a step apart',
      [
        { kind: 'repayment', amount: 0 },
        { kind: 'deposit', amount: 0 },
      ],
      0,
      { min: 5000, max: 5500 },
    ],
    [
      'too low, then Weekly: the range comes back up to $52,000',
      [
        { kind: 'repayment', amount: 0 },
        { kind: 'deposit', amount: 0 },
        { kind: 'frequency', frequency: 'weekly' },
      ],
      52_000,
      { min: 5000, max: 52_000 },
    ],
    [
      'a quick pick of $20,000 sets the top',
      [{ kind: 'quick-pick', amount: 20_000 }],
      38_000,
      { min: 5000, max: 20_000 },
    ],
    [
      'the next budget input takes over from a quick pick',
      [
        { kind: 'quick-pick', amount: 20_000 },
        { kind: 'deposit', amount: 3000 },
      ],
      39_000,
      { min: 5000, max: 39_000 },
    ],
    [
      'the top handle sets the top',
      [{ kind: 'handle', handle: 'max', value: 61_240 }],
      38_000,
      { min: 5000, max: 61_000 },
    ],
    [
      'the bottom handle stays where the shopper put it',
      [
        { kind: 'handle', handle: 'min', value: 12_000 },
        { kind: 'frequency', frequency: 'weekly' },
      ],
      54_000,
      { min: 12_000, max: 54_000 },
    ],
    [
      'a budget under the bottom handle pushes it a step below the top',
      [
        { kind: 'handle', handle: 'min', value: 30_000 },
        { kind: 'repayment', amount: 300 },
      ],
      20_000,
      { min: 19_500, max: 20_000 },
    ],
  ])('%s', (_name, inputs, budget, range) => {
    const state = apply(monthly, inputs);
    expect([budgetOf(state), shownRange(state, limits)]).toEqual([budget, range]);
  });

  it("keeps to the slider's own steps when its bottom is off the 500 grid (priceMin 5,250)", () => {
    const offGrid = { min: 5250, max: 100_000, step: 500 };
    expect(shownRange(initialBudgetFinder('monthly', 5250), offGrid)).toEqual({ min: 5250, max: 37_750 });
    expect(movePriceHandle({ min: 5250, max: 37_750 }, 'max', 40_000, offGrid)).toEqual({ min: 5250, max: 40_250 });
  });

  it('the button reads the budget the range follows: disabled too low, enabled again after Monthly → Weekly', () => {
    const low = apply(monthly, [
      { kind: 'repayment', amount: 0 },
      { kind: 'deposit', amount: 0 },
    ]);
    expect(budgetButton({ budget: low.top, lowestPrice: 9990 }).disabled).toBe(true);
    const weekly = apply(low, [{ kind: 'frequency', frequency: 'weekly' }]);
    expect(budgetButton({ budget: weekly.top, lowestPrice: 9990 }).disabled).toBe(false);
  });
});
