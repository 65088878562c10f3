// Analytics: the Automotive Standards Council (ASC) events the site fires beside the spec's numbered
// ones (asc.ts), and the dealer's tag (Google Tag Manager or the Google tag), loaded only once the
// shopper consents (consent.ts).
import { z } from 'zod';
import { flag, text } from '../options/fields.ts';

const pattern = (regex: RegExp, error: string) => z.string({ error }).regex(regex, { error });

/** A GA4 measurement id, as Google prints it. */
const ga4Id = () => pattern(/^G-[A-Z0-9]{4,12}$/, 'a GA4 measurement id like G-AB12CD34EF');

/** An origin a Content-Security-Policy can list: https, a host (optionally `*.` first), no path. */
const cspOrigin = () =>
  pattern(/^https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?$/, 'an origin like https://*.example.com');

/** Where Google's tags load from and send to: the site's Content-Security-Policy must allow them. */
const GOOGLE_TAG_ORIGINS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
] as const;

const tagSchema = z.strictObject({
  /**
   * The tag: a Tag Manager container id (GTM-…) loads gtm.js, a GA4 measurement id (G-…) loads the
   * Google tag (gtag.js). Either loads only after the shopper agrees to analytics or advertising.
   * @example "GTM-AB12CD3"
   */
  id: pattern(
    /^(?:GTM-[A-Z0-9]{4,12}|G-[A-Z0-9]{4,12})$/,
    'a Tag Manager container id like GTM-AB12CD3 or a GA4 measurement id like G-AB12CD34EF',
  ),
  /**
   * Where the tag's script is served from: Google, or the dealer's own tagging server.
   * @example "https://tags.example-motors.com.au"
   */
  scriptOrigin: cspOrigin().default(GOOGLE_TAG_ORIGINS[0]),
  /**
   * Every origin the tag loads from or sends to, for the site's Content-Security-Policy (script-src,
   * connect-src, img-src). Google's by default; add a tagging server's or a vendor's here.
   * @example ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"]
   */
  origins: z.array(cspOrigin()).default([...GOOGLE_TAG_ORIGINS]),
});

export const analyticsSchema = z
  .strictObject({
    /**
     * Fire the Automotive Standards Council's GA4 events (asc_item_pageview, asc_form_submission …)
     * beside the spec's numbered events, into window.asc_datalayer and, with consent, to GA4.
     * @example false
     */
    ascEvents: flag(true),
    /**
     * The ASC `event_owner`: who sends the events, as the dealer's reports name the website platform.
     * @example "forecourt"
     */
    eventOwner: text().default('forecourt'),
    /**
     * GA4 properties the ASC events are sent to (`asc_datalayer.measurement_ids`, the events'
     * `send_to`). A G-… tag's own id is always one of them.
     * @example ["G-AB12CD34EF"]
     */
    measurementIds: z.array(ga4Id()).default([]),
    /**
     * The dealer's tag; null for none (then no consent banner either: nothing leaves the page).
     * @example { "id": "GTM-AB12CD3" }
     */
    tag: tagSchema.nullable().default(null),
  })
  .prefault({});

export type AnalyticsOptions = z.output<typeof analyticsSchema>;
export type TagOptions = NonNullable<AnalyticsOptions['tag']>;
