/**
 * Layout as a shopper sees it, checked without pixels: what must be in view is measured with
 * bounding boxes, so a change of font or colour cannot fail these, but a sidebar that drops below
 * the gallery does.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoSites, siteUrl } from './sites.ts';
import { carOnSale, pageTypes } from './page-types.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';

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
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1440, height: 900 },
    ]) {
      test(`at ${viewport.width}×${viewport.height} a car page has the sidebar right of the gallery, and its price and Enquire above the fold`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(siteUrl(tenant.slug, carOnSale(tenant.slug)));
        const gallery = await box(page.locator('.vehicle__media'));
        const sidebar = await box(page.locator('.vehicle__sidebar'));
        expect(sidebar.x).toBeGreaterThanOrEqual(gallery.x + gallery.width);
        for (const inView of [
          page.locator('.vehicle__sidebar .price'),
          page.locator('.vehicle__sidebar [data-cta="enquire"]'),
        ]) {
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

/**
 * Opens a page where a shopper lands on it. On a site with sign-in a gated page's script sends a
 * visitor who is not signed in on to /sign-in once the session check answers: there, wait until the
 * network is quiet. Other sites have no page that moves on.
 */
async function land(page: Page, tenant: Tenant, path: string): Promise<void> {
  await page.goto(siteUrl(tenant.slug, path), { waitUntil: tenant.features.signIn ? 'networkidle' : 'load' });
}

/** The middle of this element is the element itself (or inside it), not something drawn over it. */
async function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const top = document.elementFromPoint(x + width / 2, y + Math.min(height / 2, 12));
    return top !== null && (element === top || element.contains(top));
  });
}

for (const tenant of demoSites) {
  test.describe(`${tenant.slug} page types`, () => {
    for (const { type, path, mainAction, desktopOnly } of pageTypes(tenant.slug)) {
      test(`${type} (${path}): nothing scrolls sideways (down to 320 wide), and its heading${mainAction ? ' and main action are' : ' is'} on the first screen, uncovered, at 390 and 1280`, async ({
        page,
      }) => {
        for (const viewport of [
          { width: 390, height: 844 },
          { width: 1280, height: 900 },
        ]) {
          await page.setViewportSize(viewport);
          await land(page, tenant, path);
          expect(await sideways(page), `sideways scroll at ${viewport.width}`).toBe(0);
          const heading = page.locator('h1').first();
          const { y } = await box(heading);
          expect(y, `heading on the first screen at ${viewport.width}`).toBeLessThan(viewport.height);
          expect(await uncovered(heading), `heading uncovered at ${viewport.width}`).toBe(true);
          if (mainAction && !(desktopOnly && viewport.width < 992)) {
            const action = page.locator(mainAction).locator('visible=true').first();
            const found = await box(action);
            expect(found.y, `${mainAction} on the first screen at ${viewport.width}`).toBeLessThan(viewport.height);
            expect(await uncovered(action), `${mainAction} uncovered at ${viewport.width}`).toBe(true);
          }
          if (viewport.width === 390) {
            // WCAG 2.2 1.4.10 Reflow: no sideways scrolling at 320 CSS pixels (1280 at 400 % zoom).
            await page.setViewportSize({ width: 320, height: 844 });
            expect(await sideways(page), 'sideways scroll at 320').toBe(0);
          }
        }
      });
    }
  });
}
