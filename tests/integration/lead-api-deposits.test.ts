/**
 * Deposits across API instances (issue 34; spec/shopping.md: "Reserve deposit default $200, held 48
 * hours, 100% refundable"), on two instances sharing one database, SQLite and PostgreSQL:
 * - issue 27's race with the Stripe adapter against the STAND-IN for Stripe's API
 *   (tests/stand-ins/stripe-api.ts): 30 shoppers, one car, exactly one PaymentIntent kept;
 * - the sweep both instances run: a deposit a crash left authorised with no reservation is
 *   released once its claim on the car has run out (never while it may still be completed), and
 *   a hold is released after its 48 hours, the car then free to reserve again.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { testPaymentProcessor } from '../../src/api/payments.ts';
import { stripePayments } from '../../src/api/stripe-payments.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { startStripeStandIn, type StripeStandIn } from '../stand-ins/stripe-api.ts';
import { ENGINES, call, startLeadApi, stopSharedPostgres, type LeadApiStack } from './lead-api-harness.ts';
import { reservation } from './lead-api-shopper.ts';

const SECRET_KEY = 'sk_test_standin';
const PUBLISHABLE_KEY = 'pk_test_standin';
const HOUR = 3_600_000;

let stripe: StripeStandIn;
let tenants: Tenant[];
let base: Tenant;

beforeAll(async () => {
  stripe = await startStripeStandIn({ secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY });
  ({ tenants } = await loadTenants('tenants'));
  base = tenants.find((t) => t.features.reservation && t.features.signIn)!;
});
afterAll(async () => {
  await stripe.close();
  await stopSharedPostgres();
});

/** The reserving site without sign-in in front of checkout, so 30 shoppers can race; `stripe` as its processor if asked. */
function site(withStripe: boolean): Tenant[] {
  const payments = withStripe
    ? { processor: 'stripe' as const, stripe: { ...base.payments.stripe, publishableKey: PUBLISHABLE_KEY } }
    : base.payments;
  const shop = { ...base, features: { ...base.features, gatedRoutes: [] }, payments };
  return tenants.map((t) => (t.slug === shop.slug ? shop : t));
}

const stripeAdapter = () =>
  stripePayments({
    secretKey: SECRET_KEY,
    webhookSecret: 'whsec_standinsecret',
    account: null,
    host: '127.0.0.1',
    port: stripe.port,
    protocol: 'http',
  });

describe.each(ENGINES)('two instances on %s', (engine) => {
  it('give a car to one of 30 shoppers at once and create only that PaymentIntent with Stripe', async () => {
    const all = site(true);
    const a = await startLeadApi(all, { engine, name: 'stripe-race-a', payments: stripeAdapter() });
    const b = await startLeadApi(all, {
      engine,
      name: 'stripe-race-b',
      payments: stripeAdapter(),
      database: a.database,
    });
    try {
      const before = stripe.intents().length;
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, i) => {
          const { payment: _token, ...body } = reservation(42, `0412 630 ${String(i).padStart(3, '0')}`);
          return call([a.port, b.port][i % 2]!, base.slug, 'POST', '/api/reservations', body);
        }),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([202, ...Array(29).fill(409)]);
      const created = stripe.intents().slice(before);
      expect(created).toHaveLength(1);
      const winner = replies.find((r) => r.status === 202)!.body;
      expect(created[0]).toMatchObject({
        capture_method: 'manual',
        metadata: { reservation_id: winner.reservation_id },
      });
      await stripe.confirm(winner.client_secret, 'pm_card_visa');
      const held = await call(b.port, base.slug, 'POST', `/api/reservations/${winner.reservation_id}/confirm`, {});
      expect(held.status).toBe(201);
      expect(stripe.intents().filter((i) => i.status === 'requires_capture' && i.id === created[0]!.id)).toHaveLength(
        1,
      );
    } finally {
      await a.close();
      await b.close();
    }
  });

  describe('the deposit sweep', () => {
    let clock = Date.now();
    const payments = testPaymentProcessor();
    let a: LeadApiStack;
    let b: LeadApiStack;
    /**
     * Both instances sweep: at once on PostgreSQL. On SQLite one after the other: two node:sqlite
     * connections in one process (only in this test; each instance is a process of its own in
     * production) wait for each other's write lock synchronously, blocking the event loop both need.
     */
    const sweepBoth = async () => {
      if (engine === 'postgres') await Promise.all([a.api.sweepDeposits(), b.api.sweepDeposits()]);
      else for (const stack of [a, b]) await stack.api.sweepDeposits();
    };

    beforeAll(async () => {
      const all = site(false);
      const now = () => new Date(clock);
      a = await startLeadApi(all, { engine, name: 'sweep-a', payments, now });
      b = await startLeadApi(all, { engine, name: 'sweep-b', payments, now, database: a.database });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('releases a deposit a crash left authorised without its reservation, once its claim on the car has run out', async () => {
      // What an instance leaves when it dies after the processor held the card but before it
      // wrote the processor's answer down: a claim, a deposit 'authorising', and a hold at the processor.
      const id = randomUUID();
      const now = new Date(clock);
      const { fields, userData } = reservation(21, '0412 640 001');
      const lead = {
        kind: 'reservation' as const,
        fields: { ...fields, car_id: 21 },
        userData: { ...userData, source: 'Website' as const },
      };
      const claim = { id, tenant: base.slug, carId: 21, shopperPhone: '+61412640001', cap: 1 };
      const request = {
        amountCents: 20_000,
        currency: 'AUD' as const,
        token: 'tok_test_ok',
        description: 'Deposit to reserve a car',
        reservationId: id,
        idempotencyKey: `${id}:authorise`,
      };
      await a.api.store.reservations.claim({ ...claim, until: new Date(clock + 15 * 60_000) }, now);
      await a.api.store.deposits.begin(
        {
          reservationId: id,
          tenant: base.slug,
          carId: 21,
          processor: 'test',
          amountCents: 20_000,
          authoriseRequest: request,
          pending: { claim, lead, holdHours: 48 },
        },
        now,
      );
      const held = await payments.authorise(request);
      if (held.ok !== true) throw new Error('the test processor should hold tok_test_ok');

      await sweepBoth();
      expect(payments.ledger.get(held.reference)?.state).toBe('authorised');
      expect((await a.api.store.deposits.get(id))?.state).toBe('authorising');

      clock += 16 * 60_000;
      await sweepBoth();
      expect(payments.ledger.get(held.reference)?.state).toBe('released');
      expect(await a.api.store.deposits.get(id)).toMatchObject({ state: 'released', reason: 'no reservation' });
      expect(await b.api.sweepDeposits()).toBe(0);
    });

    it('releases a hold after its 48 hours, and the car can be reserved again', async () => {
      const first = await call(a.port, base.slug, 'POST', '/api/reservations', reservation(16, '0412 640 002'));
      expect(first.status).toBe(201);
      const id = first.body.reservation_id as string;
      const reference = (await a.api.store.deposits.get(id))!.reference!;
      clock += 47 * HOUR;
      await sweepBoth();
      expect(payments.ledger.get(reference)?.state).toBe('authorised');
      expect((await call(b.port, base.slug, 'POST', '/api/reservations', reservation(16, '0412 640 003'))).status).toBe(
        409,
      );
      clock += 1 * HOUR;
      await sweepBoth();
      expect(payments.ledger.get(reference)?.state).toBe('released');
      expect(await a.api.store.deposits.get(id)).toMatchObject({ state: 'released', reason: 'expired' });
      expect((await call(b.port, base.slug, 'POST', '/api/reservations', reservation(16, '0412 640 003'))).status).toBe(
        201,
      );
    });
  });
});
