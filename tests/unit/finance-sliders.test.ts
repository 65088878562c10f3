// spec/shopping.md §5 "Finance calculator sliders" and §9 "Default calculator inputs", quoted
// row by row. Calculator options come from the tenant schema, so its defaults are the spec's.
import { describe, expect, it } from 'vitest';
import {
  boundsHelp,
  initialInputs,
  sliderRanges,
  sliderStops,
  snapValue,
  stopIndex,
  type SliderKind,
} from '../../src/lib/finance/sliders.ts';
import { financeCalculatorSchema, type FinanceCalculatorOptions } from '../../src/lib/finance/calculator-options.ts';

const calculator = (options: Partial<FinanceCalculatorOptions> = {}) => financeCalculatorSchema.parse(options);
const pick = (r: { min: number; max: number; step: number }) => ({ min: r.min, max: r.max, step: r.step });

describe('the table with the default options', () => {
  const vehicle = sliderRanges(calculator(), { page: 'vehicle', carPrice: 45_990 });
  const finance = sliderRanges(calculator(), { page: 'finance', carPrice: null });

  it.each([
    [
      'Loan amount: 1000 to 100000 on the detail page, step 500',
      vehicle.amount,
      { min: 1_000, max: 100_000, step: 500 },
    ],
    ['Loan amount: 250000 on other variants', finance.amount, { min: 1_000, max: 250_000, step: 500 }],
    ['Term in years: 1 to 7, step 0.5', vehicle.term, { min: 1, max: 7, step: 0.5 }],
    ['Interest %: 0.5 to 15, step 0.5', vehicle.interest, { min: 0.5, max: 15, step: 0.5 }],
    ['Deposit or trade-in: 0 to 250000', vehicle.deposit, { min: 0, max: 250_000, step: 500 }],
    ['residual: 0 to 250000', vehicle.residual, { min: 0, max: 250_000, step: 500 }],
  ])('%s', (_row, range, expected) => {
    expect(pick(range)).toEqual(expected);
  });

  it('shows every slider, none locked, no custom term list', () => {
    expect(Object.values(vehicle).map((r) => [r.kind, r.visible, r.locked, r.values])).toEqual([
      ['amount', true, false, null],
      ['term', true, false, null],
      ['interest', true, false, null],
      ['deposit', true, false, null],
      ['residual', true, false, null],
    ]);
  });
});

describe('provider and brand variants as options', () => {
  it('amount min 5000 for one provider or brand', () => {
    expect(sliderRanges(calculator({ amountMin: 5_000 }), { page: 'vehicle', carPrice: 30_000 }).amount.min).toBe(
      5_000,
    );
  });

  const percent = calculator({ amountMaxPercentOfPriceAbove100k: 105 });
  it.each([
    ['105% of a $120,000 car', 'vehicle', 120_000, 126_000],
    ['105% of $123,456 (129,628.80) rounded up to the 500 step', 'vehicle', 123_456, 130_000],
    ['a $100,000 car is not over 100000: 100000', 'vehicle', 100_000, 100_000],
    ['a $60,000 car: 100000', 'vehicle', 60_000, 100_000],
    ['a car without a price: 100000', 'vehicle', null, 100_000],
    ['not on the finance page: 250000', 'finance', 120_000, 250_000],
  ] as const)('%s → %s', (_name, page, carPrice, max) => {
    expect(sliderRanges(percent, { page, carPrice }).amount.max).toBe(max);
  });

  it('without the option, a $120,000 car still gets 100000', () => {
    expect(sliderRanges(calculator(), { page: 'vehicle', carPrice: 120_000 }).amount.max).toBe(100_000);
  });

  it('term 1 to 5 on some variants', () => {
    expect(pick(sliderRanges(calculator({ termMaxYears: 5 }), { page: 'vehicle', carPrice: 1 }).term)).toEqual({
      min: 1,
      max: 5,
      step: 0.5,
    });
  });

  it('a custom list of year increments', () => {
    const term = sliderRanges(calculator({ termYearsList: [1, 2, 3, 4, 5] }), { page: 'vehicle', carPrice: 1 }).term;
    expect({ min: term.min, max: term.max, values: term.values }).toEqual({ min: 1, max: 5, values: [1, 2, 3, 4, 5] });
  });

  it.each([
    [7.5, 14.5],
    [5.99, 15.99],
    [9.95, 19.95],
    [4, 20],
  ])('provider-specific interest range %s to %s', (interestMin, interestMax) => {
    const options = calculator({ interestMin, interestMax, defaultInterestRate: Math.max(interestMin, 10) });
    expect(pick(sliderRanges(options, { page: 'finance', carPrice: null }).interest)).toEqual({
      min: interestMin,
      max: interestMax,
      step: 0.5,
    });
  });

  it('the interest slider may be locked', () => {
    expect(
      sliderRanges(calculator({ interestLocked: true }), { page: 'finance', carPrice: null }).interest.locked,
    ).toBe(true);
  });

  it('deposit and residual are optional', () => {
    const ranges = sliderRanges(calculator({ showDeposit: false, showResidual: false }), {
      page: 'finance',
      carPrice: null,
    });
    expect([ranges.deposit.visible, ranges.residual.visible]).toEqual([false, false]);
  });
});

describe('§5 "Non-amount values beyond the max snap to the max; at or below the min snap to the min"', () => {
  const ranges = sliderRanges(calculator(), { page: 'finance', carPrice: null });
  const listed = sliderRanges(calculator({ termYearsList: [1, 2, 3, 4, 5] }), { page: 'finance', carPrice: null });

  it.each([
    ['interest beyond the max', 'interest', 16, 15],
    ['interest at the max', 'interest', 15, 15],
    ['interest inside', 'interest', 12.94, 12.94],
    ['interest at the min', 'interest', 0.5, 0.5],
    ['interest below the min', 'interest', 0.2, 0.5],
    ['term beyond the max', 'term', 8, 7],
    ['term below the min', 'term', 0, 1],
    ['deposit: negative becomes 0', 'deposit', -2_000, 0],
    ['deposit beyond the max', 'deposit', 300_000, 250_000],
    ['deposit inside', 'deposit', 5_000, 5_000],
    ['residual: negative becomes 0', 'residual', -1, 0],
    ['residual beyond the max', 'residual', 250_001, 250_000],
    ['the amount is not snapped', 'amount', 300_000, 300_000],
    ['the amount below its min is kept too', 'amount', 500, 500],
    ['an empty entry (NaN) becomes the min', 'deposit', Number.NaN, 0],
  ] as [string, SliderKind, number, number][])('%s: %s %s → %s', (_name, kind, value, expected) => {
    expect(snapValue(kind, value, ranges[kind])).toBe(expected);
  });

  it.each([
    [2.6, 3],
    [0, 1],
    [9, 5],
    [4, 4],
  ])('a custom term list snaps %s to the nearest listed term, %s', (value, expected) => {
    expect(snapValue('term', value, listed.term)).toBe(expected);
  });
});

describe("§5 help text 'Cannot be less than {min} or more than $250,000' at or beyond the bounds", () => {
  const finance = sliderRanges(calculator(), { page: 'finance', carPrice: null });
  const deposit = 'Cannot be less than $0 or more than $250,000';
  const amount = 'Cannot be less than $1,000 or more than $250,000';

  it.each([
    ['deposit at the min', 'deposit', 0, deposit],
    ['deposit inside', 'deposit', 10_000, null],
    ['deposit at the max', 'deposit', 250_000, deposit],
    ['deposit beyond the max', 'deposit', 260_000, deposit],
    ['residual below the min', 'residual', -5, deposit],
    ['amount below the min', 'amount', 500, amount],
    ['amount at the min', 'amount', 1_000, amount],
    ['amount inside', 'amount', 30_000, null],
    ['amount beyond the max', 'amount', 300_000, amount],
    ['interest gets none (it snaps, and the text is in dollars)', 'interest', 20, null],
    ['term gets none', 'term', 0, null],
  ] as [string, SliderKind, number, string | null][])('%s (%s %s)', (_name, kind, value, expected) => {
    expect(boundsHelp(value, finance[kind])).toBe(expected);
  });

  it.each([
    ['a $45,990 car at rest', 45_990, null],
    ['a $180,000 car (typed in above the slider)', 180_000, null],
    ['$250,000', 250_000, amount],
    ['$300,000', 300_000, amount],
    ['$500', 500, amount],
  ])(
    "the car page says '…more than $250,000' as the spec does, though its slider stops at $100,000: %s",
    (_name, value, expected) => {
      const onCarPage = sliderRanges(calculator(), { page: 'vehicle', carPrice: 45_990 }).amount;
      expect(onCarPage.max).toBe(100_000);
      expect(boundsHelp(value, onCarPage)).toBe(expected);
    },
  );

  it('names a profile minimum of 5000', () => {
    const ranges = sliderRanges(calculator({ amountMin: 5_000 }), { page: 'finance', carPrice: null });
    expect(boundsHelp(4_000, ranges.amount)).toBe('Cannot be less than $5,000 or more than $250,000');
  });
});

describe('§9 "Default calculator inputs: price 30000 if the car has none, term 5 (or 6) years, interest 12.94 (10 or 8.5 on some), deposit 0, residual 0, weekly"', () => {
  const defaults = {
    price: 30_000,
    deposit: 0,
    establishmentFee: 0,
    residual: 0,
    ratePercent: 12.94,
    termYears: 5,
    frequency: 'weekly',
  };

  it.each([
    ['no price', null, defaults],
    ['a price of 0', 0, defaults],
    ["the car's price", 45_990, { ...defaults, price: 45_990 }],
  ])('%s', (_name, carPrice, expected) => {
    expect(initialInputs(calculator(), carPrice)).toEqual(expected);
  });

  it.each([
    ['term 6, interest 8.5', { defaultTermYears: 6, defaultInterestRate: 8.5 }, { termYears: 6, ratePercent: 8.5 }],
    ['interest 10', { defaultInterestRate: 10 }, { ratePercent: 10 }],
    ['monthly', { defaultFrequency: 'monthly' as const }, { frequency: 'monthly' }],
  ])('a tenant starting at %s', (_name, options, expected) => {
    expect(initialInputs(calculator(options), null)).toMatchObject(expected);
  });

  // §9 "Establishment fee 1300 or 1360.50 by provider variant, else 0 unless the lender gives one."
  it.each([
    ['no fee anywhere: 0', null, null, 0],
    ["the lender's fee", null, 395, 395],
    ['the provider fee 1300 wins over the lender', 1_300, 395, 1_300],
    ['the provider fee 1360.50', 1_360.5, null, 1_360.5],
  ])('establishment fee: %s', (_name, establishmentFee, lenderFee, expected) => {
    const inputs = initialInputs(
      calculator({ establishmentFee }),
      30_000,
      lenderFee === null ? null : { establishmentFees: lenderFee },
    );
    expect(inputs.establishmentFee).toBe(expected);
  });
});

// spec/shopping.md §9 "Default calculator inputs: … interest 12.94"; §5 "Interest % | 0.5 | 15 | 0.5"
// and "Provider-specific interest ranges: 7.5 to 14.5; 5.99 to 15.99; 9.95 to 19.95; 4 to 20. The
// interest slider may be locked." The slider's grid is built around the value it shows, so a
// default off the provider's 0.5 grid (12.94 from 5.99 is not on it) is offered exactly, not 12.99.
describe('the interest slider offers the default rate exactly, on every provider range', () => {
  it.each([
    ['0.5 to 15 (the table)', {}, [0.5, 0.94], [14.94, 15]],
    ['7.5 to 14.5', { interestMin: 7.5, interestMax: 14.5 }, [7.5, 7.94], [13.94, 14.44, 14.5]],
    ['5.99 to 15.99', { interestMin: 5.99, interestMax: 15.99 }, [5.99, 6.44], [15.44, 15.94, 15.99]],
    [
      '9.95 to 19.95, locked',
      { interestMin: 9.95, interestMax: 19.95, interestLocked: true },
      [9.95, 10.44],
      [19.94, 19.95],
    ],
    ['4 to 20', { interestMin: 4, interestMax: 20 }, [4, 4.44], [19.44, 19.94, 20]],
  ])('%s', (_name, options, lowest, highest) => {
    const calc = calculator(options);
    const interest = sliderRanges(calc, { page: 'finance', carPrice: null }).interest;
    const start = initialInputs(calc, null).ratePercent;
    const stops = sliderStops(interest, start);
    expect(start).toBe(12.94);
    expect(stops.slice(stopIndex(stops, start) - 1, stopIndex(stops, start) + 2)).toEqual([12.44, 12.94, 13.44]);
    expect(stops.slice(0, lowest.length)).toEqual(lowest);
    expect(stops.slice(-highest.length)).toEqual(highest);
  });

  it.each([
    ['a car price off the 500 grid stays itself', 'amount', 33_990, [1000, 1490], [33_490, 33_990, 34_490]],
    ['a deposit starts at 0, on the grid', 'deposit', 0, [0, 500], [0, 500]],
    ['a term of 5 years on the 0.5 grid', 'term', 5, [1, 1.5], [4.5, 5, 5.5]],
  ] as const)('%s', (_name, kind, value, lowest, around) => {
    const stops = sliderStops(sliderRanges(calculator(), { page: 'vehicle', carPrice: 33_990 })[kind], value);
    const at = stopIndex(stops, value);
    expect(stops.slice(0, lowest.length)).toEqual(lowest);
    expect(stops.slice(Math.max(0, at - 1), at + 2)).toEqual(around);
  });

  it('a custom term list is offered as it is, and a value beyond a range sits at its end', () => {
    const list = sliderRanges(calculator({ termYearsList: [1, 2, 3, 4, 5] }), { page: 'finance', carPrice: null }).term;
    expect(sliderStops(list, 3)).toEqual([1, 2, 3, 4, 5]);
    const amount = sliderRanges(calculator(), { page: 'vehicle', carPrice: null }).amount;
    const stops = sliderStops(amount, 180_000);
    expect([stops.at(-1), stopIndex(stops, 180_000)]).toEqual([100_000, stops.length - 1]);
  });
});
