/**
 * Reservation copy (spec/shopping.md §9: deposit default $200, held 48 hours, 100% refundable;
 * spec/site.md §9: pay by debit or credit card) and the test processor's card numbers.
 */
import { formatPrice } from '../format/money.ts';

export const RESERVATION_HOLD_HOURS = 48;

/** The category of a reservation's lead: a held car, or the deposit of an online purchase. */
export const RESERVATION_CATEGORIES = { reserve: 'Reserve Online', 'buy-online': 'Buy Online' } as const;

export function reservationCopy(deposit: number) {
  const amount = formatPrice(deposit);
  return {
    heading: `Reserve it for ${amount}`,
    summary: `Reserve this car online with a ${amount} deposit: held for ${RESERVATION_HOLD_HOURS} hours, 100% refundable.`,
    points: [
      `A ${amount} deposit holds the car for you for ${RESERVATION_HOLD_HOURS} hours.`,
      'Your deposit is 100% refundable.',
      'Pay by debit or credit card.',
    ],
  };
}

/**
 * The test processor's cards, as payment sandboxes have them: a card processor's own fields turn
 * a real card into a token in production; here these numbers stand for the test tokens.
 */
export const TEST_CARDS: Record<string, string> = { '4242424242424242': 'tok_test_ok', '4000000000000002': 'tok_test_declined' };

export function testCardToken(cardNumber: string): string {
  return TEST_CARDS[cardNumber.replace(/\D/g, '')] ?? 'tok_test_invalid';
}
