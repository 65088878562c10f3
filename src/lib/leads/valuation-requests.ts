/**
 * The bodies of the trade-in valuation calls (spec/shopping.md §7 Lead submission: valuation
 * adjustments (id, adjustmentAnswers); rego lookup (rego, regoState); offer accepted (category,
 * subcategory '3. Offer Accepted', lead_id, form_completed, offer_accepted)), shared by the lead API
 * and the form so both check alike. Messages are written for the shopper. zod/mini, like the lead
 * forms' schema (./form-schema.ts), so the valuation form validates in the browser without all of zod.
 */
import * as z from 'zod/mini';
import { ADJUSTMENT_QUESTIONS, REGO_PATTERN, REGO_STATES, normaliseRego, type AdjustmentId } from './valuation.ts';
import { currentYear } from '../vehicle/dates.ts';

export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted';
/** Design: cars built before this are not valued online or by this form (classic cars are valued in person). */
export const MIN_VALUATION_YEAR = 1950;

export const VALUATION_MESSAGES = {
  year: 'Please choose the year the car was built.',
  make: 'Please enter the make.',
  model: 'Please enter the model.',
  kms: 'Please enter the odometer reading in kms.',
  rego: 'Please enter the rego (letters and numbers only).',
  regoState: 'Please choose the state the car is registered in.',
  PreferredContactMethod: 'Please choose how we should contact you.',
  finance: 'Please tell us whether you will need finance.',
  adjustmentAnswers: 'Please answer every question.',
} as const;

const name = (error: string) =>
  z.string({ error }).check(z.trim(), z.minLength(1, { error }), z.maxLength(60, { error: 'at most 60 characters' }));
const leadId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
/** A whole number from `min` to `max`; anything else gets `error`. */
const wholeNumber = (min: number, max: number, error: string) =>
  z.number({ error }).check(z.int({ error }), z.minimum(min, { error }), z.maximum(max, { error }));

/** Latest model year allowed: next year's models are on sale late in the year. */
export const maxValuationYear = (now: Date) => currentYear(now) + 1;

/** POST /api/valuations/estimate. `lead_id` (design): ties the estimate to the trade-in lead so later steps use the server's offer. */
export function estimateRequestSchema(now: Date) {
  return z.strictObject({
    year: wholeNumber(MIN_VALUATION_YEAR, maxValuationYear(now), VALUATION_MESSAGES.year),
    make: name(VALUATION_MESSAGES.make),
    model: name(VALUATION_MESSAGES.model),
    kms: wholeNumber(0, 2_000_000, VALUATION_MESSAGES.kms),
    lead_id: z.optional(leadId),
  });
}
export type EstimateRequest = z.output<ReturnType<typeof estimateRequestSchema>>;
export type EstimateAnswer = { offer_price: number | null; message?: string };

/**
 * POST /api/leads/{id}/rego-lookup. PreferredContactMethod and finance (spec/site.md §3 Valuation
 * form extras) ride along (design): they are asked on the same step and reach the dealer with the
 * accepted offer.
 */
export const regoLookupSchema = z.strictObject({
  rego: z.pipe(
    z.pipe(
      z.string({ error: VALUATION_MESSAGES.rego }).check(z.maxLength(20, { error: VALUATION_MESSAGES.rego })),
      z.transform(normaliseRego),
    ),
    z.string().check(z.regex(REGO_PATTERN, { error: VALUATION_MESSAGES.rego })),
  ),
  regoState: z.enum(REGO_STATES, { error: VALUATION_MESSAGES.regoState }),
  PreferredContactMethod: z.optional(
    z.enum(['Phone', 'Email', 'SMS'], { error: VALUATION_MESSAGES.PreferredContactMethod }),
  ),
  finance: z.optional(z.enum(['Yes', 'No'], { error: VALUATION_MESSAGES.finance })),
});
export type RegoLookupRequest = z.output<typeof regoLookupSchema>;

const answer = z.enum(['Yes', 'No'], { error: VALUATION_MESSAGES.adjustmentAnswers });

/** POST /api/leads/{id}/valuation-adjustments: every question answered, nothing else. */
export const adjustmentsSchema = z.strictObject({
  id: leadId,
  adjustmentAnswers: z.strictObject(
    Object.fromEntries(ADJUSTMENT_QUESTIONS.map((q) => [q.id, answer])) as Record<AdjustmentId, typeof answer>,
    { error: VALUATION_MESSAGES.adjustmentAnswers },
  ),
});

/** POST /api/leads/{id}/offer-accepted. */
export const offerAcceptedSchema = z.strictObject({
  category: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  subcategory: z.literal(OFFER_ACCEPTED_SUBCATEGORY, { error: `subcategory must be '${OFFER_ACCEPTED_SUBCATEGORY}'.` }),
  lead_id: leadId,
  form_completed: z.boolean(),
  offer_accepted: z.literal(true, { error: 'offer_accepted must be true.' }),
});
export type OfferAcceptedAnswer = { lead_id: string; offer_price: number };
