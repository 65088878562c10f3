/**
 * Customer reviews on the built demo sites (spec/site.md §2.1 /pages/reviews, §2.3 the Google
 * reviews badge, §3 Review, §5 Reviews shown, §9): the reviews page, the home and location pages'
 * sections with the badge, the star rating's accessible name, the dealer's aggregateRating, review
 * dates refreshed in the browser under a pinned clock with dd/mm/yyyy where they cannot be said,
 * and axe.
 */
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { demoSites, siteContent, siteUrl } from './sites.ts';
import { mainReviews } from '../../src/lib/reviews/site-reviews.ts';
import type { ReviewList } from '../../src/lib/reviews/types.ts';
import { formatRating } from '../../src/lib/ratings/stars.ts';

const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);

const withReviews = demoSites.flatMap((tenant) => {
  const list = mainReviews(siteContent(tenant.slug).reviews, tenant.locations);
  return list && list.reviews.length > 0 ? [{ tenant, list }] : [];
});
const configured = withReviews.find(
  ({ tenant }) => tenant.reviews.hiddenReviewIds.length > 0 && tenant.reviews.excludedCustomerNames.length > 0,
)!;
const located = demoSites.flatMap((tenant) =>
  Object.entries(siteContent(tenant.slug).reviews.locations).map(([slug, list]) => ({ tenant, slug, list })),
)[0]!;

async function expectBadge(scope: ReturnType<Page['locator']>, list: ReviewList) {
  const badge = scope.locator('.reviews-badge');
  await expect(badge.getByRole('img', { name: `Rated ${formatRating(list.averageRating)} out of 5` })).toBeVisible();
  await expect(badge).toContainText(`Based on ${list.count} reviews`);
}

test('at least two demo sites have reviews, the static sample among them (§9: 223 reviews averaging 4.1)', () => {
  expect(withReviews.length).toBeGreaterThanOrEqual(2);
  expect(withReviews.map(({ list }) => [list.count, list.averageRating])).toContainEqual([223, 4.1]);
});

test("/pages/reviews lists the site's reviews §5 lets through, at most the full quantity, under the Google badge", async ({
  page,
}) => {
  for (const { tenant, list } of withReviews) {
    await page.goto(siteUrl(tenant.slug, '/pages/reviews'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer reviews');
    // The site's reviews section; the other locations' ratings follow it.
    await expectBadge(page.getByRole('region', { name: tenant.reviews.heading }), list);
    const items = page.getByRole('list', { name: `Reviews of ${tenant.name}` }).getByRole('listitem');
    await expect(items).toHaveCount(Math.min(tenant.reviews.fullQuantity, list.reviews.length));
    await expect(items.first().getByRole('img', { name: /^Rated [45] out of 5$/ })).toBeVisible();
    const names = await items.locator('.review__name').allInnerTexts();
    expect(names).toEqual(list.reviews.slice(0, tenant.reviews.fullQuantity).map((r) => r.customerName));
    const texts = await items.locator('.review__text').allInnerTexts();
    expect(texts.filter((text) => text.trim() === '' || text.includes('Translated'))).toEqual([]);
  }
  // The dealer's own rules: a hidden review id and an excluded customer name are never shown.
  const { tenant } = configured;
  await page.goto(siteUrl(tenant.slug, '/pages/reviews'));
  for (const id of tenant.reviews.hiddenReviewIds)
    await expect(page.locator(`[data-review-id="${id}"]`)).toHaveCount(0);
  for (const name of tenant.reviews.excludedCustomerNames)
    await expect(page.locator('.review__name', { hasText: name })).toHaveCount(0);
});

test('the home and location pages get a reviews section and the Google badge; the dealer JSON-LD carries aggregateRating', async ({
  page,
}) => {
  const { tenant, list } = withReviews[0]!;
  await page.goto(siteUrl(tenant.slug, '/'));
  const section = page.getByRole('region', { name: tenant.reviews.heading });
  await expectBadge(section, list);
  await expect(section.locator('li.review')).toHaveCount(Math.min(tenant.reviews.limit, list.reviews.length));
  await expect(section.getByRole('link', { name: 'Read more reviews' })).toHaveAttribute('href', '/pages/reviews');
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!)));
  expect(data).toContainEqual(
    expect.objectContaining({
      '@type': 'AutoDealer',
      name: tenant.name,
      aggregateRating: expect.objectContaining({ ratingValue: list.averageRating, reviewCount: list.count }),
    }),
  );

  await page.goto(siteUrl(located.tenant.slug, `/locations/${located.slug}`));
  const panel = page.locator(`#panel-${located.slug}`);
  await expectBadge(panel, located.list);
  await expect(panel.locator('li.review')).toHaveCount(
    Math.min(located.tenant.reviews.limit, located.list.reviews.length),
  );
  const location = (
    await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!)))
  ).find((d) => d['@id']?.endsWith(`/locations/${located.slug}#location`));
  expect(location.aggregateRating).toMatchObject({
    ratingValue: located.list.averageRating,
    reviewCount: located.list.count,
  });
});

test('review dates are refreshed in the browser by its clock ("3 weeks ago"), with dd/mm/yyyy where they cannot be said', async ({
  page,
}) => {
  const { tenant, list } = withReviews[0]!;
  const newest = list.reviews[0]!;
  const day = (offset: number) => new Date(Date.parse(`${newest.date}T00:00:00Z`) + offset * 86_400_000);
  const time = page.locator(`[data-review-id="${newest.id}"] time`);
  // 10:00 UTC is that day's evening in every Australian time zone.
  for (const [offset, expected] of [
    [21, '3 weeks ago'],
    [1, 'yesterday'],
    [400, 'last year'],
  ] as const) {
    await page.clock.setFixedTime(new Date(day(offset).getTime() + 10 * 3_600_000));
    await page.goto(siteUrl(tenant.slug, '/pages/reviews'));
    await expect(time).toHaveText(expected);
  }
  // A clock before the review (a wrong clock on the shopper's device): the date itself.
  await page.clock.setFixedTime(new Date(day(-3).getTime() + 10 * 3_600_000));
  await page.goto(siteUrl(tenant.slug, '/pages/reviews'));
  const [year, month, date] = newest.date.split('-');
  await expect(time).toHaveText(`${date}/${month}/${year}`);
  await expect(time).toHaveAttribute('datetime', newest.date);
});

test('the reviews page and a location page with reviews have no axe violations', async ({ page }) => {
  for (const [slug, path] of [
    [withReviews[0]!.tenant.slug, '/pages/reviews'],
    [located.tenant.slug, `/locations/${located.slug}`],
  ] as const) {
    await page.goto(siteUrl(slug, path));
    expect((await axe(page).analyze()).violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
  }
});
