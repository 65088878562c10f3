/**
 * Category search pages (spec/site.md §2.1 /search/{type}-cars): one prerendered page per kind of
 * vehicle (the stock's `item_type`) on a site that stocks more than one kind, so a dealer of trucks,
 * bikes and vans can link "Trucks" to every truck rather than to one make's. The car kind follows
 * the spec's form (/search/passenger-cars); the other kinds are not cars, so their pages are
 * /search/trucks, /search/motorcycles and /search/caravans. Both the slug and the label are tenant
 * options (search.categoryPages).
 */
import { z } from 'zod';
import { slug, text } from '../options/fields.ts';
import { ITEM_TYPES, type ItemType } from '../stock/vehicle.ts';

const pageSchema = (fallback: { slug: string; label: string }) =>
  z
    .strictObject({
      /**
       * The page's address, /search/{slug}.
       * @example "trucks"
       */
      slug: slug('a slug like trucks (lower-case letters, digits and -)').default(fallback.slug),
      /**
       * What the kind is called: the page's heading ("{label} for Sale") and its breadcrumb.
       * @example "Trucks"
       */
      label: text().default(fallback.label),
    })
    .prefault({});

/** The default page of each kind. */
export const DEFAULT_CATEGORY_PAGES: Readonly<Record<ItemType, { slug: string; label: string }>> = {
  car: { slug: 'passenger-cars', label: 'Passenger Cars' },
  truck: { slug: 'trucks', label: 'Trucks' },
  motorcycle: { slug: 'motorcycles', label: 'Motorcycles' },
  caravan: { slug: 'caravans', label: 'Caravans' },
};

export const categoryPagesSchema = z
  .strictObject({
    /** Cars (and utes, 4x4s, vans: every `item_type` "car"). */
    car: pageSchema(DEFAULT_CATEGORY_PAGES.car),
    /** Trucks (`item_type` "truck"). */
    truck: pageSchema(DEFAULT_CATEGORY_PAGES.truck),
    /** Motorcycles (`item_type` "motorcycle"). */
    motorcycle: pageSchema(DEFAULT_CATEGORY_PAGES.motorcycle),
    /** Caravans (`item_type` "caravan"). */
    caravan: pageSchema(DEFAULT_CATEGORY_PAGES.caravan),
  })
  .prefault({});

export type CategoryPagesOptions = z.output<typeof categoryPagesSchema>;

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

/** Slugs a category page may not take: pages of their own already (spec/site.md §2.1). */
export function categorySlugProblems(options: CategoryPagesOptions, reserved: readonly string[]): [ItemType, string][] {
  const problems: [ItemType, string][] = [];
  const seen = new Set<string>();
  for (const kind of ITEM_TYPES) {
    const value = options[kind].slug;
    if (reserved.includes(categoryPath(value))) problems.push([kind, 'a slug no other search page uses']);
    else if (seen.has(value)) problems.push([kind, 'a slug no other category page uses']);
    seen.add(value);
  }
  return problems;
}
