// spec/site.md §9 Budget finder: "Budget estimate = repayment x (12 if monthly, else 52) x 5 +
// deposit; term 5 years. Default repayment 600 monthly or 200 weekly; default deposit 2000. Price
// slider default 5,000 to 250,000; maximum fallback 100,000; step 500. Quick-pick amounts …".
// §5: "repayment and deposit are clamped to 0..1,000,000; non-numeric input becomes 0. The price
// slider minimum handle cannot reach or pass the maximum and vice versa; step 500. Money inputs
// carry a $ prefix with thousands separators; odometer inputs a ' kms' suffix." §7: "Budget finder
// adds the condition price>1000." §4 and §8: the button is disabled while the budget is below the
// lowest price in the results, with '0 {type}s Found' and 'No {type}s found for this budget'.
import { describe, expect, it } from 'vitest';
import { budgetEstimate, clampMoney, defaultRepayment } from '../../src/lib/budget/estimate.ts';
import { BUDGET_DEFAULTS } from '../../src/lib/budget/constants.ts';
import { formatMoneyInput, parseMoneyInput } from '../../src/lib/budget/inputs.ts';
import { budgetPriceLimits, movePriceHandle, quickPicksFor } from '../../src/lib/budget/price-range.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import { budgetButton, budgetButtonText, budgetSearchFilter, budgetTypeLabel } from '../../src/lib/budget/search.ts';

describe('budgetEstimate = repayment x (12 if monthly, else 52) x 5 + deposit', () => {
  it('"Default repayment 600 monthly or 200 weekly; default deposit 2000"', () => {
    expect([defaultRepayment('monthly'), defaultRepayment('weekly'), BUDGET_DEFAULTS.deposit]).toEqual([
      600, 200, 2000,
    ]);
  });

  it.each([
    ['the monthly defaults: 600 x 12 x 5 + 2000', 600, 'monthly', 2000, 38_000],
    ['the weekly defaults: 200 x 52 x 5 + 2000', 200, 'weekly', 2000, 54_000],
    ['no deposit', 500, 'monthly', 0, 30_000],
    ['deposit only', 0, 'weekly', 15_000, 15_000],
    ['repayment clamped to 1,000,000 first', 2_000_000, 'monthly', 0, 60_000_000],
    ['a negative deposit counts as 0', 100, 'weekly', -5000, 26_000],
  ] as const)('%s = %d', (_name, repayment, frequency, deposit, expected) => {
    expect(budgetEstimate({ repayment, frequency, deposit })).toBe(expected);
  });
});

describe('clampMoney: 0..1,000,000, non-numeric becomes 0', () => {
  it.each([
    [600, 600],
    ['600', 600],
    ['$12,500', 12_500],
    [' $1,000,000 ', 1_000_000],
    [1_000_001, 1_000_000],
    ['$2,500,000', 1_000_000],
    [-1, 0],
    ['-250', 0],
    ['abc', 0],
    ['12abc', 0],
    ['', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [599.6, 600],
  ])('%j → %d', (input, expected) => {
    expect(clampMoney(input)).toBe(expected);
  });
});

describe('money inputs', () => {
  it.each([
    [12_500, '$12,500'],
    [0, '$0'],
    [1_000_000, '$1,000,000'],
    [2000, '$2,000'],
  ])('"$ prefix with thousands separators": %d ↔ %s', (amount, text) => {
    expect(formatMoneyInput(amount)).toBe(text);
    expect(parseMoneyInput(text)).toBe(amount);
  });
});

describe('the price slider: 5,000 to 250,000, fallback max 100,000, step 500', () => {
  const options = { priceMin: BUDGET_DEFAULTS.priceMin, priceMax: BUDGET_DEFAULTS.priceMax };

  it.each([
    [
      'the defaults',
      [BUDGET_DEFAULTS.priceMin, BUDGET_DEFAULTS.priceMax, BUDGET_DEFAULTS.priceMaxFallback, BUDGET_DEFAULTS.priceStep],
      [5000, 250_000, 100_000, 500],
    ],
    [
      '"maximum fallback 100,000" while the highest price is unknown',
      budgetPriceLimits(options),
      { min: 5000, max: 100_000, step: 500 },
    ],
    [
      'the highest price in stock, rounded up to a step',
      budgetPriceLimits(options, 87_990),
      { min: 5000, max: 88_000, step: 500 },
    ],
    ['never past 250,000', budgetPriceLimits(options, 1_250_000), { min: 5000, max: 250_000, step: 500 }],
    [
      'a step above the bottom when all stock is cheap',
      budgetPriceLimits(options, 3000),
      { min: 5000, max: 5500, step: 500 },
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  const limits = { min: 5000, max: 250_000, step: 500 };
  it.each([
    ['min snaps to the step of 500', { min: 5000, max: 250_000 }, 'min', 12_740, { min: 12_500, max: 250_000 }],
    ['max snaps to the step of 500', { min: 5000, max: 250_000 }, 'max', 40_260, { min: 5000, max: 40_500 }],
    ['min cannot go below 5,000', { min: 20_000, max: 250_000 }, 'min', 0, { min: 5000, max: 250_000 }],
    ['max cannot go above 250,000', { min: 5000, max: 90_000 }, 'max', 300_000, { min: 5000, max: 250_000 }],
    [
      '"the minimum handle cannot reach … the maximum"',
      { min: 5000, max: 30_000 },
      'min',
      30_000,
      { min: 29_500, max: 30_000 },
    ],
    ['"… or pass the maximum"', { min: 5000, max: 30_000 }, 'min', 80_000, { min: 29_500, max: 30_000 }],
    ['"and vice versa" (reach)', { min: 30_000, max: 90_000 }, 'max', 30_000, { min: 30_000, max: 30_500 }],
    ['"and vice versa" (pass)', { min: 30_000, max: 90_000 }, 'max', 5000, { min: 30_000, max: 30_500 }],
    ['a non-number changes nothing', { min: 5000, max: 90_000 }, 'max', Number.NaN, { min: 5000, max: 90_000 }],
  ] as const)('%s', (_name, range, handle, value, expected) => {
    expect(movePriceHandle(range, handle, value, limits)).toEqual(expected);
  });
});

describe('quick picks', () => {
  it('"$5,000, $10,000, $15,000, $20,000, $25,000, $30,000, $40,000, $50,000, $70,000"', () => {
    expect(quickPicksFor('standard').map(formatMoneyInput).join(', ')).toBe(
      '$5,000, $10,000, $15,000, $20,000, $25,000, $30,000, $40,000, $50,000, $70,000',
    );
  });

  it('"alternative set $300,000 to $800,000 in 100,000 steps"', () => {
    expect(quickPicksFor('high')).toEqual([300_000, 400_000, 500_000, 600_000, 700_000, 800_000]);
  });
});

describe('the search and the button', () => {
  it('"Budget finder adds the condition price>1000"', () => {
    expect(budgetSearchFilter({ min: 5000, max: 38_000 })).toEqual(['price > 1000', 'price >= 5000', 'price <= 38000']);
  });

  it.each([
    [['cars'], 'car'],
    [['trucks'], 'truck'],
    [['motorcycles'], 'motorcycle'],
    [['caravans'], 'caravan'],
    [['trucks', 'motorcycles', 'caravans'], 'vehicle'],
  ])('{type} for stock %j is %s', (categories, label) => {
    expect(budgetTypeLabel(categories)).toBe(label);
  });

  it.each([
    [
      'budget below the lowest price',
      38_000,
      41_990,
      'car',
      { disabled: true, foundText: '0 Cars Found', emptyText: 'No cars found for this budget' },
    ],
    [
      'a truck site',
      54_000,
      65_000,
      'truck',
      { disabled: true, foundText: '0 Trucks Found', emptyText: 'No trucks found for this budget' },
    ],
    [
      'no results at all',
      38_000,
      null,
      'car',
      { disabled: true, foundText: '0 Cars Found', emptyText: 'No cars found for this budget' },
    ],
    ['budget equal to the lowest price', 38_000, 38_000, 'car', { disabled: false }],
    [
      'a range found to hold no car (count 0)',
      54_000,
      12_990,
      'car',
      { disabled: true, foundText: '0 Cars Found', emptyText: 'No cars found for this budget' },
      0,
    ],
    ['a range with cars in it', 54_000, 12_990, 'car', { disabled: false }, 14],
    ['budget above the lowest price', 54_000, 12_990, 'car', { disabled: false }],
  ] as const)('%s', (_name, budget, lowestPrice, typeLabel, expected, count: number | null = null) => {
    expect(budgetButton({ budget, lowestPrice, count, typeLabel })).toEqual(expected);
  });

  it.each([
    [null, 'car', 'Show me cars'],
    [10, 'car', 'Show me 10 cars'],
    [1, 'truck', 'Show me 1 truck'],
  ] as const)('count %j of %s reads %j', (count, typeLabel, text) => {
    expect(budgetButtonText(count, typeLabel)).toBe(text);
  });

  it("defaults {type} to 'car' and counts found stock the same way", () => {
    expect(budgetButton({ budget: 0, lowestPrice: 5000 })).toEqual({
      disabled: true,
      foundText: '0 Cars Found',
      emptyText: 'No cars found for this budget',
    });
    expect(budgetButton({ budget: 0, lowestPrice: null, typeLabel: 'Vehicle' })).toMatchObject({
      foundText: '0 Vehicles Found',
      emptyText: 'No vehicles found for this budget',
    });
  });
});

describe('tenant.budgetFinder options', () => {
  const SITE = { slug: 'minimal-motors', name: 'Minimal Motors', id: 1, url: 'https://minimal.example' };
  const FILE = 'tenants/sites/minimal-motors.json';

  it('default to off, monthly, the standard picks and 5,000 to 250,000', () => {
    const result = parseTenant(SITE, FILE);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.tenant.budgetFinder).toEqual({
      enabled: false,
      defaultFrequency: 'monthly',
      quickPicks: 'standard',
      priceMin: 5000,
      priceMax: 250_000,
    });
  });

  it('refuses a slider with no room for two handles', () => {
    const result = parseTenant({ ...SITE, budgetFinder: { priceMin: 20_000, priceMax: 20_000 } }, FILE);
    expect(result.ok ? [] : result.errors).toEqual([
      `${FILE}: budgetFinder.priceMax: expected at least priceMin + 500 (20500), found 20000`,
    ]);
  });
});
