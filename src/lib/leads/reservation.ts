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

/**
 * The success step's word on the deposit (spec/shopping.md §9: held 48 hours, 100% refundable):
 * what is authorised on the card, not taken, and until when the car is held, in the site's time.
 */
export function heldMessage(deposit: number, heldUntil: Date, timeZone: string, kind = 'car'): string {
  const until = `the ${kind} is held for you until ${heldUntilFormat(timeZone).format(heldUntil)}`;
  if (deposit === 0) return `Reserved: ${until}.`;
  return `${formatPrice(deposit)} authorised on your card, not taken: ${until}. Your deposit is 100% refundable.`;
}

/** What a shopper is told when the card does not go through (spec/site.md §9: a debit or credit card). */
export const CARD_MESSAGES = {
  declined: 'Your card was declined. Please try another debit or credit card.',
  unreadable: 'That card could not be read. Please check the details and try again.',
  unavailable: 'We could not take the deposit just now. Please try again in a few minutes.',
} as const;

/** Stripe.js's error (its `type` and `code`) in the words of CARD_MESSAGES. */
export function stripeCardMessage(error: { type?: string; code?: string }): string {
  if (error.type === 'card_error')
    return error.code === 'card_declined' ? CARD_MESSAGES.declined : CARD_MESSAGES.unreadable;
  if (error.type === 'validation_error') return CARD_MESSAGES.unreadable;
  return CARD_MESSAGES.unavailable;
}

/** The test processor's tokens: a different card each, like a sandbox's test cards, and one it declines. */
export const TEST_CARD_TOKENS = {
  ok: 'tok_test_ok',
  mastercard: 'tok_test_mastercard',
  visaDebit: 'tok_test_visa_debit',
  declined: 'tok_test_declined',
} as const;

/**
 * The test processor's cards, offered where a site names no processor (npm start, `npm run api --
 * --dev`) as a labelled choice of demo cards, never as a card field: a demo must not teach anyone
 * to type a real card into our pages.
 */
export const TEST_CARD_CHOICES = [
  { token: TEST_CARD_TOKENS.ok, label: 'Test Visa (accepted)' },
  { token: TEST_CARD_TOKENS.mastercard, label: 'Test Mastercard (accepted)' },
  { token: TEST_CARD_TOKENS.visaDebit, label: 'Test Visa debit (accepted)' },
  { token: TEST_CARD_TOKENS.declined, label: 'Test card that is declined' },
] as const;
