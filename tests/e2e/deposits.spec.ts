/**
 * Issue 34 "Reserve, buy online and sign in for real", on the demo site whose processor is Stripe
 * (tenant option payments.processor): the reserve form takes the card in Stripe's own fields,
 * loaded only at the payment step, and the success page says what was authorised (spec/shopping.md
 * §9: $200 deposit, held 48 hours, 100% refundable; spec/site.md §8: the form's alert). Stripe
 * cannot be reached from this machine: js.stripe.com is answered with the Stripe.js STAND-IN and
 * api.stripe.com by the Stripe API STAND-IN the demo's lead API also takes this site's deposits
 * through (tests/stand-ins/, scripts/lib/e2e-stack.ts); the site's CSP is the real one.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoSites, islandsHydrated, siteUrl } from './sites.ts';
import { openSearch } from './search-helpers.ts';
import { stripeJsSource } from '../stand-ins/stripe-js.ts';

const stripeSite = demoSites.find((t) => t.payments.processor === 'stripe' && t.features.reservation)!;
const standInApi = process.env.E2E_STRIPE_API_URL!;

/** Stripe's origins, answered by the stand-ins; returns the Stripe.js requests seen. */
async function routeStripe(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  await page.route('https://js.stripe.com/**', (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: stripeJsSource('https://api.stripe.com') });
  });
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${standInApi}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  return scripts;
}

function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("a Stripe site's reserve form takes the card in Stripe's fields, then says what was authorised", async ({
  page,
}) => {
  const scripts = await routeStripe(page);
  const violations = watchCsp(page);
  await openSearch(
    page,
    siteUrl(stripeSite.slug, `${stripeSite.search.defaultPath}?refinementList[status][0]=in_stock`),
  );
  const href = (await page.locator('li.vehicle-card a.vehicle-card__link').first().getAttribute('href'))!;
  const response = await page.goto(siteUrl(stripeSite.slug, `${href}/${stripeSite.vehiclePage.reservePath}`));
  expect(response!.headers()['content-security-policy']).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
  await islandsHydrated(page);
  // Stripe.js is not part of the page: it comes with the payment step.
  expect(scripts).toEqual([]);
  await expect(page.getByRole('group', { name: /Test card/ })).toHaveCount(0);
  await page.getByLabel('Full name').fill('Alex Citizen');
  await page.getByLabel('Email').fill(`stripe-${Date.now()}@example.com`);
  await page.getByLabel('Mobile number').fill('0412 345 678');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { name: 'Pay your deposit' })).toBeFocused();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  const card = page.frameLocator('iframe[title^="Secure payment input frame"]');
  // No card field in our page: the payment step's only inputs are in Stripe's frame.
  await expect(card.getByLabel('Visa (succeeds)')).toBeVisible();
  await expect(page.locator('.reservation input, input[autocomplete^="cc-"]')).toHaveCount(0);
  await card.getByLabel('Visa (declined)').check();
  await page.getByRole('button', { name: 'Pay $200 deposit' }).click();
  await expect(page.getByTestId('error-warning')).toHaveText(
    'Your card was declined. Please try another debit or credit card.',
  );
  await card.getByLabel('Visa (succeeds)').check();
  await page.getByRole('button', { name: 'Pay $200 deposit' }).click();
  await page.waitForURL('**/success');
  await expect(page.getByTestId('success-message')).toContainText('Reserve Online');
  await expect(page.getByTestId('success-note')).toHaveText(
    /^\$200 authorised on your card, not taken: the car is held for you until \w+day, \d{1,2} \w+ \d{4} at \d{1,2}:\d{2} [ap]m\. Your deposit is 100% refundable\.$/,
  );
  expect(violations).toEqual([]);
});
