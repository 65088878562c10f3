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
/** The kinds a lead form sends (a reservation is sent with its deposit, to its own call). */
export type ShopperLeadKind = Exclude<LeadKind, 'reservation'>;

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

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `at most ${max} characters` });

/**
 * What the lead forms send as `fields` (./lead-values.ts leadFields builds them), and nothing else:
 * an unknown key is refused by name. Which of these a form has depends on its kind and the site's
 * rules (./form-fields.ts); the API refuses the others too.
 */
const NAME = z.string().trim().min(1, { error: LEAD_MESSAGES.name }).max(100, { error: 'Your name is too long.' });

const FORM_FIELDS = {
  // Optional here: the short trade-in form asks for no name (spec/site.md §3: "a variant has only
  // postcode, phone, email"); the form rules (./form-rules.ts) require it on every other form.
  name: NAME.optional(),
  last_name: optionalText(100),
  email: z.email({ error: LEAD_MESSAGES.email }).max(200, { error: LEAD_MESSAGES.email }),
  phone: z
    .string()
    .max(30, { error: LEAD_MESSAGES.phone })
    .transform(normalisePhone)
    .pipe(z.string().regex(AU_PHONE, { error: LEAD_MESSAGES.phone })),
  message: optionalText(4000),
  category: optionalText(100),
  subcategory: optionalText(100),
  location: optionalText(200),
  dealership_slug: optionalText(100),
  opt_in: z.boolean().default(true),
  terms_conditions: z.boolean().optional(),
  postcode: z.string().regex(POSTCODE_PATTERN, { error: LEAD_MESSAGES.postcode }).optional(),
  // Enquiry form defaults (spec/shopping.md §3); the API replaces them with the stock index's.
  manufacturer_slug: optionalText(100),
  stock_number: optionalText(50),
  'Vehicle Make': optionalText(100),
  'Vehicle Model': optionalText(100),
  car_type: optionalText(20),
  car_id: z.number().int().positive().optional(),
  vehicle_status: optionalText(30),
  // Test drive (spec/shopping.md §3; spec/site.md §3 Test-drive extra).
  booking_datetime: z.iso.datetime({ local: true, error: 'Please choose a date and time.' }).optional(),
  'do-you-have-a-trade-in': z.enum(['Yes', 'No']).optional(),
  // Request Photos (spec/shopping.md §3).
  'Request Photos': optionalText(500),
};

export const leadFieldsSchema = z.strictObject(FORM_FIELDS);

/** The details a reservation or an online purchase takes (/checkout, /checkout-journey): a name always. */
export const reservationFieldsSchema = leadFieldsSchema
  .pick({ email: true, phone: true, dealership_slug: true, opt_in: true })
  .extend({ name: NAME });

/**
 * Fields only the API writes into a lead, never taken from a browser: an accepted trade-in offer
 * (spec/site.md §3 Valuation form extras, §3 Trade-in valuation) is filed with the shopper's car
 * and the server's offer.
 */
const SERVER_FIELDS = {
  PreferredContactMethod: z.enum(['Phone', 'Email', 'SMS']).optional(),
  finance: z.enum(['Yes', 'No']).optional(),
  kms: z.number().int().min(0).max(2_000_000).optional(),
  regoState: text(3).optional(),
  rego: text(12).optional(),
  trade_in_year: z.number().int().optional(),
  trade_in_make: text(60).optional(),
  trade_in_model: text(60).optional(),
  offer_price: z.number().int().optional(),
  adjustmentAnswers: z.record(z.string(), z.enum(['Yes', 'No'])).optional(),
  /** A reservation's deposit in whole dollars, authorised (held, not taken) on the shopper's card. */
  deposit_amount: z.number().int().optional(),
  /** The processor's id for the deposit (a Stripe PaymentIntent id), for the dealer to capture or release it. */
  deposit_reference: z.string().max(200).optional(),
  /** When the reservation's hold on the car and the card ends (ISO 8601). */
  deposit_held_until: z.string().max(40).optional(),
};
const storedFieldsSchema = z.strictObject({ ...FORM_FIELDS, ...SERVER_FIELDS });
export type LeadFieldsInput = z.input<typeof leadFieldsSchema>;

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

const USER_DATA_FIELDS = {
  category: z.string().max(USER_DATA_LIMITS.category),
  subcategory: z.string().max(USER_DATA_LIMITS.category).optional(),
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
};

/** spec/shopping.md §3 Lead submission userData, as a browser sends it. */
export const userDataSchema = z.strictObject(USER_DATA_FIELDS);
export type BrowserUserData = z.output<typeof userDataSchema>;

/** The userData of a stored lead: an accepted offer's (built by the API) also names its lead and says it was accepted. */
const storedUserDataSchema = z.strictObject({
  ...USER_DATA_FIELDS,
  lead_id: z.string().max(USER_DATA_LIMITS.leadId).optional(),
  form_completed: z.boolean().optional(),
  offer_accepted: z.boolean().optional(),
});

/** The kinds a shopper sends to POST /api/leads (reservations have their own call, with a deposit). */
const SHOPPER_LEAD_KINDS = LEAD_KINDS.filter((kind): kind is ShopperLeadKind => kind !== 'reservation');

/** The body of POST /api/leads. `website` is a honeypot: people never see it, bots fill it in. */
export const leadRequestSchema = z.strictObject({
  kind: z.enum(SHOPPER_LEAD_KINDS, { error: 'kind must be a form of this site.' }),
  fields: leadFieldsSchema,
  userData: userDataSchema,
  website: z.string().max(500).optional(),
});
export type LeadRequestInput = z.input<typeof leadRequestSchema>;

/** A lead as the API stores and delivers it: a form's, checked and completed by the API, or one the API built. */
const storedLeadSchema = z.strictObject({
  kind: z.enum(LEAD_KINDS),
  fields: storedFieldsSchema,
  userData: storedUserDataSchema,
});
export type LeadRequest = z.output<typeof storedLeadSchema>;

/** What it answers for refused input: one message, plus a message per field where there are any. */
export type ApiError = { error: string; fields?: Record<string, string> };
/**
 * The `error` of every 400 for a body that fails validation (its `fields` say what is wrong), and
 * the heading of a form's error summary (spec/site.md §8).
 */
export const FIX_ERRORS_MESSAGE = 'Please fix the following errors:';
