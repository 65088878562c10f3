// spec/site.md §5 Trade-in valuation: "Online estimates are generally not given for cars over 7
// years or 100,000 km". The estimate and the condition deductions are our design (the spec's
// valuation tool is a third-party service whose call is not shown): see src/lib/leads/valuation.ts.
import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_QUESTIONS,
  NO_ONLINE_ESTIMATE,
  adjustOffer,
  estimateOffer,
  normaliseRego,
  onlineEstimateAllowed,
  REGO_PATTERN,
  type AdjustmentAnswers,
  type Comparable,
} from '../../src/lib/leads/valuation.ts';
import {
  adjustmentsSchema,
  estimateRequestSchema,
  offerAcceptedSchema,
  regoLookupSchema,
} from '../../src/lib/leads/valuation-requests.ts';

// Mid-2026 in Brisbane.
const NOW = new Date('2026-06-15T00:00:00Z');

describe('onlineEstimateAllowed: not over 7 years old, not over 100,000 km', () => {
  it.each([
    ['a 2022 car with 45,000 km', 2022, 45_000, true],
    ['exactly 7 years old (2019)', 2019, 50_000, true],
    ['8 years old (2018)', 2018, 50_000, false],
    ['exactly 100,000 km', 2021, 100_000, true],
    ['100,001 km', 2021, 100_001, false],
    ["next year's model, 0 km", 2027, 0, true],
    ['old and high km', 2010, 250_000, false],
  ])('%s → %s', (_name, year, kms, allowed) => {
    expect(onlineEstimateAllowed({ year, kms }, NOW)).toBe(allowed);
  });

  it('counts the year in Australia: at 1 January 00:30 in Brisbane a 2019 car is already 8 years old', () => {
    const newYearInBrisbane = new Date('2026-12-31T14:30:00Z');
    expect(onlineEstimateAllowed({ year: 2019, kms: 10_000 }, newYearInBrisbane)).toBe(false);
    expect(onlineEstimateAllowed({ year: 2019, kms: 10_000 }, new Date('2026-12-31T13:30:00Z'))).toBe(true);
  });

  it('has the message the shopper reads', () => {
    expect(NO_ONLINE_ESTIMATE).toBe(
      "We can't give an online estimate for a car over 7 years old or with more than 100,000 km. Our team will value it in person and call you.",
    );
  });
});

const comp = (price: number, km: number | null = 50_000, year = 2021): Comparable => ({ price, year, km });

describe('estimateOffer: median asking price, km-adjusted, less the resale margin, down to $100', () => {
  it.each<[string, Comparable[], { year: number; kms: number }, number | null]>([
    ['no comparables', [], { year: 2021, kms: 50_000 }, null],
    ['one comparable', [comp(30_000)], { year: 2021, kms: 50_000 }, null],
    // median 30,000; same km; × 0.82 = 24,600.
    ['two comparables at the median km', [comp(28_000), comp(32_000)], { year: 2021, kms: 50_000 }, 24_600],
    // odd count: the middle price (31,000), not the mean; 31,000 × 0.82 = 25,420 → 25,400.
    [
      'three comparables (middle price)',
      [comp(20_000), comp(31_000), comp(45_000)],
      { year: 2021, kms: 50_000 },
      25_400,
    ],
    // 20,000 km fewer: + 1,600 → 31,600 × 0.82 = 25,912 → 25,900.
    ['fewer km than the comparables', [comp(30_000), comp(30_000)], { year: 2021, kms: 30_000 }, 25_900],
    // 40,000 km more: − 3,200 → 26,800 × 0.82 = 21,976 → 21,900.
    ['more km than the comparables', [comp(30_000), comp(30_000)], { year: 2021, kms: 90_000 }, 21_900],
    // median km of 40,000 and 60,000 is 50,000.
    [
      'the median km of an even count',
      [comp(30_000, 40_000), comp(30_000, 60_000)],
      { year: 2021, kms: 50_000 },
      24_600,
    ],
    // comparables without km count for the price only; none with km: no adjustment.
    ['no comparable has km', [comp(30_000, null), comp(30_000, null)], { year: 2021, kms: 5_000 }, 24_600],
    // the km adjustment is capped at 25% of 30,000 = 7,500: 37,500 × 0.82 = 30,750 → 30,700.
    ['a huge km gap is capped', [comp(30_000, 200_000), comp(30_000, 200_000)], { year: 2021, kms: 0 }, 30_700],
    ['unpriced comparables are ignored', [comp(0), comp(Number.NaN), comp(30_000)], { year: 2021, kms: 50_000 }, null],
    // float noise: 30,000 × 0.82 is 24,599.999… in binary; it must still be 24,600.
    ['float noise does not cost $100', [comp(30_000), comp(30_000)], { year: 2021, kms: 50_000 }, 24_600],
  ])('%s → %s', (_name, comparables, car, expected) => {
    expect(estimateOffer(comparables, car)).toBe(expected);
  });
});

describe('condition questions and adjustOffer', () => {
  it('every question has yes/no answers and a documented deduction', () => {
    expect(ADJUSTMENT_QUESTIONS.map((q) => [q.id, q.deductWhen, q.percent])).toEqual([
      ['accident_damage', 'Yes', 15],
      ['service_history', 'No', 5],
      ['tyres_brakes', 'Yes', 3],
      ['interior_damage', 'Yes', 4],
    ]);
  });

  const clean: AdjustmentAnswers = {
    accident_damage: 'No',
    service_history: 'Yes',
    tyres_brakes: 'No',
    interior_damage: 'No',
  };
  it.each<[string, AdjustmentAnswers, number, number]>([
    ['a clean car', clean, 0, 24_600],
    ['accident damage', { ...clean, accident_damage: 'Yes' }, 15, 20_900],
    ['no full service history', { ...clean, service_history: 'No' }, 5, 23_300],
    ['tyres and brakes', { ...clean, tyres_brakes: 'Yes' }, 3, 23_800],
    ['interior damage', { ...clean, interior_damage: 'Yes' }, 4, 23_600],
    [
      'everything wrong (deductions add up)',
      { accident_damage: 'Yes', service_history: 'No', tyres_brakes: 'Yes', interior_damage: 'Yes' },
      27,
      17_900,
    ],
    ['unanswered questions take nothing off', {}, 0, 24_600],
  ])('%s: −%s%%', (_name, answers, percent, offer) => {
    expect(adjustOffer(24_600, answers)).toBe(offer);
    // The percent taken off is what the offer shows: $24,600 less it, rounded down to $100.
    expect(offer).toBe(Math.floor((24_600 * (100 - percent)) / 100 / 100) * 100);
  });
});

describe('rego and the request bodies', () => {
  it.each([
    ['abc 123', 'ABC123', true],
    ['1-ab-2cd', '1AB2CD', true],
    ['ABCDEFGHIJ', 'ABCDEFGHIJ', false],
    ['AB#1', 'AB#1', false],
  ])('%s → %s', (raw, normal, ok) => {
    expect(normaliseRego(raw)).toBe(normal);
    expect(REGO_PATTERN.test(normal)).toBe(ok);
  });

  it('estimate: a year from 1950 to next year, a make, a model and whole kms', () => {
    const schema = estimateRequestSchema(NOW);
    expect(schema.safeParse({ year: 2027, make: 'Toyota', model: 'Corolla', kms: 0 }).success).toBe(true);
    expect(schema.safeParse({ year: 2028, make: 'Toyota', model: 'Corolla', kms: 0 }).success).toBe(false);
    expect(schema.safeParse({ year: 2020, make: ' ', model: 'Corolla', kms: 1 }).success).toBe(false);
    expect(schema.safeParse({ year: 2020, make: 'Toyota', model: 'Corolla', kms: 1.5 }).success).toBe(false);
  });

  it('rego lookup normalises the rego and needs an Australian state', () => {
    expect(regoLookupSchema.parse({ rego: 'abc 123', regoState: 'QLD' })).toEqual({ rego: 'ABC123', regoState: 'QLD' });
    expect(regoLookupSchema.safeParse({ rego: 'ABC123', regoState: 'XX' }).success).toBe(false);
  });

  it('adjustments need every question answered Yes or No; offer accepted needs the spec subcategory', () => {
    const answers = { accident_damage: 'No', service_history: 'Yes', tyres_brakes: 'No', interior_damage: 'No' };
    expect(adjustmentsSchema.safeParse({ id: 'x', adjustmentAnswers: answers }).success).toBe(true);
    expect(
      adjustmentsSchema.safeParse({ id: 'x', adjustmentAnswers: { ...answers, interior_damage: undefined } }).success,
    ).toBe(false);
    expect(
      adjustmentsSchema.safeParse({ id: 'x', adjustmentAnswers: { ...answers, accident_damage: 'Maybe' } }).success,
    ).toBe(false);
    const accepted = {
      category: 'Trade-In',
      subcategory: '3. Offer Accepted',
      lead_id: 'x',
      form_completed: true,
      offer_accepted: true,
    };
    expect(offerAcceptedSchema.safeParse(accepted).success).toBe(true);
    expect(offerAcceptedSchema.safeParse({ ...accepted, subcategory: 'Offer Accepted' }).success).toBe(false);
  });
});
