/**
 * What a postcode geocoder is, for the rules that use one (lib/delivery/state.ts) and the build that
 * publishes the offline table (pipeline/postcodes.ts). The geocoders themselves call the network, so
 * they live with the browser's other clients (src/client/geocoder.ts).
 */
import type { LatLong } from './distance.ts';

/** Resolves a 4-digit postcode; rejects with `Error(INVALID_POSTCODE_ERROR)` when it is unknown. */
export type Geocoder = (postcode: string) => Promise<LatLong>;

/** spec/site.md §7, §8: "A geocode with no result throws 'Invalid postcode'". */
export const INVALID_POSTCODE_ERROR = 'Invalid postcode';

/** `{ "4000": [-27.468, 153.025] }`: postcode → [lat, long], as src/pipeline/postcodes.ts builds it. */
export type PostcodeTable = Record<string, [number, number]>;
