// Who the dealer is (spec/site.md §3 Dealer config). Spread into the tenant schema, so each field
// keeps its JSDoc in the Tenant type and in tenants/tenant.schema.json.
import { z } from 'zod';
import { id, phoneNumber, slug, text, webUrl } from '../options/fields.ts';

export const STOCK_CATEGORIES = ['cars', 'trucks', 'motorcycles', 'caravans'] as const;
export type StockCategory = (typeof STOCK_CATEGORIES)[number];

const dealershipSchema = z.strictObject({
  /**
   * Dealership id on the dealer platform; stock and locations point at it.
   * @example 101
   */
  id: id(),
  /**
   * Dealership slug, sent with leads.
   * @example "example-motors"
   */
  slug: slug(),
  /**
   * Name shown in dealership filters and selects.
   * @example "Example Motors"
   */
  name: text(),
});

const socialUrl = () => webUrl().nullable().default(null);

const socialSchema = z
  .strictObject({
    /**
     * Facebook page.
     * @example "https://www.facebook.com/examplemotors"
     */
    facebook: socialUrl(),
    /**
     * Instagram profile.
     * @example "https://www.instagram.com/examplemotors"
     */
    instagram: socialUrl(),
    /**
     * YouTube channel.
     * @example "https://www.youtube.com/@examplemotors"
     */
    youtube: socialUrl(),
  })
  .prefault({});

export const dealerShape = {
  /**
   * The site's slug. Set from the site file's name; if written, it must match.
   * @example "example-motors"
   */
  slug: slug('a slug like example-motors (lower-case letters, digits and -), the site file name'),
  /**
   * The dealer's trading name, shown in titles and the footer.
   * @example "Example Motors"
   */
  name: text(),
  /**
   * Website id on the dealer platform; sent with leads and view counts.
   * @example 5012
   */
  id: id(),
  /**
   * Public address of the site, used for canonical links, sitemaps and sharing.
   * @example "https://www.examplemotors.example.com.au"
   */
  url: webUrl(),
  /**
   * Main phone number, when the site shows one in the header.
   * @example "+61733951200"
   */
  phone: phoneNumber().nullable().default(null),
  /**
   * Group file (tenants/groups/<group>.json) this site belongs to, applied above manufacturers.
   * @example "example-motor-group"
   */
  group: slug('the name of a file in tenants/groups/').nullable().default(null),
  /**
   * Manufacturer files (tenants/manufacturers/<make>.json) applied in this order, so where two set
   * the same option the later one wins.
   * @example ["nissan"]
   */
  manufacturers: z.array(slug('the name of a file in tenants/manufacturers/')).default([]),
  /**
   * Makes the dealer holds a franchise for, exactly as stock spells them. Defaults to the `make`
   * of each listed manufacturer; empty for a used-only dealer.
   * @example ["Nissan"]
   */
  franchiseMakes: z.array(text()).default([]),
  /**
   * The one manufacturer a single-franchise site represents, or null. Defaults to the `make` of
   * the manufacturer when exactly one is listed. With null, offer URLs carry the make.
   * @example "Nissan"
   */
  manufacturer: text().nullable().default(null),
  /**
   * Main dealership of the site (an id from `dealerships`), used when a form has no dealership select.
   * @example 101
   */
  dealershipId: id().nullable().default(null),
  /**
   * Dealerships whose stock and leads this site handles.
   * @example [{ "id": 101, "slug": "example-motors", "name": "Example Motors" }]
   */
  dealerships: z.array(dealershipSchema).default([]),
  /**
   * Kinds of stock the site lists. Defaults to the categories of the listed manufacturers.
   * @example ["cars", "caravans"]
   */
  stockCategories: z.array(z.enum(STOCK_CATEGORIES)).min(1, { error: 'at least one stock category' }).default(['cars']),
  /**
   * Page layout: "standard" for a dealer site; "group" for a dealer group's site, whose home page
   * adds the brand logo banner, the stats banners and the brand tiles, and which has the brand
   * directory (/brands, /brands/{slug}) and the dealer locator (/dealer-locator); see brandDirectory.
   * @example "group"
   */
  template: z.enum(['standard', 'group']).default('standard'),
  /**
   * City shown instead of each car's own city (for a dealer whose stock sits in a holding yard).
   * @example "Brisbane"
   */
  overrideCity: text().nullable().default(null),
  /**
   * How many of the latest blog posts the home page and each car page show (spec/shopping.md §2
   * blogs); 0 shows none. The blog itself (/blog) is built whenever the site has posts.
   * @example 3
   */
  blogsCount: z.number().int().min(0).default(0),
  /**
   * The state the trade-in form's "State registered in" starts on (spec/site.md §9: "Default state: qld").
   * @example "nsw"
   */
  defaultState: z.enum(['act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa']).default('qld'),
  /** Social media pages linked in the footer. */
  social: socialSchema,
};
