/**
 * Deposits through Stripe (docs/payments.md), with the official SDK: each deposit a PaymentIntent
 * with capture_method=manual, created when the car is claimed and confirmed by the shopper's browser
 * with Stripe.js (the card never reaches us); cancelled to release it, captured or refunded as the
 * dealer decides, every call with an idempotency key. With Connect (`account`) every call acts on
 * the dealer's connected account with the platform's key. Webhooks are verified with the SDK's
 * constructEvent and name the PaymentIntent they are about; its state is then read back, not taken
 * from the event.
 */
import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { CARD_MESSAGES } from '../lib/leads/reservation.ts';
import type { AuthoriseRequest, AuthoriseResult, PaymentProcessor, ProcessorState } from './payments.ts';

export type StripeSettings = {
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_…); null: this account's webhooks are refused. */
  webhookSecret: string | null;
  /** Connect: the dealer's connected account; null: the key's own account. */
  account: string | null;
  /** Where the API is (tests point it at a stand-in; production leaves Stripe's own). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
};

/** What the event's object says it is about: a PaymentIntent, or the charge, refund or dispute of one. */
function paymentOf(object: unknown): string | null {
  const found = object as { object?: string; id?: string; payment_intent?: string | { id: string } | null };
  if (found.object === 'payment_intent') return found.id ?? null;
  const intent = found.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

function stateOf(intent: Stripe.PaymentIntent): ProcessorState {
  if (intent.status === 'requires_capture') {
    const method = intent.payment_method as Stripe.PaymentMethod | string | null;
    const cardFingerprint = typeof method === 'object' ? (method?.card?.fingerprint ?? null) : null;
    return { state: 'authorised', amountCents: intent.amount_capturable, cardFingerprint };
  }
  if (intent.status === 'canceled') return { state: 'released' };
  if (intent.status !== 'succeeded') return { state: 'pending' };
  const charge = intent.latest_charge as Stripe.Charge | string | null;
  if (typeof charge === 'object' && charge?.disputed) return { state: 'disputed' };
  if (typeof charge === 'object' && charge && charge.amount_refunded > 0) return { state: 'refunded' };
  return { state: 'captured' };
}

/** The SDK's client, at Stripe or at the host the settings name. */
function stripeClient({ secretKey, host, port, protocol }: StripeSettings): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Forecourt' },
    ...(host ? { host } : {}),
    ...(port ? { port } : {}),
    ...(protocol ? { protocol } : {}),
  });
}

type On = (idempotencyKey?: string) => Stripe.RequestOptions;

/** A manual-capture PaymentIntent for the deposit, for Stripe.js to confirm in the browser. */
async function createIntent(stripe: Stripe, on: On, request: AuthoriseRequest): Promise<AuthoriseResult> {
  // Card details go to Stripe from its own fields in the browser, never through us.
  if (request.token !== null) return { ok: false, message: CARD_MESSAGES.unreadable };
  const intent = await stripe.paymentIntents.create(
    {
      amount: request.amountCents,
      currency: request.currency.toLowerCase(),
      capture_method: 'manual',
      allowed_payment_method_types: ['card'],
      description: request.description,
      metadata: { reservation_id: request.reservationId },
    },
    on(request.idempotencyKey),
  );
  if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} came without a client secret`);
  return { ok: 'confirm', reference: intent.id, clientSecret: intent.client_secret };
}

/** The PaymentIntent a webhook names, once its signature is checked; null for another account's event. */
function eventReference(stripe: Stripe, settings: StripeSettings, payload: string, headers: IncomingHttpHeaders) {
  if (!settings.webhookSecret) throw new Error('no webhook signing secret is set for this Stripe account');
  const signature = headers['stripe-signature'] ?? '';
  const event = stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret);
  // A Connect endpoint hears every connected account: only this site's account's events are its.
  if ((event.account ?? null) !== settings.account) return null;
  return paymentOf(event.data.object);
}

export function stripePayments(settings: StripeSettings): PaymentProcessor {
  const stripe = stripeClient(settings);
  const on: On = (idempotencyKey) => ({
    ...(idempotencyKey ? { idempotencyKey } : {}),
    ...(settings.account ? { stripeAccount: settings.account } : {}),
  });
  const status = async (reference: string) =>
    stateOf(await stripe.paymentIntents.retrieve(reference, { expand: ['payment_method', 'latest_charge'] }, on()));
  return {
    name: 'stripe',
    authorise: (request) => createIntent(stripe, on, request),
    status,
    async release(reference, idempotencyKey) {
      try {
        await stripe.paymentIntents.cancel(reference, {}, on(idempotencyKey));
      } catch (error) {
        // Cancelled already (by the dealer, or Stripe after 7 days): released, as asked.
        if ((await status(reference).catch(() => null))?.state !== 'released') throw error;
      }
    },
    async capture(reference, idempotencyKey, amountCents) {
      const params = amountCents === undefined ? {} : { amount_to_capture: amountCents };
      await stripe.paymentIntents.capture(reference, params, on(idempotencyKey));
    },
    async refund(reference, idempotencyKey, amountCents) {
      const params = { payment_intent: reference, ...(amountCents === undefined ? {} : { amount: amountCents }) };
      await stripe.refunds.create(params, on(idempotencyKey));
    },
    eventReference: (payload, headers) => eventReference(stripe, settings, payload, headers),
  };
}
