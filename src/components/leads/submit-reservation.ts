/**
 * The deposit's calls, for the reservation form (./Reservation.tsx, purpose 'reserve') and the
 * online purchase's last step (./CheckoutJourney.tsx, 'buy-online'): POST /api/reservations with
 * the shopper's details (and the test card's token where the site has no processor); with Stripe
 * the answer is a PaymentIntent's client secret for Stripe's own fields (./StripeCard.tsx), and
 * POST /api/reservations/{id}/confirm once Stripe.js has confirmed it. Once the car is held, what
 * the deposit did is stored for the success page, which the shopper goes on to.
 */
import { buildUserData } from '../../lib/leads/attribution.ts';
import { heldMessage, RESERVATION_CATEGORIES } from '../../lib/leads/reservation.ts';
import { UNEXPECTED_ERROR } from '../../lib/leads/lead-values.ts';
import { postJson, type ApiResult } from '../../client/lead-api.ts';
import { $successCategory, $successNote } from '../../stores/leads.ts';
import { visitUserData } from './visit-user-data.ts';

export type ReservationPurpose = keyof typeof RESERVATION_CATEGORIES;

export interface ReservationRequest {
  /** '' in the browser (same origin); an absolute origin in tests. */
  apiBase: string;
  car: { id: number; dealership_id: number | null };
  fields: { name: string; email: string; phone: string; dealership_slug?: string | undefined };
  /** The test processor's card token; null where Stripe's own fields take the card. */
  token: string | null;
}

/** How the reservation ended up: held, waiting for Stripe.js to confirm its deposit, or the message to show. */
export type ReservationOutcome =
  | { state: 'held'; heldUntil: Date; deposit: number }
  | { state: 'confirm'; reservationId: string; clientSecret: string }
  | { state: 'failed'; message: string };

type Answer = { held_until?: string; deposit?: number; reservation_id?: string; client_secret?: string };

const STILL_CONFIRMING = 'Your bank is still confirming the payment. Please wait a moment and try again.';

function outcomeOf(result: ApiResult<Answer>): ReservationOutcome {
  if (!result.ok)
    return { state: 'failed', message: [result.error ?? UNEXPECTED_ERROR, ...Object.values(result.fields)].join(' ') };
  const { held_until, deposit, reservation_id, client_secret } = result.body;
  if (result.status === 201 && held_until)
    return { state: 'held', heldUntil: new Date(held_until), deposit: deposit ?? 0 };
  if (reservation_id && client_secret)
    return { state: 'confirm', reservationId: reservation_id, clientSecret: client_secret };
  return { state: 'failed', message: result.status === 202 ? STILL_CONFIRMING : UNEXPECTED_ERROR };
}

/** Claims the car and asks for its deposit. */
export async function requestReservation(
  purpose: ReservationPurpose,
  { apiBase, car, fields, token }: ReservationRequest,
): Promise<ReservationOutcome> {
  const category = RESERVATION_CATEGORIES[purpose];
  const userData = buildUserData({ category, carId: car.id, carDealershipId: car.dealership_id, ...visitUserData() });
  const body = {
    car_id: car.id,
    fields: { ...fields, opt_in: true },
    userData,
    ...(token === null ? {} : { payment: { token } }),
    purpose,
  };
  return outcomeOf(await postJson<Answer>(apiBase, '/api/reservations', body));
}

/** After Stripe.js confirmed the deposit: the API reads it back from Stripe and stores the reservation. */
export async function confirmReservation(apiBase: string, reservationId: string): Promise<ReservationOutcome> {
  const path = `/api/reservations/${encodeURIComponent(reservationId)}/confirm`;
  return outcomeOf(await postJson<Answer>(apiBase, path, {}));
}

/** The car is held: the success page says what the deposit did, and the shopper goes there. */
export function reservationHeld(
  purpose: ReservationPurpose,
  held: { heldUntil: Date; deposit: number },
  { timeZone, navigate }: { timeZone: string; navigate: (path: string) => void },
): void {
  $successCategory.set(RESERVATION_CATEGORIES[purpose]);
  $successNote.set(heldMessage(held.deposit, held.heldUntil, timeZone));
  navigate('/success');
}
