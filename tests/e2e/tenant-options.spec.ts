/**
 * Options that change what a shopper sees, on the demo sites that set them: the sold tag on result
 * cards (texts.soldTag), the New Arrival label (texts.newArrival), the header badge, the car-finance
 * gate, Redbook's factory specifications (features.redbook with has_nvic), the Car Summary, and the
 * 300 ms accordion that honours prefers-reduced-motion.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoSites, siteUrl } from './sites.ts';

const collapsesNothing = demoSites.find((t) => !t.features.collapseSoldCars && t.search.soldDays > 0)!;
const carPage = async (page: Page, slug: string, pick: 'first' | 'newest' = 'first') => {
  await page.goto(siteUrl(slug));
  // The home page's latest arrivals are the newest cars in stock, each a link to its page.
  const cards = page.getByRole('list', { name: 'Latest arrivals' }).locator('.vehicle-card__link');
  await cards.nth(pick === 'newest' ? 0 : 1).click();
  await expect(page).toHaveURL(/\/cars\//);
  // The URL changes when the navigation commits, before the car page has been parsed; the tests
  // count elements that may be absent, so they must see the whole page.
  await page.waitForLoadState('load');
};

test("a sold car's result card carries the tenant's sold tag, 'JUST SOLD' by default", async ({ page }) => {
  await page.goto(
    siteUrl(collapsesNothing.slug, `${collapsesNothing.search.defaultPath}?refinementList[status][0]=sold`),
  );
  const sold = page.locator('.vehicle-card[data-status="sold"]');
  await expect(sold.first()).toBeVisible();
  await expect(sold.locator('[data-tag-kind]')).toHaveText(
    Array(await sold.count()).fill(collapsesNothing.texts.soldTag),
  );
  expect(collapsesNothing.texts.soldTag).toBe('JUST SOLD');
});

test('a car added in the last 8 days is labelled with texts.newArrival above its title', async ({ page }) => {
  const tenant = demoSites[0]!;
  await carPage(page, tenant.slug, 'newest');
  await expect(page.getByTestId('new-arrival')).toHaveText(tenant.texts.newArrival);
});

test('texts.headerBadge shows beside the logo on the site that sets it, and nowhere else', async ({ page }) => {
  const badged = demoSites.find((t) => t.texts.headerBadge)!;
  await page.goto(siteUrl(badged.slug));
  await expect(page.locator('.site-header__badge')).toHaveText('coming early 2026');
  await expect(page.locator('.site-header__badge')).toHaveCSS('text-transform', 'uppercase');
  await page.goto(siteUrl(demoSites.find((t) => !t.texts.headerBadge)!.slug));
  await expect(page.locator('.site-header__badge')).toHaveCount(0);
});

test('gatedRoutes "car-finance" gates a car\'s personalised finance and leaves /finance open', async ({ page }) => {
  const tenant = demoSites.find(
    (t) => t.features.gatedRoutes.includes('car-finance') && !t.features.gatedRoutes.includes('finance'),
  )!;
  await page.goto(siteUrl(tenant.slug, '/finance'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car finance');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/finance$/);
  await page.goto(siteUrl(tenant.slug, '/finance?car_id=1'));
  await expect(page).toHaveURL(/\/sign-in\?type=car-finance&redirect=%2Ffinance%3Fcar_id%3D1/);
});

test("features.redbook: an NVIC car's factory specifications, credited to Redbook; none on a site without Redbook", async ({
  page,
}) => {
  const redbook = demoSites.find((t) => t.features.redbook)!;
  await carPage(page, redbook.slug);
  const specs = page.locator('#all-specifications');
  // Most demo cars have an NVIC; a used one bought privately may not, and then nothing is credited.
  const credited = await page.getByTestId('specifications-source').count();
  if (credited) await expect(specs.getByText('Factory specifications supplied by Redbook.')).toBeVisible();
  await expect(specs.getByRole('term').filter({ hasText: /^Fuel consumption \(combined\)$/ })).toHaveCount(credited);

  const plain = demoSites.find((t) => !t.features.redbook && t.stockCategories.includes('cars'))!;
  await carPage(page, plain.slug);
  await expect(page.getByTestId('specifications-source')).toHaveCount(0);
  await expect(
    page
      .locator('#all-specifications')
      .getByRole('term')
      .filter({ hasText: /^Fuel consumption \(combined\)$/ }),
  ).toHaveCount(0);
});

test('the Car Summary describes the car in sentences', async ({ page }) => {
  await carPage(page, demoSites[0]!.slug);
  const summary = page.locator('#car-summary');
  await expect(summary.getByRole('heading', { name: 'Car Summary' })).toBeVisible();
  await expect(summary.locator('p').first()).toHaveText(/^This (is an? )?(new|used|demo|pre-owned) .+\.$/i);
});

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`accordions open over ${reducedMotion === 'reduce' ? '0 s for prefers-reduced-motion' : '300 ms'}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await carPage(page, demoSites[0]!.slug);
    const accordion = page.locator('details.accordion').first();
    const duration = await accordion.evaluate((el) => getComputedStyle(el, '::details-content').transitionDuration);
    expect(duration.split(', ')[0]).toBe(reducedMotion === 'reduce' ? '0s' : '0.3s');
    await accordion.locator('summary').click();
    await expect(accordion).toHaveAttribute('open', '');
  });
}
