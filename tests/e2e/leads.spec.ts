/**
 * Leads end to end on built demo sites, through the real lead API (SQLite file) and the local
 * dealer inbox: the car page's dialogs, the contact form, the spec's error texts, sign-in gating,
 * the watchlist round trip, reservations and live car fields.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { Meilisearch } from 'meilisearch';
import { demoSites, islandsHydrated, port, siteUrl } from './sites.ts';
import { openSearch } from './search-helpers.ts';
import { formRules } from '../../src/lib/leads/form-rules.ts';
import { stockIndexUid } from '../../src/lib/stock/document.ts';

const apiData = process.env.E2E_API_DATA ?? '.forecourt/api';
const plain = demoSites.find(
  (t) => formRules(t, 'enquiry').dealerships === null && !t.leads.termsText && !t.features.signIn,
)!;
const gated = demoSites.find(
  (t) => t.features.watchlist && t.features.reservation && t.features.gatedRoutes.includes('checkout'),
)!;

function storedLead(email: string) {
  const db = new DatabaseSync(join(apiData, 'leads.sqlite'), { readOnly: true });
  try {
    const row = db
      .prepare('SELECT id, kind, category, body FROM leads WHERE body LIKE ? ORDER BY created_at DESC LIMIT 1')
      .get(`%${email}%`);
    return row
      ? {
          id: String(row.id),
          kind: String(row.kind),
          category: String(row.category),
          body: JSON.parse(String(row.body)),
        }
      : null;
  } finally {
    db.close();
  }
}

/** The `nth` car of a search: a reservation holds its car, so tests that reserve each take their own. */
async function carHref(page: Page, slug: string, query: string, nth = 0): Promise<string> {
  const tenant = demoSites.find((t) => t.slug === slug)!;
  await openSearch(page, siteUrl(slug, `${tenant.search.defaultPath}?${query}`));
  return (await page.locator('li.vehicle-card a.vehicle-card__link').nth(nth).getAttribute('href'))!;
}

async function carPage(page: Page, slug: string, query = 'refinementList[status][0]=in_stock'): Promise<string> {
  const href = await carHref(page, slug, query);
  await page.goto(siteUrl(slug, href));
  return href;
}

const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);

test('the contact, service, sign-in and success pages have no axe violations', async ({ page }) => {
  for (const path of ['/contact', '/service', '/sign-in?type=watchlist&redirect=%2F&back=%2F', '/success']) {
    await page.goto(siteUrl(gated.slug, path));
    await islandsHydrated(page);
    expect((await axe(page).analyze()).violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
  }
});

/** Scrolls an island's element into view and waits until React has taken it over (clicks before that are the browser's own). */
async function hydrated(page: Page, testId: string) {
  const element = page.getByTestId(testId);
  await element.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      page.evaluate(
        (id) => document.querySelector(`[data-testid="${id}"]`)?.closest('astro-island')?.hasAttribute('ssr') ?? true,
        testId,
      ),
    )
    .toBe(false);
  return element;
}

async function fillDetails(scope: ReturnType<Page['getByRole']>, email: string) {
  await scope.getByLabel('Name').fill('Alex Citizen');
  await scope.getByLabel('Email').fill(email);
  await scope.getByLabel('Phone').fill('0412 345 678');
}

/** Fills in the shopper's details in `scope` under a fresh email, sends, waits for /success and returns the stored lead. */
async function sendDetails(page: Page, scope: ReturnType<Page['getByRole']>, prefix: string) {
  const email = `${prefix}-${Date.now()}@example.com`;
  await fillDetails(scope, email);
  await scope.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL('**/success');
  return storedLead(email);
}

test('the multi-step enquiry checks each step, stores the lead, reaches the dealer and shows /success', async ({
  page,
}) => {
  await carPage(page, plain.slug);
  await page.getByRole('link', { name: 'Enquire Now' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Enquire about this vehicle' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Please fix the following errors:')).toBeVisible();
  expect((await axe(page).include('dialog').analyze()).violations.map((v) => v.id)).toEqual([]);
  const summary = dialog.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
  await expect(summary).toContainText('Please enter a message.');
  await dialog.getByLabel('Message').fill('Is it still available? Can I see it on Saturday?');
  await dialog.getByRole('button', { name: 'Next' }).click();
  const lead = (await sendDetails(page, dialog, 'enquiry'))!;
  await expect(page.getByTestId('success-message')).toContainText('has been sent');
  expect(lead.kind).toBe('enquiry');
  expect(lead.body.userData).toMatchObject({
    source: 'Website',
    category: 'General Enquiry',
    lead_attributes: { visited_pages: expect.arrayContaining([expect.stringContaining('/cars/')]) },
  });
  // Both deliveries (JSON and ADF) on the dealer inbox page.
  await expect
    .poll(
      async () =>
        (await (await fetch(`http://127.0.0.1:${port}/dealer-inbox`)).text()).split(`lead ${lead.id}`).length - 1,
    )
    .toBe(2);
  // The site signs its deliveries (leads.webhookSecretEnv; the test stack sets a local secret) and
  // the dealer inbox checks both, as the dealer's CRM would.
  expect(plain.leads.webhookSecretEnv).toBeTruthy();
  await page.goto(`http://localhost:${port}/dealer-inbox`);
  const deliveries = page.getByRole('listitem').filter({ hasText: `lead ${lead.id}` });
  await expect(deliveries).toHaveCount(2);
  for (const delivery of await deliveries.all()) await expect(delivery).toContainText('Signature verified');
});

test('each link opens its own form, one dialog at a time, and Close leaves the address clean', async ({ page }) => {
  await carPage(page, plain.slug);
  await page.getByRole('link', { name: 'Enquire Now' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Enquire about this vehicle' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
  await page.getByRole('link', { name: 'Book a Test Drive' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Book a test drive' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Enquire about this vehicle' })).toHaveCount(0);
});

test('a test drive and a photo request are sent from their dialogs with their own fields', async ({ page }) => {
  await carPage(page, plain.slug);
  await page.getByRole('link', { name: 'Book a Test Drive' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book a test drive' });
  // The times offered are the lead API's free slots for this car (the API books no other).
  const slots = dialog.getByLabel('Preferred date and time (optional)');
  await expect(slots.locator('optgroup').first()).toBeAttached();
  const slot = (await slots.locator('optgroup option').first().getAttribute('value'))!;
  await slots.selectOption(slot);
  expect(await sendDetails(page, dialog, 'drive')).toMatchObject({
    kind: 'test-drive',
    body: { fields: { booking_datetime: slot } },
  });

  await carPage(page, plain.slug);
  await page.getByRole('link', { name: 'Request more photos' }).click();
  const photos = page.getByRole('dialog', { name: 'Request more photos' });
  expect((await sendDetails(page, photos, 'photos'))!.body.fields['Request Photos']).toBe(
    plain.leads.photosRequestText,
  );
});

test("a failed enquiry shows 'An unexpected error occured'; a failed contact form alerts the spec's text", async ({
  page,
}) => {
  await carPage(page, plain.slug);
  await page.route('**/api/leads', (route) => route.abort('connectionfailed'));
  await page.getByRole('link', { name: 'Enquire Now' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Enquire about this vehicle' });
  await dialog.getByLabel('Message').fill('Hello');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await fillDetails(dialog, 'fail@example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByTestId('error-warning')).toHaveText('An unexpected error occured');
  await expect(dialog.getByLabel('Email')).toHaveValue('fail@example.com');

  await page.goto(siteUrl(plain.slug, '/contact'));
  await page.route('**/api/leads', (route) => route.abort('connectionfailed'));
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await islandsHydrated(page);
  await page.getByLabel('Message', { exact: true }).fill('Do you service caravans?');
  const locations = formRules(plain, 'contact').locations;
  if (locations) await page.getByLabel('Location', { exact: true }).selectOption(locations[0]!.value);
  await fillDetails(page.getByRole('main'), 'contact-fail@example.com');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('error-warning')).toHaveText('An error occurred when submitting this form');
  expect(alerts).toEqual(['An error occurred when submitting this form']);
});

test("the server's own error text is shown when it refuses the enquiry", async ({ page }) => {
  // The API's real rate limit: use up this client's allowance, then the form gets the 429's text.
  // A client of its own (the stack trusts X-Forwarded-For, as behind a CDN), so no other test shares
  // its bucket; the stack's limiter never refills, so the 429 does not depend on how long this takes.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.29' });
  const other = demoSites.find(
    (t) => t !== plain && formRules(t, 'enquiry').dealerships === null && !t.leads.termsText,
  )!;
  await carPage(page, other.slug);
  const allowance = Number(process.env.E2E_RATE_BURST);
  await page.evaluate(
    (count) =>
      Promise.all(
        Array.from({ length: count }, () =>
          fetch('/api/leads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
        ),
      ),
    allowance,
  );
  await page.getByRole('link', { name: 'Enquire Now' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Enquire about this vehicle' });
  await dialog.getByLabel('Message').fill('Hello');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await fillDetails(dialog, 'limited@example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByTestId('error-warning')).toHaveText(
    'Too many requests. Please wait a moment and try again.',
  );
});

async function signIn(page: Page) {
  const phone = `04${String(Date.now()).slice(-8)}`;
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const international = `+61${phone.slice(1)}`;
  let code = '';
  await expect
    .poll(() => {
      if (!existsSync(join(apiData, 'sms-outbox.jsonl'))) return '';
      const lines = readFileSync(join(apiData, 'sms-outbox.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { to: string; text: string });
      code = /(\d{6})/.exec(lines.filter((l) => l.to === international).at(-1)?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  await page.getByLabel(/6-digit code/).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the watchlist asks a signed-out shopper to sign in, then saves and removes the car', async ({ page }) => {
  const href = await carPage(page, gated.slug);
  await (await hydrated(page, 'watchlist')).click();
  await page.waitForURL(
    `**/sign-in?type=watchlist&redirect=${encodeURIComponent(href)}&back=${encodeURIComponent(href)}`,
  );
  await expect(page.getByRole('heading', { name: 'Sign in to save cars to your watchlist' })).toBeVisible();
  await signIn(page);
  await page.waitForURL(`**${href}`);
  await (await hydrated(page, 'watchlist')).click();
  await expect(page.getByTestId('toast')).toContainText(/Saved .* to your watchlist/);
  const events = await page.evaluate(() =>
    (window as unknown as { dataLayer: { event_id: number }[] }).dataLayer.map((e) => e.event_id),
  );
  expect(events).toContain(39);
  if (gated.features.garage) {
    // The garage lists what the watchlist holds.
    await page.goto(siteUrl(gated.slug, '/my-garage'));
    await expect(page.getByRole('list').filter({ has: page.locator(`a[href="${href}"]`) })).toBeVisible();
    await page.goto(siteUrl(gated.slug, href));
  }
  await hydrated(page, 'watchlist');
  await expect(page.getByTestId('watchlist')).toHaveText('Saved to watchlist');
  await page.getByTestId('watchlist').click();
  await expect(page.getByTestId('watchlist')).toHaveText('Save to watchlist');
});

test('a gated checkout sends a signed-out visitor to sign-in, then reserves with the refundable deposit', async ({
  page,
}) => {
  const href = await carPage(page, gated.slug, 'refinementList[status][0]=in_stock');
  await page.goto(siteUrl(gated.slug, `${href}/checkout`));
  await page.waitForURL('**/sign-in?type=checkout**');
  await signIn(page);
  await page.waitForURL(`**${href}/checkout`);
  await expect(page.getByText('Your deposit is 100% refundable.')).toBeVisible();
  await islandsHydrated(page);
  await expect(page.getByText(/holds the car for you for 48 hours/)).toBeVisible();
  await page.getByLabel('Full name').fill('Alex Citizen');
  await page.getByLabel('Email').fill(`reserve-${Date.now()}@example.com`);
  await page.getByLabel('Mobile number').fill('0412 345 678');
  // A site without a processor (the demo's test processor): test cards by name, never a card field.
  await expect(page.getByLabel(/card number/i)).toHaveCount(0);
  await page.getByLabel('Test card that is declined').check();
  await page.getByRole('button', { name: /deposit/ }).click();
  await expect(page.getByTestId('error-warning')).toContainText('Your card was declined');
  await page.getByLabel('Test Visa (accepted)').check();
  await page.getByRole('button', { name: /deposit/ }).click();
  await page.waitForURL('**/success');
  // spec/shopping.md §9: what the deposit did, in the site's time.
  await expect(page.getByTestId('success-note')).toHaveText(
    /^\$200 authorised on your card, not taken: the car is held for you until .+\. Your deposit is 100% refundable\.$/,
  );
});

test('a car sold after the build shows as sold when its page is opened', async ({ page }) => {
  // A tenant other tests do not take sold cars from, and the car is put back afterwards.
  const soldTestsTenant = demoSites.find((t) => t.search.soldDays >= 3);
  const live =
    demoSites.find((t) => t !== soldTestsTenant && t !== plain && formRules(t, 'enquiry').dealerships === null) ??
    plain;
  await openSearch(page, siteUrl(live.slug, `${live.search.defaultPath}?refinementList[status][0]=in_stock`));
  const href = (await page.locator('li.vehicle-card a.vehicle-card__link').nth(4).getAttribute('href'))!;
  const slug = href.split('/').filter(Boolean).at(-1)!;
  const admin = new Meilisearch({ host: process.env.E2E_MEILISEARCH_URL!, apiKey: process.env.E2E_ADMIN_KEY! });
  const index = admin.index(stockIndexUid(live.slug));
  const { hits } = await index.search('', { filter: `slug = "${slug}"`, limit: 1 });
  const car = hits[0]!;
  const task = await index
    .updateDocuments([{ id: car.id, status: 'sold', sold_date_timestamp: Math.floor(Date.now() / 1000) }])
    .waitTask();
  expect(task.status).toBe('succeeded');
  try {
    await page.goto(siteUrl(live.slug, href));
    await expect(page.getByTestId('availability')).toBeVisible();
    await expect(page.getByTestId('availability')).toContainText('SOLD');
    await expect(page.locator('[data-live="available"]').first()).toBeHidden();
  } finally {
    await index
      .updateDocuments([{ id: car.id, status: car.status, sold_date_timestamp: car.sold_date_timestamp ?? null }])
      .waitTask();
  }
});

test('the trade-in valuation: short form, the car, an estimate from comparable stock, condition, offer accepted', async ({
  page,
}) => {
  const tradeIn = demoSites.find((t) => t.features.tradeInValuation && t.leads.tradeInForm === 'full')!;
  // A make and model the dealer has at least two of for sale, from the last 7 years: the estimate's comparables.
  const admin = new Meilisearch({ host: process.env.E2E_MEILISEARCH_URL!, apiKey: process.env.E2E_ADMIN_KEY! });
  const { hits } = await admin.index(stockIndexUid(tradeIn.slug)).search('', {
    filter: `status = in_stock AND price > 1000 AND year >= ${new Date().getFullYear() - 6}`,
    limit: 500,
    attributesToRetrieve: ['make', 'model', 'year'],
  });
  const counts = new Map<string, { make: string; model: string; year: number; n: number }>();
  for (const hit of hits) {
    const key = `${hit.make}|${hit.model}|${hit.year}`;
    counts.set(key, { make: hit.make, model: hit.model, year: hit.year, n: (counts.get(key)?.n ?? 0) + 1 });
  }
  const model = [...counts.values()].find((c) => c.n >= 2)!;

  await page.goto(siteUrl(tradeIn.slug, '/trade-in'));
  if (tradeIn.features.gatedRoutes.includes('trade-in')) {
    await page.waitForURL('**/sign-in?type=trade-in**');
    await signIn(page);
    await page.waitForURL('**/trade-in');
  }
  await islandsHydrated(page);
  const email = `trade-${Date.now()}@example.com`;
  // spec/site.md §3 Trade-in lead form: "name (First Name), last_name, postcode, phone (Mobile Number), email".
  const form = page.getByRole('main');
  await form.getByLabel('First Name').fill('Alex');
  await form.getByLabel('Last Name').fill('Citizen');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mobile Number').fill('0412 345 678');
  await page.getByLabel('Postcode').fill('40');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' })).toContainText(
    'Invalid postcode. Please enter a 4-digit number.',
  );
  await page.getByLabel('Postcode').fill('4000');
  await page.getByRole('button', { name: 'Send' }).click();

  await page.getByLabel('Year').selectOption(String(model.year));
  await page.getByLabel('Make').fill(model.make);
  await page.getByLabel('Model').fill(model.model);
  await page.getByLabel('Odometer').fill('30000');
  await page.getByLabel('Rego').fill('ABC123');
  await page.getByLabel('State registered in').selectOption('QLD');
  await page
    .locator('form')
    .getByRole('group', { name: /finance/i })
    .getByLabel('No')
    .check();
  await page.getByRole('button', { name: 'Get my estimate' }).click();
  await expect(page.getByRole('heading', { name: /^Your estimate is \$[\d,]+/ })).toBeVisible();
  for (const group of await page.locator('form').getByRole('group').all()) await group.getByLabel('No').check();
  await page.getByRole('button', { name: 'Update my offer' }).click();
  // Event 18 is pushed just before the page moves on to /success, so watch the pushes as they happen.
  const events: number[] = [];
  await page.exposeFunction('recordAnalyticsEvent', (id: number) => events.push(id));
  await page.evaluate(() => {
    const w = window as unknown as { dataLayer?: { event_id: number }[]; recordAnalyticsEvent: (id: number) => void };
    w.dataLayer ??= [];
    const layer = w.dataLayer;
    const push = layer.push.bind(layer);
    layer.push = (...entries) => {
      for (const entry of entries) w.recordAnalyticsEvent(entry.event_id);
      return push(...entries);
    };
  });
  await page.getByRole('button', { name: 'Accept offer' }).click();
  await page.waitForURL('**/success');
  expect(events).toContain(18);
  const accepted = storedLead(email)!;
  expect(accepted.kind).toBe('trade-in');
  expect(accepted.body.userData).toMatchObject({ subcategory: '3. Offer Accepted' });
  if (tradeIn.leads.saveValuation) {
    const db = new DatabaseSync(join(apiData, 'leads.sqlite'), { readOnly: true });
    const saved = db.prepare("SELECT body FROM valuations WHERE body LIKE '%ABC123%' ORDER BY id DESC LIMIT 1").get();
    db.close();
    expect(JSON.parse(String(saved!.body))).toMatchObject({
      column_name: 'valuation',
      rego: 'ABC123',
      regoState: 'QLD',
    });
  }
});

test('where the group says so, Get Finance opens the finance enquiry form on the car page and records event 9', async ({
  page,
}) => {
  const modal = demoSites.find(
    (t) => t.vehiclePage.financeEnquiryModal && t.vehiclePage.ctaButtons.includes('finance'),
  )!;
  await carPage(page, modal.slug);
  await page.getByRole('link', { name: 'Get Finance' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Talk to our finance team' });
  await expect(dialog).toBeVisible();
  const events = await page.evaluate(() =>
    (window as unknown as { dataLayer: { event_id: number }[] }).dataLayer.map((e) => e.event_id),
  );
  expect(events).toContain(9);
  expect(await sendDetails(page, dialog, 'finance')).toMatchObject({ kind: 'finance', category: 'Finance Enquiry' });
});

test('the online purchase journey takes details, then the deposit, for a car still for sale', async ({ page }) => {
  const buyer = demoSites.find((t) => t.features.onlinePurchase)!;
  const href = await carHref(page, buyer.slug, 'refinementList[status][0]=in_stock', 1);
  const slug = href.split('/').filter(Boolean).at(-1)!;
  await page.goto(siteUrl(buyer.slug, `/checkout-journey?car_id=${slug}`));
  if (buyer.features.gatedRoutes.includes('checkout')) {
    await page.waitForURL('**/sign-in?type=checkout**');
    await signIn(page);
    await page.waitForURL('**/checkout-journey?car_id=*');
  }
  await expect(page.getByRole('heading', { name: /Your details/ })).toBeVisible();
  const email = `buy-${Date.now()}@example.com`;
  await page.getByLabel('Full name').fill('Alex Citizen');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number').fill('0412 345 678');
  await page.getByRole('button', { name: 'Next' }).click();
  // Another card than the reservation test's: a card holds at most one car (vehiclePage.reservationsPerShopper).
  await page.getByLabel('Test Mastercard (accepted)').check();
  await page.getByRole('button', { name: /deposit/ }).click();
  await page.waitForURL('**/success');
  expect(storedLead(email)).toMatchObject({ kind: 'reservation', category: 'Buy Online' });
});

test("the contact and service forms send their leads; a service booking goes to the chosen location's dealership", async ({
  page,
}) => {
  await page.goto(siteUrl(plain.slug, '/contact'));
  await islandsHydrated(page);
  await page.getByLabel('Message', { exact: true }).fill('What are your Saturday hours?');
  const contactLocations = formRules(plain, 'contact').locations;
  if (contactLocations) await page.getByLabel('Location', { exact: true }).selectOption(contactLocations[0]!.value);
  expect(await sendDetails(page, page.getByRole('main'), 'contact')).toMatchObject({
    kind: 'contact',
    category: 'General Enquiry',
  });

  const service = demoSites.find(
    (t) => formRules(t, 'service').locations !== null && t.leads.serviceDealershipFromLocation && !t.leads.termsText,
  )!;
  const rules = formRules(service, 'service');
  await page.goto(siteUrl(service.slug, '/service'));
  await islandsHydrated(page);
  const chosen = rules.locations!.at(-1)!;
  await page.getByLabel('Location').selectOption(chosen.value);
  if (rules.dealerships) await page.getByLabel('Dealership').selectOption(rules.dealerships[0]!.value);
  const lead = (await sendDetails(page, page.getByRole('main'), 'service'))!;
  const location = service.locations.find((l) => l.slug === chosen.value)!;
  const dealership = service.dealerships.find((d) => d.id === location.dealershipId);
  expect(lead.kind).toBe('service');
  if (dealership) expect(lead.body.fields.dealership_slug).toBe(dealership.slug);
});

test('a sold car offers Find Me Something Similar as a form that sends the lead', async ({ page }) => {
  const soldTenant = demoSites.find(
    (t) => t.search.soldDays >= 3 && formRules(t, 'find-similar').dealerships === null && !t.leads.termsText,
  )!;
  await carPage(page, soldTenant.slug, 'refinementList[status][0]=sold');
  await page
    .getByRole('complementary', { name: 'Price and contact' })
    .getByRole('link', { name: 'Find Me Something Similar' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Find me something similar' });
  expect(await sendDetails(page, dialog, 'similar')).toMatchObject({
    kind: 'find-similar',
    category: 'Find Me Something Similar',
  });
});

test('cars picked on search cards are compared side by side on /compare', async ({ page }) => {
  const comparing = demoSites.find((t) => t.features.compare)!;
  await openSearch(page, siteUrl(comparing.slug, `${comparing.search.defaultPath}?refinementList[status][0]=in_stock`));
  // A picked car's button reads 'Comparing …', so the next unpicked one is always the first 'Compare …'.
  await page
    .getByRole('button', { name: /^Compare / })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Compare / })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^Comparing / })).toHaveCount(2);
  await page.goto(siteUrl(comparing.slug, '/compare'));
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader').getByRole('link')).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: 'Price' })).toBeVisible();
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
});

test('/contact-us/{location} starts the form on that location, and its lead goes to that location’s dealership', async ({
  page,
}) => {
  const group = demoSites.find(
    (t) => t.dealerships.length > 1 && formRules(t, 'contact').locations !== null && !t.leads.termsText,
  )!;
  const location = group.locations.filter((l) => l.visible).at(-1)!;
  await page.goto(siteUrl(group.slug, `/contact-us/${location.slug}`));
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contact ${location.name}`);
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue(location.slug);
  await page.getByLabel('Message', { exact: true }).fill('Can I book a visit on Saturday?');
  const lead = (await sendDetails(page, page.getByRole('main'), 'contact-location'))!;
  expect(lead.body.fields).toMatchObject({
    location: location.slug,
    dealership_slug: group.dealerships.find((d) => d.id === location.dealershipId)!.slug,
  });
});

test('/personalised/finance?car_id= lands on the finance form, and the lead it sends is about that car', async ({
  page,
}) => {
  const tenant = demoSites.find((t) => t.links.finance === '/finance' && !t.features.gatedRoutes.includes('finance'))!;
  await carPage(page, tenant.slug);
  const id = Number(await page.locator('article[data-vehicle-id]').getAttribute('data-vehicle-id'));
  await page.goto(siteUrl(tenant.slug, `/personalised/finance?car_id=${id}`));
  await expect(page).toHaveURL(new RegExp(`/finance\\?car_id=${id}#finance-form$`));
  const form = page.getByRole('form', { name: 'Finance enquiry' });
  await form.scrollIntoViewIfNeeded();
  await islandsHydrated(page);
  const lead = (await sendDetails(page, form, 'finance-car'))!;
  expect(lead).toMatchObject({ kind: 'finance', category: 'Finance Enquiry' });
  expect(lead.body.userData.car_id).toBe(id);
});
