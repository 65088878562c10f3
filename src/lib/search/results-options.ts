// How search results look: cards, promo tiles, the special-offers page and the stock count
// (spec/shopping.md §2 Search page, §4 Tag and badge priority, §9; spec/site.md §9). Spread into
// the search schema, so each field keeps its JSDoc in the Tenant type and in tenant.schema.json.
import { z } from 'zod';
import { assetUrl, flag, href, id, isoDate, slug, text, wholeNumberBetween } from '../options/fields.ts';

/** The buttons a result card may carry (spec/shopping.md §2), labels in card.ts. */
const CARD_BUTTON_KINDS = [
  'enquire',
  'enquire-now',
  'quick-enquiry',
  'shop-now',
  'get-finance',
  'view-details',
  'explore-vehicle',
  'book-test-drive',
  'reserve-now',
  'buy-online',
] as const;
export type CardButtonKind = (typeof CARD_BUTTON_KINDS)[number];
export type CardButton = { kind: CardButtonKind };

const position = () => wholeNumberBetween(1, 10_000, 'a place among the results');

const promoTileSchema = z
  .strictObject({
    /**
     * Names the tile in analytics and tests.
     * @example "finance-offer"
     */
    id: slug('a slug like finance-offer'),
    /**
     * An offer the tile points at, by its id (an offer file's name, tenants/content/…/offers/<id>.md):
     * the tile links to the offer's page, takes its name, category and picture unless it sets its
     * own, and shows only while the site runs the offer.
     * @example "navara-sl-drive-away"
     */
    offer: slug('an offer id like navara-sl-drive-away').optional(),
    /**
     * Heading of the tile (the offer's name when it points at one).
     * @example "Finance from 6.29% p.a."
     */
    title: text().optional(),
    /**
     * Text under the heading (the offer's category when it points at one).
     * @example "Comparison rate 8.19% p.a. on approved credit."
     */
    text: text().optional(),
    /**
     * Where the tile goes (the offer's page when it points at one).
     * @example "/finance"
     */
    href: href().optional(),
    /**
     * Image on the tile.
     * @example "/images/promos/finance.jpg"
     */
    imageUrl: assetUrl().optional(),
    /**
     * First day the tile shows (Brisbane time).
     * @example "2025-07-01"
     */
    start: isoDate().optional(),
    /**
     * Last day the tile shows, inclusive (Brisbane time).
     * @example "2025-07-24"
     */
    expiry: isoDate().optional(),
    /**
     * Only on sites that list one of these locations (spec/site.md §9: a tile "for specific location
     * ids", set once in a group or manufacturer layer for some of its dealers); left out, on every site.
     * @example [401, 404]
     */
    locationIds: z.array(id()).min(1, { error: 'at least one location id' }).optional(),
    /**
     * Place among all results (1 = first); without it the tile takes the next of `promoPositions`.
     * @example 8
     */
    position: position().optional(),
    /**
     * Show the tile at all; false keeps it in the file but off the site.
     * @example false
     */
    display: flag(true),
    /**
     * Show the tile only when there are enough results to reach its place; otherwise it follows the last result.
     * @example true
     */
    strictDisplay: flag(false),
  })
  .refine((tile) => tile.start === undefined || tile.expiry === undefined || tile.start <= tile.expiry, {
    path: ['expiry'],
    error: 'a date on or after start',
  })
  .superRefine((tile, ctx) => {
    if (tile.offer !== undefined) return;
    for (const key of ['title', 'text', 'href'] as const) {
      if (tile[key] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `a ${key} (or an offer for the tile to point at)`,
          input: undefined,
        });
    }
  });

export type PromoTileOption = z.output<typeof promoTileSchema>;

const specialOffersSchema = z
  .strictObject({
    /**
     * Build /special-offers: a search page of cars whose price is below their before price.
     * @example true
     */
    enabled: flag(false),
    /**
     * Heading of the special-offers page.
     * @example "Hot Deals"
     */
    heading: text().default('Special Offers'),
  })
  .prefault({});

export const searchResultsShape = {
  /**
   * Buttons on a result card for an available car, in order; a car that is not available shows only "Find Me Something Similar".
   * @example ["enquire-now", "get-finance", "view-details"]
   */
  // Resolved as { kind } objects, the CardButton shape card.ts takes.
  cardButtons: z.array(z.enum(CARD_BUTTON_KINDS).transform((kind) => ({ kind }))).prefault(['enquire', 'view-details']),
  /**
   * Promo tiles shown among the results.
   * @example [{ "id": "finance-offer", "title": "Finance from 6.29% p.a.", "text": "On approved credit.", "href": "/finance" }]
   */
  promoTiles: z.array(promoTileSchema).default([]),
  /**
   * Places among the results (1 = first) that promo tiles take, in order.
   * @example [8, 17]
   */
  promoPositions: z.array(position()).default([30]),
  /**
   * Put each promo tile at a random place on every results page instead.
   * @example true
   */
  randomisePromoPosition: flag(false),
  /** The special-offers search page. */
  specialOffers: specialOffersSchema,
  /**
   * Where the no-results card's Clear Filters button goes. /special-offers is the special-offers search
   * where `specialOffers` is on, else the site's offers page where it runs offers, else `defaultPath`.
   * @example "/search/new-used-and-demo-cars"
   */
  clearFiltersPath: href().default('/special-offers'),
  /**
   * Stock count shown instead of a count above 1999; null shows the summed condition counts.
   * @example 2500
   */
  stockCountTotal: wholeNumberBetween(0, 1_000_000).nullable().default(null),
  /**
   * The site has its own body-type icons, so the body filter lists 20 values instead of 4.
   * @example true
   */
  customBodies: flag(false),
  /**
   * Show the new tag (texts.newTag) on used cars added in the last 8 days, and a feed's tag spelled
   * like it on used cars. Off by default: on a used car "New" reads as its condition.
   * @example true
   */
  newTagOnUsedCars: flag(false),
  /**
   * Tag electric and hybrid cars on result cards (before every other tag).
   * @example true
   */
  fuelTags: flag(false),
  /**
   * The image a certified used car of the program's makes shows on its result card (spec/shopping.md
   * §4 tag priority 3: "A certified used car of one manufacturer shows a certified image"); null: none.
   * @example { "image": "/images/badges/toyota-certified-pre-owned.svg", "label": "Toyota Certified Pre-Owned", "makes": ["Toyota"] }
   */
  certifiedTag: z
    .strictObject({
      /**
       * The badge, 72 by 24 pixels or the same shape.
       * @example "/images/badges/toyota-certified-pre-owned.svg"
       */
      image: assetUrl(),
      /**
       * What the badge says, for those who cannot see it.
       * @example "Toyota Certified Pre-Owned"
       */
      label: text().default('Certified Pre-Owned'),
      /**
       * The makes whose certified used cars show it, as stock spells them; empty: every make.
       * @example ["Toyota"]
       */
      makes: z.array(text()).default([]),
    })
    .nullable()
    .default(null),
};
