/**
 * What a lead is, shared by the forms and the lead API so both validate alike (spec/shopping.md §3
 * Lead submission userData, Enquiry form defaults, Request Photos form, Test-drive form; spec/site.md
 * §3 Enquiry form fields, Valuation form extras, Test-drive extra, Trade-in lead form). The field
 * names are the platform's own (some are capitalised, e.g. 'Vehicle Make', 'Rego'). The server
 * always re-validates; the per-tenant rules (which fields are required) are in ./form-rules.ts.
 * The fields a form sends are ./form-schema.ts; this module composes them into the API's requests
 * and stored leads. Both are zod/mini, whose functions tree-shake: the checkout validates with
 * reservationFieldsSchema in the browser, and no island ships all of zod.
 */
import * as z from 'zod/mini';
import { FORM_FIELDS, NAME, leadFieldsSchema, text } from './form-schema.ts';
import { USER_DATA_LIMITS } from './constants.ts';

export { FIX_ERRORS_MESSAGE } from './messages.ts';

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

/** The details a reservation or an online purchase takes (/checkout, /checkout-journey): a name always. */
export const reservationFieldsSchema = z.strictObject({
  email: FORM_FIELDS.email,
  phone: FORM_FIELDS.phone,
  dealership_slug: FORM_FIELDS.dealership_slug,
  opt_in: FORM_FIELDS.opt_in,
  name: NAME,
});

/**
 * Fields only the API writes into a lead, never taken from a browser: an accepted trade-in offer
 * (spec/site.md §3 Valuation form extras, §3 Trade-in valuation) is filed with the shopper's car
 * and the server's offer.
 */
const SERVER_FIELDS = {
  PreferredContactMethod: z.optional(z.enum(['Phone', 'Email', 'SMS'])),
  finance: z.optional(z.enum(['Yes', 'No'])),
  kms: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(2_000_000))),
  regoState: z.optional(text(3)),
  rego: z.optional(text(12)),
  trade_in_year: z.optional(z.number().check(z.int())),
  trade_in_make: z.optional(text(60)),
  trade_in_model: z.optional(text(60)),
  offer_price: z.optional(z.number().check(z.int())),
  adjustmentAnswers: z.optional(z.record(z.string(), z.enum(['Yes', 'No']))),
  /** A reservation's deposit in whole dollars, authorised (held, not taken) on the shopper's card. */
  deposit_amount: z.optional(z.number().check(z.int())),
  /** The processor's id for the deposit (a Stripe PaymentIntent id), for the dealer to capture or release it. */
  deposit_reference: z.optional(z.string().check(z.maxLength(200))),
  /** When the reservation's hold on the car and the card ends (ISO 8601). */
  deposit_held_until: z.optional(z.string().check(z.maxLength(40))),
};
const storedFieldsSchema = z.strictObject({ ...FORM_FIELDS, ...SERVER_FIELDS });

/** Text of at most `max` UTF-16 units, as it is (userData is the browser's, not the shopper's typing). */
const maxText = (max: number) => z.string().check(z.maxLength(max));

const USER_DATA_FIELDS = {
  category: maxText(USER_DATA_LIMITS.category),
  subcategory: z.optional(maxText(USER_DATA_LIMITS.category)),
  url: maxText(USER_DATA_LIMITS.url),
  source: z.literal('Website'),
  user_agent: maxText(USER_DATA_LIMITS.userAgent),
  car_id: z.nullable(z.number().check(z.int(), z.positive())),
  car_dealership_id: z.nullable(z.number().check(z.int(), z.positive())),
  lead_attributes: z.strictObject({
    visited_pages: z.array(maxText(USER_DATA_LIMITS.url)).check(z.maxLength(USER_DATA_LIMITS.visitedPages)),
    linked_query_params: z.record(maxText(USER_DATA_LIMITS.paramName), maxText(USER_DATA_LIMITS.paramValue)),
  }),
};

/** spec/shopping.md §3 Lead submission userData, as a browser sends it. */
export const userDataSchema = z.strictObject(USER_DATA_FIELDS);
export type BrowserUserData = z.output<typeof userDataSchema>;

/** The userData of a stored lead: an accepted offer's (built by the API) also names its lead and says it was accepted. */
const storedUserDataSchema = z.strictObject({
  ...USER_DATA_FIELDS,
  lead_id: z.optional(maxText(USER_DATA_LIMITS.leadId)),
  form_completed: z.optional(z.boolean()),
  offer_accepted: z.optional(z.boolean()),
});

/** The kinds a shopper sends to POST /api/leads (reservations have their own call, with a deposit). */
const SHOPPER_LEAD_KINDS = LEAD_KINDS.filter((kind): kind is ShopperLeadKind => kind !== 'reservation');

/** The body of POST /api/leads. `website` is a honeypot: people never see it, bots fill it in. */
export const leadRequestSchema = z.strictObject({
  kind: z.enum(SHOPPER_LEAD_KINDS, { error: 'kind must be a form of this site.' }),
  fields: leadFieldsSchema,
  userData: userDataSchema,
  website: z.optional(maxText(500)),
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
