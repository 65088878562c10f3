/**
 * Which reviews a site shows (spec/site.md §5 Reviews shown): not a hidden review id, not one with
 * no text, not one whose text contains 'Translated' (Google's "(Translated by Google)" copies), not
 * one by an excluded customer name, and none below the minimum rating (default 4); newest first,
 * at most the limit (10 in a section; the reviews page's full quantity, 12).
 */
import type { Review } from './file.ts';

/** spec/site.md §5: reviews whose text contains this are left out. */
const TRANSLATED_MARKER = 'Translated';

export type ReviewRules = {
  minRating: number;
  hiddenReviewIds: readonly string[];
  excludedCustomerNames: readonly string[];
};

const nameKey = (name: string) => name.trim().toLowerCase();

function isShown(review: Review, rules: ReviewRules): boolean {
  return (
    !rules.hiddenReviewIds.includes(review.id) &&
    review.text.trim() !== '' &&
    !review.text.includes(TRANSLATED_MARKER) &&
    !rules.excludedCustomerNames.some((name) => nameKey(name) === nameKey(review.customerName)) &&
    review.rating >= rules.minRating
  );
}

/** The reviews to show, newest first (then by id, so the order never depends on the file's). */
export function shownReviews(reviews: readonly Review[], rules: ReviewRules, limit: number): Review[] {
  return reviews
    .filter((review) => isShown(review, rules))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
    .slice(0, limit);
}
