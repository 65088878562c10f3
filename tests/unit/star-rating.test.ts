// spec/site.md §9: "Star rating shows up to 4 full stars plus a partial star"; the accessible name
// reads the rating ("Rated 4.3 out of 5").
import { describe, expect, it } from 'vitest';
import { formatRating, ratingLabel, starFills } from '../../src/lib/ratings/stars.ts';

describe('star rating: up to 4 full stars plus a partial star', () => {
  it.each([
    [4.1, [1, 1, 1, 1, 0.1], 'Rated 4.1 out of 5'],
    [4.3, [1, 1, 1, 1, 0.3], 'Rated 4.3 out of 5'],
    [4.5, [1, 1, 1, 1, 0.5], 'Rated 4.5 out of 5'],
    [5, [1, 1, 1, 1, 1], 'Rated 5 out of 5'],
    [3.2, [1, 1, 1, 0.2, 0], 'Rated 3.2 out of 5'],
    [0, [0, 0, 0, 0, 0], 'Rated 0 out of 5'],
  ])('%s → %j, "%s"', (rating, fills, label) => {
    expect(starFills(rating)).toEqual(fills);
    expect(ratingLabel(rating)).toBe(label);
  });

  it('never draws more than five stars or less than none', () => {
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
  });

  it('reads to one decimal place', () => expect(formatRating(4.25)).toBe('4.3'));
});
