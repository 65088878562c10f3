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
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeForm, type Form, id, nested, StripeError, text } from './stripe-wire.ts';
import { StripeObjects } from './stripe-objects.ts';

type Keys = { secretKey: string; publishableKey: string };
/** A request as the stand-in reads it: which account (Stripe-Account) and whether with the secret key. */
type Call = { method: string; path: string; params: Form; account: string | null; secret: boolean };

/** A call on one PaymentIntent: read, confirm (with its client secret, as Stripe.js does), cancel, capture. */
function intentCall(
  objects: StripeObjects,
  { method, params, account, secret }: Call,
  intentId: string,
  action?: string,
) {
  const intent = objects.intentOf(account, intentId);
  if (!secret && text(params, 'client_secret') !== intent.client_secret)
    throw new StripeError(400, { type: 'invalid_request_error', message: 'The client_secret does not match.' });
  if (method === 'GET' && !action) return objects.view(intent, Object.values(nested(params, 'expand')));
  if (action === 'confirm') objects.confirm(intent, text(params, 'payment_method') ?? '');
  else if (!secret) throw new StripeError(401, { type: 'invalid_request_error', message: 'A secret key is required.' });
  else if (action === 'cancel') objects.cancel(intent);
  else if (action === 'capture') objects.capture(intent, params);
  else return null;
  return objects.view(intent);
}

/** The answer to one API call, or a StripeError. */
function route(objects: StripeObjects, call: Call) {
  const { method, path, params, account, secret } = call;
  const [, resource, intentId, action] = path.split('/').slice(1);
  if (resource === 'payment_intents' && method === 'POST' && !intentId && secret)
    return objects.create(params, account);
  const answer = resource === 'payment_intents' && intentId ? intentCall(objects, call, intentId, action) : null;
  if (answer) return answer;
  if (resource === 'refunds' && method === 'POST' && secret) return objects.refund(account, params);
  throw new StripeError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}).`,
  });
}

/** The HTTP side: the key, the first answer replayed for a repeated Idempotency-Key, errors as Stripe sends them. */
function handler(objects: StripeObjects, { secretKey, publishableKey }: Keys, calls: string[]) {
  const replies = new Map<string, { params: string; status: number; body: unknown }>();
  return async (req: IncomingMessage, res: ServerResponse) => {
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
      const method = req.method ?? 'GET';
      body = route(objects, {
        method,
        path: url.pathname,
        params: sent,
        account,
        secret: key === secretKey,
      });
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      status = error.status;
      body = { error: error.body };
    }
    if (replayKey && req.method === 'POST') replies.set(replayKey, { params: `${url.pathname} ${form}`, status, body });
    send(status, body);
  };
}

/**
 * What Stripe.js does when the shopper pays: confirm the PaymentIntent over HTTP with the
 * publishable key, its client secret and the Element's card. Answers the PaymentIntent or { error }.
 */
async function confirmInBrowser(
  port: number,
  publishableKey: string,
  clientSecret: string,
  paymentMethod: string,
  account: string | null,
) {
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
}

export async function startStripeStandIn(keys: Keys) {
  const objects = new StripeObjects();
  const calls: string[] = [];
  const handle = handler(objects, keys, calls);
  const server = createServer((req, res) => void handle(req, res).catch(() => res.writeHead(500).end()));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    /** Every PaymentIntent created, as Stripe holds it. */
    intents: () => [...objects.intents.values()],
    intent: (intentId: string) => objects.intents.get(intentId),
    /** The requests it answered, as "METHOD /path". */
    calls,
    confirm: (clientSecret: string, paymentMethod: string, account: string | null = null) =>
      confirmInBrowser(port, keys.publishableKey, clientSecret, paymentMethod, account),
    /** The shopper finishes (or fails) 3-D Secure. */
    authenticate: (intentId: string, passed: boolean) => {
      const intent = objects.intents.get(intentId)!;
      if (passed) objects.authorised(intent);
      else intent.status = 'requires_payment_method';
    },
    /** The shopper's bank disputes the captured charge. */
    dispute: (intentId: string) => {
      const intent = objects.intents.get(intentId)!;
      objects.charges.get(intent.latest_charge!)!.disputed = true;
    },
    /** Stripe's webhook event about a PaymentIntent (or its charge, for charge.* and dispute events), as JSON text. */
    event: (type: string, intentId: string, account: string | null = null) => objects.event(type, intentId, account),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
