/**
 * A group site (spec/site.md §1, §2.3, §5, §9) at 1280 and 390: the group home page's banners and
 * brand tiles, the brand directory's search (the URL carries the query), a brand page, the dealer
 * locator, and the 'Sales this Month' counter under a fixed clock. axe finds nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { demoSites, islandsHydrated, siteUrl } from './sites.ts';
import { visibleLocations } from '../../src/lib/locations/order.ts';
import { follow } from './http.ts';

const group = demoSites.find(
  (t) => t.template === 'group' && t.features.salesCounter && t.brandDirectory.brands.length > 0,
)!;
const brand = group.brandDirectory.brands.find((b) => !b.skipPage)!;
const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 900 : 844 } });

    test('the group home page: stats banners to the locator, the brands and about us, then the brand tiles', async ({
      page,
    }) => {
      await page.goto(siteUrl(group.slug));
      const stats = page.getByRole('region', { name: 'Our group in numbers' }).getByRole('link');
      const locations = visibleLocations(group.locations).length;
      await expect(stats).toHaveText([
        `${locations} Locations`,
        `${group.brandDirectory.brands.length} Brands`,
        /^\d0\+ Years established$/,
      ]);
      await expect(stats.nth(0)).toHaveAttribute('href', '/dealer-locator');
      await expect(stats.nth(1)).toHaveAttribute('href', '/brands');
      await expect(stats.nth(2)).toHaveAttribute('href', '/about-us');
      const tiles = page.locator('.brand-tile');
      await expect(tiles).toHaveCount(group.brandDirectory.brands.length);
      if (width < 576) {
        // site.md §9: "Brand tiles 4 per row on small screens".
        const tops = await tiles.evaluateAll((items) =>
          items.map((item) => Math.round(item.getBoundingClientRect().top)),
        );
        expect(tops.slice(0, 4).every((top) => top === tops[0])).toBe(true);
        expect(tops[4]).toBeGreaterThan(tops[0]!);
      }
      expect(await noSidewaysScroll(page)).toBe(true);
      expect((await axe(page).analyze()).violations).toEqual([]);
    });

    test('the directory search narrows the tiles, and the URL carries the query', async ({ page }) => {
      await page.goto(siteUrl(group.slug, '/brands'));
      await islandsHydrated(page);
      const tiles = page.locator('.directory-tile');
      const all = await tiles.count();
      const city = visibleLocations(group.locations)[0]!.address.city;
      await page.getByRole('searchbox', { name: 'Search brands and dealerships' }).fill(city);
      await expect(page).toHaveURL(new RegExp(`/brands\\?query=${encodeURIComponent(city).replace(/%20/g, '\\+')}$`));
      await expect(tiles).not.toHaveCount(all);
      await expect(tiles.first()).toContainText(city);
      // The URL is the truth: opened afresh, it shows the same tiles.
      const narrowed = await tiles.allTextContents();
      await page.reload();
      await expect(tiles).toHaveText(narrowed);
      await page.goBack();
      await expect(page).toHaveURL(/\/brands$/);
      await expect(tiles).toHaveCount(all);
      // A make narrows the tiles too (and the list keeps the other makes to choose from).
      const make = page.getByRole('navigation', { name: 'Makes' }).getByRole('link').first();
      const makeName = (await make.textContent())!.replace(/\s*\(\d+\)$/, '');
      await make.click();
      await expect(page).toHaveURL(new RegExp(`make=${encodeURIComponent(makeName)}`));
      await expect(tiles).not.toHaveCount(all);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect((await axe(page).analyze()).violations).toEqual([]);
    });

    test('a brand page opens from its tile, and /{brand-slug}/overview is the same page', async ({ page }) => {
      await page.goto(siteUrl(group.slug));
      await page.locator('.brand-tile').getByRole('link', { name: brand.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/brands/${brand.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.title);
      await expect(page.getByRole('heading', { name: `Where to find ${brand.title}` })).toBeVisible();
      expect((await follow(group.slug, `/${brand.slug}/overview`)).final).toBe(`/brands/${brand.slug}`);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect((await axe(page).analyze()).violations).toEqual([]);
    });

    test('the dealer locator puts the nearest first from a postcode', async ({ page }) => {
      const far = visibleLocations(group.locations).at(-1)!;
      await page.goto(siteUrl(group.slug, '/dealer-locator'));
      const postcode = page.getByRole('textbox', { name: 'Your postcode' });
      await postcode.fill('12');
      await page.getByRole('button', { name: 'Find my nearest' }).click();
      await expect(page.getByRole('status')).toHaveText('Invalid postcode. Please enter a 4-digit number.');
      await postcode.fill(far.address.postcode);
      await page.getByRole('button', { name: 'Find my nearest' }).click();
      await expect(page).toHaveURL(new RegExp(`postcode=${far.address.postcode}`));
      const first = page.locator('[data-locator-item]').first();
      await expect(first).toHaveAttribute('data-name', new RegExp(far.address.city));
      await expect(first.locator('[data-distance]')).toHaveText(
        new RegExp(`^[\\d.]+ km from ${far.address.postcode}$`),
      );
      expect(await noSidewaysScroll(page)).toBe(true);
      expect((await axe(page).analyze()).violations).toEqual([]);
    });
  });
}

test("'Sales this Month' shows the same figure on two pages at one fixed clock", async ({ page }) => {
  // 15 March 10:30 in Brisbane: 14 whole days of 192, then 37,800 s at one per 450 s (spec/site.md §9).
  await page.clock.setFixedTime(new Date('2026-03-15T10:30:00+10:00'));
  const counter = page.locator('.sales-counter');
  await page.goto(siteUrl(group.slug));
  await expect(counter).toHaveText(/Sales this Month\s*2,772/);
  await page.goto(siteUrl(group.slug, '/brands'));
  await expect(counter).toHaveText(/Sales this Month\s*2,772/);
  await expect(counter).toBeVisible();
});
