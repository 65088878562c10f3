// The security headers a site is served with (policy.ts): what its pages may load and talk to
// beyond what the build works out itself (site-sources.ts), who may frame them, and which browser
// features they may use.
import { z } from 'zod';

const ORIGIN_ERROR = 'an https origin like https://www.googletagmanager.com (a leading *. allows its subdomains)';
/** An https origin, or every subdomain of one; never a path, a scheme alone or a keyword. */
const origin = () =>
  z
    .string({ error: ORIGIN_ERROR })
    .regex(/^https:\/\/(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?$/, {
      error: ORIGIN_ERROR,
    });

const origins = () => z.array(origin()).default([]);

/**
 * Origins the pages may use beyond those the build allows itself (site-sources.ts), per kind of
 * request.
 */
const sourcesSchema = z
  .strictObject({
    /**
     * Scripts, such as an analytics tag or a card processor's script.
     * @example ["https://www.googletagmanager.com"]
     */
    script: origins(),
    /**
     * Stylesheets.
     * @example ["https://fonts.googleapis.com"]
     */
    style: origins(),
    /**
     * Images, such as photos in content pages hosted elsewhere.
     * @example ["https://photos.example-cdn.com.au"]
     */
    img: origins(),
    /**
     * Web fonts.
     * @example ["https://fonts.gstatic.com"]
     */
    font: origins(),
    /**
     * What scripts may fetch from (fetch, XHR, beacons), such as an analytics collector.
     * @example ["https://www.google-analytics.com"]
     */
    connect: origins(),
    /**
     * Frames, such as a card processor's payment form.
     * @example ["https://js.stripe.com"]
     */
    frame: origins(),
    /**
     * Audio and video files.
     * @example ["https://video.example-cdn.com.au"]
     */
    media: origins(),
    /**
     * Where the pages' forms may be sent.
     * @example ["https://crm.example.com.au"]
     */
    form: origins(),
  })
  .prefault({});

/**
 * Browser features no page of the site uses, switched off in Permissions-Policy so that no script
 * or embedded frame can ask for them. A tenant turns one on for the origins that need it
 * (`permissions`), such as a card processor's frame asking for `payment`.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const;

const FEATURE_ERROR = `one of ${DENIED_FEATURES.join(', ')}`;
const ALLOWED_ERROR = `"self" or ${ORIGIN_ERROR}`;

export const securitySchema = z
  .strictObject({
    /**
     * Origins the pages may use beyond those the build allows itself, per kind of request.
     * @example { "script": ["https://www.googletagmanager.com"], "connect": ["https://www.google-analytics.com"] }
     */
    sources: sourcesSchema,
    /**
     * Who may show the site's pages in a frame. Empty: nobody (frame-ancestors 'none' and
     * X-Frame-Options DENY), which stops click-jacking; "self" for the site's own pages.
     * @example ["self", "https://www.example-group.com.au"]
     */
    frameAncestors: z.array(z.union([z.literal('self'), origin()], { error: ALLOWED_ERROR })).default([]),
    /**
     * Browser features a page needs after all (all of them are off by default), each with who may use it.
     * @example { "payment": ["self", "https://js.stripe.com"] }
     */
    permissions: z
      .partialRecord(
        z.enum(DENIED_FEATURES, { error: FEATURE_ERROR }),
        z.array(z.union([z.literal('self'), origin()], { error: ALLOWED_ERROR })),
      )
      .default({}),
  })
  .prefault({});

export type SecurityOptions = z.output<typeof securitySchema>;
/** The kinds of request a tenant may add origins to: script, style, img, font, connect, frame, media, form. */
export type SourceKind = keyof SecurityOptions['sources'];
