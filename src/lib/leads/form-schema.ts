/**
 * What a lead form sends as `fields`, as one schema for the browser and the lead API (spec/shopping.md
 * §3 Enquiry form defaults, Request Photos form, Test-drive form; spec/site.md §3 Enquiry form fields,
 * Test-drive extra, Trade-in lead form). Written with zod/mini, whose functions tree-shake, so the
 * lead forms validate in the browser without shipping all of zod; ./schema.ts composes it into the
 * API's request and stored-lead schemas. The per-tenant rules (which fields are required) are in
 * ./form-rules.ts.
 *
 * The forms load it on demand (./validate-fields.ts), when the shopper first types or sends. zod/mini
 * loads no locale: a message this schema does not set is zod's generic one in the browser, and
 * English from the API, which parses bodies with zod's English locale (src/api/validate.ts).
 */
import * as z from 'zod/mini';
import { POSTCODE_PATTERN } from '../delivery/postcode.ts';
import { LEAD_MESSAGES } from './messages.ts';

/** Australian numbers as shoppers type them: spaces, brackets and dashes allowed; +61 or 0 prefix. */
export const AU_PHONE = /^(?:\+?61|0)[2-478](?:[ -]?\d){8}$|^1[38]00(?:[ -]?\d){6}$|^13(?:[ -]?\d){4}$/;
export const normalisePhone = (phone: string) => phone.replace(/[\s()-]/g, '');

/** Text trimmed, then at most `max` characters. */
export const text = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, { error: `at most ${max} characters` }));
const optionalText = (max: number) => z.optional(text(max));

export const NAME = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: LEAD_MESSAGES.name }),
    z.maxLength(100, { error: 'Your name is too long.' }),
  );

/**
 * What the lead forms send as `fields` (./lead-values.ts leadFields builds them), and nothing else:
 * an unknown key is refused by name. Which of these a form has depends on its kind and the site's
 * rules (./form-fields.ts); the API refuses the others too.
 */
export const FORM_FIELDS = {
  // Optional here: the short trade-in form asks for no name (spec/site.md §3: "a variant has only
  // postcode, phone, email"); the form rules (./form-rules.ts) require it on every other form.
  name: z.optional(NAME),
  last_name: optionalText(100),
  email: z.email({ error: LEAD_MESSAGES.email }).check(z.maxLength(200, { error: LEAD_MESSAGES.email })),
  phone: z.pipe(
    z.pipe(z.string().check(z.maxLength(30, { error: LEAD_MESSAGES.phone })), z.transform(normalisePhone)),
    z.string().check(z.regex(AU_PHONE, { error: LEAD_MESSAGES.phone })),
  ),
  message: optionalText(4000),
  category: optionalText(100),
  subcategory: optionalText(100),
  location: optionalText(200),
  dealership_slug: optionalText(100),
  opt_in: z._default(z.boolean(), true),
  terms_conditions: z.optional(z.boolean()),
  postcode: z.optional(z.string().check(z.regex(POSTCODE_PATTERN, { error: LEAD_MESSAGES.postcode }))),
  // Enquiry form defaults (spec/shopping.md §3); the API replaces them with the stock index's.
  manufacturer_slug: optionalText(100),
  stock_number: optionalText(50),
  'Vehicle Make': optionalText(100),
  'Vehicle Model': optionalText(100),
  car_type: optionalText(20),
  car_id: z.optional(z.number().check(z.int(), z.positive())),
  vehicle_status: optionalText(30),
  // Test drive (spec/shopping.md §3; spec/site.md §3 Test-drive extra).
  booking_datetime: z.optional(z.iso.datetime({ local: true, error: 'Please choose a date and time.' })),
  'do-you-have-a-trade-in': z.optional(z.enum(['Yes', 'No'])),
  // Request Photos (spec/shopping.md §3).
  'Request Photos': optionalText(500),
};

export const leadFieldsSchema = z.strictObject(FORM_FIELDS);
export type LeadFieldsInput = z.input<typeof leadFieldsSchema>;
