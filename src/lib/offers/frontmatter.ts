/**
 * An offer file's frontmatter (spec/site.md §3 Offer): tenants/content/<layer>/<owner>/offers/<id>.md,
 * whose Markdown body is the offer's description (rendered sanitised, the spec's
 * sanitized_description). A manufacturer's national offers live in its layer and reach every dealer
 * of that make, except the websites its `excludedWebsiteIds` name; a dealer's own live in its site layer.
 */
import { z } from 'zod';
import { assetUrl, href, id, isoDate, slug, text } from '../options/fields.ts';
import { published } from '../content/published.ts';

const modelSchema = z.strictObject({
  /**
   * The model as stock spells it.
   * @example "Navara"
   */
  name: text(),
  /**
   * Its URL segment in search (/search/{make}/{slug}); by default the name in lower case with - for spaces.
   * @example "navara"
   */
  slug: slug('a model slug like navara').optional(),
  /**
   * Where 'Search this model' goes when the site has none of this model in stock (the maker's model page, say).
   * @example "https://www.nissan.com.au/vehicles/browse-range/navara.html"
   */
  overrideUrl: href().optional(),
});

export const offerFrontmatter = z
  .strictObject({
    /**
     * The offer's heading.
     * @example "Navara SL from $49,990 drive away"
     */
    name: text(),
    /**
     * What kind of offer it is, shown above the name.
     * @example "Finance offer"
     */
    category: text().optional(),
    /**
     * The offer's picture (shown at 375×250, through the site's image CDN): a site path or a web address.
     * @example "/images/offers/navara-sl.jpg"
     */
    image: assetUrl().optional(),
    /**
     * The picture's text alternative; leave it out when the picture only repeats the offer's name.
     * @example "A white Navara SL on a beach track"
     */
    imageAlt: text().optional(),
    /**
     * The make the offer is for, as stock spells it; leave it out for a dealer offer on any car.
     * @example "Nissan"
     */
    manufacturer: text().optional(),
    /** The model the offer is for: its enquiry and 'Search this model' links use it. */
    model: modelSchema.optional(),
    /**
     * First day the offer shows (the dealer's time zone).
     * @example "2026-07-01"
     */
    start: isoDate().optional(),
    /**
     * Last day the offer shows, inclusive; the next day's build leaves it out.
     * @example "2026-12-31"
     */
    expiry: isoDate().optional(),
    /**
     * Dealer websites (their tenant `id`) that do not run this offer.
     * @example [5012]
     */
    excludedWebsiteIds: z.array(id("a website id like 5012 (a tenant's id)")).default([]),
    /**
     * The offer's terms, in full; shown shortened with 'View full disclaimer' when long.
     * @example "Offer available on new Navara SL models ordered and delivered by 31 December 2026…"
     */
    disclaimer: text().optional(),
    published: published(),
  })
  .superRefine((offer, ctx) => {
    if (offer.start !== undefined && offer.expiry !== undefined && offer.expiry < offer.start) {
      ctx.addIssue({
        code: 'custom',
        path: ['expiry'],
        message: `a date on or after start (${offer.start})`,
        input: offer.expiry,
      });
    }
  });

export type OfferFrontmatter = z.output<typeof offerFrontmatter>;
