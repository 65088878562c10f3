/**
 * POST /api/payments/{processor}/events: a card processor's webhook (Stripe's, signed with the
 * endpoint's secret). The signature is checked before anything is read, with the secret of this
 * site's account and again with that of the site whose deposit the event names (one Connect
 * endpoint serves a whole group); the payment is then read back from the processor (deposits.ts
 * syncDeposit), so an event's order, repeats and contents are never trusted, only its word that
 * something changed. Unknown payments are acknowledged and ignored.
 */
import { HttpError, sendJson } from '../http.ts';
import { readText } from '../json-body.ts';
import { z } from 'zod';
import { answered, refused, route, type RouteHandler } from '../route.ts';
import { syncDeposit } from '../deposits.ts';
import type { PaymentProcessor } from '../payments.ts';

/** Stripe's events are a few KB; a dispute's evidence fields can make them larger. */
const MAX_EVENT_BYTES = 512 * 1024;
const BAD_SIGNATURE = 'The event signature does not match.';

const receiveEvent: RouteHandler = async (ctx, { req, res, tenant, params, log }) => {
  const processor = ctx.payments(tenant);
  if (!processor?.eventReference || processor.name !== params.processor)
    throw new HttpError(404, 'This site takes no events from that processor.');
  const payload = await readText(req, MAX_EVENT_BYTES);
  const referenceFor = (from: PaymentProcessor) => {
    try {
      return from.eventReference?.(payload, req.headers) ?? null;
    } catch {
      throw new HttpError(400, BAD_SIGNATURE);
    }
  };
  const reference = referenceFor(processor);
  const deposit = reference ? await ctx.store.deposits.byReference(processor.name, reference) : null;
  const owner = deposit ? ctx.tenants.get(deposit.tenant) : undefined;
  const ownProcessor = owner ? ctx.payments(owner) : null;
  if (deposit && ownProcessor && referenceFor(ownProcessor) === reference) await syncDeposit(ctx, log, deposit);
  sendJson(res, 200, { received: true });
};

export const paymentEventRoute = route({
  method: 'POST',
  path: '/api/payments/{processor}/events',
  params: { processor: '[a-z]{1,20}' },
  summary:
    "A card processor's webhook (Stripe's): checked against the signature, then the payment it names is read back from the processor",
  body: { raw: "The processor's signed event, as it sends it (checked over its bytes)" },
  signed: true,
  answers: {
    200: answered('Received (also for a payment this API does not know)', z.object({ received: z.literal(true) })),
    400: refused('The signature does not match'),
    404: refused('This site takes no events from that processor'),
  },
  handler: receiveEvent,
});
