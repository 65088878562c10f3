/** The vehicle page on built demo sites, at desktop and phone sizes. */
import { expect, test, type Page, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoSites, distDir, siteUrl } from './sites.ts';
import { openSearch } from './search-helpers.ts';
import { readGauge } from '../../src/lib/vehicle/gauge.ts';
import { formatPrice } from '../../src/lib/format/money.ts';

const tenant = demoSites.find(
  (t) => t.vehiclePage.sections.includes('features') && t.vehiclePage.sections.includes('key-information'),
)!;

async function firstCar(page: Page, query: string): Promise<void> {
  await openSearch(page, siteUrl(tenant.slug, `${tenant.search.defaultPath}?${query}`));
  const href = await page.locator('li.vehicle-card a.vehicle-card__link').first().getAttribute('href');
  await page.goto(siteUrl(tenant.slug, href!));
  await page.waitForFunction(() => document.querySelector('astro-island[opts*="MediaViewer"][ssr]') === null);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the gallery moves with buttons and arrow keys, shows thumbnails, and opens full screen', async ({ page }) => {
      await firstCar(page, 'refinementList[status][0]=in_stock&sortBy=price-desc');
      const photos = page.getByRole('button', { name: 'Photos' });
      if (await photos.count()) await photos.click();
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
  await expect(availability).toContainText(
    /Unfortunately this (car|truck|motorcycle|caravan|vehicle) was recently sold\./,
  );
  await expect(availability).toContainText(
    /But don't worry, we can help you find a similar (car|truck|motorcycle|caravan|vehicle)!/,
  );
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
    const response = await page.request.fetch(
      siteUrl(tenant.slug, href).replace(`${tenant.slug}.localhost`, '127.0.0.1'),
      { headers: { Host: `${tenant.slug}.localhost` } },
    );
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

test("copying the link says 'Copied' and toasts 'Copied {car name} to your clipboard!'", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await firstCar(page, 'refinementList[status][0]=in_stock');
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  const share = page.locator('.share');
  await share.scrollIntoViewIfNeeded();
  await expect(share.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(page.getByTestId('toast')).toContainText(`Copied ${title} to your clipboard!`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^https:\/\/.+\/cars\/[a-z0-9-]+$/);
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 3000 });
  await expect(share.getByRole('link', { name: 'Twitter' })).toHaveCount(tenant.vehiclePage.share.twitter ? 1 : 0);
});

test('a revealed phone number was masked after its first 5 characters, and the reveal call answers it', async ({
  page,
}) => {
  const revealing = demoSites.find((t) => t.features.phoneReveal && t.vehiclePage.ctaButtons.includes('call'))!;
  await openSearch(page, siteUrl(revealing.slug, `${revealing.search.defaultPath}?refinementList[status][0]=in_stock`));
  await page.goto(
    siteUrl(revealing.slug, (await page.locator('li.vehicle-card a.vehicle-card__link').first().getAttribute('href'))!),
  );
  const phone = page.getByTestId('phone');
  await phone.scrollIntoViewIfNeeded();
  await expect(phone.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
  const masked = (await phone.locator('span[aria-hidden="true"]').first().innerText()).trim();
  expect(masked).toMatch(/^[^*]{5}[* ]+$/);
  const reveal = page.waitForResponse((response) => response.url().endsWith('/api/phone-reveal'));
  await phone.click();
  const answer = (await (await reveal).json()) as { display: string };
  expect(answer.display.slice(0, 5)).toBe(masked.slice(0, 5));
  await expect(phone).toHaveText(`Call ${answer.display}`);
  await expect(phone).toHaveText(new RegExp(`^Call ${masked.slice(0, 5)}[\\d ]+$`));
  await expect(phone).toHaveAttribute('href', /^tel:/);
});

test('the sticky header appears after 500 px, and a car at another yard shows a dismissible location bar', async ({
  page,
}) => {
  const group = demoSites.find((t) => t.locations.filter((l) => l.type === 'sales').length > 1)!;
  const sitemap = await (await page.goto(siteUrl(group.slug, '/sitemap.xml')))!.text();
  const cars = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/cars\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const path of cars) {
    await page.goto(siteUrl(group.slug, path));
    if ((await page.getByRole('region', { name: 'Vehicle location' }).count()) > 0) break;
  }
  const bar = page.getByRole('region', { name: 'Vehicle location' });
  await expect(bar).toContainText(/^Located at /);
  await bar.getByRole('button', { name: 'Dismiss the location notice' }).click();
  await expect(bar).toHaveCount(0);

  const sticky = page.locator('[data-sticky-header]');
  await expect(sticky).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(sticky).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(sticky).toBeHidden();
});

test('the 360° view loads every frame before it turns, then turns with the arrow keys', async ({ page }) => {
  const spinning = demoSites.find((t) => t.vehiclePage.defaultMediaMode === 'spinner')!;
  const sitemap = await (await page.goto(siteUrl(spinning.slug, '/sitemap.xml')))!.text();
  const cars = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/cars\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
  let found = false;
  for (const path of cars) {
    await page.goto(siteUrl(spinning.slug, path));
    if ((await page.getByRole('button', { name: '360° view' }).count()) > 0) {
      found = true;
      break;
    }
  }
  expect(found, 'a demo car has 360° frames').toBe(true);
  const viewer = page.getByRole('slider', { name: /360/ });
  await expect(viewer).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15000 });
  const pause = page.getByRole('button', { name: 'Pause' });
  if (await pause.count()) await pause.click();
  const before = Number(await viewer.getAttribute('data-frame'));
  await viewer.press('ArrowRight');
  await expect(viewer).not.toHaveAttribute('data-frame', String(before));
});

test('similar vehicles list in-stock cars within the price band and are refreshed from the search; viewing fires event 4', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/multi-search')) requests.push(request.postData() ?? '');
  });
  await firstCar(page, 'refinementList[status][0]=in_stock&range[price]=15000:45000');
  await expect
    .poll(() =>
      page.evaluate(() => ((window as { dataLayer?: { event_id: number }[] }).dataLayer ?? []).map((e) => e.event_id)),
    )
    .toContain(4);
  const price = Number(
    (await page.locator('.vehicle__sidebar .price__amount').first().innerText()).replace(/[^\d]/g, ''),
  );
  const similar = page.getByTestId('similar-vehicles');
  await similar.scrollIntoViewIfNeeded();
  await expect.poll(() => requests.some((body) => body.includes('in_stock'))).toBe(true);
  const band = price < 50000 ? 10000 : 25000;
  const cards = similar.locator('li.vehicle-card');
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThanOrEqual(6);
  for (const text of await cards.locator('.price__amount').allInnerTexts()) {
    const other = Number(text.replace(/[^\d]/g, ''));
    expect(Math.abs(other - price)).toBeLessThanOrEqual(band);
  }
});

test('Print opens /print?car_id={slug} in a new tab, which shows the printable page', async ({ page, context }) => {
  const printing = demoSites.find((t) => t.features.print)!;
  await openSearch(page, siteUrl(printing.slug, printing.search.defaultPath));
  const href = (await page.locator('li.vehicle-card a.vehicle-card__link').first().getAttribute('href'))!;
  await page.goto(siteUrl(printing.slug, href));
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  const [printPage] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Print' }).click(),
  ]);
  await printPage.waitForURL(/\/print\/[a-z0-9-]+\/$/);
  expect(printPage.url()).toContain(`/print/${href.split('/').pop()}/`);
  await expect(printPage.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(printPage.getByRole('button', { name: 'Print this page' })).toBeVisible();
});

test("Download PDF says 'Preparing...' and saves a PDF named after the car's slug", async ({ page }) => {
  const offering = demoSites.find((t) => t.vehiclePage.pdf)!;
  await openSearch(page, siteUrl(offering.slug, offering.search.defaultPath));
  const href = (await page.locator('li.vehicle-card a.vehicle-card__link').first().getAttribute('href'))!;
  await page.goto(siteUrl(offering.slug, href));
  const button = page.getByRole('button', { name: 'Download PDF' });
  await button.scrollIntoViewIfNeeded();
  await expect(button.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
  // 'Preparing...' may last only as long as pdf-lib takes, so record what the button says as it changes.
  await button.evaluate((el) => {
    const seen: string[] = [];
    (window as unknown as { pdfButtonTexts: string[] }).pdfButtonTexts = seen;
    new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(
    await page.evaluate(() => (window as unknown as { pdfButtonTexts: string[] }).pdfButtonTexts.map((t) => t.trim())),
  ).toContain('Preparing...');
  const slugName = href.split('/').pop();
  expect(download.suggestedFilename()).toBe(`${slugName}.pdf`);
  const head = Buffer.from(await (await import('node:fs/promises')).readFile((await download.path())!))
    .subarray(0, 5)
    .toString();
  expect(head).toBe('%PDF-');
});

test('the price gauge shows where the price sits in the market band, or nothing when the rules hide it', async ({
  page,
}) => {
  const gaugeTenant =
    demoSites.find((t) => t.features.autograb && !t.features.gatedRoutes.length) ??
    demoSites.find((t) => t.features.autograb)!;
  await openSearch(
    page,
    siteUrl(
      gaugeTenant.slug,
      `${gaugeTenant.search.defaultPath}?refinementList[car_type][0]=used&refinementList[status][0]=in_stock`,
    ),
  );
  const hrefs = await page
    .locator('li.vehicle-card a.vehicle-card__link')
    .evaluateAll((links) => links.slice(0, 6).map((a) => a.getAttribute('href')!));
  // The gauge island asks once it is seen, which on a wide screen is as the page loads.
  const answers: Response[] = [];
  page.on('response', (response) => void (response.url().endsWith('/autogauge') && answers.push(response)));
  const answerFor = (href: string) => answers.find((response) => response.url().endsWith(`${href}/autogauge`));
  let shown = 0;
  for (const href of hrefs) {
    await page.goto(siteUrl(gaugeTenant.slug, href));
    const island = page.locator('astro-island[opts*="PriceGauge"]');
    if ((await island.count()) === 0) continue;
    // Until the answer comes, the built page shows a skeleton.
    expect(readFileSync(join(distDir, gaugeTenant.slug, href, 'index.html'), 'utf8')).toContain(
      'data-testid="gauge-skeleton"',
    );
    await page.locator('.vehicle__sidebar').scrollIntoViewIfNeeded();
    await expect.poll(() => answerFor(href) !== undefined).toBe(true);
    const response = answerFor(href)!;
    const gauge = response.ok() ? readGauge(await response.json()) : null;
    if (gauge) {
      shown += 1;
      await expect(page.getByTestId('gauge').getByRole('img')).toHaveAttribute(
        'aria-label',
        `Priced at ${formatPrice(gauge.listing_price)}; market range ${formatPrice(gauge.market_range_min)} to ${formatPrice(gauge.market_range_max)}`,
      );
    } else {
      await expect(page.getByTestId('gauge')).toHaveCount(0);
      await expect(page.getByTestId('gauge-skeleton')).toHaveCount(0);
    }
  }
  expect(shown, 'some demo used cars have market data the gauge shows').toBeGreaterThan(0);
});
