/** The value sets a vehicle's kind, status and body fields take (spec/shopping.md §3, site.md §5). */

export const CAR_TYPES = ['new', 'used', 'demo'] as const;
export type CarType = (typeof CAR_TYPES)[number];

/** Only these are shown; other statuses in a feed are rejected (spec §3: "others not shown"). */
export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

export const ITEM_TYPES = ['car', 'truck', 'motorcycle', 'caravan'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** site.md §5 "Body types accepted": the values `simple_body` may hold. */
export const BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];
