// Reviews (spec/site.md §3 Review; §5 Reviews shown; §9 "Review minimum rating 4; Google reviews full
// quantity 12; a default list of hidden reviews exists. Static review sample: 223 reviews, average
// 4.1"), their dates ("3 weeks ago", dd/mm/yyyy), their files and the seeded demo data.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_FILE_TYPES } from '../../src/lib/content/frontmatter.ts';
import { parseContentPath } from '../../src/lib/content/layers.ts';
import { resolveSiteContent } from '../../src/lib/content/site-content.ts';
import { parseDataSource } from '../../src/lib/content/source.ts';
import type { ContentFile } from '../../src/lib/content/types.ts';
import type { Review } from '../../src/lib/reviews/file.ts';
import { shownReviews } from '../../src/lib/reviews/filter.ts';
import { reviewDate, timeAgo } from '../../src/lib/reviews/dates.ts';
import { dealerJsonLd, locationJsonLd } from '../../src/lib/seo/json-ld.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import { generateDemoReviews } from '../../src/demo-stock/reviews.ts';
import { DEMO_REVIEW_FILES } from '../../scripts/lib/demo-reviews.ts';

/** Whether the section shows this one review under these rules (shownReviews of it alone). */
const isShown = (r: Review, rules: Parameters<typeof shownReviews>[1]) => shownReviews([r], rules, 10).length === 1;

const review = (overrides: Partial<Review> = {}): Review => ({
  id: 'g-1',
  customerName: 'Priya S.',
  rating: 5,
  text: 'Sam made it easy.',
  date: '2026-10-28',
  ...overrides,
});

function tenant(options: Record<string, unknown> = {}) {
  const parsed = parseTenant(
    { slug: 'example-motors', name: 'Example Motors', id: 7001, url: 'https://example-motors.example', ...options },
    'tenants/sites/example-motors.json',
  );
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.tenant;
}

describe('§5: which reviews are shown', () => {
  const rules = { ...tenant().reviews, hiddenReviewIds: ['g-hidden'], excludedCustomerNames: ['Example Motors Staff'] };

  it('the defaults: minimum rating 4, at most 10 in a section, 12 on the full list', () => {
    expect(tenant().reviews).toMatchObject({
      minRating: 4,
      limit: 10,
      fullQuantity: 12,
      hiddenReviewIds: [],
      excludedCustomerNames: [],
    });
  });

  it.each([
    ['a five-star review with text', review(), true],
    ['four stars: the minimum', review({ rating: 4 }), true],
    ['three stars: below the minimum', review({ rating: 3 }), false],
    ['a hidden review id', review({ id: 'g-hidden' }), false],
    ['no text', review({ text: '' }), false],
    ['only spaces', review({ text: '   ' }), false],
    ["text containing 'Translated'", review({ text: '(Translated by Google) Great service' }), false],
    ['an excluded customer name, in any case', review({ customerName: 'example motors staff' }), false],
  ])('%s: %s', (_name, r, shown) => expect(isShown(r, rules)).toBe(shown));

  it('the configured minimum decides', () => {
    expect(isShown(review({ rating: 3 }), { ...rules, minRating: 3 })).toBe(true);
    expect(isShown(review({ rating: 4 }), { ...rules, minRating: 5 })).toBe(false);
  });

  it('newest first, at most the limit', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      review({ id: `g-${i}`, date: `2026-10-${String((i % 28) + 1).padStart(2, '0')}` }),
    );
    const shown = shownReviews(many, rules, 10);
    expect(shown).toHaveLength(10);
    expect(shown.map((r) => r.date)).toEqual([...shown.map((r) => r.date)].sort().reverse());
    expect(shownReviews(many, rules, 12)).toHaveLength(12);
  });
});

describe('§3: a review date is "3 weeks ago" in en-AU, counted on the dealer\'s calendar, else dd/mm/yyyy', () => {
  // 10:00 on 24 November 2026 in Brisbane (UTC+10).
  const now = new Date('2026-11-24T00:00:00Z');
  it.each([
    ['2026-11-24', 'today'],
    ['2026-11-23', 'yesterday'],
    ['2026-11-21', '3 days ago'],
    ['2026-11-17', 'last week'],
    ['2026-11-03', '3 weeks ago'],
    ['2026-10-24', 'last month'],
    ['2026-06-20', '5 months ago'],
    ['2025-11-24', 'last year'],
    ['2024-03-01', '2 years ago'],
  ])('%s → %s', (date, expected) => expect(timeAgo(date, now, 'Australia/Brisbane')).toBe(expected));

  it('a date after today cannot be said so: the page shows dd/mm/yyyy', () => {
    expect(timeAgo('2026-11-25', now, 'Australia/Brisbane')).toBeNull();
    expect(reviewDate('2026-11-03')).toBe('03/11/2026');
  });

  it('the day turns at midnight where the dealer is, not in UTC', () => {
    // 14:30 UTC on the 23rd is already 1:30 am on the 24th in Sydney (UTC+11 in November), still 10:30 pm on the 23rd in Perth (UTC+8).
    const late = new Date('2026-11-23T14:30:00Z');
    expect(timeAgo('2026-11-23', late, 'Australia/Sydney')).toBe('yesterday');
    expect(timeAgo('2026-11-23', late, 'Australia/Perth')).toBe('today');
  });
});

function reviewsFile(relative: string, data: unknown): ContentFile {
  const shown = `tenants/content/${relative}`;
  return {
    file: shown,
    path: parseContentPath(relative, CONTENT_FILE_TYPES)!,
    source: parseDataSource(shown, typeof data === 'string' ? data : JSON.stringify(data, null, 2)),
  };
}

const locations = [
  {
    id: 1,
    slug: 'main',
    name: 'Main',
    primary: true,
    dealershipId: 1,
    address: { street: '1 Main Street', city: 'Brisbane', state: 'QLD', postcode: '4000', lat: -27.47, long: 153.02 },
    contact: { phone: '+61733951200' },
  },
];

describe('a bad reviews file is named with its field, what was expected and what was found', () => {
  const good = { count: 3, averageRating: 4.1, reviews: [review()] };
  it.each([
    [
      'JSON that is not',
      'sites/example-motors/reviews/site.json',
      '{ "count": 3,\n  "reviews": [}',
      'tenants/content/sites/example-motors/reviews/site.json: invalid JSON at line 2, column 16',
    ],
    [
      'a rating of 6',
      'sites/example-motors/reviews/site.json',
      { ...good, reviews: [review({ rating: 6 })] },
      'tenants/content/sites/example-motors/reviews/site.json: reviews[0].rating: expected a star rating from 1 to 5, found 6',
    ],
    [
      'a date that is not one',
      'sites/example-motors/reviews/site.json',
      { ...good, reviews: [review({ date: '28/10/2026' })] },
      'tenants/content/sites/example-motors/reviews/site.json: reviews[0].date: expected a date like 2025-12-25, found "28/10/2026"',
    ],
    [
      'a count below the reviews listed',
      'sites/example-motors/reviews/site.json',
      { ...good, count: 0 },
      'tenants/content/sites/example-motors/reviews/site.json: count: expected a count of at least the 1 reviews listed, found 0',
    ],
    [
      'two reviews with one id',
      'sites/example-motors/reviews/site.json',
      { ...good, reviews: [review(), review()] },
      'tenants/content/sites/example-motors/reviews/site.json: reviews[1].id: expected an id no other review in the file has, found "g-1"',
    ],
    [
      'a location the site does not have',
      'sites/example-motors/reviews/locations/mian.json',
      good,
      'tenants/content/sites/example-motors/reviews/locations/mian.json: file name: expected the slug of one of the site\'s locations ("main"), found "mian"',
    ],
    [
      'a file that is neither',
      'sites/example-motors/reviews/google.json',
      good,
      'tenants/content/sites/example-motors/reviews/google.json: file name: expected reviews/site.json, or reviews/locations/<location slug>.json, found "reviews/google.json"',
    ],
  ])('%s', (_name, relative, data, line) => {
    const result = resolveSiteContent(
      tenant({ locations }),
      [reviewsFile(relative, data)],
      'tenants/sites/example-motors.json',
    );
    expect(result.ok ? [] : result.errors).toHaveLength(1);
    expect(result.ok ? '' : result.errors[0]).toContain(line);
  });

  it("a shared layer's file for a location only some of its sites have is not this site's problem", () => {
    expect(
      resolveSiteContent(tenant({ locations }), [reviewsFile('defaults/reviews/locations/elsewhere.json', good)]).ok,
    ).toBe(true);
  });

  it("a site's reviews are cut to what §5 lets through, up to the full quantity", () => {
    const many = {
      count: 40,
      averageRating: 4.5,
      reviews: Array.from({ length: 30 }, (_, i) => review({ id: `g-${i}`, rating: i % 3 === 0 ? 3 : 5 })),
    };
    const result = resolveSiteContent(tenant({ locations }), [
      reviewsFile('sites/example-motors/reviews/locations/main.json', many),
    ]);
    expect(result.ok && result.content.reviews.locations.main).toMatchObject({
      count: 40,
      averageRating: 4.5,
      url: null,
    });
    expect(result.ok && result.content.reviews.locations.main!.reviews).toHaveLength(12);
  });
});

describe('§9: the demo reviews are generated from a seed and match the static sample', () => {
  it.each(DEMO_REVIEW_FILES.map((entry) => [entry.file, entry]))(
    '%s is what its seed gives (npm run reviews:generate)',
    (file, { options }) => {
      expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify(generateDemoReviews(options), null, 2)}\n`);
    },
  );

  it('the static sample: 223 reviews averaging 4.1', () => {
    const sample = DEMO_REVIEW_FILES.find((entry) => entry.options.count === 223)!;
    const data = JSON.parse(readFileSync(sample.file, 'utf8')) as {
      count: number;
      averageRating: number;
      reviews: Review[];
    };
    expect([data.count, data.averageRating, data.reviews.length]).toEqual([223, 4.1, 223]);
    const mean = data.reviews.reduce((sum, r) => sum + r.rating, 0) / data.reviews.length;
    expect(mean.toFixed(1)).toBe('4.1');
    // Like Google's own, some have no words and some are Google's translations, which §5 leaves out.
    expect(data.reviews.some((r) => r.text === '')).toBe(true);
    expect(data.reviews.some((r) => r.text.includes('Translated'))).toBe(true);
  });
});

describe('dealer structured data carries aggregateRating', () => {
  it("the home page's AutoDealer and each location's", () => {
    const dealer = dealerJsonLd({
      name: 'X',
      url: 'https://x.example',
      telephone: null,
      logo: null,
      address: null,
      rating: { average: 4.0987, count: 223 },
      sameAs: [],
    });
    expect(dealer.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.1,
      reviewCount: 223,
      bestRating: 5,
      worstRating: 1,
    });
    expect(
      dealerJsonLd({
        name: 'X',
        url: 'https://x.example',
        telephone: null,
        logo: null,
        address: null,
        rating: null,
        sameAs: [],
      }).aggregateRating,
    ).toBeUndefined();
    const location = locationJsonLd({
      url: 'https://x.example/locations/main',
      name: 'Main',
      department: 'sales',
      image: null,
      telephone: '+61733951200',
      email: null,
      address: { street: '1 Main Street', city: 'Brisbane', state: 'QLD', postcode: '4000', lat: -27.47, long: 153.02 },
      hasMap: null,
      week: [],
      special: [],
      parentOrganization: { name: 'X', url: 'https://x.example' },
      rating: { average: 4.6, count: 318 },
    });
    expect(location.aggregateRating).toMatchObject({ ratingValue: 4.6, reviewCount: 318 });
  });
});
