/**
 * Deposits through Stripe (issue 34; spec/shopping.md §9: $200, held 48 hours, 100% refundable):
 * the adapter (src/api/stripe-payments.ts) through the official SDK against the STAND-IN for
 * Stripe's API (tests/stand-ins/stripe-api.ts), first on its own, then behind the lead API with
 * Stripe.js's part played over HTTP as Stripe.js does it (confirm with the publishable key and the
 * client secret) and webhooks signed with the SDK's test header helper. Nothing else stands in.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { stripePayments } from '../../src/api/stripe-payments.ts';
import { startStripeStandIn, type StripeStandIn } from '../stand-ins/stripe-api.ts';
import { call, startLeadApi, until, type LeadApiStack } from './lead-api-harness.ts';
import { reservation } from './lead-api-shopper.ts';
import { AT_CAP } from '../../src/api/routes/reservations.ts';

const SECRET_KEY = 'sk_test_standin';
const PUBLISHABLE_KEY = 'pk_test_standin';
const WEBHOOK_SECRET = 'whsec_standinsecret';
const request = (id: string) => ({
  amountCents: 20_000,
  currency: 'AUD' as const,
  token: null,
  description: 'Deposit to reserve 2022 Nissan Navara',
  reservationId: id,
  idempotencyKey: `${id}:authorise`,
});

let stripe: StripeStandIn;
const adapter = (account: string | null = null) =>
  stripePayments({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    account,
    host: '127.0.0.1',
    port: stripe.port,
    protocol: 'http',
  });

beforeAll(async () => {
  stripe = await startStripeStandIn({ secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY });
});
afterAll(() => stripe.close());

describe('the Stripe adapter', () => {
  it('creates a manual-capture PaymentIntent once per idempotency key, for the browser to confirm', async () => {
    const payments = adapter();
    const first = await payments.authorise(request('r-create'));
    const again = await payments.authorise(request('r-create'));
    expect(first).toMatchObject({ ok: 'confirm', clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/) });
    expect(again).toEqual(first);
    const intent = stripe.intents().filter((i) => i.metadata.reservation_id === 'r-create');
    expect(intent).toHaveLength(1);
    expect(intent[0]).toMatchObject({
      amount: 20_000,
      currency: 'aud',
      capture_method: 'manual',
      status: 'requires_payment_method',
    });
    expect(await payments.status(intent[0]!.id)).toEqual({ state: 'pending' });
  });

  it('refuses a card token: cards go to Stripe from its own fields only', async () => {
    expect(await adapter().authorise({ ...request('r-token'), token: 'tok_visa' })).toMatchObject({ ok: false });
    expect(stripe.intents().filter((i) => i.metadata.reservation_id === 'r-token')).toHaveLength(0);
  });

  it('reads the authorisation back, then captures, refunds and sees a dispute', async () => {
    const payments = adapter();
    const started = await payments.authorise(request('r-capture'));
    if (started.ok !== 'confirm') throw new Error('expected a client secret');
    expect((await stripe.confirm(started.clientSecret, 'pm_card_visa')).status).toBe('requires_capture');
    expect(await payments.status(started.reference)).toEqual({
      state: 'authorised',
      amountCents: 20_000,
      cardFingerprint: 'fpVisa4242',
    });
    await payments.capture(started.reference, 'r-capture:capture');
    expect(await payments.status(started.reference)).toEqual({ state: 'captured' });
    await payments.refund(started.reference, 'r-capture:refund');
    await payments.refund(started.reference, 'r-capture:refund'); // replayed, not refunded twice
    expect(await payments.status(started.reference)).toEqual({ state: 'refunded' });
    stripe.dispute(started.reference);
    expect(await payments.status(started.reference)).toEqual({ state: 'disputed' });
  });

  it('cancels to release, and a second release is not an error', async () => {
    const payments = adapter();
    const started = await payments.authorise(request('r-cancel'));
    if (started.ok !== 'confirm') throw new Error('expected a client secret');
    await stripe.confirm(started.clientSecret, 'pm_card_mastercard');
    await payments.release(started.reference, 'r-cancel:release');
    await payments.release(started.reference, 'r-cancel:release-again');
    expect(stripe.intent(started.reference)?.status).toBe('canceled');
    expect(await payments.status(started.reference)).toEqual({ state: 'released' });
  });

  it("acts on a Connect account's PaymentIntents only with that account", async () => {
    const dealer = adapter('acct_1Dealer');
    const started = await dealer.authorise(request('r-connect'));
    if (started.ok !== 'confirm') throw new Error('expected a client secret');
    expect(stripe.intent(started.reference)).toMatchObject({ account: 'acct_1Dealer' });
    await expect(adapter().status(started.reference)).rejects.toThrow(/No such payment_intent/);
    expect(await dealer.status(started.reference)).toEqual({ state: 'pending' });
  });

  it('verifies webhook signatures with constructEvent and names the PaymentIntent of the event', async () => {
    const payments = adapter();
    const started = await payments.authorise(request('r-event'));
    if (started.ok === false) throw new Error('expected a PaymentIntent');
    const payload = stripe.event('payment_intent.amount_capturable_updated', started.reference);
    const signed = {
      'stripe-signature': new Stripe(SECRET_KEY).webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    };
    expect(payments.eventReference!(payload, signed)).toBe(started.reference);
    const forged = {
      'stripe-signature': new Stripe(SECRET_KEY).webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }),
    };
    expect(() => payments.eventReference!(payload, forged)).toThrow(/signature/i);
    // One Connect endpoint hears every account: another account's event is not this site's.
    expect(adapter('acct_1Other').eventReference!(payload, signed)).toBeNull();
  });
});

describe('reserving through the lead API with Stripe', () => {
  let shop: Tenant;
  let stack: LeadApiStack<ReturnType<typeof adapter>>;
  let clock = Date.now();

  beforeAll(async () => {
    const { tenants } = await loadTenants('tenants');
    const base = tenants.find((t) => t.features.reservation && t.features.signIn)!;
    shop = {
      ...base,
      features: { ...base.features, gatedRoutes: [] },
      payments: { processor: 'stripe', stripe: { ...base.payments.stripe, publishableKey: PUBLISHABLE_KEY } },
    };
    const all = tenants.map((t) => (t.slug === shop.slug ? shop : t));
    stack = await startLeadApi(all, { name: 'stripe-deposits', payments: adapter(), now: () => new Date(clock) });
  });
  afterAll(() => stack?.close());

  const post = (path: string, body: unknown, headers?: Record<string, string>) =>
    call(stack.port, shop.slug, 'POST', path, body, headers);
  const deposit = (id: string) =>
    stack.api.db.selectFrom('deposits').selectAll().where('reservation_id', '=', id).executeTakeFirstOrThrow();
  const webhook = (type: string, intent: string) => {
    const payload = stripe.event(type, intent);
    const signature = new Stripe(SECRET_KEY).webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return call(stack.port, shop.slug, 'POST', '/api/payments/stripe/events', payload, {
      'Stripe-Signature': signature,
    });
  };
  /** POST /api/reservations as the Stripe form sends it: no card token. */
  const reserve = async (carId: number, phone: string) => {
    const { payment: _token, ...body } = reservation(carId, phone);
    return post('/api/reservations', body);
  };

  it('answers a client secret, and stores the reservation once Stripe says the card is held', async () => {
    const started = await reserve(5, '0412 610 001');
    expect(started).toMatchObject({ status: 202, body: { client_secret: expect.any(String), deposit: 200 } });
    const id = started.body.reservation_id as string;
    expect((await post(`/api/reservations/${id}/confirm`, {})).body).toMatchObject({ status: 'pending' });
    await stripe.confirm(started.body.client_secret, 'pm_card_visa');
    const held = await post(`/api/reservations/${id}/confirm`, {});
    expect(held).toMatchObject({ status: 201, body: { reservation_id: id, deposit: 200 } });
    expect(held.body.held_until).toBe(new Date(clock + 48 * 3_600_000).toISOString());
    expect((await post(`/api/reservations/${id}/confirm`, {})).body.lead_id).toBe(held.body.lead_id);
    const reference = (await deposit(id)).reference!;
    expect(await deposit(id)).toMatchObject({ state: 'held', processor: 'stripe' });
    await until(() => stack.receiver.delivered(`/hook/${shop.slug}`).length > 0);
    const lead = JSON.parse(stack.receiver.delivered(`/hook/${shop.slug}`).at(-1)!.body);
    expect(lead.fields).toMatchObject({
      deposit_amount: 200,
      deposit_reference: reference,
      deposit_held_until: held.body.held_until,
    });
    await until(() => stack.receiver.delivered(`/adf/${shop.slug}`).length > 0);
    expect(stack.receiver.delivered(`/adf/${shop.slug}`).at(-1)!.body).toContain(
      `Deposit: $200 authorised on the shopper&apos;s card`,
    );
  });

  it("cancels the PaymentIntent of a second car on a card that holds one (the card's fingerprint, per shopper)", async () => {
    const started = await reserve(17, '0412 610 009');
    await stripe.confirm(started.body.client_secret, 'pm_card_visa');
    const refused = await post(`/api/reservations/${started.body.reservation_id}/confirm`, {});
    expect(refused).toMatchObject({ status: 409, body: { error: AT_CAP } });
    const reference = (await deposit(started.body.reservation_id)).reference!;
    expect(stripe.intent(reference)?.status).toBe('canceled');
    expect(await deposit(started.body.reservation_id)).toMatchObject({
      state: 'released',
      reason: 'card holds enough cars',
    });
  });

  it('refuses a card token for a Stripe site, and a confirmation for another site or none', async () => {
    expect((await post('/api/reservations', reservation(7, '0412 610 002'))).status).toBe(400);
    expect((await post('/api/reservations/00000000-0000-4000-8000-000000000000/confirm', {})).status).toBe(404);
  });

  it('lets the shopper try another card after a decline, on the same PaymentIntent', async () => {
    const started = await reserve(7, '0412 610 003');
    const declined = await stripe.confirm(started.body.client_secret, 'pm_card_chargeDeclined');
    expect(declined.error).toMatchObject({ type: 'card_error', code: 'card_declined' });
    expect((await post(`/api/reservations/${started.body.reservation_id}/confirm`, {})).status).toBe(202);
    await stripe.confirm(started.body.client_secret, 'pm_card_mastercard');
    expect((await post(`/api/reservations/${started.body.reservation_id}/confirm`, {})).status).toBe(201);
  });

  it('stores the reservation from the webhook when 3-D Secure ends after the shopper has gone', async () => {
    const started = await reserve(11, '0412 610 004');
    const id = started.body.reservation_id as string;
    await stripe.confirm(started.body.client_secret, 'pm_card_threeDSecure2Required');
    const reference = (await deposit(id)).reference!;
    expect(stripe.intent(reference)?.status).toBe('requires_action');
    stripe.authenticate(reference, true);
    const forged = await call(
      stack.port,
      shop.slug,
      'POST',
      '/api/payments/stripe/events',
      stripe.event('payment_intent.amount_capturable_updated', reference),
      {
        'Stripe-Signature': 't=1,v1=00',
      },
    );
    expect(forged.status).toBe(400);
    expect((await deposit(id)).state).toBe('confirming');
    expect((await webhook('payment_intent.amount_capturable_updated', reference)).status).toBe(200);
    expect(await deposit(id)).toMatchObject({ state: 'held' });
    expect(await stack.api.store.reservations.stored(id)).toMatchObject({ leadId: expect.any(String) });
  });

  it("records what the dealer does in Stripe's dashboard: capture, refund, and the bank's dispute", async () => {
    const started = await reserve(14, '0412 610 005');
    await stripe.confirm(started.body.client_secret, 'pm_card_visa_debit');
    const id = started.body.reservation_id as string;
    await post(`/api/reservations/${id}/confirm`, {});
    const reference = (await deposit(id)).reference!;
    const dashboard = adapter();
    await dashboard.capture(reference, `dashboard-${id}-capture`);
    await webhook('payment_intent.succeeded', reference);
    expect((await deposit(id)).state).toBe('captured');
    await dashboard.refund(reference, `dashboard-${id}-refund`);
    await webhook('charge.refunded', reference);
    expect((await deposit(id)).state).toBe('refunded');
    stripe.dispute(reference);
    await webhook('charge.dispute.created', reference);
    expect((await deposit(id)).state).toBe('disputed');
  });

  it('cancels a PaymentIntent nobody confirmed once the claim runs out, and a hold after its 48 hours', async () => {
    const abandoned = await reserve(15, '0412 610 006');
    const kept = await reserve(16, '0412 610 007');
    await stripe.confirm(kept.body.client_secret, 'pm_card_mastercard_debit');
    await post(`/api/reservations/${kept.body.reservation_id}/confirm`, {});
    const [idle, held] = [abandoned.body.reservation_id as string, kept.body.reservation_id as string];
    clock += 16 * 60_000;
    await stack.api.sweepDeposits();
    expect(await deposit(idle)).toMatchObject({ state: 'released', reason: 'no reservation' });
    expect(stripe.intent((await deposit(idle)).reference!)?.status).toBe('canceled');
    expect((await deposit(held)).state).toBe('held');
    clock += 48 * 3_600_000;
    await stack.api.sweepDeposits();
    expect(await deposit(held)).toMatchObject({ state: 'released', reason: 'expired' });
    expect(stripe.intent((await deposit(held)).reference!)?.status).toBe('canceled');
    expect((await reserve(16, '0412 610 008')).status).toBe(202);
  });
});
