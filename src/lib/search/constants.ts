// Search constants as plain data (no imports): the tenant schema's options and the search rules both
// read them.

export type CarTypeName = 'new' | 'used' | 'demo';

/**
 * The car-type paths of spec/shopping.md §2, in the order the spec lists them; null = every type.
 * url-state.ts maps the same table both ways, so a URL it derives is a page landing-pages.ts lists.
 */
export const CAR_TYPE_PAGES: readonly { path: string; carTypes: CarTypeName[] | null }[] = [
  { path: '/search/new-used-and-demo-cars', carTypes: null },
  { path: '/search/new-cars', carTypes: ['new'] },
  { path: '/search/used-cars', carTypes: ['used'] },
  { path: '/search/demo-cars', carTypes: ['demo'] },
  { path: '/search/new-and-demo-cars', carTypes: ['new', 'demo'] },
];

/** Refinement fields of spec/shopping.md §2 that are ranges (sliders). */
export const RANGE_ATTRIBUTES = ['price', 'km', 'year'] as const;

/** Refinement fields of spec/shopping.md §2 that are lists of values (URL: refinementList[attr][i]). */
export const LIST_ATTRIBUTES = [
  'car_type',
  'make',
  'model',
  'make_model',
  'badge',
  'body',
  'categories',
  'certified',
  'city',
  'colour',
  'dealership_name',
  'drive',
  'filtered_features',
  'fuel',
  'item_type',
  'location_name',
  'price_range',
  'seats',
  'state',
  'status',
  'subscription_price',
  'tag',
  'transmission',
  'weekly_price_range',
] as const;
