// Delivery price by distance band (spec/shopping.md §5 Delivery calculator, §7 "Delivery price
// lookup by postcode → name, price"). The bands are tenant config (tenant.delivery.regions); the
// distance is from the shopper's postcode to the nearest dealer location.
import { formatPrice } from '../format/money.ts';

/** One distance band: cars delivered up to `maxKm` away cost `price` (whole dollars, 0 = free). */
export interface DeliveryRegion {
  name: string;
  maxKm: number;
  price: number;
}

export interface DeliveryQuote {
  name: string;
  price: number;
}

/** spec/shopping.md §8 "Delivery calculator, no result". */
export const NO_ESTIMATE_TEXT =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

/** What a free delivery reads as, instead of "$0". */
const FREE_DELIVERY_TEXT = 'Free';

/**
 * The first band (by distance) reaching `km`, or null beyond the last band: the dealer does not
 * quote that far, so the shopper gets NO_ESTIMATE_TEXT.
 */
export function deliveryQuote(km: number, regions: readonly DeliveryRegion[]): DeliveryQuote | null {
  // Sorted here as well as checked by the schema, so the answer never depends on file order.
  const band = [...regions].sort((a, b) => a.maxKm - b.maxKm).find((region) => km <= region.maxKm);
  return band ? { name: band.name, price: band.price } : null;
}

/** "$250", or "Free" for a zero price. */
export function deliveryPriceText(price: number): string {
  return price === 0 ? FREE_DELIVERY_TEXT : formatPrice(price);
}
