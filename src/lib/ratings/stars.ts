/**
 * A star rating out of 5 as the spec draws it (spec/site.md §9: "Star rating shows up to 4 full
 * stars plus a partial star"): the whole stars, at most four, then one star filled by what is left,
 * then empty ones. 4.3 is four full stars and a star 30 % filled; 5 is four full and one filled whole.
 */

const MAX_STARS = 5;
const MAX_FULL_STARS = 4;

/** The fill of each of the five stars, 0 to 1, first star first. */
export function starFills(rating: number): number[] {
  const value = Math.min(MAX_STARS, Math.max(0, rating));
  const full = Math.min(MAX_FULL_STARS, Math.floor(value));
  // Rounded to hundredths: 4.3 - 4 is 0.2999… in floating point.
  const partial = Math.round((value - full) * 100) / 100;
  return Array.from({ length: MAX_STARS }, (_, i) => (i < full ? 1 : i === full ? partial : 0));
}

const oneDecimal = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

/** The rating as it is read: 4.25 → '4.3', 5 → '5'. */
export const formatRating = (rating: number): string => oneDecimal.format(rating);

/** The accessible name of the stars: 'Rated 4.3 out of 5'. */
export const ratingLabel = (rating: number): string => `Rated ${formatRating(rating)} out of ${MAX_STARS}`;
