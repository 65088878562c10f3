/**
 * What a shopper sees, compared pixel for pixel with committed baselines: the first screen of every
 * page type of two demo sites at 390×844 and 1280×900. Their stock and build were made at a fixed
 * time (scripts/lib/e2e-stack.ts SCREENSHOT_CLOCK) and the browser's clock is set to it, the fonts
 * are bundled, and nothing loads from outside, so a baseline changes only when a page does.
 * `npm run test:screenshots -- --update` rewrites them; review the PNGs before committing.
 */
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './sites.ts';
import { forgetTheVisit, pageTypes } from './page-types.ts';

const sites = (process.env.E2E_SITES ?? '').split(',').filter(Boolean);
const clock = new Date(process.env.E2E_NOW ?? '2026-11-20T00:00:00Z');

/** Every web font has arrived and every image on the first screen has decoded. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images].filter(
      (image) => image.getBoundingClientRect().top < window.innerHeight && image.loading !== 'lazy',
    );
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

// One walk a site and width, in one browser context (the site's scripts, styles and fonts load once),
// each page's saved state cleared so that it is seen as on a first visit. A page that differs from
// its baseline fails the test but not the walk: every page is compared.
for (const slug of sites) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`${slug}: every page type at ${viewport.width}×${viewport.height} looks as its baseline`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.clock.setFixedTime(clock);
      await page.setViewportSize(viewport);
      for (const { type, path } of pageTypes(slug)) {
        await test.step(`${type} (${path})`, async () => {
          await page.goto(siteUrl(slug, path), { waitUntil: 'networkidle' });
          await settled(page);
          await expect.soft(page).toHaveScreenshot(`${slug}-${type}-${viewport.width}.png`, {
            // The footer's © year is the build machine's, not the fixed clock's.
            mask: [page.locator('.site-footer__legal')],
          });
          await forgetTheVisit(page);
        });
      }
    });
  }
}
