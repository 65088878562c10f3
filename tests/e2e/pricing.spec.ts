/**
 * Prices as the law reads them (docs/pricing-law.md): every car price on a car page and on a result
 * card says what it includes (Australian Consumer Law s48: drive away, or excluding government
 * charges), the car page says it in full and so does its structured data, so does each reservation
 * page, and a part price (the weekly finance estimate) is never more prominent than the total.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { demoSites, distDir, siteUrl } from './sites.ts';
import { carOnSale } from './page-types.ts';
import { openSearch } from './search-helpers.ts';

const SHORT = ['Drive away', 'Est. drive away', 'Excl. govt charges'];
const FULL =
  /^(Drive-away price|Estimated drive-away price|Price excludes government charges) for (ACT|NSW|NT|QLD|SA|TAS|VIC|WA) registration/;

/** Every shown car price (not a pre-order, no-price or sold text) in `scope`, with its label. */
async function labelled(scope: Locator): Promise<string[]> {
  const prices = scope.locator('.price[data-price-kind="car-price"], .price[data-price-kind="reduced"]');
  return prices.evaluateAll((nodes) =>
    nodes.map((node) => node.querySelector('[data-price-label]')?.textContent ?? ''),
  );
}

for (const tenant of demoSites) {
  test(`${tenant.slug}: every price on a car page and on the result cards carries its label`, async ({ page }) => {
    await page.goto(siteUrl(tenant.slug, carOnSale(tenant.slug)));
    const sidebar = page.locator('.vehicle__sidebar');
    const [label] = await labelled(sidebar);
    expect(SHORT).toContain(label);
    const note = (await page.getByTestId('price-note').textContent()) ?? '';
    expect(note).toMatch(FULL);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const offer = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Car').offers;
    expect(offer.description).toBe(note);

    await openSearch(page, siteUrl(tenant.slug, tenant.search.defaultPath));
    const cards = await labelled(page.locator('li.vehicle-card'));
    expect(cards.length).toBeGreaterThan(0);
    for (const cardLabel of cards) expect(SHORT).toContain(cardLabel);
  });
}

test('every built reservation page (Reserve, Buy Online) says what the price includes', () => {
  const pages = demoSites.flatMap(({ slug }) => {
    const cars = join(distDir, slug, 'cars');
    return readdirSync(cars).flatMap((car) =>
      ['checkout', 'buy-online'].map((path) => join(cars, car, path, 'index.html')).filter((file) => existsSync(file)),
    );
  });
  let priced = 0;
  for (const file of pages) {
    // The page's first paragraph after its heading is the car's price: "$32,990 Drive away".
    const [, price = ''] = /<h1>[\s\S]*?<p>([^<]*)<\/p>/.exec(readFileSync(file, 'utf8')) ?? [];
    const amount = /^\$[\d,]+(\/wk)?/.exec(price);
    if (!amount) continue; // a no-price or pre-order text has no amount to label
    const label = price.slice(amount[0].length + 1);
    expect(amount[1] ? ['Subscription'] : SHORT, `${file}: "${price}"`).toContain(label);
    priced += 1;
  }
  expect(priced, 'reservation pages with a price').toBeGreaterThan(0);
});

/** A demo car page that shows the weekly finance estimate beside its price. */
function carWithEstimate(): string {
  for (const { slug } of demoSites) {
    const cars = join(distDir, slug, 'cars');
    const car = readdirSync(cars).find((name) =>
      readFileSync(join(cars, name, 'index.html'), 'utf8').includes('data-testid="finance-estimate"'),
    );
    if (car) return siteUrl(slug, `/cars/${car}`);
  }
  throw new Error('no demo car shows a finance estimate');
}

test('the weekly finance estimate (a part price) is never more prominent than the total price', async ({ page }) => {
  await page.goto(carWithEstimate());
  const estimate = page.getByTestId('finance-estimate');
  await expect(estimate).toBeVisible();
  const weight = (locator: Locator) =>
    locator.evaluate((node) => {
      const style = getComputedStyle(node);
      return { size: Number.parseFloat(style.fontSize), weight: Number(style.fontWeight) };
    });
  const total = await weight(page.locator('.vehicle__sidebar .price__amount').first());
  const part = await weight(estimate.locator('strong'));
  expect(part.size).toBeLessThanOrEqual(total.size);
  expect(part.weight).toBeLessThanOrEqual(total.weight);
});
