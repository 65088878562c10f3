/**
 * The reviews files a site reads (tenants/content/<layer>/<owner>/reviews/): site.json for the site,
 * locations/<location slug>.json for one of its locations, each cut to the reviews §5's rules let
 * through (filter.ts) so the build carries only what a page can show.
 */
import type { ContentPath } from '../content/layers.ts';
import { mainLocation } from '../locations/order.ts';
import { describeFound, problemLine } from '../tenant/problem.ts';
import type { ReviewsFile } from './file.ts';
import { shownReviews, type ReviewRules } from './filter.ts';
import type { ReviewList, SiteReviews } from './types.ts';

const SITE_REVIEWS_ID = 'site';
/** The reviews page (spec/site.md §2.1 /pages/{page}: reviews), built where the site has reviews. */
export const REVIEWS_PATH = '/pages/reviews';
const LOCATION_PREFIX = 'locations/';

type ReviewsEntry = { path: ContentPath; file: string; data: ReviewsFile };
type ReviewsTenant = {
  slug: string;
  locations: readonly { slug: string }[];
  reviews: ReviewRules & { fullQuantity: number };
};

function reviewList(file: ReviewsFile, tenant: ReviewsTenant): ReviewList {
  return {
    count: file.count,
    averageRating: file.averageRating,
    url: file.url ?? null,
    reviews: shownReviews(file.reviews, tenant.reviews, tenant.reviews.fullQuantity),
  };
}

export function siteReviews(entries: readonly ReviewsEntry[], tenant: ReviewsTenant, errors: string[]): SiteReviews {
  const result: SiteReviews = { site: null, locations: {} };
  const slugs = tenant.locations.map((l) => l.slug);
  for (const entry of entries) {
    const { id } = entry.path;
    if (id === SITE_REVIEWS_ID) {
      result.site = reviewList(entry.data, tenant);
      continue;
    }
    const slug = id.startsWith(LOCATION_PREFIX) ? id.slice(LOCATION_PREFIX.length) : null;
    if (slug === null || slug.includes('/')) {
      errors.push(
        problemLine(
          entry.file,
          'file name',
          'reviews/site.json, or reviews/locations/<location slug>.json',
          describeFound(`reviews/${id}.json`),
        ),
      );
    } else if (slugs.includes(slug)) {
      result.locations[slug] = reviewList(entry.data, tenant);
    } else if (entry.path.layer === `sites/${tenant.slug}`) {
      // A shared layer's file may name a location only some of its sites have; the site's own may not.
      errors.push(
        problemLine(
          entry.file,
          'file name',
          `the slug of one of the site's locations (${slugs.map((s) => JSON.stringify(s)).join(', ') || 'it has none'})`,
          describeFound(slug),
        ),
      );
    }
  }
  return result;
}

/**
 * The site's own reviews, else its main location's: a one-location dealer (or one whose sales
 * location is the place customers review) keeps a single file for both.
 */
export function mainReviews(
  reviews: SiteReviews,
  locations: readonly { slug: string; primary: boolean; visible: boolean }[],
): ReviewList | null {
  if (reviews.site) return reviews.site;
  const main = mainLocation(locations);
  return (main && reviews.locations[main.slug]) ?? null;
}

type RatedPlace = Parameters<typeof mainReviews>[1][number] & { ratings?: { averageRating: number } | undefined };

/**
 * The listed locations with a rating to show: their own reviews file (or, for the main location,
 * the site's), else the `ratings` their tenant entry gives.
 */
export function ratedLocations<L extends RatedPlace>(reviews: SiteReviews, locations: readonly L[]): L[] {
  return locations.filter(
    (location) => location.visible && (locationReviews(reviews, location, locations) !== null || !!location.ratings),
  );
}

/**
 * /pages/reviews is built where the site's main reviews have one to show, or where a listed
 * location has a rating: every rating badge the site shows then has a page to link to.
 */
export function hasReviewsPage(reviews: SiteReviews, locations: readonly RatedPlace[]): boolean {
  return (mainReviews(reviews, locations)?.reviews.length ?? 0) > 0 || ratedLocations(reviews, locations).length > 0;
}

/** A location's reviews: its own file, else (for the site's main location) the site's. */
export function locationReviews(
  reviews: SiteReviews,
  location: { slug: string },
  locations: Parameters<typeof mainReviews>[1],
): ReviewList | null {
  const own = reviews.locations[location.slug];
  if (own) return own;
  return mainLocation(locations)?.slug === location.slug ? reviews.site : null;
}
