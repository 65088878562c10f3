// spec/shopping.md §3 (Lead submission userData, Enquiry form defaults, Request Photos form,
// Test-drive form), §4 Multi-step enquiry form ("Steps advance until the last, which submits. On
// success … records analytics, saves the car to the enquiry store, saves a success category, goes
// to /success. On failure: shows the returned error or 'An unexpected error occured'."), §7
// analytics (14 enquiry, 15 used enquiry, 17 new-car test drive, 48 used test drive); spec/site.md
// §8 ("Alert 'An error occurred when submitting this form'", "'Please fix the following errors:'
// with a list of messages in red", "Form-level alert: test id error-warning").
//
// No API mock: the real lead API (./lead-form-harness.tsx). The one-step forms: leads-form-one-step.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { $enquiryCar, $formError, $successCategory } from '../../src/stores/leads.ts';
import {
  api,
  click,
  fillDetails,
  focusedSummary,
  lastEvent,
  newCar,
  renderForm,
  step,
  summary,
  type,
  usedCar,
  startLeadFormApi,
} from './lead-form-harness.tsx';
import { LEAD_MESSAGES } from '../../src/lib/leads/messages.ts';
import type { LeadKind } from '../../src/lib/leads/schema.ts';
import type { LeadCar } from '../../src/lib/stock/shapes.ts';
import { leadEventId } from '../../src/lib/leads/lead-values.ts';
import { recordPageVisit } from '../../src/stores/visit.ts';

startLeadFormApi();

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
    const stored = (await api.server.api.store.leads.read(id))!;
    expect(stored.tenant).toBe(api.tenant.slug);
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
    const before = await api.server.api.store.leads.count();
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
    expect(await api.server.api.store.leads.count()).toBe(before);
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
