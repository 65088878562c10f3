// Stock search options (spec/shopping.md §2 Search page, §9; spec/site.md §9 Configuration defaults).
import { z } from 'zod';
import { id, slug, text, wholeNumberBetween } from '../options/fields.ts';
import { searchResultsShape } from './results-options.ts';
import { categoryPagesSchema } from './category-options.ts';

const sortOptionSchema = z.strictObject({
  /**
   * Value of `sortBy` in the search URL.
   * @example "price-asc"
   */
  slug: slug('a slug like price-asc'),
  /**
   * Text in the sort menu.
   * @example "Lowest price"
   */
  label: text(),
  /**
   * Meilisearch sort rule, or null to keep the relevance ranking (custom rank first).
   * @example "price:asc"
   */
  sortKey: z
    .string({ error: 'a sort rule like price:asc, or null' })
    .regex(/^[a-z_]+:(?:asc|desc)$/, { error: 'a sort rule like price:asc, or null' })
    .nullable(),
});

/** spec/site.md §9: "most relevant, latest, highest price, lowest price". */
const DEFAULT_SORT_OPTIONS = [
  { slug: 'relevance', label: 'Most relevant', sortKey: null },
  { slug: 'latest', label: 'Latest', sortKey: 'created_at_timestamp:desc' },
  { slug: 'price-desc', label: 'Highest price', sortKey: 'price:desc' },
  { slug: 'price-asc', label: 'Lowest price', sortKey: 'price:asc' },
];

const facetLimit = (fallback: number) => wholeNumberBetween(1, 1000).default(fallback);

const facetLimitsSchema = z
  .strictObject({
    /**
     * Values shown per filter list before "show more".
     * @example 4
     */
    default: facetLimit(4),
    /**
     * Values shown for the body filter when the site has custom body icons.
     * @example 20
     */
    withCustomBodies: facetLimit(20),
    /**
     * Values shown in the city filter.
     * @example 20
     */
    city: facetLimit(20),
    /**
     * Values shown in the dealership filter.
     * @example 40
     */
    dealership: facetLimit(40),
    /**
     * Makes shown before "Show all makes".
     * @example 7
     */
    makeList: facetLimit(7),
    /**
     * Models listed at most.
     * @example 30
     */
    modelList: facetLimit(30),
    /**
     * Where the make dropdown splits "Popular" from "All".
     * @example 20
     */
    popularMakes: facetLimit(20),
  })
  .prefault({});

export const searchSchema = z
  .strictObject({
    /**
     * Where "search" links go when no filter is chosen.
     * @example "/search/new-used-and-demo-cars"
     */
    defaultPath: z
      .string({ error: 'a path starting with /search' })
      .regex(/^\/search(?:\/[a-z0-9-]+)*$/, { error: 'a path starting with /search' })
      .default('/search/new-used-and-demo-cars'),
    /**
     * Days a sold car stays listed after its sale.
     * @example 14
     */
    soldDays: wholeNumberBetween(0, 14, 'a number').default(3),
    /**
     * Show used cars only (a used-car-only dealer).
     * @example true
     */
    usedOnly: z.boolean().default(false),
    /**
     * Show in-stock cars only (no coming-soon or recently sold cars).
     * @example true
     */
    inStockOnly: z.boolean().default(false),
    /**
     * Makes never shown, as stock spells them.
     * @example ["Suzuki", "RAM"]
     */
    excludedMakes: z.array(text()).default([]),
    /**
     * Show only stock of these dealerships (ids from `dealerships`); empty shows all.
     * @example [101]
     */
    dealershipIds: z.array(id()).default([]),
    /**
     * Results per page.
     * @example 21
     */
    hitsPerPage: wholeNumberBetween(1, 100).default(21),
    /**
     * The sort menu, in order.
     * @example [{ "slug": "relevance", "label": "Most relevant", "sortKey": null }]
     */
    sortOptions: z.array(sortOptionSchema).min(1, { error: 'at least one sort option' }).default(DEFAULT_SORT_OPTIONS),
    /**
     * Slug of the sort option used when the URL names none.
     * @example "relevance"
     */
    defaultSort: slug('the slug of one of the sort options').default('relevance'),
    /**
     * When sorting by lowest price, leave out cars without a price.
     * @example true
     */
    excludeZeroPriceOnPriceAscending: z.boolean().default(false),
    /** How many values the filter lists show. */
    facetLimits: facetLimitsSchema,
    /**
     * Searches the search page keeps answers to while it is open, so going back or forward to one
     * asks the search service nothing; the oldest is dropped beyond this many. 0 keeps none.
     * @example 20
     */
    cacheSize: wholeNumberBetween(0, 100).default(10),
    /**
     * Past searches remembered in the browser.
     * @example 5
     */
    searchHistorySize: wholeNumberBetween(0, 50).default(5),
    /**
     * The search page of each kind of vehicle, built where the stock holds more than one kind
     * (spec/site.md §2.1 /search/{type}-cars): its slug and what the kind is called.
     * @example { "car": { "slug": "passenger-cars", "label": "Utes and 4x4s" }, "truck": { "slug": "trucks", "label": "Trucks" } }
     */
    categoryPages: categoryPagesSchema,
    ...searchResultsShape,
  })
  .prefault({})
  .superRefine((search, ctx) => {
    const slugs = search.sortOptions.map((option) => option.slug);
    slugs.forEach((value, index) => {
      if (slugs.indexOf(value) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: ['sortOptions', index, 'slug'],
          message: 'a slug no other sort option uses',
          input: value,
        });
      }
    });
    if (!slugs.includes(search.defaultSort)) {
      const expected = `one of ${slugs.map((value) => JSON.stringify(value)).join(', ')}`;
      ctx.addIssue({ code: 'custom', path: ['defaultSort'], message: expected, input: search.defaultSort });
    }
  });

export type FacetLimits = z.output<typeof facetLimitsSchema>;
