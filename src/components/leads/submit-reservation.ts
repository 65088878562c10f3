/**
 * The deposit's submit, for the reservation form (./Reservation.tsx, purpose 'reserve') and the
 * online purchase's last step (./CheckoutJourney.tsx, 'buy-online'): POST /api/reservations with
 * the shopper's details and the card's processor token; on success the lead's category is stored
 * for the success page, which the shopper goes on to.
 */
import { buildUserData } from '../../lib/leads/attribution.ts';
import { RESERVATION_CATEGORIES, testCardToken } from '../../lib/leads/reservation.ts';
import { UNEXPECTED_ERROR } from '../../lib/leads/lead-values.ts';
import { postJson } from '../../client/lead-api.ts';
import { $successCategory } from '../../stores/leads.ts';
import { visitUserData } from './visit-user-data.ts';

export type ReservationPurpose = keyof typeof RESERVATION_CATEGORIES;

export interface ReservationRequest {
  /** '' in the browser (same origin); an absolute origin in tests. */
  apiBase: string;
  car: { id: number; dealership_id: number | null };
  fields: { name: string; email: string; phone: string; dealership_slug?: string | undefined };
  /** The card number as typed; only its test processor token is sent. */
  card: string;
  navigate: (path: string) => void;
}

/** Resolves once the shopper is on their way to /success (null), or to the message to show. */
export async function submitReservation(
  purpose: ReservationPurpose,
  { apiBase, car, fields, card, navigate }: ReservationRequest,
): Promise<string | null> {
  const category = RESERVATION_CATEGORIES[purpose];
  const userData = buildUserData({ category, carId: car.id, carDealershipId: car.dealership_id, ...visitUserData() });
  const body = {
    car_id: car.id,
    fields: { ...fields, opt_in: true },
    userData,
    payment: { token: testCardToken(card) },
    purpose,
  };
  const result = await postJson(apiBase, '/api/reservations', body);
  if (!result.ok) return [result.error ?? UNEXPECTED_ERROR, ...Object.values(result.fields)].join(' ');
  $successCategory.set(category);
  navigate('/success');
  return null;
}
