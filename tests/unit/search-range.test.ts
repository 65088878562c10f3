// spec/shopping.md §5 Range sliders: "Values clamp to the range minimum and maximum; the lower thumb
// cannot pass the upper and vice versa; price and km values round to the nearest 1000. Default range
// 0 to 100000 unless facet stats apply. Step is range/100 rounded. Values outside the range are
// ignored with a log." §4: "A range slider's state resets when the URL has no parameter for it or
// when a min or max reset is flagged."
import { describe, expect, it } from 'vitest';
import { moveThumb, rangeFromUrl, sliderBounds, thumbsFor, toRefinement } from '../../src/lib/search/range.ts';

describe('sliderBounds', () => {
  it.each([
    ['"Default range 0 to 100000" with no facet stats', undefined, { min: 0, max: 100000, step: 1000 }],
    ['"unless facet stats apply"', { min: 12990, max: 89990 }, { min: 12990, max: 89990, step: 770 }],
    [
      '"Step is range/100 rounded" (2005 to 2025: 0.2 → at least 1)',
      { min: 2005, max: 2025 },
      { min: 2005, max: 2025, step: 1 },
    ],
    ['step rounds half up (150 / 100 = 1.5 → 2)', { min: 0, max: 150 }, { min: 0, max: 150, step: 2 }],
    ['one car: min equals max, step still 1', { min: 45990, max: 45990 }, { min: 45990, max: 45990, step: 1 }],
    ['stats that make no sense fall back to the default', { min: 5, max: 1 }, { min: 0, max: 100000, step: 1000 }],
  ])('%s', (_name, stats, expected) => {
    expect(sliderBounds(stats)).toEqual(expected);
  });
});

describe('"price and km values round to the nearest 1000"', () => {
  it.each([
    ['price', 45490, 45000],
    ['price', 45500, 46000],
    ['km', 123456, 123000],
    ['km', 999, 1000],
    ['year', 2019.6, 2020],
    ['year', 2019, 2019],
  ] as const)('%s %d → %d', (attr, value, expected) => {
    const wide = { min: 0, max: 10_000_000 };
    expect(moveThumb(wide, 'min', value, wide, attr).min).toBe(expected);
  });
});

describe('moveThumb', () => {
  const bounds = { min: 0, max: 100000 };
  it.each([
    ['rounds price to the nearest 1000', { min: 0, max: 100000 }, 'min', 12345, 'price', { min: 12000, max: 100000 }],
    [
      '"Values clamp to the range minimum"',
      { min: 10000, max: 100000 },
      'min',
      -5000,
      'price',
      { min: 0, max: 100000 },
    ],
    ['"…and maximum"', { min: 0, max: 50000 }, 'max', 250000, 'price', { min: 0, max: 100000 }],
    [
      '"the lower thumb cannot pass the upper"',
      { min: 0, max: 40000 },
      'min',
      70000,
      'price',
      { min: 40000, max: 40000 },
    ],
    ['"and vice versa"', { min: 60000, max: 100000 }, 'max', 20000, 'km', { min: 60000, max: 60000 }],
    ['years move in whole years', { min: 2005, max: 2025 }, 'min', 2010.4, 'year', { min: 2010, max: 2025 }],
  ] as const)('%s', (_name, current, thumb, value, attr, expected) => {
    const b = attr === 'year' ? { min: 2005, max: 2025 } : bounds;
    expect(moveThumb(current, thumb, value, b, attr)).toEqual(expected);
  });

  it('rounding never leaves the range: clamping follows it', () => {
    expect(moveThumb({ min: 12990, max: 89990 }, 'max', 89900, { min: 12990, max: 89990 }, 'price')).toEqual({
      min: 12990,
      max: 89990,
    });
  });
});

describe('"Values outside the range are ignored with a log"', () => {
  const bounds = { min: 0, max: 100000 };
  it.each([
    ['inside: kept', { min: 10000, max: 50000 }, { min: 10000, max: 50000 }, 0],
    ['the bounds themselves: kept', { min: 0, max: 100000 }, { min: 0, max: 100000 }, 0],
    ['max above the range: ignored', { min: 10000, max: 250000 }, { min: 10000, max: null }, 1],
    ['min below the range: ignored', { min: -1, max: 50000 }, { min: null, max: 50000 }, 1],
    ['both outside', { min: 150000, max: 250000 }, { min: null, max: null }, 2],
    ['an open side stays open, no log', { min: null, max: 50000 }, { min: null, max: 50000 }, 0],
  ])('%s', (_name, value, expected, logs) => {
    const lines: string[] = [];
    expect(rangeFromUrl(value, bounds, (line) => lines.push(line))).toEqual(expected);
    expect(lines).toHaveLength(logs);
  });

  it('says what it ignored', () => {
    const lines: string[] = [];
    rangeFromUrl({ min: null, max: 250000 }, bounds, (line) => lines.push(line));
    expect(lines).toEqual(['Ignoring range max 250000: outside 0 to 100000']);
  });
});

describe('thumbsFor: "resets when the URL has no parameter for it or when a min or max reset is flagged"', () => {
  const bounds = { min: 0, max: 100000 };
  it.each([
    ['no parameter: both thumbs at the bounds', undefined, {}, { min: 0, max: 100000 }],
    ['a parameter: thumbs where it says', { min: 20000, max: 60000 }, {}, { min: 20000, max: 60000 }],
    ['min reset flagged', { min: 20000, max: 60000 }, { min: true }, { min: 0, max: 60000 }],
    ['max reset flagged', { min: 20000, max: 60000 }, { max: true }, { min: 20000, max: 100000 }],
    ['an open side sits at its bound', { min: null, max: 60000 }, {}, { min: 0, max: 60000 }],
    ['values beyond the bounds clamp', { min: -5, max: 500000 }, {}, { min: 0, max: 100000 }],
  ])('%s', (_name, value, reset, expected) => {
    expect(thumbsFor(value, bounds, reset)).toEqual(expected);
  });
});

describe('toRefinement: a slider covering the whole range adds nothing to the URL', () => {
  const bounds = { min: 0, max: 100000 };
  it.each([
    [{ min: 0, max: 100000 }, null],
    [
      { min: 20000, max: 100000 },
      { min: 20000, max: null },
    ],
    [
      { min: 0, max: 60000 },
      { min: null, max: 60000 },
    ],
    [
      { min: 20000, max: 60000 },
      { min: 20000, max: 60000 },
    ],
    [{ min: null, max: null }, null],
  ])('%j → %j', (value, expected) => {
    expect(toRefinement(value, bounds)).toEqual(expected);
  });
});
