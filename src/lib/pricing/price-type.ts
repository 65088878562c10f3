/**
 * What a car's advertised price includes (constants.ts): drive-away (stamp duty, registration, CTP
 * and dealer delivery included), an estimated drive-away, or excluding government charges. The
 * stock feed's `price_type` says it per car; the site's default is feeds.priceType.
 */
import { FEED_PRICE_TYPES, type FeedPriceType } from './constants.ts';

/** The stock record's `price_type` (drive_away, excl_gov_charges …), else the tenant's default. */
export function priceType(recorded: string | null, fallback: FeedPriceType): FeedPriceType {
  const key = (recorded ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const aliases: Record<string, FeedPriceType> = {
    driveaway: 'drive_away',
    dap: 'drive_away',
    egc: 'excl_gov_charges',
    excluding_government_charges: 'excl_gov_charges',
  };
  if ((FEED_PRICE_TYPES as readonly string[]).includes(key)) return key as FeedPriceType;
  return aliases[key] ?? fallback;
}
