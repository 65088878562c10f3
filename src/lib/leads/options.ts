// Leads: where they are delivered and how the forms behave (spec/site.md §3 Enquiry form fields,
// §4 Form submit, Careers rewrite, Service bookings, §5 Enquiry form; spec/shopping.md §3 Request
// Photos form). The rules that read these options are in src/lib/leads/form-rules.ts.
import { z } from 'zod';
import { flag, text, webUrl, wholeNumberBetween } from '../options/fields.ts';
import { DEFAULT_CATEGORIES, DEFAULT_PHOTOS_REQUEST } from './constants.ts';

export const leadsSchema = z
  .strictObject({
    /**
     * The dealer's CRM webhook: each lead is POSTed as JSON, with an Idempotency-Key header of the
     * lead id, retried with backoff until it answers 2xx. null: no webhook.
     * @example "https://crm.example.com.au/hooks/forecourt"
     */
    webhookUrl: webUrl().nullable().default(null),
    /**
     * Where each lead is POSTed as ADF/XML 1.0 (application/xml), retried like the webhook. null: none.
     * @example "https://adf.example.com.au/inbox/example-motors"
     */
    adfUrl: webUrl().nullable().default(null),
    /**
     * Environment variable holding the secret that signs this dealer's webhook and ADF deliveries
     * (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature; the secret as
     * "whsec_<base64>"). Set on the lead API's server, never in tenant files. null: unsigned.
     * @example "BAYSIDE_NISSAN_WEBHOOK_SECRET"
     */
    webhookSecretEnv: z
      .string({ error: 'an environment variable name like BAYSIDE_NISSAN_WEBHOOK_SECRET' })
      .regex(/^[A-Z_][A-Z0-9_]*$/, { error: 'an environment variable name like BAYSIDE_NISSAN_WEBHOOK_SECRET' })
      .nullable()
      .default(null),
    /**
     * Categories in the enquiry form's category select; the first is the default.
     * @example ["General Enquiry", "Sales Enquiry", "Service Enquiry"]
     */
    categories: z
      .array(text())
      .min(1, { error: 'at least one category' })
      .default([...DEFAULT_CATEGORIES]),
    /**
     * The message may be left empty on enquiry and contact forms (spec/site.md §5: "dealers flagged otherwise").
     * @example true
     */
    messageOptional: flag(false),
    /**
     * A terms checkbox the shopper must tick, with this text. null: no terms checkbox.
     * @example "* You must agree to the terms of use before submitting the form."
     */
    termsText: text().nullable().default(null),
    /**
     * A service booking goes to the dealership of the chosen service location (spec/site.md §4).
     * @example false
     */
    serviceDealershipFromLocation: flag(true),
    /**
     * The hidden 'Request Photos' field's text on the Request Photos form.
     * @example "Please send me more photos of this car."
     */
    photosRequestText: text().default(DEFAULT_PHOTOS_REQUEST),
    /**
     * The trade-in lead form (spec/site.md §3 Trade-in lead form): "full" asks First Name, Last
     * Name, Postcode, Mobile Number and Email; "short" (the spec's variant) only Postcode, Mobile
     * Number and Email.
     * @example "short"
     */
    tradeInForm: z.enum(['full', 'short']).default('full'),
    /**
     * POST the accepted valuation to /api/miscellaneous with column_name 'valuation' (spec/shopping.md §7: one flag-enabled dealer).
     * @example true
     */
    saveValuation: flag(false),
    /**
     * Limits on sign-in (features.signIn), kept in the lead API's database so every instance
     * shares them (docs/threat-model.md): how many codes are texted and how many wrong codes are
     * tried, per window.
     */
    signInLimits: z
      .strictObject({
        /**
         * Codes texted to one phone per window: what keeps a number from being flooded.
         * @example 3
         */
        textsPerPhone: wholeNumberBetween(1, 20, 'a number of texts').default(3),
        /**
         * Codes this site texts per window to all phones together: the ceiling on a flood's cost.
         * @example 500
         */
        textsPerSite: wholeNumberBetween(1, 100_000, 'a number of texts').default(200),
        /**
         * Wrong codes one phone may try per window, however many codes it is sent.
         * @example 5
         */
        codeTries: wholeNumberBetween(1, 20, 'a number of tries').default(5),
        /**
         * The window, in minutes.
         * @example 15
         */
        windowMinutes: wholeNumberBetween(1, 1440, 'a number of minutes').default(15),
      })
      .prefault({}),
  })
  .prefault({});
