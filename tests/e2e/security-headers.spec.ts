/**
 * Issue 28 "Security headers as the best static hosts serve them": every page type of every demo
 * site is served with its Content-Security-Policy, X-Content-Type-Options: nosniff,
 * Referrer-Policy: strict-origin-when-cross-origin, a Permissions-Policy and a frame policy, and
 * Chromium reports no CSP violation while the page loads and the shopper scrolls it to the end
 * (every lazy image, frame and island that loads on sight loaded).
 */
import { expect, test, type Page } from '@playwright/test';
import { demoSites, siteUrl } from './sites.ts';
import { pageTypes } from './page-types.ts';

/** CloudFront's quota on a response headers policy's Content-Security-Policy, in characters. */
const CLOUDFRONT_CSP_LIMIT = 1783;

/** Collects every CSP violation the page or any frame in it reports, as the event and as the console error. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportCspViolation', (_, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Scrolls to the end; a page behind sign-in may move on to /sign-in meanwhile, which is then the page checked. */
async function scrollToTheEnd(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((done) => requestAnimationFrame(() => done(null)));
      }
    })
    .catch((error: Error) => {
      if (!/context was destroyed/.test(error.message)) throw error;
    });
}

for (const tenant of demoSites) {
  test(`${tenant.slug}: every page type is served with the security headers and breaks none of its policy`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    for (const { type, path } of pageTypes(tenant.slug)) {
      const response = await page.goto(siteUrl(tenant.slug, path));
      const headers = response!.headers();
      expect(headers['content-security-policy'], `${type} ${path}`).toMatch(/frame-ancestors 'none'/);
      expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
      // CloudFront refuses a longer policy in a response headers policy (docs/conformance.md).
      expect(headers['content-security-policy']!.length).toBeLessThanOrEqual(CLOUDFRONT_CSP_LIMIT);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-frame-options']).toBe('DENY');
      await scrollToTheEnd(page);
      await page.waitForLoadState('networkidle');
      expect(violations, `${type} ${path}`).toEqual([]);
    }
  });
}

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
