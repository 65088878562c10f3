// spec/site.md §2.1 /pages/reviews and §2.3 "a Google reviews badge": every rating badge a site shows
// links to a page it has. A group whose dealerships are rated one by one (a location's 4.7 from 412
// reviews, no reviews file) gets /pages/reviews with each location's rating.
import { describe, expect, it } from 'vitest';
import { hasReviewsPage } from '../../src/lib/reviews/site-reviews.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import type { SiteContext } from '../../src/lib/site/site-data.ts';
import type { SiteReviews } from '../../src/lib/reviews/types.ts';
import { locationRatingHref, reviewsPage } from '../../src/views/reviews.ts';
import { locationCard } from '../../src/views/locations/card.ts';

const address = {
  street: '80 Church Street',
  city: 'Parramatta',
  state: 'NSW',
  postcode: '2150',
  lat: -33.8,
  long: 151,
};
const location = (id: number, slug: string, more: Record<string, unknown> = {}) => ({
  id,
  slug,
  name: slug,
  dealershipId: 1,
  address,
  contact: { phone: '+61296351100' },
  ...more,
});

function site(locations: Record<string, unknown>[], reviews: SiteReviews = { site: null, locations: {} }) {
  const parsed = parseTenant(
    { slug: 'group', name: 'Group', id: 1, url: 'https://group.example', locations },
    'tenants/sites/group.json',
  );
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const content = { pages: [], posts: [], offers: [], expiredOfferPaths: [], reviews, teams: {} };
  return { tenant: parsed.tenant, content, builtAt: '2026-11-20T00:00:00Z' } as unknown as SiteContext;
}

const REVIEW = { id: 'g-1', customerName: 'Priya S.', rating: 5, text: 'Easy.', date: '2026-10-28' };
const RATED = [
  location(401, 'harbour-kia-parramatta', { primary: true, ratings: { averageRating: 4.7, reviewCount: 412 } }),
  location(404, 'harbour-mazda-essendon', { ratings: { averageRating: 4.5, reviewCount: 205 } }),
  location(402, 'harbour-kia-service-parramatta', { type: 'service' }),
];

describe('a badge of 4.7 from 412 reviews links to a page the site has', () => {
  const group = site(RATED);

  it('/pages/reviews is built where a location has a rating and no reviews file', () => {
    expect(hasReviewsPage(group.content.reviews, group.tenant.locations)).toBe(true);
  });

  it("the location card's rating links to the location's line on it", () => {
    const card = locationCard(group, group.tenant.locations[0]!);
    expect(card.rating).toMatchObject({ averageText: '4.7', count: 412 });
    expect(card.ratingHref).toBe('/pages/reviews#location-harbour-kia-parramatta');
  });

  it('the page lists each rated location with its badge, under its anchor', () => {
    const page = reviewsPage(group);
    expect(page.section).toBeNull();
    expect(page.locations.map((l) => [l.anchor, l.href, l.badge.averageText, l.badge.count])).toEqual([
      ['location-harbour-kia-parramatta', '/locations/harbour-kia-parramatta', '4.7', 412],
      ['location-harbour-mazda-essendon', '/locations/harbour-mazda-essendon', '4.5', 205],
    ]);
    expect(`/pages/reviews#${page.locations[0]!.anchor}`).toBe(locationRatingHref(group, group.tenant.locations[0]!));
  });

  it("where the site's reviews are the main location's, its badge links to them and its line is not repeated", () => {
    const list = { count: 223, averageRating: 4.1, url: null, reviews: [REVIEW] };
    const reviewed = site(RATED, { site: list, locations: {} });
    const page = reviewsPage(reviewed);
    expect(page.section?.cards.map((c) => c.name)).toEqual(['Priya S.']);
    expect(page.locations.map((l) => l.slug)).toEqual(['harbour-mazda-essendon']);
    expect(locationCard(reviewed, reviewed.tenant.locations[0]!).ratingHref).toBe('/pages/reviews#reviews-heading');
  });

  it('a site with no rating anywhere has no reviews page', () => {
    const plain = site([location(1, 'main')]);
    expect(hasReviewsPage(plain.content.reviews, plain.tenant.locations)).toBe(false);
  });

  it('a hidden location does not count', () => {
    const hidden = site([location(1, 'main', { visible: false, ratings: { averageRating: 4, reviewCount: 3 } })]);
    expect(hasReviewsPage(hidden.content.reviews, hidden.tenant.locations)).toBe(false);
  });
});
