/**
 * Every page type of every demo site, walked once: its layout as a shopper sees it, and the security
 * headers it is served with and the policy it must not break (security.ts).
 *
 * Layout is checked without pixels: what must be in view is measured with
 * bounding boxes, so a change of font or colour cannot fail these, but a sidebar that drops below
 * the gallery does. Each page is opened once, on a phone, and then widened, as a window is: the
 * page's CSS answers the new width as it would a fresh load, and a page is not fetched twice.
 */
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { demoSites, siteUrl } from './sites.ts';
import { forgetTheVisit, pageTypes } from './page-types.ts';
import { expectSecurityHeaders, scrollToTheEnd, watchViolations } from './security.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';

const PHONE = { width: 390, height: 844 };
/** WCAG 2.2 1.4.10 Reflow: no sideways scrolling at 320 CSS pixels (1280 at 400 % zoom). */
const SMALL_PHONE = { width: 320, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Opens a page where a shopper lands on it. On a site with sign-in a gated page's script sends a
 * visitor who is not signed in on to /sign-in once the session check answers: there, wait until the
 * network is quiet. Other sites have no page that moves on.
 */
async function land(page: Page, tenant: Tenant, path: string): Promise<Response | null> {
  return page.goto(siteUrl(tenant.slug, path), { waitUntil: tenant.features.signIn ? 'networkidle' : 'load' });
}

/** The middle of this element is the element itself (or inside it), not something drawn over it. */
async function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const top = document.elementFromPoint(x + width / 2, y + Math.min(height / 2, 12));
    return top !== null && (element === top || element.contains(top));
  });
}

/** At this width nothing scrolls sideways, and the heading and the main action are on the first screen, uncovered. */
async function expectFirstScreen(page: Page, viewport: typeof PHONE, mainAction: string | null): Promise<void> {
  await page.setViewportSize(viewport);
  expect(await sideways(page), `sideways scroll at ${viewport.width}`).toBe(0);
  const targets = [
    page.locator('h1').first(),
    ...(mainAction ? [page.locator(mainAction).locator('visible=true').first()] : []),
  ];
  for (const [i, target] of targets.entries()) {
    const what = i === 0 ? 'heading' : mainAction;
    const { y } = await box(target);
    expect(y, `${what} on the first screen at ${viewport.width}`).toBeLessThan(viewport.height);
    expect(await uncovered(target), `${what} uncovered at ${viewport.width}`).toBe(true);
  }
}

/** On a desktop the car page's sidebar is right of the gallery, with its price and Enquire above the fold. */
async function expectCarPageSidebar(page: Page): Promise<void> {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    const gallery = await box(page.locator('.vehicle__media'));
    const sidebar = await box(page.locator('.vehicle__sidebar'));
    expect(sidebar.x, `sidebar right of the gallery at ${viewport.width}`).toBeGreaterThanOrEqual(
      gallery.x + gallery.width,
    );
    for (const inView of ['.vehicle__sidebar .price', '.vehicle__sidebar [data-cta="enquire"]']) {
      const { y, height } = await box(page.locator(inView));
      expect(y + height, `${inView} above the fold at ${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(
        viewport.height,
      );
    }
  }
}

// One walk a site: each page type opened once, on a phone, in one browser context (so the site's
// scripts, styles and fonts load once, as for a shopper who browses), with each page's saved state
// cleared so that it is seen as on a first visit. After the layout checks the page is scrolled to
// its end, so that everything that loads on sight has loaded when its policy violations are read.
for (const tenant of demoSites) {
  test(`${tenant.slug}: every page type is served with the security headers and breaks none of its policy; nothing scrolls sideways (down to 320 wide), and the heading and main action are on the first screen, uncovered, at 390 and 1280`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const violations = await watchViolations(page);
    for (const { type, path, mainAction, desktopOnly } of pageTypes(tenant.slug)) {
      await test.step(`${type} (${path})`, async () => {
        await page.setViewportSize(PHONE);
        expectSecurityHeaders(await land(page, tenant, path), `${type} ${path}`);
        await expectFirstScreen(page, PHONE, desktopOnly ? null : mainAction);
        if (type === 'vehicle') {
          const title = await box(page.locator('h1'));
          expect(title.y + title.height, 'title above the gallery').toBeLessThanOrEqual(
            (await box(page.locator('.vehicle__media'))).y,
          );
        }
        await page.setViewportSize(SMALL_PHONE);
        expect(await sideways(page), 'sideways scroll at 320').toBe(0);
        await expectFirstScreen(page, DESKTOP, mainAction);
        if (type === 'vehicle') await expectCarPageSidebar(page);
        await scrollToTheEnd(page);
        expect(violations, `${type} ${path}`).toEqual([]);
        await forgetTheVisit(page);
      });
    }
  });
}
