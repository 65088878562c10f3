// What an advertised price may include (pricing/price-type.ts reads a stock record's price_type into one).
// Plain data with no imports: feeds/options.ts builds its zod enum from it, and the browser's cards
// read it through price-type.ts without pulling in a schema.

/** Google's vehicle_price_type for Australia: drive-away, estimated drive-away, excluding government charges. */
export const FEED_PRICE_TYPES = ['drive_away', 'estimated_drive_away', 'excl_gov_charges'] as const;
export type FeedPriceType = (typeof FEED_PRICE_TYPES)[number];
