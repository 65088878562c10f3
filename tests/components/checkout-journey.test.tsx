// spec/shopping.md §2 (/checkout-journey?car_id={slug}: online purchase), §9 (deposit $200, held
// 48 hours, 100% refundable); spec/site.md §8 (form-level alert: test id error-warning).
// The real lead API with a real SQLite file behind a small HTTP wrapper (see leads-form.test.tsx);
// only the stock lookup is a fixed list.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { startComponentApi, type ComponentApi } from './lead-api-server.ts';
import { carLookup, carSummary } from './checkout-cars.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import CheckoutJourney from '../../src/components/leads/CheckoutJourney.tsx';
import { priceLabelOptions } from '../../src/lib/pricing/label.ts';
import { $successCategory, $successNote } from '../../src/stores/leads.ts';

const STOCK = [carSummary(701), carSummary(702, { status: 'sold' }), carSummary(703, { reserved: true })];
const cars = carLookup(STOCK);

let server: ComponentApi;
let base: string;
let tenant: Tenant;

beforeAll(async () => {
  const { tenants } = await loadTenants('tenants');
  const seller = tenants.find((t) => t.features.onlinePurchase)!;
  // The island only; the API's sign-in gate on checkout has its own tests (lead-api-limits.test.ts).
  tenant = { ...seller, features: { ...seller.features, gatedRoutes: [] } };
  server = await startComponentApi({
    tenants: tenants.map((t) => (t === seller ? tenant : t)),
    sites: { site: tenant.slug },
    cars,
  });
  base = `${server.origin}/site`;
});
afterAll(() => server.close());
beforeEach(() => $successCategory.set(null));
afterEach(() => cleanup());

function renderJourney(slug: string) {
  const navigate = vi.fn<(path: string) => void>();
  render(
    <CheckoutJourney
      deposit={200}
      holdHours={72}
      noPriceText={tenant.texts.noPrice}
      priceLabel={priceLabelOptions(tenant)}
      apiBase={base}
      search={`?car_id=${slug}`}
      navigate={navigate}
    />,
  );
  return { navigate };
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('/checkout-journey', () => {
  it('shows the car, takes the details, then the deposit, and files a Buy Online lead', async () => {
    const { navigate } = renderJourney('2024-mg4-essence-701');
    expect(await screen.findByRole('heading', { name: '2024 MG MG4 Essence' })).toBeTruthy();
    // docs/pricing-law.md: every price says what it includes.
    expect(screen.getByText('$39,990 Excl. govt charges')).toBeTruthy();
    click('Next');
    expect(screen.getByRole('alert').textContent).toContain('Please enter your name.');
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    type('Full name', 'Alex Citizen');
    type('Email', 'alex@example.com');
    type('Mobile number', '0412 345 678');
    click('Next');
    const step = screen.getByRole('heading', { name: /Pay your deposit/ });
    expect(document.activeElement).toBe(step);
    expect(screen.getByText('Your deposit is 100% refundable.')).toBeTruthy();
    expect(screen.getByText('Your reservation holds the car for you for 72 hours.')).toBeTruthy();
    // The demo's test processor: a labelled choice of test cards, never a card number field.
    expect(screen.queryByLabelText(/card number/i)).toBeNull();
    expect(screen.getByRole('group', { name: /Test card/ })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Test card that is declined'));
    click('Pay $200 deposit');
    expect((await screen.findByTestId('error-warning')).textContent).toBe(
      'Your card was declined. Please try another debit or credit card.',
    );
    fireEvent.click(screen.getByLabelText('Test Visa (accepted)'));
    click('Pay $200 deposit');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/success'));
    expect($successCategory.get()).toBe('Buy Online');
    // spec/shopping.md §9: what the deposit did, for the success page.
    expect($successNote.get()).toMatch(
      /^\$200 authorised on your card, not taken: the car is held for you until \w+day, \d{1,2} \w+ \d{4} at \d{1,2}:\d{2} [ap]m\. Your deposit is 100% refundable\.$/,
    );
    const row = await server.api.db
      .selectFrom('leads')
      .select('id')
      .where('kind', '=', 'reservation')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    expect((await server.api.store.leads.read(row!.id))!.request.userData.category).toBe('Buy Online');
  });

  it('Back returns to the details as typed, with focus on their heading; the first load takes no focus', async () => {
    renderJourney('2024-mg4-essence-701');
    const details = await screen.findByRole('heading', { name: /Your details/ });
    expect(document.activeElement).not.toBe(details);
    type('Full name', 'Alex Citizen');
    type('Email', 'alex@example.com');
    type('Mobile number', '0412 345 678');
    click('Next');
    expect(screen.getByRole('heading', { name: /Pay your deposit \(step 2 of 2\)/ })).toBeTruthy();
    click('Back');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /Your details \(step 1 of 2\)/ }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('alex@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['sold', '2024-mg4-essence-702'],
    ['reserved', '2024-mg4-essence-703'],
    ['missing', 'no-such-car'],
    ['not a slug', '%22%20OR'],
  ])('a %s car is no longer available', async (_name, slug) => {
    renderJourney(slug);
    expect(await screen.findByText('Sorry, this car is no longer available.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
