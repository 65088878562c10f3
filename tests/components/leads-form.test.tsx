// spec/shopping.md §3 (Lead submission userData, Enquiry form defaults, Request Photos form,
// Test-drive form), §4 Multi-step enquiry form ("Steps advance until the last, which submits. On
// success … records analytics, saves the car to the enquiry store, saves a success category, goes
// to /success. On failure: shows the returned error or 'An unexpected error occured'."), §7
// analytics (14 enquiry, 15 used enquiry, 17 new-car test drive, 48 used test drive); spec/site.md
// §8 ("Alert 'An error occurred when submitting this form'", "'Please fix the following errors:'
// with a list of messages in red", "Form-level alert: test id error-warning").
//
// No API mock: the real lead API with a real SQLite file, behind a small HTTP wrapper that picks
// the tenant from the first path segment (jsdom's fetch cannot send a tenant Host header).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { startComponentApi, stockOf, type ComponentApi } from './lead-api-server.ts';
import { formRules } from '../../src/lib/leads/form-rules.ts';
import { LEAD_MESSAGES } from '../../src/lib/leads/messages.ts';
import type { LeadKind, ShopperLeadKind } from '../../src/lib/leads/schema.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { LeadForm } from '../../src/components/leads/LeadForm.tsx';
import type { LeadFormProps } from '../../src/components/leads/useLeadForm.ts';
import type { LeadCar } from '../../src/lib/stock/shapes.ts';
import { leadEventId } from '../../src/lib/leads/lead-values.ts';
import { $enquiryCar, $formError, $successCategory, $userDetails } from '../../src/stores/leads.ts';
import { recordPageVisit } from '../../src/stores/visit.ts';

let server: ComponentApi;
let base: string;
let tenant: Tenant;
let strictTenant: Tenant;

beforeAll(async () => {
  const { tenants } = await loadTenants('tenants');
  // Chosen by config, not by slug: one site with a single dealership and no terms box, one with a dealership choice.
  tenant = tenants.find((t) => formRules(t, 'enquiry').dealerships === null && !t.leads.termsText)!;
  strictTenant = tenants.find((t) => formRules(t, 'finance').dealerships !== null && !t.leads.termsText)!;
  server = await startComponentApi({
    tenants,
    sites: { site: tenant.slug, strict: strictTenant.slug },
    cars: stockOf([
      { ...usedCar, year: 2019, model: 'Navara', badge: 'ST' },
      { ...newCar, year: 2025 },
    ]),
  });
  base = server.origin;
  // The API's first lead compiles its schemas: taken here, so the first test's one-second waits
  // measure the form, not the warm-up (on a busy machine that first lead took longer).
  const warmUp = await fetch(`${base}/site/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind: 'contact', fields: {}, userData: {} }),
  });
  await warmUp.body?.cancel();
});

afterAll(() => server.close());

type DataLayerWindow = Window & { dataLayer?: { event_id: number; car_id: number | null; category: string }[] };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  $userDetails.set(null);
  $successCategory.set(null);
  $enquiryCar.set(null);
  $formError.set(null);
  delete (window as DataLayerWindow).dataLayer;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const usedCar: LeadCar = {
  id: 4321,
  slug: '2019-nissan-navara-st',
  name: '2019 Nissan Navara ST',
  make: 'Nissan',
  model: 'Navara',
  car_type: 'used',
  status: 'in_stock',
  stocknum: 'N1234',
  dealership_id: 7,
  dealership_slug: 'bayside',
  manufacturer_slug: 'nissan',
  tag: null,
};
const newCar: LeadCar = {
  ...usedCar,
  id: 9876,
  slug: '2025-nissan-x-trail',
  name: '2025 Nissan X-Trail',
  model: 'X-Trail',
  car_type: 'new',
  stocknum: 'X1',
};

function renderForm(kind: ShopperLeadKind, overrides: Partial<LeadFormProps> & { site?: string } = {}) {
  const navigate = vi.fn<(path: string) => void>();
  const onSubmitted = vi.fn<(leadId: string) => void>();
  const { site = 'site', ...rest } = overrides;
  render(
    <LeadForm
      kind={kind}
      rules={formRules(tenant, kind)}
      car={usedCar}
      apiBase={`${base}/${site}`}
      navigate={navigate}
      onSubmitted={onSubmitted}
      {...rest}
    />,
  );
  return { navigate, onSubmitted };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
function fillDetails(details: { name?: string; email?: string; phone?: string } = {}) {
  type('Name', details.name ?? 'Alex Citizen');
  type('Email', details.email ?? 'alex@example.com');
  type('Phone', details.phone ?? '0412 345 678');
}
const summary = () => screen.getByRole('alert', { name: 'Please fix the following errors:' });
/** The summary once the check (loaded on the first input or press) has run and focused it. */
async function focusedSummary(): Promise<HTMLElement> {
  await waitFor(() => expect(document.activeElement).toBe(summary()));
  return summary();
}
const step = (name: RegExp) => screen.findByRole('group', { name });
const lastEvent = () => (window as DataLayerWindow).dataLayer?.at(-1);

describe('the multi-step enquiry form', () => {
  it('Next validates step 1 only, then the last step stores the lead with the spec userData and goes to /success', async () => {
    recordPageVisit({ pathname: '/cars', search: '?utm_source=google&q=navara' });
    recordPageVisit({ pathname: `/cars/${usedCar.slug}`, search: '' });
    const { navigate, onSubmitted } = renderForm('enquiry');

    expect(screen.getByRole('group', { name: /Your enquiry/ })).toBeTruthy();
    click('Next');
    expect(within(await focusedSummary()).getByText('Please enter a message.')).toBeTruthy();
    expect(within(summary()).queryByText(LEAD_MESSAGES.name)).toBeNull();
    const message = screen.getByLabelText('Message');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(message.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a message.',
    );
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('General Enquiry');

    type('Message', 'Is it still available?');
    click('Next');
    expect(await step(/Your details/)).toBeTruthy();
    expect(screen.queryByText('Please fix the following errors:')).toBeNull();
    expect((screen.getByLabelText('Keep me informed about offers') as HTMLInputElement).checked).toBe(true);
    fillDetails();
    click('Send');
    expect(await screen.findByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/success'));
    const id = onSubmitted.mock.calls[0]![0];
    const stored = (await server.api.store.leads.read(id))!;
    expect(stored.tenant).toBe(tenant.slug);
    expect(stored.request).toMatchObject({
      kind: 'enquiry',
      fields: {
        name: 'Alex Citizen',
        email: 'alex@example.com',
        phone: '0412345678',
        message: 'Is it still available?',
        category: 'General Enquiry',
        opt_in: true,
        dealership_slug: 'bayside',
        manufacturer_slug: 'nissan',
        stock_number: 'N1234',
        'Vehicle Make': 'Nissan',
        'Vehicle Model': 'Navara',
        car_type: 'used',
        car_id: 4321,
        vehicle_status: 'in_stock',
        subcategory: usedCar.name,
      },
      userData: {
        category: 'General Enquiry',
        source: 'Website',
        url: window.location.href,
        user_agent: navigator.userAgent,
        car_id: 4321,
        car_dealership_id: 7,
        lead_attributes: {
          visited_pages: [
            '/cars?utm_source=google&q=navara',
            `/cars/${usedCar.slug}`,
            `${window.location.pathname}${window.location.search}`,
          ],
          linked_query_params: { utm_source: 'google' },
        },
      },
    });
    expect(lastEvent()).toMatchObject({ event_id: 15, car_id: 4321, category: 'General Enquiry' });
    expect($successCategory.get()).toBe('General Enquiry');
    expect($enquiryCar.get()).toEqual({
      id: 4321,
      slug: usedCar.slug,
      name: usedCar.name,
      make: 'Nissan',
      model: 'Navara',
      car_type: 'used',
    });
    expect($formError.get()).toBeNull();
  });

  it.each([
    ['blank details', {}, [LEAD_MESSAGES.name, LEAD_MESSAGES.email, LEAD_MESSAGES.phone]],
    ['a bad email', { name: 'Alex', email: 'alex@', phone: '0412345678' }, [LEAD_MESSAGES.email]],
    ['a bad phone', { name: 'Alex', email: 'alex@example.com', phone: '12345' }, [LEAD_MESSAGES.phone]],
  ])('the summary lists what is wrong (%s) and nothing is sent', async (_case, details, messages) => {
    const before = await server.api.store.leads.count();
    const { navigate } = renderForm('enquiry');
    type('Message', 'Hello');
    click('Next');
    await step(/Your details/);
    for (const [label, value] of Object.entries(details)) type(label[0]!.toUpperCase() + label.slice(1), value);
    click('Send');
    const box = await focusedSummary();
    expect(box.getAttribute('role')).toBe('alert');
    expect(box.className).toContain('form-errors');
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(messages);
    expect(navigate).not.toHaveBeenCalled();
    expect(await server.api.store.leads.count()).toBe(before);
  });

  it.each([
    ['the server refuses it', 'unknown', 'Unknown site.'],
    ['the network fails', null, 'An unexpected error occured'],
  ])('when %s, shows the error in error-warning, keeps the inputs and does not alert', async (_case, site, shown) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { navigate } = renderForm('enquiry', site ? { site } : { apiBase: 'http://127.0.0.1:1' });
    type('Message', 'Hello there');
    click('Next');
    await step(/Your details/);
    fillDetails();
    click('Send');
    expect((await screen.findByTestId('error-warning')).textContent).toBe(shown);
    expect(screen.getByTestId('error-warning').getAttribute('role')).toBe('alert');
    expect($formError.get()).toBe(shown);
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Alex Citizen');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
    click('Back');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello there');
  });
});

describe('the one-step forms', () => {
  it('the test-drive form sends its optional message, booking time and trade-in answer (event 17 for a new car)', async () => {
    const { navigate, onSubmitted } = renderForm('test-drive', { car: newCar });
    expect(screen.getByLabelText('Message (optional)')).toBeTruthy();
    fillDetails();
    type('Message (optional)', 'Can I bring the dog?');
    // The times offered are the API's (GET /api/test-drive/availability), grouped by day.
    const slots = screen.getByLabelText('Preferred date and time (optional)') as HTMLSelectElement;
    await waitFor(() => expect(slots.querySelectorAll('optgroup').length).toBeGreaterThan(0));
    const first = slots.querySelector('optgroup option') as HTMLOptionElement;
    expect(first.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(first.textContent).toMatch(/^\d{1,2}:\d{2} (am|pm)$/);
    fireEvent.change(slots, { target: { value: first.value } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Do you have a trade-in?' })).getByLabelText('Yes'));
    click('Send');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/success'));
    const stored = (await server.api.store.leads.read(onSubmitted.mock.calls[0]![0]))!;
    expect(stored.request.kind).toBe('test-drive');
    expect(stored.request.fields).toMatchObject({
      message: 'Can I bring the dog?',
      booking_datetime: first.value,
      'do-you-have-a-trade-in': 'Yes',
      car_id: newCar.id,
    });
    expect(stored.request.userData.category).toBe('Test Drive');
    expect(lastEvent()).toMatchObject({ event_id: 17, car_id: newCar.id, category: 'Test Drive' });
    expect($successCategory.get()).toBe('Test Drive');
  });

  it('the test-drive form without the optional fields is accepted too', async () => {
    const { onSubmitted } = renderForm('test-drive', { car: null, successPath: '/thanks' });
    fillDetails();
    click('Send');
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const fields = (await server.api.store.leads.read(onSubmitted.mock.calls[0]![0]))!.request.fields;
    expect(fields).not.toHaveProperty('message');
    expect(fields).not.toHaveProperty('booking_datetime');
    expect(fields).not.toHaveProperty('car_id');
    expect($enquiryCar.get()).toBeNull();
  });

  it("the request-photos form sends the hidden Request Photos text, which the API keeps as the site's own", async () => {
    const { onSubmitted } = renderForm('request-photos', { photosRequestText: 'More photos of the tray, please.' });
    fillDetails();
    click('Send');
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect((await server.api.store.leads.read(onSubmitted.mock.calls[0]![0]))!.request.fields['Request Photos']).toBe(
      tenant.leads.photosRequestText,
    );
    expect(lastEvent()).toMatchObject({ event_id: 15, category: 'Request Photos' });
  });

  it.each([
    ['the server refuses it', { site: 'unknown' }, 'Unknown site.'],
    ['the network fails', { apiBase: 'http://127.0.0.1:1' }, 'An error occurred when submitting this form'],
  ])('when %s, the test-drive form alerts and shows the stored form error', async (_case, where, shown) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { navigate } = renderForm('test-drive', where);
    fillDetails();
    type('Message (optional)', 'Weekend please');
    click('Send');
    expect((await screen.findByTestId('error-warning')).textContent).toBe(shown);
    expect(alert).toHaveBeenCalledWith('An error occurred when submitting this form');
    expect($formError.get()).toBe(shown);
    expect(navigate).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Message (optional)') as HTMLTextAreaElement).value).toBe('Weekend please');
  });

  it("shows the server's field errors in the summary", async () => {
    // The finance form as a one-dealership site draws it, sent to a site that needs a dealership chosen.
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderForm('finance', { site: 'strict' });
    fillDetails();
    click('Send');
    await waitFor(() => expect(within(summary()).getByText('Please choose a dealership.')).toBeTruthy());
    expect(screen.getByTestId('error-warning').textContent).toBe('Please fix the following errors:');
  });
});

describe('analytics event per kind and car (spec §7)', () => {
  const demo = { ...usedCar, car_type: 'demo' };
  it.each([
    ['enquiry', null, 14],
    ['enquiry', newCar, 14],
    ['enquiry', demo, 14],
    ['enquiry', usedCar, 15],
    ['contact', null, 14],
    ['finance', usedCar, 15],
    ['request-photos', newCar, 14],
    ['find-similar', usedCar, 15],
    ['test-drive', newCar, 17],
    ['test-drive', { ...usedCar, tag: 'Test Drive Only' }, 17],
    ['test-drive', usedCar, 48],
    ['test-drive', demo, 48],
  ] as [LeadKind, LeadCar | null, number][])('%s with %o fires %i', (kind, car, id) => {
    expect(leadEventId(kind, car)).toBe(id);
  });
});
