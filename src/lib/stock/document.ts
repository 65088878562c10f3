/**
 * The Meilisearch side of the stock boundary, writing: Vehicle → index document (with derived
 * fields), plus the index attribute lists as data. hits.ts reads hits back.
 *
 * Facet names are the search-state names of spec/shopping.md §2. Most are Vehicle fields as they
 * are (`body`, `drive`, `fuel` hold the shopper-facing grouped values, see docs/stock-feed.md);
 * `transmission`, `make_model`, `price_range` and `weekly_price_range` are derived here.
 */
import type { CarStatus } from './vehicle-values.ts';
import { unixSeconds, type Vehicle } from './vehicle.ts';

/** The live index of a tenant's stock; tenant tokens are scoped to it. */
export function stockIndexUid(slug: string): string {
  return `cars-${slug}`;
}

export type CarDocument = Vehicle & {
  sold_date_timestamp: number | null;
  created_at_timestamp: number;
  custom_rank: number;
  make_model: string;
  price_range: string;
  weekly_price_range: string | null;
  /** facet copy of `simple_transmission` (falls back to `trans`) */
  transmission: string | null;
  /** Shown with a was-price: what the special-offers page lists (a filter cannot compare two fields). */
  reduced: boolean;
};

/** Refinements of shopping.md §2 search state, then the fields the base stock filter and tokens use. */
export const FILTERABLE_ATTRIBUTES = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'subscription_price',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
  'certified',
  'simple_body',
  'simple_drive',
  'simple_fuel',
  'simple_transmission',
  'sold_date_timestamp',
  'show_on_dealer_website',
  'dealership_id',
  'id',
  'slug',
  'reserved',
  'location_id',
  'reduced',
] as const;

export const SORTABLE_ATTRIBUTES = ['price', 'created_at_timestamp', 'year', 'km', 'custom_rank'] as const;

/** In order of importance (Meilisearch's attribute ranking rule). */
export const SEARCHABLE_ATTRIBUTES = [
  'make',
  'model',
  'badge',
  'series',
  'make_model',
  'body',
  'colour',
  'stocknum',
  'vin',
  'regplate',
  'city',
  'location_name',
  'dealership_name',
  'tag',
  'fuel',
  'transmission',
  'drive',
  'year',
  'categories',
] as const;

/** Built-in rules, then "custom rank descending" (shopping.md §7), which decides an empty query. */
export const RANKING_RULES = [
  'words',
  'typo',
  'proximity',
  'attribute',
  'sort',
  'exactness',
  'custom_rank:desc',
] as const;

/** [lower bound inclusive, label], highest first. */
const PRICE_RANGES: readonly (readonly [number, string])[] = [
  [150_000, 'Over $150,000'],
  [100_000, '$100,000 to $150,000'],
  [75_000, '$75,000 to $100,000'],
  [50_000, '$50,000 to $75,000'],
  [40_000, '$40,000 to $50,000'],
  [30_000, '$30,000 to $40,000'],
  [20_000, '$20,000 to $30,000'],
  [10_000, '$10,000 to $20,000'],
  [0, 'Under $10,000'],
];

/** Label for a car whose price is not shown (10 or less). */
const NO_PRICE_RANGE = 'Price on application';

const WEEKLY_PRICE_RANGES: readonly (readonly [number, string])[] = [
  [400, 'Over $400/wk'],
  [300, '$300 to $400/wk'],
  [250, '$250 to $300/wk'],
  [200, '$200 to $250/wk'],
  [150, '$150 to $200/wk'],
  [100, '$100 to $150/wk'],
  [0, 'Under $100/wk'],
];

/** A price of 10 or less is not shown (shopping.md §5), so it gets its own bucket. */
function priceRange(price: number): string {
  if (price <= 10) return NO_PRICE_RANGE;
  return PRICE_RANGES.find(([min]) => price >= min)?.[1] ?? NO_PRICE_RANGE;
}

/** Weekly figure used for the weekly facet: `weekly_price`, else the lowest lender `paymentWeek`. */
function weeklyPrice(v: Vehicle): number | null {
  if (v.weekly_price !== null && v.weekly_price > 0) return v.weekly_price;
  const weeks = Object.values(v.finance_lenders ?? {})
    .map((l) => l.paymentWeek)
    .filter((w): w is number => w !== null && w > 0);
  return weeks.length > 0 ? Math.min(...weeks) : null;
}

function weeklyPriceRange(v: Vehicle): string | null {
  const weekly = weeklyPrice(v);
  return weekly === null ? null : (WEEKLY_PRICE_RANGES.find(([min]) => weekly >= min)?.[1] ?? null);
}

const STATUS_RANK: Record<CarStatus, number> = { in_stock: 2, coming_soon: 1, sold: 0 };

/**
 * custom_rank (sorted descending): status first (in_stock > coming_soon > sold), then cars with
 * images above cars without, then newer `created_at` first. Encoded as
 * status × 10^10 + (has images ? 5 × 10^9 : 0) + created_at unix seconds (clamped below 5 × 10^9),
 * so every part outranks all of the parts after it. Deterministic for a given vehicle.
 */
function customRank(v: Vehicle): number {
  const created = Math.min(Math.max(unixSeconds(v.created_at) ?? 0, 0), 4_999_999_999);
  return STATUS_RANK[v.status] * 10_000_000_000 + (v.images.length > 0 ? 5_000_000_000 : 0) + created;
}

export function toDocument(v: Vehicle): CarDocument {
  return {
    ...v,
    sold_date_timestamp: unixSeconds(v.sold_date),
    created_at_timestamp: unixSeconds(v.created_at) ?? 0,
    custom_rank: customRank(v),
    make_model: `${v.make} ${v.model}`,
    price_range: priceRange(v.price),
    weekly_price_range: weeklyPriceRange(v),
    transmission: v.simple_transmission ?? v.trans,
    reduced: (v.price ?? 0) > 10 && (v.before_price ?? 0) > (v.price ?? 0),
  };
}
