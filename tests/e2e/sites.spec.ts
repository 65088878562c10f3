/** Every demo tenant's built site, served over HTTP: home, search landing page, vehicle page, 404, sitemap, robots. */
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { builtLinks, demoSites, siteUrl } from './sites.ts';
import { follow } from './http.ts';
import { pageTypes } from './page-types.ts';

for (const tenant of demoSites) {
  const { slug } = tenant;
  test.describe(slug, () => {
    test('home page shows the dealer header, navigation and phone, and links to search', async ({ page }) => {
      const response = await page.goto(siteUrl(slug));
      expect(response?.status()).toBe(200);
      await expect(page.locator('.site-header__logo')).toHaveAccessibleName(tenant.theme.logo?.alt ?? tenant.name);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
      await expect(page.locator('header a[href^="tel:"]')).toHaveText(
        /^Call us on (0\d \d{4} \d{4}|1[38]00 \d{3} \d{3})$/,
      );
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /^https:\/\//);
    });

    test('search landing page prerenders its first page of results, and a card opens the vehicle page', async ({
      page,
    }) => {
      await page.goto(siteUrl(slug));
      const defaultPath = await page.locator('.hero__links a').first().getAttribute('href');
      expect(defaultPath).toMatch(/^\/search\//);
      await page.goto(siteUrl(slug, defaultPath!));
      const count = Number((await page.getByTestId('result-count').innerText()).replace(/,/g, ''));
      expect(count).toBeGreaterThan(0);
      const cards = page.getByRole('list', { name: 'Search results' }).locator('li.vehicle-card');
      // Collapsed sold cars stand for more than one result each.
      const collapsed = await cards.locator('.vehicle-card__collapsed').count();
      if (collapsed === 0) await expect(cards).toHaveCount(Math.min(count, tenant.search.hitsPerPage));
      const title = await cards.first().locator('h3').innerText();
      await cards.first().locator('a.vehicle-card__link').click();
      await expect(page).toHaveURL(/\/cars\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('heading', { name: 'Key information' })).toBeVisible();
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent())!);
      expect(ld['@type']).toBe('Car');
      expect(ld.offers.priceCurrency).toBe('AUD');
    });

    test('unknown paths answer 404 with the site-styled page', async ({ page }) => {
      const response = await page.goto(siteUrl(slug, '/no-such-page'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, we couldn't find that page");
    });

    // Fetched through the browser: only Chromium resolves *.localhost to the loopback.
    test('sitemap.xml lists the vehicle pages and robots.txt points at it', async ({ page }) => {
      const robots = await (await page.goto(siteUrl(slug, '/robots.txt')))!.text();
      const sitemapUrl = /Sitemap: (\S+)/.exec(robots)?.[1];
      expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
      const sitemap = await (await page.goto(siteUrl(slug, '/sitemap.xml')))!.text();
      expect(sitemap).toContain('<urlset');
      expect(sitemap).toMatch(/<loc>https:\/\/[^<]+\/cars\/[a-z0-9-]+<\/loc>/);
    });

    // Read from the built pages: the links are in the HTML as served.
    test('every link in the header, footer, promo tiles and feature banner leads to a page the site has', async () => {
      const hrefs = new Set(builtLinks(slug, '/', 'header a, footer a'));
      for (const href of builtLinks(slug, tenant.search.defaultPath, '.promo-card a')) hrefs.add(href);
      const car = builtLinks(slug, tenant.search.defaultPath, 'li.vehicle-card a.vehicle-card__link')[0]!;
      for (const href of builtLinks(slug, car, 'nav.feature-banner a')) hrefs.add(href);
      const paths = [...hrefs].filter((href) => href.startsWith('/') && !href.startsWith('//'));
      expect(paths.length).toBeGreaterThan(3);
      // Asked over HTTP rather than navigated to: a gated page's sign-in redirect must not cut the next
      // check short, and a redirect to the dealer's own external page (links.serviceBooking) is seen, not fetched.
      const answers = await Promise.all(paths.map(async (path) => [path, await follow(slug, path)] as const));
      const external = [tenant.links.serviceBooking, tenant.links.finance].filter((link) => link?.startsWith('http'));
      expect(answers.map(([path, a]) => [path, a.external && external.includes(a.external) ? 200 : a.status])).toEqual(
        paths.map((path) => [path, 200]),
      );
    });

    // One test per page, so each page's axe run has the whole test timeout on a busy machine.
    for (const kind of ['home', 'search', 'vehicle'] as const) {
      test(`the ${kind} page has no axe violations`, async ({ page }) => {
        const { path } = pageTypes(slug).find((page) => page.type === kind)!;
        await page.goto(siteUrl(slug, path));
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(results.violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
      });
    }
  });
}

test('a used-only dealer lists only used stock, under its own label for "used"', async ({ page }) => {
  const usedOnly = demoSites.filter((t) => t.search.usedOnly);
  expect(usedOnly.length, 'the demo tenants include a used-only dealer').toBeGreaterThan(0);
  for (const tenant of usedOnly) {
    await page.goto(siteUrl(tenant.slug, tenant.search.defaultPath));
    const facts = await page.locator('.vehicle-card__facts').allInnerTexts();
    expect(facts.length).toBeGreaterThan(0);
    for (const line of facts) expect(line.startsWith(`${tenant.texts.usedLabel} · `), line).toBe(true);
  }
});
