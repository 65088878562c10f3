/**
 * Reservation copy (spec/shopping.md §9: deposit default $200, held 48 hours, 100% refundable;
 * spec/site.md §9: pay by debit or credit card) and the test processor's card numbers. The deposit
 * and the hold are the tenant's (vehiclePage.reserveDeposit, vehiclePage.reserveHoldHours).
 */
import { formatPrice } from '../format/money.ts';

/** The category of a reservation's lead: a held car, or the deposit of an online purchase. */
export const RESERVATION_CATEGORIES = { reserve: 'Reserve Online', 'buy-online': 'Buy Online' } as const;

export type ReservationCopy = {
  /** The deposit step's heading. */
  heading: string;
  /** One paragraph: the car page's Reserve Online section and the reservation pages' description. */
  summary: string;
  /** The deposit step's list. */
  points: string[];
};

/**
 * The one wording of the reservation's facts, for the car page's Reserve Online section and the
 * reservation and checkout pages: `kind` is the vehicle's word (vehicleKind: car, caravan, …).
 * A deposit of 0 is not mentioned at all, as the reserve button drops its price then (§5), and
 * neither is a refund nor a card payment.
 */
export function reservationCopy(deposit: number, holdHours: number, kind = 'car'): ReservationCopy {
  const paid = deposit > 0;
  const amount = formatPrice(deposit);
  const reserve = paid ? `Reserve this ${kind} online with a ${amount} deposit.` : `Reserve this ${kind} online.`;
  const hold = `Your reservation holds the ${kind} for you for ${holdHours} hours.`;
  const refund = 'Your deposit is 100% refundable.';
  const card = 'Pay by debit or credit card.';
  return {
    heading: paid ? `Reserve it for ${amount}` : 'Reserve it online',
    summary: [reserve, hold, ...(paid ? [refund] : [])].join(' '),
    points: paid ? [hold, refund, card] : [hold],
  };
}

const heldUntilFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'full', timeStyle: 'short', timeZone });

/** The dealer's note of the deposit (the ADF comments): what is held on the card, until when, and its payment id. */
export function depositNote(deposit: number, heldUntil: Date, reference: string, timeZone: string): string {
  return (
    `Deposit: ${formatPrice(deposit)} authorised on the shopper's card (held, not taken) until ` +
    `${heldUntilFormat(timeZone).format(heldUntil)}; payment ${reference}. Capture it, or it is released then.`
  );
}

/** What a shopper is told when the card does not go through (spec/site.md §9: a debit or credit card). */
export const CARD_MESSAGES = {
  declined: 'Your card was declined. Please try another debit or credit card.',
  unreadable: 'That card could not be read. Please check the details and try again.',
  unavailable: 'We could not take the deposit just now. Please try again in a few minutes.',
} as const;

/** The test processor's tokens: a different card each, like a sandbox's test cards, and one it declines. */
export const TEST_CARD_TOKENS = {
  ok: 'tok_test_ok',
  mastercard: 'tok_test_mastercard',
  visaDebit: 'tok_test_visa_debit',
  declined: 'tok_test_declined',
} as const;

/**
 * The test processor's cards, as payment sandboxes have them: a card processor's own fields turn
 * a real card into a token in production; here these numbers stand for the test tokens.
 */
const TEST_CARDS: Record<string, string> = {
  '4242424242424242': TEST_CARD_TOKENS.ok,
  '5555555555554444': TEST_CARD_TOKENS.mastercard,
  '4000056655665556': TEST_CARD_TOKENS.visaDebit,
  '4000000000000002': TEST_CARD_TOKENS.declined,
};

export function testCardToken(cardNumber: string): string {
  return TEST_CARDS[cardNumber.replace(/\D/g, '')] ?? 'tok_test_invalid';
}
