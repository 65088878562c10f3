// The delivery calculator's states (spec/shopping.md §4 Detail view: idle, loading, result or
// error) as a reducer the island drives, plus the one async step between loading and a result.
import { INVALID_POSTCODE_ERROR, type Geocoder } from '../geo/geocoding.ts';
import { nearestLocation, type Located } from '../geo/distance.ts';
import { validatePostcode } from './postcode.ts';
import { deliveryQuote, NO_ESTIMATE_TEXT, type DeliveryRegion } from './quote.ts';

export type DeliveryState =
  | { status: 'idle' }
  | { status: 'loading'; postcode: string }
  | { status: 'result'; postcode: string; name: string; price: number; km: number }
  | { status: 'error'; postcode: string; message: string };

export type DeliveryAction =
  | { type: 'submit'; postcode: string }
  | { type: 'resolved'; postcode: string; name: string; price: number; km: number }
  | { type: 'failed'; postcode: string; message: string }
  | { type: 'reset' };

export const INITIAL_DELIVERY_STATE: DeliveryState = { status: 'idle' };

/**
 * submit validates first (a bad postcode goes straight to error, with no lookup); an answer counts
 * only for the postcode still loading, so a slow reply to an earlier postcode cannot overwrite the
 * current one.
 */
export function deliveryReducer(state: DeliveryState, action: DeliveryAction): DeliveryState {
  switch (action.type) {
    case 'submit': {
      const postcode = action.postcode.trim();
      const invalid = validatePostcode(postcode);
      return invalid ? { status: 'error', postcode, message: invalid } : { status: 'loading', postcode };
    }
    case 'resolved': {
      if (state.status !== 'loading' || state.postcode !== action.postcode) return state;
      const { postcode, name, price, km } = action;
      return { status: 'result', postcode, name, price, km };
    }
    case 'failed':
      if (state.status !== 'loading' || state.postcode !== action.postcode) return state;
      return { status: 'error', postcode: action.postcode, message: action.message };
    case 'reset':
      return INITIAL_DELIVERY_STATE;
  }
}

/**
 * The locations cars are delivered from: sales yards (an empty type counts as sales, spec/site.md
 * §3), hidden ones included since they still hold stock; every location if a tenant lists no yard.
 */
export function deliveryOrigins<T extends Located & { type: string }>(locations: readonly T[]): T[] {
  const yards = locations.filter((location) => location.type === 'sales' || location.type === '');
  return yards.length > 0 ? yards : [...locations];
}

export interface EstimateDeliveryOptions {
  geocode: Geocoder;
  /** Where cars leave from, e.g. the tenant's visible sales locations. */
  origins: readonly Located[];
  regions: readonly DeliveryRegion[];
}

/**
 * Geocode, find the nearest origin, price its band: the action that ends a lookup. Never rejects.
 * An unknown postcode reads 'Invalid postcode' (spec/site.md §8); anything else that goes wrong,
 * or a postcode beyond the last band, gets the spec's sorry text, which points to the enquiry form.
 */
export async function estimateDelivery(
  postcode: string,
  { geocode, origins, regions }: EstimateDeliveryOptions,
): Promise<DeliveryAction> {
  try {
    const point = await geocode(postcode);
    const nearest = nearestLocation(point, origins);
    // Priced on the whole km the shopper is shown, so "60 km" never lands in a band starting past 60.
    const km = nearest ? Math.round(nearest.km) : null;
    const quote = km === null ? null : deliveryQuote(km, regions);
    if (km === null || !quote) return { type: 'failed', postcode, message: NO_ESTIMATE_TEXT };
    return { type: 'resolved', postcode, ...quote, km };
  } catch (error) {
    const message =
      error instanceof Error && error.message === INVALID_POSTCODE_ERROR ? INVALID_POSTCODE_ERROR : NO_ESTIMATE_TEXT;
    return { type: 'failed', postcode, message };
  }
}
