/**
 * What a lead is, shared by the forms and the lead API so both validate alike (spec/shopping.md §3
 * Lead submission userData, Enquiry form defaults, Request Photos form, Test-drive form; spec/site.md
 * §3 Enquiry form fields, Valuation form extras, Test-drive extra, Trade-in lead form). The field
 * names are the platform's own (some are capitalised, e.g. 'Vehicle Make', 'Rego'). The server
 * always re-validates; the per-tenant rules (which fields are required) are in ./form-rules.ts.
 */
import { z } from 'zod';
import { INVALID_POSTCODE_TEXT, POSTCODE_PATTERN } from '../delivery/postcode.ts';

const LEAD_KINDS = [
  'enquiry',
  'test-drive',
  'finance',
  'trade-in',
  'request-photos',
  'find-similar',
  'contact',
  'service',
  'reservation',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Bodies above this are refused before they are parsed (a lead is a few hundred bytes). */
export const MAX_LEAD_BYTES = 16 * 1024;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `at most ${max} characters` })
    .optional();

export const LEAD_MESSAGES = {
  name: 'Please enter your name.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid Australian phone number.',
  postcode: INVALID_POSTCODE_TEXT,
} as const;

/** Australian numbers as shoppers type them: spaces, brackets and dashes allowed; +61 or 0 prefix. */
export const AU_PHONE = /^(?:\+?61|0)[2-478](?:[ -]?\d){8}$|^1[38]00(?:[ -]?\d){6}$|^13(?:[ -]?\d){4}$/;
export const normalisePhone = (phone: string) => phone.replace(/[\s()-]/g, '');

export const leadFieldsSchema = z.looseObject({
  name: z.string().trim().min(1, { error: LEAD_MESSAGES.name }).max(100, { error: 'Your name is too long.' }),
  last_name: optionalText(100),
  email: z.email({ error: LEAD_MESSAGES.email }).max(200, { error: LEAD_MESSAGES.email }),
  phone: z
    .string()
    .transform(normalisePhone)
    .pipe(z.string().regex(AU_PHONE, { error: LEAD_MESSAGES.phone })),
  message: optionalText(4000),
  category: optionalText(100),
  subcategory: optionalText(100),
  location: optionalText(200),
  dealership_slug: optionalText(100),
  opt_in: z.boolean().default(true),
  terms_conditions: z.boolean().optional(),
  Rego: optionalText(12),
  page_id: optionalText(200),
  additional_services: z.array(z.string().max(100)).max(20).optional(),
  postcode: z.string().regex(POSTCODE_PATTERN, { error: LEAD_MESSAGES.postcode }).optional(),
  // Enquiry form defaults (spec/shopping.md §3).
  manufacturer_slug: optionalText(100),
  stock_number: optionalText(50),
  'Vehicle Make': optionalText(100),
  'Vehicle Model': optionalText(100),
  car_type: optionalText(20),
  car_id: z.number().int().positive().optional(),
  vehicle_status: optionalText(30),
  autogauge_enabled: z.boolean().optional(),
  // Test drive (spec/shopping.md §3; spec/site.md §3 Test-drive extra).
  booking_datetime: z.iso.datetime({ local: true, error: 'Please choose a date and time.' }).optional(),
  'do-you-have-a-trade-in': z.enum(['Yes', 'No']).optional(),
  // Request Photos (spec/shopping.md §3).
  'Request Photos': optionalText(500),
  // Valuation extras (spec/site.md §3).
  PreferredContactMethod: z.enum(['Phone', 'Email', 'SMS']).optional(),
  finance: z.enum(['Yes', 'No']).optional(),
  kms: z.number().int().min(0).max(2_000_000).optional(),
  regoState: optionalText(3),
  rego: optionalText(12),
  location_id: z.number().int().positive().optional(),
});
/**
 * A lead form's fields: the name may be left out, as the short trade-in form asks for none
 * (spec/site.md §3: "a variant has only postcode, phone, email"); the form rules (form-rules.ts)
 * require it on every other form, in the browser and in the lead API alike.
 */
export const leadFormFieldsSchema = leadFieldsSchema.extend({
  name: z.string().trim().max(100, { error: 'Your name is too long.' }).optional(),
});
export type LeadFieldsInput = z.input<typeof leadFormFieldsSchema>;

/**
 * The length limits of `userDataSchema`, in UTF-16 units (what zod counts). buildUserData
 * (./attribution.ts) cuts to the same limits, so a long URL or user agent never costs a lead.
 */
export const USER_DATA_LIMITS = {
  category: 100,
  leadId: 64,
  url: 2000,
  userAgent: 500,
  visitedPages: 50,
  paramName: 100,
  paramValue: 500,
} as const;

/** spec/shopping.md §3 Lead submission userData. */
export const userDataSchema = z.strictObject({
  category: z.string().max(USER_DATA_LIMITS.category),
  subcategory: z.string().max(USER_DATA_LIMITS.category).optional(),
  lead_id: z.string().max(USER_DATA_LIMITS.leadId).optional(),
  url: z.string().max(USER_DATA_LIMITS.url),
  source: z.literal('Website'),
  user_agent: z.string().max(USER_DATA_LIMITS.userAgent),
  car_id: z.number().int().positive().nullable(),
  car_dealership_id: z.number().int().positive().nullable(),
  lead_attributes: z.strictObject({
    visited_pages: z.array(z.string().max(USER_DATA_LIMITS.url)).max(USER_DATA_LIMITS.visitedPages),
    linked_query_params: z.record(
      z.string().max(USER_DATA_LIMITS.paramName),
      z.string().max(USER_DATA_LIMITS.paramValue),
    ),
  }),
  form_completed: z.boolean().optional(),
  offer_accepted: z.boolean().optional(),
});
export type UserData = z.output<typeof userDataSchema>;

/** The body of POST /api/leads. `website` is a honeypot: people never see it, bots fill it in. */
export const leadRequestSchema = z.strictObject({
  kind: z.enum(LEAD_KINDS),
  fields: leadFormFieldsSchema,
  userData: userDataSchema,
  website: z.string().max(500).optional(),
});
export type LeadRequest = z.output<typeof leadRequestSchema>;
export type LeadRequestInput = z.input<typeof leadRequestSchema>;

/** What it answers for refused input: one message, plus a message per field where there are any. */
export type ApiError = { error: string; fields?: Record<string, string> };
/**
 * The `error` of every 400 for a body that fails validation (its `fields` say what is wrong), and
 * the heading of a form's error summary (spec/site.md §8).
 */
export const FIX_ERRORS_MESSAGE = 'Please fix the following errors:';
