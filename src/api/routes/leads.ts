/**
 * POST /api/leads: validate (schema, then the tenant's form rules), drop honeypot bots silently,
 * rewrite careers enquiries, store durably with its deliveries queued, and only then answer 201.
 * A sender may add an Idempotency-Key header: a repeat with the same key (a retry after a dropped
 * connection) answers the lead already stored instead of storing a second one.
 */
import { randomUUID } from 'node:crypto';
import { leadRequestSchema, MAX_LEAD_BYTES, type LeadRequest } from '../../lib/leads/schema.ts';
import { formRules, ruleErrors } from '../../lib/leads/form-rules.ts';
import { rewriteCategory } from '../../lib/leads/attribution.ts';
import { HttpError, sendJson } from '../http.ts';
import { invalidBody, readBody } from '../validate.ts';
import type { Handler, Request } from '../context.ts';
import type { Tenant } from '../../lib/tenant/schema.ts';

/** Reads and checks a lead body (the schema, then the tenant's form rules); throws a 400 naming each bad field. */
async function validLead(tenant: Tenant, req: Request['req']): Promise<LeadRequest> {
  const lead = await readBody(req, leadRequestSchema, MAX_LEAD_BYTES);
  const errors = ruleErrors(formRules(tenant, lead.kind), lead.fields);
  if (Object.keys(errors).length > 0) throw invalidBody(errors);
  return lead;
}

/** Careers rewrite (spec/site.md §4) and the dealership from the chosen location (§4 Service bookings; the contact form). */
function normalise(tenant: Tenant, lead: LeadRequest): LeadRequest {
  const userData = { ...lead.userData, ...rewriteCategory(lead.userData.category, lead.userData.subcategory) };
  const fields = {
    ...lead.fields,
    ...(lead.fields.category ? rewriteCategory(lead.fields.category, lead.fields.subcategory) : {}),
  };
  if (formRules(tenant, lead.kind).dealershipFromLocation && fields.location) {
    const location = tenant.locations.find((l) => l.slug === fields.location);
    const dealership =
      tenant.dealerships.find((d) => d.id === location?.dealershipId)?.slug ?? location?.dealershipSlug;
    if (dealership) fields.dealership_slug = dealership;
  }
  return { ...lead, fields, userData };
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The sender's Idempotency-Key, or null; a malformed one is a 400 rather than silently ignored. */
function idempotencyKey(req: Request['req']): string | null {
  const key = req.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
    throw new HttpError(400, 'Idempotency-Key must be 1 to 200 visible ASCII characters.');
  return key;
}

export const postLead: Handler = async (ctx, { req, res, tenant, log }) => {
  const clientKey = idempotencyKey(req);
  const lead = await validLead(tenant, req);
  if (lead.website && lead.website.trim() !== '') {
    // A bot filled the hidden field: answer as if accepted so it learns nothing, store nothing.
    sendJson(res, 201, { lead_id: randomUUID() });
    return;
  }
  const { id, created } = await ctx.store.leads.store({
    tenant: tenant.slug,
    request: normalise(tenant, lead),
    destinations: ctx.destinations(tenant),
    now: ctx.now(),
    clientKey,
  });
  log.info(
    { leadId: id, tenant: tenant.slug, kind: lead.kind },
    created ? 'lead accepted' : 'lead already stored under this Idempotency-Key',
  );
  sendJson(res, 201, { lead_id: id });
  if (created) ctx.kickOutbox();
};
