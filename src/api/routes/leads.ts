/**
 * POST /api/leads: validate (the strict schema, then lead-intake.ts: the site's forms, the car,
 * the test drive's slot), drop honeypot bots silently, store durably with its deliveries queued,
 * and only then answer 201. A sender may add an Idempotency-Key header: a repeat with the same key
 * and body (a retry after a dropped connection) answers the lead already stored; the same key with
 * another body is a 422, as Stripe answers it, rather than a lead silently dropped.
 */
import { createHash, randomUUID } from 'node:crypto';
import { leadRequestSchema, MAX_LEAD_BYTES } from '../../lib/leads/schema.ts';
import { HttpError, sendJson } from '../http.ts';
import { readBody } from '../validate.ts';
import { leadFromForm } from '../lead-intake.ts';
import type { Handler, Request } from '../context.ts';

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

export const postLead: Handler = async (ctx, request) => {
  const { req, res, tenant, log } = request;
  const clientKey = idempotencyKey(req);
  const sent = await readBody(req, leadRequestSchema, MAX_LEAD_BYTES);
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
};
