/**
 * A reviews file (spec/site.md §3 Review): the Google reviews of a site or of one location, as a
 * sync job or an editor commits them:
 *
 *   tenants/content/sites/<slug>/reviews/site.json                  the site's (home, /pages/reviews)
 *   tenants/content/sites/<slug>/reviews/locations/<location>.json  one location's (its page)
 *
 * The list carries the count and average of every review the place has (rating-only ones too),
 * and the reviews themselves, newest first or in any order (they are sorted by date).
 */
import { z } from 'zod';
import { assetUrl, isoDate, numberBetween, text, webUrl, wholeNumberBetween } from '../options/fields.ts';
import { published } from '../content/published.ts';

const reviewSchema = z.strictObject({
  /**
   * The review's id at its source; `reviews.hiddenReviewIds` names reviews to leave out by it.
   * @example "g-7f3a9c"
   */
  id: text(),
  /**
   * The reviewer's name as the source shows it.
   * @example "Priya S."
   */
  customerName: text(),
  /**
   * Stars given, 1 to 5.
   * @example 5
   */
  rating: wholeNumberBetween(1, 5, 'a star rating'),
  /**
   * What the reviewer wrote; empty for a rating without words (never shown).
   * @example "Sam made buying our Navara easy."
   */
  text: z.string({ error: 'the review text, or "" for a rating without words' }).default(''),
  /**
   * The day of the review.
   * @example "2026-10-28"
   */
  date: isoDate(),
  /**
   * The reviewer's picture, if the source has one.
   * @example { "url": "https://lh3.googleusercontent.com/a/photo.jpg" }
   */
  image: z
    .strictObject({
      /**
       * The picture.
       * @example "https://lh3.googleusercontent.com/a/photo.jpg"
       */
      url: assetUrl(),
      /**
       * A small version of it.
       * @example "https://lh3.googleusercontent.com/a/photo=s64.jpg"
       */
      thumbUrl: assetUrl().optional(),
    })
    .optional(),
});

export const reviewsFileSchema = z
  .strictObject({
    /**
     * Reviews the place has in all (rating-only ones included): the badge's count.
     * @example 223
     */
    count: wholeNumberBetween(0, 1_000_000, 'a number of reviews'),
    /**
     * Their average rating: the badge's stars.
     * @example 4.1
     */
    averageRating: numberBetween(0, 5, 'a rating'),
    /**
     * Where a shopper reads them all (the place's Google reviews).
     * @example "https://search.google.com/local/reviews?placeid=ChIJ…"
     */
    url: webUrl().optional(),
    /** The reviews. */
    reviews: z.array(reviewSchema).default([]),
    published: published(),
  })
  .superRefine((file, ctx) => {
    if (file.count < file.reviews.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['count'],
        message: `a count of at least the ${file.reviews.length} reviews listed`,
        input: file.count,
      });
    }
    const ids = file.reviews.map((review) => review.id);
    ids.forEach((value, index) => {
      if (ids.indexOf(value) !== index)
        ctx.addIssue({
          code: 'custom',
          path: ['reviews', index, 'id'],
          message: 'an id no other review in the file has',
          input: value,
        });
    });
  });

export type ReviewsFile = z.output<typeof reviewsFileSchema>;
/** What a reviews file may say (optional fields left out). */
export type ReviewsFileInput = z.input<typeof reviewsFileSchema>;
export type Review = ReviewsFile['reviews'][number];
