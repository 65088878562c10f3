/**
 * POST /api/miscellaneous: a trade-in valuation kept for the dealer (spec/shopping.md §7, on sites
 * with leads.saveValuation). The body is the valuation the shopper's browser keeps plus
 * column_name 'valuation' and (design) the trade-in lead it came from: the API keeps its own record
 * of that lead's accepted offer, once per lead, and refuses a body that does not match it, so no
 * browser can file an offer the dealer never made.
 */
import { z } from 'zod';
import { REGO_STATES } from '../../lib/leads/valuation.ts';
import { HttpError, sendJson } from '../http.ts';
import { fieldMessages, invalidBody } from '../validate.ts';
import { answered, refused, route, successAnswer, type RouteHandler } from '../route.ts';
import { latest, tradeInLead } from './trade-in.ts';

const answer = z.enum(['Yes', 'No']);
const body = z.strictObject({
  column_name: z.literal('valuation', { error: "column_name must be 'valuation'." }),
  lead_id: z.string().min(1).max(64),
  offer_price: z.number().int().nonnegative(),
  adjustmentAnswers: z.record(z.string().max(40), answer),
  rego: z.string().max(12),
  regoState: z.enum(REGO_STATES),
});

const sameAnswers = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

const keepValuation: RouteHandler<typeof body> = async (ctx, { res, tenant, body: read }) => {
  if (!tenant.leads.saveValuation) throw new HttpError(404, 'This dealer does not keep valuations.');
  const sent = await read();
  const lead = await tradeInLead(ctx, tenant, sent.lead_id);
  const accepted = await latest(ctx.store.tradeIn, lead.id, 'offer-accepted');
  if (!accepted) throw new HttpError(409, 'This trade-in offer has not been accepted yet.');
  const adjusted = await latest(ctx.store.tradeIn, lead.id, 'adjustments');
  const rego = await latest(ctx.store.tradeIn, lead.id, 'rego-lookup');
  const kept = {
    offer_price: accepted.body.offer_price,
    adjustmentAnswers: adjusted?.body.adjustmentAnswers ?? {},
    rego: rego?.body.rego ?? '',
    regoState: rego?.body.regoState ?? sent.regoState,
  };
  const errors = fieldMessages();
  for (const key of ['offer_price', 'rego', 'regoState'] as const)
    if (sent[key] !== kept[key]) errors[key] = `${key} is not the accepted offer's.`;
  if (!sameAnswers(sent.adjustmentAnswers, kept.adjustmentAnswers))
    errors.adjustmentAnswers = "adjustmentAnswers are not the accepted offer's.";
  if (Object.keys(errors).length > 0) throw invalidBody(errors);
  const record = JSON.stringify({ ...kept, column_name: 'valuation' });
  await ctx.store.activity.saveValuation(tenant.slug, lead.id, record, ctx.now());
  sendJson(res, 200, { success: true });
};

export const miscellaneousRoute = route({
  method: 'POST',
  path: '/api/miscellaneous',
  summary:
    "Keep a trade-in lead's accepted valuation for the dealer (sites with leads.saveValuation); the body must be the offer the API recorded for that lead",
  body: { schema: body, maxBytes: 4 * 1024 },
  answers: {
    200: answered('Saved (once per lead)', successAnswer),
    404: refused('A site that keeps no valuations, or no such trade-in lead'),
    409: refused('The offer has not been accepted yet'),
  },
  handler: keepValuation,
});
