/**
 * The STAND-IN for Stripe's API (stripe-api.ts): the objects and wire format it shares with the
 * SDK and Stripe.js. Stripe's test PaymentMethods (each card its own fingerprint), its error
 * bodies, and its form encoding of parameters.
 */
import { randomBytes } from 'node:crypto';

export type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  latest_charge: string | null;
  livemode: false;
};
export type Charge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  disputed: boolean;
  payment_intent: string;
};

export const CARDS: Record<
  string,
  { fingerprint: string; brand: string; last4: string; outcome: 'ok' | 'declined' | '3ds' }
> = {
  pm_card_visa: { fingerprint: 'fpVisa4242', brand: 'visa', last4: '4242', outcome: 'ok' },
  pm_card_mastercard: { fingerprint: 'fpMc4444', brand: 'mastercard', last4: '4444', outcome: 'ok' },
  pm_card_visa_debit: { fingerprint: 'fpVisaDebit5556', brand: 'visa', last4: '5556', outcome: 'ok' },
  pm_card_mastercard_debit: { fingerprint: 'fpMcDebit8210', brand: 'mastercard', last4: '8210', outcome: 'ok' },
  pm_card_au: { fingerprint: 'fpAu0000', brand: 'visa', last4: '0000', outcome: 'ok' },
  pm_card_chargeDeclined: { fingerprint: 'fpDecl0002', brand: 'visa', last4: '0002', outcome: 'declined' },
  pm_card_threeDSecure2Required: { fingerprint: 'fp3ds3155', brand: 'visa', last4: '3155', outcome: '3ds' },
};
export const CANCELLABLE = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
  'processing',
];

/** An error as Stripe answers it: its HTTP status, and the body's `error` object. */
export class StripeError extends Error {
  readonly status: number;
  readonly body: Record<string, string>;
  constructor(status: number, body: Record<string, string>) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}
export const unexpectedState = (intent: Intent, action: string) =>
  new StripeError(400, {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message: `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
  });

export type Form = { [key: string]: string | Form };

/** Stripe's form encoding: a[b]=1&c[0]=x → { a: { b: '1' }, c: { 0: 'x' } }. */
export function decodeForm(text: string): Form {
  const out: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    for (const part of path.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Form;
    }
    node[path.at(-1)!] = value;
  }
  return out;
}

export const text = (form: Form, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value : undefined;
};
export const nested = (form: Form, name: string) => {
  const value = form[name];
  return typeof value === 'object' ? (value as Record<string, string>) : {};
};

export const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
