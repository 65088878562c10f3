/**
 * Leads end to end on built demo sites, through the real lead API (SQLite file) and the local
 * dealer inbox: the car page's dialogs, the contact, service and finance forms, the spec's error
 * texts, and comparing cars. Leads that need an account or a car held: leads-accounts.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { demoSites, islandsHydrated, port, siteUrl } from './sites.ts';
import { openSearch } from './search-helpers.ts';
import { formRules } from '../../src/lib/leads/form-rules.ts';
import { axe, carPage, fillDetails, gated, plain, sendDetails } from './lead-helpers.ts';

test('the contact, service, sign-in and success pages have no axe violations', async ({ page }) => {
  for (const path of ['/contact', '/service', '/sign-in?type=watchlist&redirect=%2F&back=%2F', '/success']) {
    await page.goto(siteUrl(gated.slug, path));
    await islandsHydrated(page);
    expect((await axe(page).analyze()).violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
  }
});

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
