/**
 * Category search pages (spec/site.md §2.1 /search/{type}-cars): one prerendered page per kind of
 * vehicle (the stock's `item_type`) on a site that stocks more than one kind, so a dealer of trucks,
 * bikes and vans can link "Trucks" to every truck rather than to one make's. The car kind follows
 * the spec's form (/search/passenger-cars); the other kinds are not cars, so their pages are
 * /search/trucks, /search/motorcycles and /search/caravans. Both the slug and the label are tenant
 * options (search.categoryPages).
 */
import { ITEM_TYPES, type ItemType } from '../stock/vehicle-values.ts';
import type { CategoryPagesOptions } from './category-options.ts';

/** A kind's page: its path and the kind it lists. */
export interface CategoryPage {
  path: string;
  label: string;
  itemType: ItemType;
}

export const categoryPath = (pageSlug: string) => `/search/${pageSlug}`;

/** The kind of vehicle of each stock category a tenant lists (tenant `stockCategories`). */
export const ITEM_TYPE_OF_STOCK_CATEGORY: Readonly<Record<string, ItemType>> = {
  cars: 'car',
  trucks: 'truck',
  motorcycles: 'motorcycle',
  caravans: 'caravan',
};

/**
 * The category pages of a site with this stock: one per kind in stock, where the stock holds more
 * than one kind (with one, the page would list what the default search page lists). In the order
 * of ITEM_TYPES.
 */
export function categoryPages(options: CategoryPagesOptions, stock: readonly { item_type?: string }[]): CategoryPage[] {
  const kinds = ITEM_TYPES.filter((kind) => stock.some((car) => (car.item_type ?? 'car') === kind));
  if (kinds.length < 2) return [];
  return kinds.map((kind) => ({ path: categoryPath(options[kind].slug), label: options[kind].label, itemType: kind }));
}
