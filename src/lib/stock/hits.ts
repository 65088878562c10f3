/**
 * The Meilisearch side of the stock boundary, reading: a hit back into the app's own shapes, for
 * the build, the islands and the lead API alike.
 */
import { emptyVehicle, VEHICLE_FIELDS, type Vehicle } from './vehicle.ts';
import {
  CARD_FIELDS,
  LIVE_CAR_FIELDS,
  SUMMARY_FIELDS,
  type CardVehicle,
  type CarSummary,
  type LiveCar,
} from './shapes.ts';

/** A Meilisearch hit: an index document, or the part of one a query asked to retrieve. */
export type Hit = Record<string, unknown>;

/**
 * The readers of a hit, the only code that reads one. Each keeps only the fields of its shape
 * (dropping derived fields, `_formatted`, `_rankingScore` …); a field the hit lacks
 * (attributesToRetrieve) gets its empty value, and null where the type wants a list or flag does too.
 * A Vehicle is a hit with every field, so the build uses the same readers to cut one down.
 */
function keep<K extends keyof Vehicle>(hit: Hit, fields: readonly K[]): Pick<Vehicle, K> {
  const empty = emptyVehicle();
  const out: Partial<Record<keyof Vehicle, unknown>> = {};
  for (const key of fields) {
    const value = hit[key];
    out[key] = value === undefined || (value === null && empty[key] !== null) ? empty[key] : value;
  }
  return out as Pick<Vehicle, K>;
}

export const fromHit = (hit: Hit): Vehicle => keep(hit, VEHICLE_FIELDS);
export const toCard = (hit: Hit): CardVehicle => keep(hit, CARD_FIELDS);
export const toSummary = (hit: Hit): CarSummary => keep(hit, SUMMARY_FIELDS);
export const toLive = (hit: Hit): LiveCar => keep(hit, LIVE_CAR_FIELDS);
