/**
 * What the lead forms keep in this browser (spec/shopping.md §3 Local storage: an enquiry car, the
 * trade-in valuation, the viewed-cars list and a success category); the visit's attribution is in
 * ./visit.ts. Values read back from storage
 * may be stale or foreign, so every writer below re-checks the shape before it builds on one.
 */
import { atom } from 'nanostores';
import { persistentJson } from './persist.ts';
import { isPlainObject } from '../lib/plain-object.ts';

/** The car the shopper last enquired about, for the success page. */
export interface EnquiryCar {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  car_type: string;
}

/** spec/shopping.md §3 Viewed car (stored locally). */
export interface ViewedCar {
  id: number;
  stocknum: string | null;
  make: string;
  model: string;
  body: string | null;
  simple_body: string | null;
}

/** spec/site.md §3 Trade-in valuation (kept locally). */
export interface TradeInValuation {
  offer_price: number | null;
  adjustmentAnswers: Record<string, unknown>;
  rego: string;
  regoState: string;
}

const MAX_VIEWED_CARS = 20;

/** The shopper's contact details, kept only when name, email and phone are all present (spec/site.md §5), to fill the next form. */
export type UserDetails = { name: string; email: string; phone: string };
export const $userDetails = persistentJson<UserDetails | null>('forecourt:user-details', null);

/** Keeps the details for next time, only when all three are given. */
export function rememberUserDetails(details: { name?: string; email?: string; phone?: string }): void {
  const { name = '', email = '', phone = '' } = details;
  if (name.trim() && email.trim() && phone.trim())
    $userDetails.set({ name: name.trim(), email: email.trim(), phone: phone.trim() });
}

export const $enquiryCar = persistentJson<EnquiryCar | null>('forecourt:enquiry-car', null);
export const $successCategory = persistentJson<string | null>('forecourt:success-category', null);
/** What a reservation's deposit did (reservation.ts heldMessage), for the success page, which shows it once. */
export const $successNote = persistentJson<string | null>('forecourt:success-note', null);
/** The last submit failure's message (spec/site.md §8: stored as the form error); not persisted. */
export const $formError = atom<string | null>(null);
const $viewedCars = persistentJson<ViewedCar[]>('forecourt:viewed-cars', []);
export const $tradeInValuation = persistentJson<TradeInValuation | null>('forecourt:trade-in-valuation', null);

/** Puts the car first (newest first), without duplicates, keeping at most MAX_VIEWED_CARS. */
export function recordViewedCar(car: ViewedCar): void {
  const stored: unknown = $viewedCars.get();
  const list = Array.isArray(stored)
    ? stored.filter((entry): entry is ViewedCar => isPlainObject(entry) && typeof entry.id === 'number')
    : [];
  const entry: ViewedCar = {
    id: car.id,
    stocknum: car.stocknum,
    make: car.make,
    model: car.model,
    body: car.body,
    simple_body: car.simple_body,
  };
  $viewedCars.set([entry, ...list.filter((c) => c.id !== car.id)].slice(0, MAX_VIEWED_CARS));
}
