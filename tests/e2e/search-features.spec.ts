/** Tenant-configured search features, each on the demo tenant whose config turns it on. */
import { expect, test } from '@playwright/test';
import { demoSites, siteUrl } from './sites.ts';
import { cards, openSearch, resultCount, settled } from './search-helpers.ts';

const withConfig = (name: string, pick: (t: (typeof demoSites)[number]) => boolean) => {
  const tenant = demoSites.find(pick);
  if (!tenant) throw new Error(`No demo tenant has ${name}`);
  return tenant;
};

test('the special-offers page lists only cars shown with a was-price', async ({ page }) => {
  const tenant = withConfig('special offers', (t) => t.search.specialOffers.enabled);
  await openSearch(page, siteUrl(tenant.slug, '/special-offers'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tenant.search.specialOffers.heading);
  const kinds = await cards(page)
    .locator('[data-price-kind]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-price-kind')));
  expect(kinds.length).toBeGreaterThan(0);
  expect(new Set(kinds)).toEqual(new Set(['reduced']));
});

test('promo tiles sit at their configured positions', async ({ page }) => {
  const tenant = withConfig('promo tiles', (t) => t.search.promoTiles.length > 0 && !t.search.randomisePromoPosition);
  await openSearch(page, siteUrl(tenant.slug, tenant.search.defaultPath));
  const items = page.getByRole('list', { name: 'Search results' }).locator(':scope > li');
  const first = tenant.search.promoPositions[0]!;
  await expect(items.nth(first - 1)).toHaveClass(/promo-card/);
});

// Spec §2: "on one variant the position is randomised". The page as served keeps the configured
// slot through hydration, so no card moves under a shopper's tap (pages after it place the tile at random).
test('a randomised promo tile stays where the page was served with it while the page hydrates', async ({ page }) => {
  const tenant = withConfig(
    'randomised promo tiles',
    (t) => t.search.promoTiles.length > 0 && t.search.randomisePromoPosition,
  );
  await page.goto(siteUrl(tenant.slug, tenant.search.defaultPath));
  const items = page.getByRole('list', { name: 'Search results' }).locator(':scope > li');
  const order = () =>
    items.evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-promo-id') ?? el.querySelector('a')?.getAttribute('href')),
    );
  // Whether the tile is on the first page or after it: hydrating must not add, move or drop a card.
  const served = await order();
  await openSearch(page, page.url());
  expect(await order()).toEqual(served);
});

test('consecutive sold cars collapse into one where the tenant turns that on', async ({ page }) => {
  const tenant = withConfig('collapsed sold cars', (t) => t.features.collapseSoldCars);
  await openSearch(page, siteUrl(tenant.slug, tenant.search.defaultPath));
  await page.getByLabel('Sort by').selectOption('latest');
  await settled(page);
  const statuses = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
  statuses.forEach((status, i) => {
    if (status === 'sold') expect(statuses[i + 1], `card ${i + 2} follows a sold card`).not.toBe('sold');
  });
});

test('sorting by lowest price leaves out cars without a price where the tenant says so', async ({ page }) => {
  const tenant = withConfig('price > 0 on price ascending', (t) => t.search.excludeZeroPriceOnPriceAscending);
  await openSearch(page, siteUrl(tenant.slug, tenant.search.defaultPath));
  const all = await resultCount(page);
  await page.getByLabel('Sort by').selectOption('price-asc');
  await settled(page);
  await expect(cards(page).locator('[data-price-kind="no-price"], [data-price-kind="pre-order"]')).toHaveCount(0);
  expect(await resultCount(page)).toBeLessThan(all);
});

test('favourites, search history and the search page view event are kept in the browser', async ({ page }) => {
  const tenant = withConfig('favourites', (t) => t.features.favourites && t.search.searchHistorySize === 5);
  await openSearch(page, siteUrl(tenant.slug, tenant.search.defaultPath));
  await settled(page);
  const events = () =>
    page.evaluate(() => ((window as { dataLayer?: { event_id: number }[] }).dataLayer ?? []).map((e) => e.event_id));
  await expect.poll(events).toContain(49);

  const save = cards(page)
    .getByRole('button', { name: /^Save .* to favourites$/ })
    .first();
  await save.click();
  await expect(
    cards(page)
      .getByRole('button', { name: /^Remove .* from favourites$/ })
      .first(),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(events).toContain(39);
  await page.reload();
  await expect(cards(page).getByRole('button', { name: /^Remove .* from favourites$/ })).toHaveCount(1);

  for (const query of ['a', 'e', 'i', 'o', 'u', 'y']) {
    await page.getByRole('searchbox').fill(query);
    await expect(page).toHaveURL(new RegExp(`query=${query}$`));
  }
  const history = await page.evaluate(
    () => JSON.parse(localStorage.getItem('forecourt:search-history') ?? '[]') as { path: string }[],
  );
  // spec/site.md §3: "the last 5 are kept"
  expect(history.map((entry) => new URL(entry.path, 'http://site').searchParams.get('query'))).toEqual([
    'y',
    'u',
    'o',
    'i',
    'e',
  ]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });
  test("the filters open full screen and 'Show Me N vehicles' closes them", async ({ page }) => {
    const tenant = demoSites[0]!;
    await openSearch(page, siteUrl(tenant.slug, tenant.search.defaultPath));
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const count = await resultCount(page);
    const show = page.getByRole('button', { name: `Show Me ${count} vehicles` });
    await expect(show).toBeVisible();
    await show.click();
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  });
});
