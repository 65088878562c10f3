// Issue 34 "Reserve, buy online and sign in for real": on a site whose processor is Stripe the
// deposit's card is taken by Stripe's own fields (the Payment Element, with the Express Checkout
// Element for wallets), never by a field of ours; the PaymentIntent's client secret flow, through
// @stripe/stripe-js and @stripe/react-stripe-js, ends in POST /api/reservations/{id}/confirm.
// spec/shopping.md §9: deposit $200, held 48 hours, 100% refundable; spec/site.md §8: the form's
// alert (error-warning). The real lead API with the Stripe adapter (official SDK) against the Stripe
// API STAND-IN, and the Stripe.js STAND-IN in jsdom (tests/stand-ins/): Stripe cannot be reached here.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { startComponentApi, type ComponentApi } from './lead-api-server.ts';
import { carLookup, carSummary } from './checkout-cars.ts';
import { stripePayments } from '../../src/api/stripe-payments.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import CheckoutJourney from '../../src/components/leads/CheckoutJourney.tsx';
import { priceLabelOptions } from '../../src/lib/pricing/label.ts';
import { cardCollector } from '../../src/lib/payments/card-collector.ts';
import { $successCategory, $successNote } from '../../src/stores/leads.ts';
import { startStripeStandIn, type StripeStandIn } from '../stand-ins/stripe-api.ts';
import { installStripeJs, STAND_IN_CARDS } from '../stand-ins/stripe-js.ts';

const SECRET_KEY = 'sk_test_componentStandIn';
const PUBLISHABLE_KEY = 'pk_test_componentStandIn';
const ACCOUNT = 'acct_1DealerComponent';

const CAR = carSummary(801);
const cars = carLookup([CAR]);

let stripe: StripeStandIn;
let server: ComponentApi;
let tenant: Tenant;

beforeAll(async () => {
  stripe = await startStripeStandIn({ secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY });
  const { tenants } = await loadTenants('tenants');
  const seller = tenants.find((t) => t.features.onlinePurchase)!;
  // A dealer on the platform's Stripe account through Connect; the island only (no sign-in gate).
  tenant = {
    ...seller,
    features: { ...seller.features, gatedRoutes: [] },
    payments: {
      ...seller.payments,
      processor: 'stripe',
      stripe: { ...seller.payments.stripe, publishableKey: PUBLISHABLE_KEY, account: ACCOUNT },
    },
  };
  const { hostname, port } = new URL(stripe.url);
  const payments = stripePayments({
    secretKey: SECRET_KEY,
    webhookSecret: null,
    account: ACCOUNT,
    host: hostname,
    port: Number(port),
    protocol: 'http',
  });
  server = await startComponentApi({ tenants: [tenant], sites: { site: tenant.slug }, cars, payments: () => payments });
  installStripeJs(stripe.url, STAND_IN_CARDS);
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});
afterEach(() => cleanup());

/** The stand-in's card frame: Stripe's own, in the real thing, out of our page's reach. */
const cardFrame = async () =>
  (await screen.findByTitle(/Secure payment input frame/, {}, { timeout: 5000 })) as HTMLIFrameElement;
const chooseCard = async (id: string) =>
  (await cardFrame()).contentDocument!.querySelector<HTMLInputElement>(`input[value="${id}"]`)!.click();

describe('the deposit on a Stripe site', () => {
  it("takes the card in Stripe's fields, confirms the PaymentIntent, then the reservation", async () => {
    $successCategory.set(null);
    const navigate = vi.fn<(path: string) => void>();
    render(
      <CheckoutJourney
        deposit={200}
        holdHours={48}
        noPriceText={tenant.texts.noPrice}
        priceLabel={priceLabelOptions(tenant)}
        collector={cardCollector(tenant.payments)}
        timeZone="Australia/Sydney"
        apiBase={`${server.origin}/site`}
        search={`?car_id=${CAR.slug}`}
        navigate={navigate}
      />,
    );
    await screen.findByRole('heading', { name: '2024 MG MG4 Essence' });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Alex Citizen' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'alex.stripe@example.com' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0412 345 678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    // The car is claimed and its PaymentIntent made (manual capture, on the dealer's account) first.
    await cardFrame();
    const [intent] = stripe.intents();
    expect(intent).toMatchObject({ amount: 20_000, currency: 'aud', capture_method: 'manual', account: ACCOUNT });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /Pay your deposit/ }));
    expect(screen.getByText('Your deposit is 100% refundable.')).toBeTruthy();
    // No card field, and no test card choice, in our page: only Stripe's frame.
    expect(document.querySelectorAll('input').length).toBe(0);

    await chooseCard('pm_card_chargeDeclined');
    const pay = await screen.findByRole('button', { name: 'Pay $200 deposit' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    expect((await screen.findByTestId('error-warning')).textContent).toBe(
      'Your card was declined. Please try another debit or credit card.',
    );

    await chooseCard('pm_card_visa');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $200 deposit' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/success'), { timeout: 5000 });
    expect(stripe.intent(intent!.id)!.status).toBe('requires_capture');
    expect(stripe.calls).toContain(`POST /v1/payment_intents/${intent!.id}/confirm`);
    expect($successCategory.get()).toBe('Buy Online');
    expect($successNote.get()).toMatch(
      /^\$200 authorised on your card, not taken: the car is held for you until .+\. Your deposit is 100% refundable\.$/,
    );
    const row = await server.api.db
      .selectFrom('leads')
      .select('id')
      .where('kind', '=', 'reservation')
      .executeTakeFirst();
    expect((await server.api.store.leads.read(row!.id))!.request.userData.category).toBe('Buy Online');
  });
});
