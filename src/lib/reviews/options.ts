// Which customer reviews a site shows (spec/site.md §5 Reviews shown; §9 "Review minimum rating 4;
// Google reviews full quantity 12; a default list of hidden reviews exists"). The reviews themselves
// are content files (tenants/content/<layer>/<owner>/reviews/, see file.ts).
import { z } from 'zod';
import { text, wholeNumberBetween } from '../options/fields.ts';

/** spec/site.md §5: "The limit is 10"; §9: "Google reviews full quantity 12". */
const REVIEW_DEFAULTS = { minRating: 4, limit: 10, fullQuantity: 12 } as const;

export const reviewsSchema = z
  .strictObject({
    /**
     * Lowest star rating shown.
     * @example 5
     */
    minRating: wholeNumberBetween(1, 5, 'a star rating').default(REVIEW_DEFAULTS.minRating),
    /**
     * Most reviews the home and location pages' reviews sections show.
     * @example 6
     */
    limit: wholeNumberBetween(1, 50, 'a number of reviews').default(REVIEW_DEFAULTS.limit),
    /**
     * Most reviews /pages/reviews shows (the full list; the rest are a link away, at the source).
     * @example 24
     */
    fullQuantity: wholeNumberBetween(1, 100, 'a number of reviews').default(REVIEW_DEFAULTS.fullQuantity),
    /**
     * Reviews never shown, by id (a review about another business, say).
     * @example ["g-7f3a9c"]
     */
    hiddenReviewIds: z.array(text()).default([]),
    /**
     * Reviewers whose reviews are never shown (staff, say), by name as the source shows it; case is ignored.
     * @example ["Harbour Motor Group"]
     */
    excludedCustomerNames: z.array(text()).default([]),
    /**
     * Heading of the reviews sections.
     * @example "Our Google reviews"
     */
    heading: text().default('What our customers say'),
  })
  .prefault({});
