/**
 * Taking reservation deposits. A deposit is authorised with manual capture (a hold on the card,
 * e.g. a Stripe PaymentIntent with capture_method=manual), then either captured or released; money
 * captured can be refunded. Every call carries an idempotency key, so a call repeated after a
 * timeout or a crash does not act twice (Stripe's Idempotency-Key header). Production plugs a card
 * processor in behind this interface (none ships in this repository).
 *
 * The test processor (npm start, tests, `npm run api -- --dev`) never charges anything: it accepts
 * the test card tokens and declines 'tok_test_declined', like processors' sandboxes, and keeps a
 * ledger of what it did so tests can count holds kept and released.
 */
import { createHash, randomUUID } from 'node:crypto';
import { TEST_CARD_TOKENS } from '../lib/leads/reservation.ts';

type AuthoriseRequest = {
  amountCents: number;
  currency: 'AUD';
  /** The card as the processor's own browser fields tokenised it. */
  token: string;
  description: string;
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
  | { ok: false; message: string };

export interface PaymentProcessor {
  /** Holds `amountCents` on the card without taking it (manual capture). A declined card is `ok: false`, not an error. */
  authorise(request: AuthoriseRequest): Promise<AuthoriseResult>;
  /** Voids a hold that was not captured (Stripe: cancel the PaymentIntent); releasing one twice is not an error. */
  release(reference: string, idempotencyKey: string): Promise<void>;
  /** Takes the held money: all of it, or `amountCents` of it. */
  capture(reference: string, idempotencyKey: string, amountCents?: number): Promise<void>;
  /** Pays back captured money: all of it, or `amountCents` of it. */
  refund(reference: string, idempotencyKey: string, amountCents?: number): Promise<void>;
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
  const entry = (reference: string) => {
    const found = ledger.get(reference);
    if (!found) throw new Error(`no authorisation ${reference}`);
    return found;
  };
  const processor: PaymentProcessor = {
    async authorise({ amountCents, token, idempotencyKey }) {
      if (delayMs > 0) await new Promise((done) => setTimeout(done, delayMs));
      const earlier = byKey.get(idempotencyKey);
      if (earlier) return earlier;
      let result: AuthoriseResult;
      if (ACCEPTED.has(token)) {
        const reference = `test_${randomUUID()}`;
        ledger.set(reference, { reference, amountCents, state: 'authorised' });
        result = {
          ok: true,
          reference,
          cardFingerprint: createHash('sha256').update(token).digest('hex').slice(0, 16),
        };
      } else if (token === TEST_CARD_TOKENS.declined)
        result = { ok: false, message: 'Your card was declined. Please try another card.' };
      else result = { ok: false, message: 'That card could not be read. Please check the details and try again.' };
      byKey.set(idempotencyKey, result);
      return result;
    },
    async release(reference) {
      const found = entry(reference);
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
