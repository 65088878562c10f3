/**
 * Issue 28 "Security headers as the best static hosts serve them": what every page must be served
 * with, and a watch on the Content-Security-Policy violations Chromium reports while it is used.
 */
import { expect, type Page, type Response } from '@playwright/test';

/** CloudFront's quota on a response headers policy's Content-Security-Policy, in characters. */
const CLOUDFRONT_CSP_LIMIT = 1783;

/**
 * The Content-Security-Policy (no inline or eval allowance, no framing), X-Content-Type-Options:
 * nosniff, Referrer-Policy: strict-origin-when-cross-origin, a Permissions-Policy and a frame policy.
 */
export function expectSecurityHeaders(response: Response | null, what: string): void {
  const headers = response!.headers();
  expect(headers['content-security-policy'], what).toMatch(/frame-ancestors 'none'/);
  expect(headers['content-security-policy'], what).not.toMatch(/unsafe-inline|unsafe-eval/);
  // CloudFront refuses a longer policy in a response headers policy (docs/conformance.md).
  expect(headers['content-security-policy']!.length, what).toBeLessThanOrEqual(CLOUDFRONT_CSP_LIMIT);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['x-frame-options'], what).toBe('DENY');
}

/** Collects every CSP violation the page or any frame in it reports, as the event and as the console error. */
export async function watchViolations(page: Page): Promise<string[]> {
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

/**
 * Scrolls to the end, so that every lazy image, frame and island that loads on sight loads, and
 * waits for the network to be quiet. A page behind sign-in may move on to /sign-in meanwhile, which
 * is then the page checked.
 */
export async function scrollToTheEnd(page: Page): Promise<void> {
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
  await page.waitForLoadState('networkidle');
}
