// The budget finder's price slider and quick picks (spec/site.md §5, §9): 5,000 to 250,000 in
// steps of 500, and handles that can neither meet nor cross (min ≤ max − step).
import { BUDGET_DEFAULTS } from './constants.ts';

export interface PriceRange {
  min: number;
  max: number;
}

export interface PriceLimits extends PriceRange {
  step: number;
}

/** spec/site.md §9 quick-pick amounts. */
const QUICK_PICKS: readonly number[] = [5000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 70_000];

/** spec/site.md §9 "alternative set $300,000 to $800,000 in 100,000 steps", for dearer stock. */
const QUICK_PICKS_HIGH: readonly number[] = [300_000, 400_000, 500_000, 600_000, 700_000, 800_000];

export function quickPicksFor(set: 'standard' | 'high'): readonly number[] {
  return set === 'high' ? QUICK_PICKS_HIGH : QUICK_PICKS;
}

/**
 * The slider's ends. The tenant's priceMin..priceMax (default 5,000..250,000) frame it; once the
 * highest price in the results is known the top comes down to it (rounded up to a step), and until
 * then it is the spec's fallback of 100,000. The top always stays a step above the bottom.
 */
export function budgetPriceLimits(
  options: { priceMin: number; priceMax: number },
  highestPrice: number | null = null,
  step: number = BUDGET_DEFAULTS.priceStep,
): PriceLimits {
  const known = highestPrice !== null && Number.isFinite(highestPrice) && highestPrice > 0;
  const top = known ? Math.ceil(highestPrice / step) * step : BUDGET_DEFAULTS.priceMaxFallback;
  return { min: options.priceMin, max: Math.max(options.priceMin + step, Math.min(options.priceMax, top)), step };
}

/**
 * One handle moved to `value`: snapped to the slider's steps (counted from its bottom), kept within the limits, and stopped one step
 * short of the other handle. A non-number leaves the range as it was.
 */
export function movePriceHandle(
  range: PriceRange,
  handle: 'min' | 'max',
  value: number,
  limits: PriceLimits,
): PriceRange {
  if (!Number.isFinite(value)) return range;
  const onGrid = limits.min + Math.round((value - limits.min) / limits.step) * limits.step;
  const snapped = Math.min(limits.max, Math.max(limits.min, onGrid));
  return handle === 'min'
    ? { min: Math.max(limits.min, Math.min(snapped, range.max - limits.step)), max: range.max }
    : { min: range.min, max: Math.min(limits.max, Math.max(snapped, range.min + limits.step)) };
}
