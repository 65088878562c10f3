/**
 * Taking reservation deposits. A deposit is authorised with manual capture (a hold on the card: a
 * Stripe PaymentIntent with capture_method=manual), then either captured or released; money
 * captured can be refunded. Every call carries an idempotency key, so a call repeated after a
 * timeout or a crash does not act twice (Stripe's Idempotency-Key header), and `authorise` asked
 * again with its key and request answers the first reference: how a hold a crash left behind is
 * found and released (deposits.ts). The adapters: stripe-payments.ts, and the test processor below.
 *
 * The test processor (npm start, tests, `npm run api -- --dev`) never charges anything: it accepts
 * the test card tokens and declines 'tok_test_declined', like processors' sandboxes, and keeps a
 * ledger of what it did so tests can count holds kept and released.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { CARD_MESSAGES, TEST_CARD_TOKENS } from '../lib/leads/reservation.ts';

export type AuthoriseRequest = {
  amountCents: number;
  currency: 'AUD';
  /** The card as the test processor's form tokenised it; null where the processor's own browser fields confirm the payment (Stripe). */
  token: string | null;
  description: string;
  /** Our reservation's id, kept with the payment at the processor (Stripe: metadata.reservation_id). */
  reservationId: string;
  idempotencyKey: string;
};

export type AuthoriseResult =
  | {
      ok: true;
      /** The processor's id for the hold (a PaymentIntent id): what release, capture and refund take. */
      reference: string;
      /** The processor's fingerprint of the card (the same for every token of one card), or null if it has none. */
      cardFingerprint: string | null;
    }
  /** The payment exists, and the shopper's browser confirms it with the processor's own fields (Stripe.js). */
  | { ok: 'confirm'; reference: string; clientSecret: string }
  | { ok: false; message: string };

/** Where a deposit stands at the processor. */
export type ProcessorState =
  /** Waiting for the shopper: card details, 3-D Secure, or another card after a decline. */
  | { state: 'pending' }
  | { state: 'authorised'; amountCents: number; cardFingerprint: string | null }
  | { state: 'released' }
  | { state: 'captured' }
  | { state: 'refunded' }
  /** The shopper's bank is disputing the captured deposit. */
  | { state: 'disputed' };

export interface PaymentProcessor {
  /** Stored with each deposit: which adapter holds it. */
  readonly name: 'test' | 'stripe';
  /** Holds `amountCents` on the card without taking it (manual capture), or starts a payment the browser confirms. A declined card is `ok: false`, not an error. */
  authorise(request: AuthoriseRequest): Promise<AuthoriseResult>;
  /** Where the payment stands now (a webhook, or the browser, only says that it may have changed). */
  status(reference: string): Promise<ProcessorState>;
  /** Voids a hold that was not captured (Stripe: cancel the PaymentIntent); releasing one twice is not an error. */
  release(reference: string, idempotencyKey: string): Promise<void>;
  /** Takes the held money: all of it, or `amountCents` of it. */
  capture(reference: string, idempotencyKey: string, amountCents?: number): Promise<void>;
  /** Pays back captured money: all of it, or `amountCents` of it. */
  refund(reference: string, idempotencyKey: string, amountCents?: number): Promise<void>;
  /**
   * A webhook from the processor, its signature checked: the reference of the payment it is about,
   * or null for an event about none. Throws when the signature is wrong.
   */
  eventReference?(payload: string, headers: IncomingHttpHeaders): string | null;
}

export type LedgerEntry = {
  reference: string;
  amountCents: number;
  state: 'authorised' | 'released' | 'captured' | 'refunded';
};

const ACCEPTED = new Set<string>(Object.values(TEST_CARD_TOKENS).filter((t) => t !== TEST_CARD_TOKENS.declined));

/** `delayMs`: how long each authorisation takes (a real processor takes hundreds of ms; tests widen races with it). */
export function testPaymentProcessor({ delayMs = 0 }: { delayMs?: number } = {}) {
  const ledger = new Map<string, LedgerEntry>();
  const byKey = new Map<string, AuthoriseResult>();
  const fingerprints = new Map<string, string>();
  const entry = (reference: string) => {
    const found = ledger.get(reference);
    if (!found) throw new Error(`no authorisation ${reference}`);
    return found;
  };
  function authoriseNow({ amountCents, token }: AuthoriseRequest): AuthoriseResult {
    if (token === TEST_CARD_TOKENS.declined) return { ok: false, message: CARD_MESSAGES.declined };
    if (token === null || !ACCEPTED.has(token)) return { ok: false, message: CARD_MESSAGES.unreadable };
    const reference = `test_${randomUUID()}`;
    const cardFingerprint = createHash('sha256').update(token).digest('hex').slice(0, 16);
    ledger.set(reference, { reference, amountCents, state: 'authorised' });
    fingerprints.set(reference, cardFingerprint);
    return { ok: true, reference, cardFingerprint };
  }
  const processor: PaymentProcessor = {
    name: 'test',
    async authorise(request) {
      if (delayMs > 0) await new Promise((done) => setTimeout(done, delayMs));
      const result = byKey.get(request.idempotencyKey) ?? authoriseNow(request);
      byKey.set(request.idempotencyKey, result);
      return result;
    },
    async status(reference) {
      // Its ledger lives in memory: a hold from before a restart is gone, as if released.
      const found = ledger.get(reference);
      if (!found) return { state: 'released' };
      if (found.state === 'authorised')
        return { state: 'authorised', amountCents: found.amountCents, cardFingerprint: fingerprints.get(reference)! };
      return { state: found.state };
    },
    async release(reference) {
      const found = ledger.get(reference);
      if (!found) return;
      if (found.state === 'captured' || found.state === 'refunded') throw new Error(`${reference} was captured`);
      found.state = 'released';
    },
    async capture(reference, _key, amountCents) {
      const found = entry(reference);
      if (found.state === 'released') throw new Error(`${reference} was released`);
      found.state = 'captured';
      if (amountCents !== undefined) found.amountCents = amountCents;
    },
    async refund(reference) {
      const found = entry(reference);
      if (found.state !== 'captured' && found.state !== 'refunded') throw new Error(`${reference} was not captured`);
      found.state = 'refunded';
    },
  };
  return Object.assign(processor, {
    /** Every authorisation, by reference (tests count those kept and those released). */
    ledger,
  });
}

/** @internal Exported for its tests. */
export type TestPaymentProcessor = ReturnType<typeof testPaymentProcessor>;
