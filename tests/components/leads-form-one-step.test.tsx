// spec/shopping.md §3 (Test-drive form, Request Photos form), §7 analytics; spec/site.md §8 ("Alert
// 'An error occurred when submitting this form'", "Form-level alert: test id error-warning"): the
// forms of one step, against the real lead API (./lead-form-harness.tsx).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { $enquiryCar, $formError, $successCategory } from '../../src/stores/leads.ts';
import {
  api,
  click,
  fillDetails,
  lastEvent,
  newCar,
  renderForm,
  summary,
  type,
  startLeadFormApi,
} from './lead-form-harness.tsx';

startLeadFormApi();

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
    const stored = (await api.server.api.store.leads.read(onSubmitted.mock.calls[0]![0]))!;
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
    const fields = (await api.server.api.store.leads.read(onSubmitted.mock.calls[0]![0]))!.request.fields;
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
    expect(
      (await api.server.api.store.leads.read(onSubmitted.mock.calls[0]![0]))!.request.fields['Request Photos'],
    ).toBe(api.tenant.leads.photosRequestText);
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
