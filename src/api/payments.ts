/**
 * Taking the reservation deposit. Production plugs a card processor in behind this interface (none
 * ships in this repository); the test processor (npm start, tests, `npm run api -- --dev`) never
 * charges anything: it accepts the test card token 'tok_test_ok' and declines 'tok_test_declined',
 * like processors' sandboxes.
 */
import { randomUUID } from 'node:crypto';

type PaymentResult = { ok: true; reference: string } | { ok: false; message: string };

export interface PaymentProcessor {
  /** Authorises `amountCents` AUD on the card behind `token`. */
  authorise(amountCents: number, token: string, description: string): Promise<PaymentResult>;
}

const TEST_CARD_TOKENS = { ok: 'tok_test_ok', declined: 'tok_test_declined' } as const;

export const testPaymentProcessor: PaymentProcessor = {
  async authorise(_amountCents, token) {
    if (token === TEST_CARD_TOKENS.ok) return { ok: true, reference: `test_${randomUUID()}` };
    if (token === TEST_CARD_TOKENS.declined)
      return { ok: false, message: 'Your card was declined. Please try another card.' };
    return { ok: false, message: 'That card could not be read. Please check the details and try again.' };
  },
};
