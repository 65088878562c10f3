/**
 * Sends one lead to the lead API (POST /api/leads on the site's own origin; spec/shopping.md §7
 * "Lead submission via a shared send function"). Never throws: a network failure or an answer that
 * is not the API's JSON comes back as `{ ok: false }`, so the form can keep what the shopper typed.
 */
import type { LeadRequestInput } from '../../lib/leads/schema.ts';
import { isPlainObject } from '../../lib/plain-object.ts';
import { postJson } from '../../client/lead-api.ts';

export type SendLeadResult =
  | { ok: true; leadId: string }
  | { ok: false; message: string | null; fields?: Record<string, string> };

/** `apiBase` is '' in the browser (same origin) or an absolute origin such as 'http://127.0.0.1:4000'. */
export async function sendLead(apiBase: string, request: LeadRequestInput): Promise<SendLeadResult> {
  const result = await postJson<unknown>(apiBase, '/api/leads', request);
  if (result.ok) {
    // Sent only once the API has stored it: its answer names the lead.
    const leadId = isPlainObject(result.body) ? result.body.lead_id : null;
    return typeof leadId === 'string' && leadId !== '' ? { ok: true, leadId } : { ok: false, message: null };
  }
  return Object.keys(result.fields).length > 0
    ? { ok: false, message: result.error, fields: result.fields }
    : { ok: false, message: result.error };
}
