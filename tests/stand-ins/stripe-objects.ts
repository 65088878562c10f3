/**
 * The STAND-IN for Stripe's API (stripe-api.ts): the PaymentIntents and charges it holds, each
 * intent in one account (Connect), moved through Stripe's states as Stripe documents them, and the
 * webhook events about them.
 */
import { randomBytes } from 'node:crypto';
import {
  CANCELLABLE,
  CARDS,
  type Charge,
  type Form,
  id,
  type Intent,
  nested,
  StripeError,
  text,
  unexpectedState,
} from './stripe-wire.ts';

type HeldIntent = Intent & { account: string | null };

const missing = (message: string) =>
  new StripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message });

export class StripeObjects {
  readonly intents = new Map<string, HeldIntent>();
  readonly charges = new Map<string, Charge>();

  /** The account's PaymentIntent; another account's is as missing as an unknown one. */
  intentOf(account: string | null, intentId: string): HeldIntent {
    const found = this.intents.get(intentId);
    if (!found || found.account !== account) throw missing(`No such payment_intent: '${intentId}'`);
    return found;
  }

  /** The intent as Stripe answers it, with the fields asked for expanded. */
  view({ account: _account, ...intent }: HeldIntent, expand: string[] = []) {
    const method = intent.payment_method;
    return {
      ...intent,
      payment_method:
        expand.includes('payment_method') && method
          ? { id: method, object: 'payment_method', type: 'card', card: CARDS[method] }
          : method,
      latest_charge:
        expand.includes('latest_charge') && intent.latest_charge
          ? this.charges.get(intent.latest_charge)
          : intent.latest_charge,
    };
  }

  create(params: Form, account: string | null) {
    const intentId = id('pi');
    const intent: HeldIntent = {
      id: intentId,
      object: 'payment_intent',
      amount: Number(text(params, 'amount')),
      amount_capturable: 0,
      amount_received: 0,
      currency: text(params, 'currency') ?? '',
      capture_method: text(params, 'capture_method') ?? 'automatic_async',
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      description: text(params, 'description') ?? null,
      metadata: nested(params, 'metadata'),
      payment_method: null,
      latest_charge: null,
      livemode: false,
      account,
    };
    this.intents.set(intent.id, intent);
    return this.view(intent);
  }

  /** Confirms with a card, as Stripe.js does from the Payment Element. */
  confirm(intent: Intent, paymentMethod: string): void {
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
    else this.authorised(intent);
  }

  authorised(intent: Intent): void {
    intent.status = 'requires_capture';
    intent.amount_capturable = intent.amount;
  }

  cancel(intent: Intent): void {
    if (!CANCELLABLE.includes(intent.status)) throw unexpectedState(intent, 'cancel');
    intent.status = 'canceled';
    intent.amount_capturable = 0;
  }

  capture(intent: Intent, params: Form): void {
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
    this.charges.set(charge.id, charge);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: amount,
      amount_capturable: 0,
      latest_charge: charge.id,
    });
  }

  refund(account: string | null, params: Form) {
    const intent = this.intentOf(account, text(params, 'payment_intent') ?? '');
    const charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
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

  /** What a webhook event of `type` is about: the dispute, the charge, or the PaymentIntent itself. */
  private eventObject(type: string, intent: HeldIntent) {
    const charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    if (type.startsWith('charge.dispute'))
      return {
        id: id('dp'),
        object: 'dispute',
        charge: charge?.id,
        payment_intent: intent.id,
        status: 'needs_response',
      };
    return type.startsWith('charge.') ? charge : this.view(intent);
  }

  /** Stripe's webhook event about a PaymentIntent (or its charge, for charge.* and dispute events), as JSON text. */
  event(type: string, intentId: string, account: string | null = null): string {
    return JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      ...(account ? { account } : {}),
      data: { object: this.eventObject(type, this.intents.get(intentId)!) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
  }
}
