/**
 * A car that is not available (spec/shopping.md §4 Availability): the SOLD message, and 'Find Me
 * Something Similar' in place of the normal buttons (ctaButtons in ./cta.ts).
 */
import { isAvailable } from '../stock/status.ts';
import { ITEM_TYPES } from '../stock/vehicle-values.ts';

/** The word for "this ..." in shopper texts: the item_type itself; anything unknown reads as a car. */
export function vehicleKind(car: { item_type?: string | null }): string {
  const type = car.item_type ?? 'car';
  return (ITEM_TYPES as readonly string[]).includes(type) ? type : 'car';
}

export type AvailabilityTexts = { heading: string; text: string; button: string };

/**
 * null for an available car (in_stock or coming_soon). Otherwise the spec's two lines with the
 * '...' filled by the kind of vehicle, so a caravan dealer's page never says "car":
 * 'Unfortunately this caravan was recently sold.' / 'But don't worry, we can help you find a similar caravan!'
 */
export function availabilityTexts(
  car: { status: string; item_type?: string | null },
  typeWord = vehicleKind(car),
): AvailabilityTexts | null {
  if (isAvailable(car)) return null;
  return {
    heading: `Unfortunately this ${typeWord} was recently sold.`,
    text: `But don't worry, we can help you find a similar ${typeWord}!`,
    button: 'Find Me Something Similar',
  };
}
