/** A site's reviews as its pages show them: resolved from its reviews files (site-reviews.ts). */
import type { Review } from './file.ts';

export interface ReviewList {
  /** Every review the place has, and their average: the Google badge. */
  count: number;
  averageRating: number;
  /** Where they can all be read, or null. */
  url: string | null;
  /** The reviews §5's rules let through, newest first, at most the full quantity (reviews.fullQuantity). */
  reviews: Review[];
}

export interface SiteReviews {
  /** The site's own reviews file (reviews/site.json), or null. */
  site: ReviewList | null;
  /** Each location's (reviews/locations/<slug>.json), by location slug. */
  locations: Record<string, ReviewList>;
}
