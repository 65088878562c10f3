/**
 * POST /api/leads: validate (the strict schema, then lead-intake.ts: the site's forms, the car,
 * the test drive's slot), drop honeypot bots silently, store durably with its deliveries queued,
 * and only then answer 201. A sender may add an Idempotency-Key header: a repeat with the same key
 * and body (a retry after a dropped connection) answers the lead already stored; the same key with
 * another body is a 422, as Stripe answers it, rather than a lead silently dropped.
 */
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { leadRequestSchema, MAX_LEAD_BYTES } from '../../lib/leads/schema.ts';
import { HttpError, sendJson } from '../http.ts';
import { leadFromForm } from '../lead-intake.ts';
import type { Request } from '../context.ts';
import { answered, refused, route } from '../route.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
/** @internal Exported for its tests. */
export const KEY_REUSED = 'This Idempotency-Key was sent before with a different lead. Send a new lead with a new key.';
const SLOT_TAKEN = 'Sorry, that test-drive time has just been booked. Please choose another.';

/** The sender's Idempotency-Key, or null; a malformed one is a 400 rather than silently ignored. */
function idempotencyKey(req: Request['req']): string | null {
  const key = req.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
    throw new HttpError(400, 'Idempotency-Key must be 1 to 200 visible ASCII characters.');
  return key;
}

export const postLead = route({
  method: 'POST',
  path: '/api/leads',
  summary:
    "Send a lead (enquiry, test drive, finance, trade-in, request photos, find me something similar, contact, service) from a form this site has, with exactly that form's fields. The category, and a car's make, model, stock number and title, are the server's; a car must be this site's (404); a test drive's time one the availability call offers. Stored durably before the 201; delivered to the dealer afterwards.",
  headers: z.object({
    'Idempotency-Key': z.string().max(200).optional().meta({
      description:
        'Your key for this submission: sending it again with the same key and body answers the lead already stored instead of storing a second one; the same key with another body is a 422.',
    }),
  }),
  body: { schema: leadRequestSchema, maxBytes: MAX_LEAD_BYTES },
  answers: {
    201: answered(
      'Stored (or, for the same Idempotency-Key and body, stored before)',
      z.object({ lead_id: z.string() }),
    ),
    404: refused("Unknown site, or a car that is not this site's"),
    409: refused('The test-drive time has just been booked'),
    422: refused('The Idempotency-Key was sent before with another body'),
  },
  handler: async (ctx, request) => {
    const { req, res, tenant, log } = request;
    const clientKey = idempotencyKey(req);
    const sent = await request.body();
    if (sent.website && sent.website.trim() !== '') {
      // A bot filled the hidden field: answer as if accepted so it learns nothing, store nothing.
      sendJson(res, 201, { lead_id: randomUUID() });
      return;
    }
    const lead = await leadFromForm(ctx, request, sent);
    const stored = await ctx.store.leads.store({
      tenant: tenant.slug,
      request: lead,
      destinations: ctx.destinations(tenant),
      now: ctx.now(),
      clientKey,
      // What the sender sent (as the schema read it), not what the API made of it: a retry is the same request.
      clientKeyDigest: createHash('sha256').update(JSON.stringify(sent)).digest('base64url'),
    });
    if ('conflict' in stored) {
      if (stored.conflict === 'key-reused') throw new HttpError(422, KEY_REUSED);
      throw new HttpError(409, SLOT_TAKEN, { booking_datetime: SLOT_TAKEN });
    }
    log.info(
      { leadId: stored.id, tenant: tenant.slug, kind: lead.kind },
      stored.created ? 'lead accepted' : 'lead already stored under this Idempotency-Key',
    );
    sendJson(res, 201, { lead_id: stored.id });
    if (stored.created) ctx.kickOutbox();
  },
});
