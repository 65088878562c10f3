/**
 * Layout as a shopper sees it, checked without pixels: what must be in view is measured with
 * bounding boxes, so a change of font or colour cannot fail these, but a sidebar that drops below
 * the gallery does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoSites, distDir, siteUrl } from './sites.ts';

/** A car of this site that is on sale (its page offers Enquire Now). */
function carOnSale(slug: string): string {
  const cars = join(distDir, slug, 'cars');
  const car = readdirSync(cars).find((name) => readFileSync(join(cars, name, 'index.html'), 'utf8').includes('data-cta="enquire"'));
  if (!car) throw new Error(`${slug} has no car on sale`);
  return `/cars/${car}`;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const tenant of demoSites) {
  test.describe(tenant.slug, () => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 1440, height: 900 }]) {
      test(`at ${viewport.width}×${viewport.height} a car page has the sidebar right of the gallery, and its price and Enquire above the fold`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(siteUrl(tenant.slug, carOnSale(tenant.slug)));
        const gallery = await box(page.locator('.vehicle__media'));
        const sidebar = await box(page.locator('.vehicle__sidebar'));
        expect(sidebar.x).toBeGreaterThanOrEqual(gallery.x + gallery.width);
        for (const inView of [page.locator('.vehicle__sidebar .price'), page.locator('.vehicle__sidebar [data-cta="enquire"]')]) {
          const { y, height } = await box(inView);
          expect(y + height).toBeLessThanOrEqual(viewport.height);
        }
      });
    }

    test('at 390×844 a car page scrolls only down, with the title above the gallery', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(siteUrl(tenant.slug, carOnSale(tenant.slug)));
      expect(await sideways(page)).toBe(0);
      const title = await box(page.locator('h1'));
      const gallery = await box(page.locator('.vehicle__media'));
      expect(title.y + title.height).toBeLessThanOrEqual(gallery.y);
    });
  });
}
