/**
 * STAND-IN for Stripe's API (api.stripe.com), for tests only: these machines cannot reach Stripe.
 * A small local HTTP server answering the calls the official SDK (our adapter) and Stripe.js make,
 * as Stripe documents them: form-encoded requests with a Bearer key, JSON answers, errors as
 * { error: { type, code, decline_code, message } }, the first answer replayed for a repeated
 * Idempotency-Key, objects scoped to the Stripe-Account header (Connect), and PaymentIntents that
 * move through Stripe's states. Cards are Stripe's test PaymentMethods: pm_card_visa,
 * pm_card_mastercard, pm_card_visa_debit, pm_card_mastercard_debit, pm_card_au (each a card of its
 * own, with its own fingerprint), pm_card_chargeDeclined and pm_card_threeDSecure2Required.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CANCELLABLE,
  CARDS,
  type Charge,
  decodeForm,
  type Form,
  id,
  type Intent,
  nested,
  StripeError,
  text,
  unexpectedState,
} from './stripe-wire.ts';

export async function startStripeStandIn({ secretKey, publishableKey }: { secretKey: string; publishableKey: string }) {
  const intents = new Map<string, Intent & { account: string | null }>();
  const charges = new Map<string, Charge>();
  const replies = new Map<string, { params: string; status: number; body: unknown }>();
  const calls: string[] = [];

  function intentOf(account: string | null, intentId: string) {
    const found = intents.get(intentId);
    if (!found || found.account !== account)
      throw new StripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such payment_intent: '${intentId}'`,
      });
    return found;
  }
  const view = ({ account: _account, ...intent }: Intent & { account: string | null }, expand: string[] = []) => ({
    ...intent,
    payment_method:
      expand.includes('payment_method') && intent.payment_method
        ? { id: intent.payment_method, object: 'payment_method', type: 'card', card: CARDS[intent.payment_method] }
        : intent.payment_method,
    latest_charge:
      expand.includes('latest_charge') && intent.latest_charge
        ? charges.get(intent.latest_charge)
        : intent.latest_charge,
  });

  /** Confirms with a card, as Stripe.js does from the Payment Element. */
  function confirmWith(intent: Intent, paymentMethod: string) {
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status))
      throw unexpectedState(intent, 'confirm');
    const card = CARDS[paymentMethod];
    if (!card)
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such PaymentMethod: '${paymentMethod}'`,
      });
    intent.payment_method = paymentMethod;
    if (card.outcome === 'declined') {
      intent.status = 'requires_payment_method';
      throw new StripeError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      });
    }
    if (card.outcome === '3ds') intent.status = 'requires_action';
    else authorised(intent);
  }
  function authorised(intent: Intent) {
    intent.status = 'requires_capture';
    intent.amount_capturable = intent.amount;
  }

  function route(method: string, path: string, params: Form, account: string | null, secret: boolean) {
    const [, resource, intentId, action] = path.split('/').slice(1);
    if (resource === 'payment_intents' && method === 'POST' && !intentId && secret) {
      const intent = {
        id: id('pi'),
        object: 'payment_intent' as const,
        amount: Number(text(params, 'amount')),
        amount_capturable: 0,
        amount_received: 0,
        currency: text(params, 'currency') ?? '',
        capture_method: text(params, 'capture_method') ?? 'automatic_async',
        status: 'requires_payment_method',
        client_secret: '',
        description: text(params, 'description') ?? null,
        metadata: nested(params, 'metadata'),
        payment_method: null,
        latest_charge: null,
        livemode: false as const,
        account,
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
      intents.set(intent.id, intent);
      return view(intent);
    }
    if (resource === 'payment_intents' && intentId) {
      const intent = intentOf(account, intentId);
      if (!secret && text(params, 'client_secret') !== intent.client_secret)
        throw new StripeError(400, { type: 'invalid_request_error', message: 'The client_secret does not match.' });
      if (method === 'GET' && !action) return view(intent, Object.values(nested(params, 'expand')));
      if (action === 'confirm') {
        confirmWith(intent, text(params, 'payment_method') ?? '');
        return view(intent);
      }
      if (!secret) throw new StripeError(401, { type: 'invalid_request_error', message: 'A secret key is required.' });
      if (action === 'cancel') {
        if (!CANCELLABLE.includes(intent.status)) throw unexpectedState(intent, 'cancel');
        intent.status = 'canceled';
        intent.amount_capturable = 0;
        return view(intent);
      }
      if (action === 'capture') {
        if (intent.status !== 'requires_capture') throw unexpectedState(intent, 'capture');
        const amount = Number(text(params, 'amount_to_capture') ?? intent.amount_capturable);
        const charge: Charge = {
          id: id('ch'),
          object: 'charge',
          amount,
          amount_refunded: 0,
          refunded: false,
          disputed: false,
          payment_intent: intent.id,
        };
        charges.set(charge.id, charge);
        Object.assign(intent, {
          status: 'succeeded',
          amount_received: amount,
          amount_capturable: 0,
          latest_charge: charge.id,
        });
        return view(intent);
      }
    }
    if (resource === 'refunds' && method === 'POST' && secret) {
      const intent = intentOf(account, text(params, 'payment_intent') ?? '');
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!charge)
        throw new StripeError(400, {
          type: 'invalid_request_error',
          code: 'charge_not_captured',
          message: 'This PaymentIntent has no captured charge to refund.',
        });
      const amount = Number(text(params, 'amount') ?? charge.amount - charge.amount_refunded);
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
      return {
        id: id('re'),
        object: 'refund',
        amount,
        payment_intent: intent.id,
        charge: charge.id,
        status: 'succeeded',
      };
    }
    throw new StripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = req.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString();
    // Stripe.js sends its publishable key and the connected account in the form (`key`, `_stripe_account`).
    const sent = decodeForm(form);
    const key = String(req.headers.authorization ?? '').replace(/^Bearer /, '') || (text(sent, 'key') ?? '');
    const account = (req.headers['stripe-account'] as string | undefined) ?? text(sent, '_stripe_account') ?? null;
    const send = (status: number, body: unknown) =>
      res
        .writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': id('req'),
          // As Stripe's API answers Stripe.js in the shopper's browser, on another origin.
          'Access-Control-Allow-Origin': '*',
        })
        .end(JSON.stringify(body));
    if (key !== secretKey && key !== publishableKey)
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    calls.push(`${req.method} ${url.pathname}`);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const replayKey = idempotencyKey && `${account} ${idempotencyKey}`;
    const earlier = replayKey ? replies.get(replayKey) : undefined;
    if (earlier && earlier.params !== `${url.pathname} ${form}`)
      return send(400, {
        error: {
          type: 'idempotency_error',
          message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        },
      });
    if (earlier) return send(earlier.status, earlier.body);
    let status = 200;
    let body: unknown;
    try {
      body = route(req.method ?? 'GET', url.pathname, sent, account, key === secretKey);
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      status = error.status;
      body = { error: error.body };
    }
    if (replayKey && req.method === 'POST') replies.set(replayKey, { params: `${url.pathname} ${form}`, status, body });
    send(status, body);
  }

  const server = createServer((req, res) => void handle(req, res).catch(() => res.writeHead(500).end()));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;

  /** Stripe's webhook event about a PaymentIntent (or its charge, for charge.* and dispute events), as JSON text. */
  function event(type: string, intentId: string, account: string | null = null): string {
    const intent = intents.get(intentId)!;
    const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
    const object = type.startsWith('charge.dispute')
      ? { id: id('dp'), object: 'dispute', charge: charge?.id, payment_intent: intent.id, status: 'needs_response' }
      : type.startsWith('charge.')
        ? charge
        : view(intent);
    return JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      ...(account ? { account } : {}),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
  }

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    /** Every PaymentIntent created, as Stripe holds it. */
    intents: () => [...intents.values()],
    intent: (intentId: string) => intents.get(intentId),
    /** The requests it answered, as "METHOD /path". */
    calls,
    /**
     * What Stripe.js does when the shopper pays: confirm the PaymentIntent over HTTP with the
     * publishable key, its client secret and the Element's card. Answers the PaymentIntent or { error }.
     */
    confirm: async (clientSecret: string, paymentMethod: string, account: string | null = null) => {
      const intentId = clientSecret.split('_secret_')[0]!;
      const response = await fetch(`http://127.0.0.1:${port}/v1/payment_intents/${intentId}/confirm`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${publishableKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(account ? { 'Stripe-Account': account } : {}),
        },
        body: new URLSearchParams({ client_secret: clientSecret, payment_method: paymentMethod }),
      });
      return (await response.json()) as { status?: string; error?: Record<string, string> };
    },
    /** The shopper finishes (or fails) 3-D Secure. */
    authenticate: (intentId: string, passed: boolean) => {
      const intent = intents.get(intentId)!;
      if (passed) authorised(intent);
      else intent.status = 'requires_payment_method';
    },
    /** The shopper's bank disputes the captured charge. */
    dispute: (intentId: string) => {
      const intent = intents.get(intentId)!;
      charges.get(intent.latest_charge!)!.disputed = true;
    },
    event,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
