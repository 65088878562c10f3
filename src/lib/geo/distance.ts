// Straight-line distances between points on the map (spec/site.md §9: "Distance calculation uses
// Earth radius 6371 km"). Delivery bands are priced on this distance, not on road distance, so no
// routing service is needed and a static site can quote offline.

/** A point in degrees, named as tenant addresses name them (`lat`, `long`). */
export interface LatLong {
  lat: number;
  long: number;
}

/** spec/site.md §9: the mean Earth radius the spec's distances use. */
const EARTH_RADIUS_KM = 6371;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km by the haversine formula. */
function haversineKm(a: LatLong, b: LatLong): number {
  const dLat = radians(b.lat - a.lat);
  const dLong = radians(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLong / 2) ** 2;
  // min() guards against rounding pushing h a hair above 1 for antipodal points (asin would be NaN).
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Anything with an address on the map, such as a tenant location. */
export interface Located {
  address: LatLong;
}

/**
 * The closest of `locations` to `point` and its distance in km, or null when there are none.
 * Ties go to the earlier location, so the tenant's own order (primary first) decides.
 */
export function nearestLocation<T extends Located>(
  point: LatLong,
  locations: readonly T[],
): { location: T; km: number } | null {
  let best: { location: T; km: number } | null = null;
  for (const location of locations) {
    const km = haversineKm(point, location.address);
    if (best === null || km < best.km) best = { location, km };
  }
  return best;
}

/**
 * `items` nearest first from `point`, each with its distance in km (the dealer locator, spec/site.md
 * §1 /dealer-locator); equal distances keep the given order.
 */
export function nearestFirst<T extends Located>(point: LatLong, items: readonly T[]): { item: T; km: number }[] {
  return items
    .map((item, index) => ({ item, km: haversineKm(point, item.address), index }))
    .sort((a, b) => a.km - b.km || a.index - b.index)
    .map(({ item, km }) => ({ item, km }));
}

const nearKm = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });
const farKm = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** "3.4 km" under 10 km, "27 km" and "1,204 km" beyond: as precise as a straight line deserves. */
export function distanceText(km: number): string {
  return `${(km < 10 ? nearKm : farKm).format(km)} km`;
}
