/**
 * The trade-in valuation calls (spec/shopping.md §7 Lead submission: rego lookup, valuation
 * adjustments, offer accepted; spec/site.md §5 Trade-in valuation). The spec leaves the valuation
 * tool's call unshown, so this is our design:
 *
 * - POST /api/valuations/estimate prices a car from the dealer's own comparable stock
 *   (src/lib/leads/valuation.ts). With a `lead_id` the estimate is recorded against that trade-in
 *   lead, so the later steps work from the server's figure, never one the browser sends.
 * - POST /api/leads/{id}/rego-lookup, /valuation-adjustments and /offer-accepted each record their
 *   step durably in lead_updates (one row per step; the latest of a kind is current).
 * - The accepted offer reaches the dealer as a new trade-in lead (subcategory '3. Offer Accepted')
 *   with the original lead's fields plus the car and offer_price, delivered by the outbox. Accepting
 *   again answers the same lead (idempotent), so a retried click does not send the dealer two.
 *
 * The lead must be a trade-in lead of this site (else 404), and the site must have the valuation
 * tool (features.tradeInValuation; else 404), as reservations need features.reservation.
 */
import type { LeadRequest } from '../../lib/leads/schema.ts';
import {
  adjustmentsSchema,
  estimateRequestSchema,
  offerAcceptedSchema,
  regoLookupSchema,
  OFFER_ACCEPTED_SUBCATEGORY,
  type EstimateAnswer,
  type EstimateRequest,
  type RegoLookupRequest,
} from '../../lib/leads/valuation-requests.ts';
import {
  NO_COMPARABLES,
  NO_ONLINE_ESTIMATE,
  adjustOffer,
  estimateOffer,
  onlineEstimateAllowed,
  type AdjustmentAnswers,
} from '../../lib/leads/valuation.ts';
import { formatKms, formatPrice } from '../../lib/format/money.ts';
import type { Tenant } from '../../lib/tenant/schema.ts';
import { HttpError, sendJson } from '../http.ts';
import { invalidBody } from '../validate.ts';
import type { StoredLead } from '../storage/leads.ts';
import type { TradeInRepository } from '../storage/trade-in.ts';
import type { ApiContext, Request } from '../context.ts';
import { z } from 'zod';
import { answered, refused, route, type Route, type RouteHandler } from '../route.ts';

const MAX_BODY_BYTES = 4 * 1024;
const NO_VALUATION_TOOL = 'This dealer does not value trade-ins online.';
const NO_SUCH_LEAD = 'No trade-in enquiry with that id.';
const NO_OFFER = 'There is no online offer for this car yet. Please get an estimate first.';
const ALREADY_ACCEPTED = 'This offer has already been accepted.';

type EstimateRow = Omit<EstimateRequest, 'lead_id'> & { offer_price: number | null };
type AdjustmentsRow = { estimate_id: number; adjustmentAnswers: AdjustmentAnswers; offer_price: number };
type AcceptedRow = { accepted_lead_id: string; offer_price: number };
type Rows = {
  'rego-lookup': RegoLookupRequest;
  estimate: EstimateRow;
  adjustments: AdjustmentsRow;
  'offer-accepted': AcceptedRow;
};

const record = <K extends keyof Rows>(store: TradeInRepository, leadId: string, kind: K, body: Rows[K], now: Date) =>
  store.record(leadId, kind, body, now);

export async function latest<K extends keyof Rows>(
  store: TradeInRepository,
  leadId: string,
  kind: K,
): Promise<{ id: number; body: Rows[K] } | null> {
  return (await store.latest(leadId, kind)) as { id: number; body: Rows[K] } | null;
}

type Offer = { estimate: EstimateRow; offer_price: number; answers: AdjustmentAnswers | null };

/** The offer on the table: the latest estimate, adjusted when the latest adjustments were made to it. */
async function currentOffer(store: TradeInRepository, leadId: string): Promise<Offer | null> {
  const estimate = await latest(store, leadId, 'estimate');
  if (!estimate || estimate.body.offer_price === null) return null;
  const adjusted = await latest(store, leadId, 'adjustments');
  return adjusted && adjusted.body.estimate_id === estimate.id
    ? { estimate: estimate.body, offer_price: adjusted.body.offer_price, answers: adjusted.body.adjustmentAnswers }
    : { estimate: estimate.body, offer_price: estimate.body.offer_price, answers: null };
}

function requireTool(tenant: Tenant): void {
  if (!tenant.features.tradeInValuation) throw new HttpError(404, NO_VALUATION_TOOL);
}

/** This site's trade-in lead; another site's lead, or another kind, is as unknown as a made-up id. */
export async function tradeInLead(ctx: ApiContext, tenant: Tenant, id: string): Promise<StoredLead> {
  const lead = await ctx.store.leads.read(id);
  if (!lead || lead.tenant !== tenant.slug || lead.kind !== 'trade-in') throw new HttpError(404, NO_SUCH_LEAD);
  return lead;
}

/** A step on a lead (/api/leads/{id}/…): the tool is on, the body is valid, the lead is this site's trade-in lead. */
async function leadStep<B>(ctx: ApiContext, request: Request<B>): Promise<{ lead: StoredLead; body: B }> {
  requireTool(request.tenant);
  const body = await request.body();
  return { lead: await tradeInLead(ctx, request.tenant, request.params.id!), body };
}

async function open(ctx: ApiContext, lead: StoredLead): Promise<void> {
  if (await latest(ctx.store.tradeIn, lead.id, 'offer-accepted')) throw new HttpError(409, ALREADY_ACCEPTED);
}

async function estimateFor(
  ctx: ApiContext,
  { tenant, log }: Request,
  car: EstimateRequest,
  now: Date,
): Promise<EstimateAnswer> {
  if (!onlineEstimateAllowed(car, now)) return { offer_price: null, message: NO_ONLINE_ESTIMATE };
  // A stock index that is down is "no comparables": the shopper still gets a call (logged for us).
  const comparables = await ctx.cars
    .comparables(tenant, { make: car.make, model: car.model, yearFrom: car.year - 1, yearTo: car.year + 1 })
    .catch((error: unknown) => {
      log.warn({ err: error, tenant: tenant.slug }, 'comparables lookup failed');
      return [];
    });
  const offer = estimateOffer(comparables, car);
  return offer === null ? { offer_price: null, message: NO_COMPARABLES } : { offer_price: offer };
}

const estimate: RouteHandler<ReturnType<typeof estimateRequestSchema>> = async (ctx, request) => {
  const { res, tenant } = request;
  requireTool(tenant);
  const now = ctx.now();
  const body = await request.body();
  const lead = body.lead_id === undefined ? null : await tradeInLead(ctx, tenant, body.lead_id);
  if (lead) await open(ctx, lead);
  const { lead_id: _leadId, ...car } = body;
  const answer = await estimateFor(ctx, request, body, now);
  if (lead) await record(ctx.store.tradeIn, lead.id, 'estimate', { ...car, offer_price: answer.offer_price }, now);
  sendJson(res, 200, answer);
};

/**
 * No registry is connected (spec: the valuation tool's call is not shown), so the lookup checks and
 * normalises the rego, records it against the lead and answers it; a registry would plug in here.
 */
const lookUpRego: RouteHandler<typeof regoLookupSchema> = async (ctx, request) => {
  const { lead, body } = await leadStep(ctx, request);
  await open(ctx, lead);
  await record(ctx.store.tradeIn, lead.id, 'rego-lookup', body, ctx.now());
  sendJson(request.res, 200, { rego: body.rego, regoState: body.regoState });
};

const adjust: RouteHandler<typeof adjustmentsSchema> = async (ctx, request) => {
  const { lead, body } = await leadStep(ctx, request);
  if (body.id !== lead.id) throw invalidBody({ id: 'id must be the lead id in the path.' });
  await open(ctx, lead);
  const estimate = await latest(ctx.store.tradeIn, lead.id, 'estimate');
  if (!estimate || estimate.body.offer_price === null) throw new HttpError(409, NO_OFFER);
  const offer_price = adjustOffer(estimate.body.offer_price, body.adjustmentAnswers);
  await record(
    ctx.store.tradeIn,
    lead.id,
    'adjustments',
    { estimate_id: estimate.id, adjustmentAnswers: body.adjustmentAnswers, offer_price },
    ctx.now(),
  );
  sendJson(request.res, 200, { offer_price });
};

/**
 * The dealer's copy: the original lead, plus the car, rego, extras and the offer; its message says
 * it all in one line. Its category is the original lead's and its subcategory the step's: the
 * browser's are only checked against them.
 */
function acceptedLead(
  lead: StoredLead,
  formCompleted: boolean,
  offer: Offer,
  rego: RegoLookupRequest | null,
): LeadRequest {
  const { year, make, model, kms } = offer.estimate;
  const category = lead.request.userData.category;
  const summary = `Trade-in offer accepted: ${formatPrice(offer.offer_price)} for a ${year} ${make} ${model} with ${formatKms(kms)}${rego ? `, rego ${rego.rego} (${rego.regoState})` : ''}.`;
  const original = lead.request.fields.message;
  return {
    kind: 'trade-in',
    fields: {
      ...lead.request.fields,
      ...(rego ?? {}),
      category,
      subcategory: OFFER_ACCEPTED_SUBCATEGORY,
      message: original ? `${summary}\n\n${original}` : summary,
      kms,
      trade_in_year: year,
      trade_in_make: make,
      trade_in_model: model,
      offer_price: offer.offer_price,
      ...(offer.answers ? { adjustmentAnswers: offer.answers } : {}),
    },
    userData: {
      ...lead.request.userData,
      category,
      subcategory: OFFER_ACCEPTED_SUBCATEGORY,
      lead_id: lead.id,
      form_completed: formCompleted,
      offer_accepted: true,
    },
  };
}

const acceptOffer: RouteHandler<typeof offerAcceptedSchema> = async (ctx, request) => {
  const { res, tenant, log } = request;
  const { lead, body } = await leadStep(ctx, request);
  if (body.lead_id !== lead.id) throw invalidBody({ lead_id: 'lead_id must be the lead id in the path.' });
  if (body.category !== lead.request.userData.category)
    throw invalidBody({ category: `category must be the trade-in lead's, '${lead.request.userData.category}'.` });
  const done = await latest(ctx.store.tradeIn, lead.id, 'offer-accepted');
  if (done) return sendJson(res, 200, { lead_id: done.body.accepted_lead_id, offer_price: done.body.offer_price });
  const offer = await currentOffer(ctx.store.tradeIn, lead.id);
  if (!offer) throw new HttpError(409, NO_OFFER);
  const rego = (await latest(ctx.store.tradeIn, lead.id, 'rego-lookup'))?.body ?? null;
  const accepted = acceptedLead(lead, body.form_completed, offer, rego);
  // Stored once even when two clicks race here: the second answers the first's lead.
  const result = await ctx.store.tradeIn.acceptOffer(
    lead.id,
    { tenant: tenant.slug, request: accepted, destinations: ctx.destinations(tenant), now: ctx.now() },
    offer.offer_price,
  );
  if (!result.created) return sendJson(res, 200, { lead_id: result.accepted_lead_id, offer_price: result.offer_price });
  log.info({ tenant: tenant.slug, leadId: result.accepted_lead_id, from: lead.id }, 'trade-in offer accepted');
  sendJson(res, 201, { lead_id: result.accepted_lead_id, offer_price: result.offer_price });
  ctx.kickOutbox();
};

const NO_LEAD = refused('No valuation tool on this site, or no trade-in lead with that id on it');
const OUT_OF_ORDER = refused('Out of order: no offer yet, or the offer already accepted');
const acceptedAnswer = z.object({ lead_id: z.string(), offer_price: z.number().int() });

/** POST /api/leads/{id}/<step>: a step of a trade-in lead's valuation. */
const stepRoute = <S extends z.core.$ZodType>(
  step: string,
  summary: string,
  schema: S,
  answers: Route['answers'],
  handler: RouteHandler<S>,
) =>
  route({
    method: 'POST',
    path: `/api/leads/{id}/${step}`,
    params: { id: '[A-Za-z0-9-]{1,64}' },
    summary,
    body: { schema, maxBytes: MAX_BODY_BYTES },
    answers: { ...answers, 404: NO_LEAD, 409: OUT_OF_ORDER },
    handler,
  });

export const tradeInRoutes = [
  route({
    method: 'POST',
    path: '/api/valuations/estimate',
    summary:
      'Estimate a trade-in offer from comparable cars for sale (none online for cars over 7 years or 100,000 km); with lead_id, recorded against that trade-in lead',
    body: { schema: estimateRequestSchema, maxBytes: MAX_BODY_BYTES },
    answers: {
      200: answered(
        'The offer, or null with a message saying why',
        z.object({ offer_price: z.number().int().nullable(), message: z.string().optional() }),
      ),
      404: NO_LEAD,
      409: refused('The offer on that lead is already accepted'),
    },
    handler: estimate,
  }),
  stepRoute(
    'rego-lookup',
    "Record the trade-in car's rego (and preferred contact, finance) against the lead",
    regoLookupSchema,
    { 200: answered('The rego as recorded', z.object({ rego: z.string(), regoState: z.string() })) },
    lookUpRego,
  ),
  stepRoute(
    'valuation-adjustments',
    'Answer the condition questions; the estimate less their deductions',
    adjustmentsSchema,
    { 200: answered('The adjusted offer', z.object({ offer_price: z.number().int() })) },
    adjust,
  ),
  stepRoute(
    'offer-accepted',
    "Accept the current offer: sent to the dealer as a new trade-in lead (subcategory '3. Offer Accepted'); accepting again answers the same lead",
    offerAcceptedSchema,
    {
      200: answered('Already accepted: the same lead', acceptedAnswer),
      201: answered('Accepted and stored for delivery', acceptedAnswer),
    },
    acceptOffer,
  ),
];
