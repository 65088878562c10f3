/**
 * Issue 28: a frame a page loads only when the shopper asks is allowed by the page's policy. (Every
 * page type's headers, and that it breaks none of its policy, are checked on the page walk:
 * page-walk.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { demoSites, siteUrl } from './sites.ts';
import { watchViolations } from './security.ts';

test("a location's map frame is allowed to load the map when the shopper asks for it", async ({ page }) => {
  const tenant = demoSites.find((site) => site.locations.some((location) => location.address.mapKey))!;
  const location = tenant.locations.find((l) => l.address.mapKey)!;
  const violations = await watchViolations(page);
  // The map service is not reachable from the test machine: the frame gets an empty page instead.
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
  );
  await page.goto(siteUrl(tenant.slug, `/locations/${location.slug}`));
  const frame = page.frameLocator('iframe.location-map').first();
  await frame.getByRole('link', { name: /Show map/ }).click();
  await expect
    .poll(() => page.frames().some((f) => f.url().startsWith('https://www.google.com/maps/embed')))
    .toBe(true);
  expect(violations).toEqual([]);
});
