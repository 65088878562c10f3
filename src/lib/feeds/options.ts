// Vehicle feeds for Google vehicle ads and Meta's automotive catalog (listing.ts, google.ts, meta.ts).
import { z } from 'zod';
import { flag, slug, text } from '../options/fields.ts';
import { FEED_PRICE_TYPES } from '../pricing/constants.ts';

export const feedsSchema = z
  .strictObject({
    /**
     * Publish /feeds/google-vehicles.xml for Google Merchant Center's vehicle ads.
     * @example false
     */
    google: flag(true),
    /**
     * Publish /feeds/meta-vehicles.xml for a Meta (Facebook, Instagram) automotive catalog.
     * @example false
     */
    meta: flag(true),
    /**
     * What a car's price includes when its stock record has no `price_type`. Google refuses a new
     * car priced excluding government charges, and a used or demo car at an estimated drive-away
     * price, so those cars are left out of its feed (and named in a comment at the top).
     * @example "excl_gov_charges"
     */
    priceType: z.enum(FEED_PRICE_TYPES).default('drive_away'),
    /**
     * Google Business Profile store codes, by location slug: the feed's store code for the cars at
     * that location. A location not listed uses its id on the dealer platform.
     * @example { "example-motors": "EXM-01" }
     */
    storeCodes: z.record(slug('the slug of one of the locations'), text()).default({}),
  })
  .prefault({});

export type FeedOptions = z.output<typeof feedsSchema>;

/** Store codes may only name the site's own locations. */
export function checkStoreCodeLocations(
  tenant: { feeds: FeedOptions; locations: readonly { slug: string }[] },
  ctx: { addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string; input: unknown }) => void },
) {
  const known = tenant.locations.map((location) => location.slug);
  for (const key of Object.keys(tenant.feeds.storeCodes)) {
    if (!known.includes(key)) {
      const message = `the slug of one of the locations (${known.map((s) => JSON.stringify(s)).join(', ') || 'none'})`;
      ctx.addIssue({ code: 'custom', path: ['feeds', 'storeCodes', key], message, input: key });
    }
  }
}
