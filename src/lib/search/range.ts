/**
 * Range slider rules for price, km and year (spec/shopping.md §5 Range sliders, §4 Search loading):
 * values clamp to the range, thumbs never cross, price and km round to the nearest 1000, the
 * default range is 0 to 100000 unless facet stats apply, the step is range/100 rounded, and URL
 * values outside the range are ignored with a log.
 */
import type { FacetStats, RangeAttribute, RangeValue } from './types.ts';

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

export interface Thumbs {
  min: number;
  max: number;
}

/** §5: "Default range 0 to 100000 unless facet stats apply." */
const DEFAULT_RANGE: Readonly<FacetStats> = { min: 0, max: 100_000 };

/** §5: price and km values round to the nearest 1000. */
const ROUND_TO: Record<RangeAttribute, number> = { price: 1000, km: 1000, year: 1 };

export function sliderBounds(stats: FacetStats | undefined): SliderBounds {
  const usable =
    stats !== undefined && Number.isFinite(stats.min) && Number.isFinite(stats.max) && stats.min <= stats.max;
  const { min, max } = usable ? stats : DEFAULT_RANGE;
  // §5: "Step is range/100 rounded"; at least 1 so a narrow range (or one car) can still move.
  return { min, max, step: Math.max(1, Math.round((max - min) / 100)) };
}

/** Price and km to the nearest 1000, year (and a slider of unknown kind) to a whole number. */
function roundForSlider(attr: RangeAttribute | undefined, value: number): number {
  const unit = attr === undefined ? 1 : ROUND_TO[attr];
  return Math.round(value / unit) * unit;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * One thumb moved to `value`: rounded (pass `attr` for §5's nearest 1000 on price and km), clamped
 * to the bounds, and stopped at the other thumb (the lower cannot pass the upper and vice versa;
 * meeting it is allowed).
 */
export function moveThumb(
  current: Thumbs,
  thumb: 'min' | 'max',
  value: number,
  bounds: FacetStats,
  attr?: RangeAttribute,
): Thumbs {
  const placed = clamp(roundForSlider(attr, value), bounds.min, bounds.max);
  return thumb === 'min'
    ? { min: Math.min(placed, current.max), max: current.max }
    : { min: current.min, max: Math.max(placed, current.min) };
}

/** A range from the URL with each side outside the bounds dropped (null), logged as §5 says. */
export function rangeFromUrl(value: RangeValue, bounds: FacetStats, log: (message: string) => void): RangeValue {
  const keep = (side: 'min' | 'max'): number | null => {
    const n = value[side];
    if (n === null) return null;
    if (n >= bounds.min && n <= bounds.max) return n;
    log(`Ignoring range ${side} ${n}: outside ${bounds.min} to ${bounds.max}`);
    return null;
  };
  return { min: keep('min'), max: keep('max') };
}

/**
 * Where the thumbs sit. §4: the state resets (thumbs at the bounds) when the URL has no parameter
 * for the slider or a min or max reset is flagged; an open side also sits at its bound.
 */
export function thumbsFor(
  value: RangeValue | undefined,
  bounds: FacetStats,
  reset: { min?: boolean; max?: boolean } = {},
): Thumbs {
  const min = reset.min || value?.min == null ? bounds.min : clamp(value.min, bounds.min, bounds.max);
  const max = reset.max || value?.max == null ? bounds.max : clamp(value.max, bounds.min, bounds.max);
  return { min: Math.min(min, max), max };
}

/**
 * The refinement for thumb positions: a side at its bound is open (null), and null when the whole
 * range is covered, so an untouched slider adds nothing to the URL.
 */
export function toRefinement(value: Thumbs | RangeValue, bounds: FacetStats): RangeValue | null {
  const min = value.min !== null && value.min > bounds.min ? value.min : null;
  const max = value.max !== null && value.max < bounds.max ? value.max : null;
  return min === null && max === null ? null : { min, max };
}
