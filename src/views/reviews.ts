/**
 * Customer reviews on a site (spec/site.md §2.1 /pages/reviews; §2.3 the Google reviews badge; §3
 * Review; §5 Reviews shown): the badge (average and count), the review cards with their dates, the
 * sections of the home and location pages, and the reviews page.
 */
import type { SiteContext } from '../lib/site/site-data.ts';
import type { Location } from '../lib/locations/options.ts';
import type { Review } from '../lib/reviews/file.ts';
import type { ReviewList } from '../lib/reviews/types.ts';
import {
  REVIEWS_PATH,
  hasReviewsPage,
  locationReviews,
  mainReviews,
  ratedLocations,
} from '../lib/reviews/site-reviews.ts';
import { locationPath } from '../lib/locations/paths.ts';
import { reviewDate, timeAgo } from '../lib/reviews/dates.ts';
import { siteTimeZone } from '../lib/hours/clock.ts';
import { reviewsUrl } from '../lib/locations/maps.ts';
import { mainLocation } from '../lib/locations/order.ts';
import { formatRating } from '../lib/ratings/stars.ts';

/** The Google reviews badge: the average, its stars, the count and where to read them. */
export type ReviewsBadge = { average: number; averageText: string; count: number; href: string | null };

type ReviewCard = {
  id: string;
  name: string;
  /** The reviewer's initial, drawn when there is no picture. */
  initial: string;
  image: string | null;
  rating: number;
  text: string;
  /** YYYY-MM-DD, for <time datetime> and the browser's refresh. */
  date: string;
  /** "3 weeks ago" by the build's clock, or dd/mm/yyyy where that cannot be said. */
  when: string;
  /** dd/mm/yyyy. */
  dateText: string;
};

export type ReviewsSectionModel = {
  heading: string;
  badge: ReviewsBadge;
  cards: ReviewCard[];
  /** The site's time zone: whose calendar "3 weeks ago" counts on. */
  timeZone: string;
  more: { href: string; label: string } | null;
};

function badgeOf(
  list: { averageRating: number; count: number; url: string | null },
  fallbackHref: string | null,
): ReviewsBadge {
  return {
    average: list.averageRating,
    averageText: formatRating(list.averageRating),
    count: list.count,
    href: list.url ?? fallbackHref,
  };
}

/** The badge of the site's main reviews, linking to its main location's reviews where the file names no link. */
function mainBadge(site: SiteContext, list: ReviewList): ReviewsBadge {
  const main = mainLocation(site.tenant.locations);
  return badgeOf(list, main ? reviewsUrl(main) : null);
}

function reviewCard(review: Review, now: Date, timeZone: string): ReviewCard {
  const dateText = reviewDate(review.date);
  return {
    id: review.id,
    name: review.customerName,
    initial: Array.from(review.customerName.trim())[0]?.toUpperCase() ?? '?',
    image: review.image ? (review.image.thumbUrl ?? review.image.url) : null,
    rating: review.rating,
    text: review.text,
    date: review.date,
    when: timeAgo(review.date, now, timeZone) ?? dateText,
    dateText,
  };
}

function section(
  site: SiteContext,
  list: ReviewList,
  badge: ReviewsBadge,
  limit: number,
  more: ReviewsSectionModel['more'],
): ReviewsSectionModel {
  const timeZone = siteTimeZone(site.tenant.locations);
  const now = new Date(site.builtAt);
  return {
    heading: site.tenant.reviews.heading,
    badge,
    cards: list.reviews.slice(0, limit).map((r) => reviewCard(r, now, timeZone)),
    timeZone,
    more,
  };
}

/** A location's badge: its reviews file's summary, else the `ratings` its tenant entry gives; null without either. */
export function locationRating(site: SiteContext, location: Location): ReviewsBadge | null {
  const list = locationReviews(site.content.reviews, location, site.tenant.locations);
  if (list) return badgeOf(list, reviewsUrl(location));
  return location.ratings
    ? badgeOf(
        { averageRating: location.ratings.averageRating, count: location.ratings.reviewCount, url: null },
        reviewsUrl(location),
      )
    : null;
}

/** The home page's reviews section (the site's main reviews, at most reviews.limit), or null. */
export function homeReviewsSection(site: SiteContext): ReviewsSectionModel | null {
  const list = mainReviews(site.content.reviews, site.tenant.locations);
  if (!list || list.reviews.length === 0) return null;
  return section(site, list, mainBadge(site, list), site.tenant.reviews.limit, {
    href: REVIEWS_PATH,
    label: 'Read more reviews',
  });
}

/** A location page's reviews section (its own reviews, at most reviews.limit), or null. */
export function locationReviewsSection(site: SiteContext, location: Location): ReviewsSectionModel | null {
  const list = locationReviews(site.content.reviews, location, site.tenant.locations);
  if (!list || list.reviews.length === 0) return null;
  const more =
    list === mainReviews(site.content.reviews, site.tenant.locations) &&
    hasReviewsPage(site.content.reviews, site.tenant.locations)
      ? { href: REVIEWS_PATH, label: 'Read more reviews' }
      : null;
  return section(site, list, badgeOf(list, reviewsUrl(location)), site.tenant.reviews.limit, more);
}

/** The site's main reviews for the home page's structured data (aggregateRating), or null. */
export function siteRating(site: SiteContext): { average: number; count: number } | null {
  const list = mainReviews(site.content.reviews, site.tenant.locations);
  if (list) return { average: list.averageRating, count: list.count };
  const main = mainLocation(site.tenant.locations);
  return main?.ratings ? { average: main.ratings.averageRating, count: main.ratings.reviewCount } : null;
}

const locationAnchor = (slug: string) => `location-${slug}`;
/** The id of the heading of /pages/reviews' own reviews section (ReviewsSection id "reviews"). */
const SITE_REVIEWS_ANCHOR = 'reviews-heading';

/** The site's main reviews, where it has some to show (the reviews page's section), else null. */
function shownMainReviews(site: SiteContext): ReviewList | null {
  const list = mainReviews(site.content.reviews, site.tenant.locations);
  return list && list.reviews.length > 0 ? list : null;
}

/**
 * Where a location's rating badge links on this site: /pages/reviews, at the site's reviews where
 * they are the location's own, else at the location's line.
 */
export function locationRatingHref(site: SiteContext, location: Location): string {
  const own = locationReviews(site.content.reviews, location, site.tenant.locations);
  const main = shownMainReviews(site);
  return `${REVIEWS_PATH}#${main !== null && own === main ? SITE_REVIEWS_ANCHOR : locationAnchor(location.slug)}`;
}

/** A listed location's rating on /pages/reviews: its name, its page and its badge. */
export type LocationRatingModel = { slug: string; anchor: string; name: string; href: string; badge: ReviewsBadge };

/** The rated locations, less the one whose reviews the page already shows as the site's. */
function locationRatings(site: SiteContext, shown: ReviewList | null): LocationRatingModel[] {
  const { reviews } = site.content;
  const { locations } = site.tenant;
  const others = ratedLocations(reviews, locations).filter(
    (location) => shown === null || locationReviews(reviews, location, locations) !== shown,
  );
  return others.map((location) => ({
    slug: location.slug,
    anchor: locationAnchor(location.slug),
    name: location.name,
    href: locationPath(location.slug),
    badge: locationRating(site, location)!,
  }));
}

/**
 * /pages/reviews: the badge and the site's reviews, up to reviews.fullQuantity, then a link to them
 * all at the source; then each other listed location's rating (a group whose dealerships are rated
 * one by one has only these), so every location card's rating has its line here.
 */
export function reviewsPage(site: SiteContext) {
  const { tenant } = site;
  const main = shownMainReviews(site);
  const badge = main ? mainBadge(site, main) : null;
  const locations = locationRatings(site, main);
  return {
    head: {
      title: `Customer reviews | ${tenant.name}`,
      description:
        main && badge
          ? `What customers say about ${tenant.name}: rated ${badge.averageText} out of 5 from ${main.count} Google reviews.`
          : `What customers say about ${tenant.name}: the Google rating of each of our locations.`,
      path: REVIEWS_PATH,
    },
    crumbs: [
      { label: 'Home', href: '/' },
      { label: 'Customer reviews', href: REVIEWS_PATH },
    ],
    heading: 'Customer reviews',
    section:
      main && badge
        ? section(
            site,
            main,
            badge,
            tenant.reviews.fullQuantity,
            badge.href ? { href: badge.href, label: `Read all ${main.count} reviews on Google` } : null,
          )
        : null,
    locations,
  };
}
