// The search state's refinement fields as plain data (no imports): the tenant schema's options
// read them without loading the search rules.

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
