/**
 * POST /api/leads: validate (schema, then the tenant's form rules), drop honeypot bots silently,
 * rewrite careers enquiries, store durably with its deliveries queued, and only then answer 201.
 */
import { randomUUID } from 'node:crypto';
import { leadRequestSchema, MAX_LEAD_BYTES, type LeadRequest } from '../../lib/leads/schema.ts';
import { formRules, ruleErrors } from '../../lib/leads/form-rules.ts';
import { rewriteCategory } from '../../lib/leads/attribution.ts';
import { sendJson } from '../http.ts';
import { storeLead } from '../lead-store.ts';
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
  const fields = { ...lead.fields, ...(lead.fields.category ? rewriteCategory(lead.fields.category, lead.fields.subcategory) : {}) };
  if (formRules(tenant, lead.kind).dealershipFromLocation && fields.location) {
    const location = tenant.locations.find((l) => l.slug === fields.location);
    const dealership = tenant.dealerships.find((d) => d.id === location?.dealershipId)?.slug ?? location?.dealershipSlug;
    if (dealership) fields.dealership_slug = dealership;
  }
  return { ...lead, fields, userData };
}

export const postLead: Handler = async (ctx, { req, res, tenant }) => {
  const lead = await validLead(tenant, req);
  if (lead.website && lead.website.trim() !== '') {
    // A bot filled the hidden field: answer as if accepted so it learns nothing, store nothing.
    sendJson(res, 201, { lead_id: randomUUID() });
    return;
  }
  const id = storeLead(ctx.db, tenant.slug, normalise(tenant, lead), ctx.destinations(tenant), ctx.now());
  ctx.log(`lead ${id} accepted for ${tenant.slug} (${lead.kind})`);
  sendJson(res, 201, { lead_id: id });
  ctx.kickOutbox();
};
