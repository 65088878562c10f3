/** The vehicle page on built demo sites, at desktop and phone sizes. */
import { expect, test, type Page } from '@playwright/test';
import { demoSites, siteUrl } from './sites.ts';
import { openSearch } from './search-helpers.ts';

const tenant = demoSites.find((t) => t.vehiclePage.sections.includes('features') && t.vehiclePage.sections.includes('key-information'))!;

async function firstCar(page: Page, query: string): Promise<void> {
  await openSearch(page, siteUrl(tenant.slug, `${tenant.search.defaultPath}?${query}`));
  const href = await page.locator('li.vehicle-card a.vehicle-card__link').first().getAttribute('href');
  await page.goto(siteUrl(tenant.slug, href!));
  await page.waitForFunction(() => document.querySelector('astro-island[client="idle"][ssr]') === null);
}

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the gallery moves with buttons and arrow keys, shows thumbnails, and opens full screen', async ({ page }) => {
      await firstCar(page, 'refinementList[status][0]=in_stock&sortBy=price-desc');
      const gallery = page.getByRole('region', { name: /photos$/ });
      const counter = gallery.locator('.gallery__stage .gallery__counter');
      const total = Number((await counter.innerText()).split('/')[1]);
      expect(total).toBeGreaterThan(3);
      await expect(gallery.getByRole('list', { name: 'Choose a photo' }).getByRole('button')).toHaveCount(total);
      await gallery.getByRole('button', { name: 'Next photo' }).click();
      await expect(counter).toHaveText(`2 / ${total}`);
      await gallery.locator('.gallery__track').press('ArrowRight');
      await expect(counter).toHaveText(`3 / ${total}`);
      await gallery.locator('.gallery__track').press('ArrowLeft');
      await expect(counter).toHaveText(`2 / ${total}`);

      await gallery.getByRole('button', { name: 'View fullscreen' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(dialog.locator('.gallery__counter')).toHaveText(`3 / ${total}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(counter).toHaveText(`3 / ${total}`);
    });
  });
}

test('a sold car says so and offers Find Me Something Similar instead of the usual buttons', async ({ page }) => {
  const soldTenant = demoSites.find((t) => t.search.soldDays >= 3)!;
  await openSearch(page, siteUrl(soldTenant.slug, `${soldTenant.search.defaultPath}?refinementList[status][0]=sold`));
  const href = await page.locator('li.vehicle-card a.vehicle-card__link').first().getAttribute('href');
  await page.goto(siteUrl(soldTenant.slug, href!));
  const availability = page.getByTestId('availability');
  await expect(availability).toContainText('SOLD');
  await expect(availability).toContainText(/Unfortunately this (car|truck|motorcycle|caravan|vehicle) was recently sold\./);
  await expect(availability).toContainText(/But don't worry, we can help you find a similar (car|truck|motorcycle|caravan|vehicle)!/);
  const buttons = page.getByRole('complementary', { name: 'Price and contact' }).locator('[data-cta]');
  await expect(buttons).toHaveCount(1);
  await expect(buttons).toHaveText('Find Me Something Similar');
});

test('breadcrumbs lead back through search pages that exist, and the sections expand', async ({ page }) => {
  await firstCar(page, 'refinementList[status][0]=in_stock');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  const hrefs = await crumbs.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs[0]).toBe('/');
  for (const href of hrefs.slice(1)) {
    const response = await page.request.fetch(siteUrl(tenant.slug, href).replace(`${tenant.slug}.localhost`, '127.0.0.1'), { headers: { Host: `${tenant.slug}.localhost` } });
    expect(response.status(), href).toBe(200);
  }
  const features = page.locator('[data-section="features"] details');
  if (await features.count()) {
    await features.locator('summary').click();
    await expect(features).toHaveAttribute('open', '');
    expect(await features.locator('summary').innerText()).toBe('Hide');
  }
  const info = page.locator('[data-section="key-information"]');
  await expect(info.locator('dl').first().locator('> div')).toHaveCount(4);
  await info.locator('summary').click();
  expect(await info.locator('summary').innerText()).toBe('Show Less');
});
