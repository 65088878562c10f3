/**
 * Sends one lead to the lead API (POST /api/leads on the site's own origin; spec/shopping.md §7
 * "Lead submission via a shared send function"). Never throws: a network failure or an answer that
 * is not the API's JSON comes back as `{ ok: false }`, so the form can keep what the shopper typed.
 */
import type { LeadRequestInput } from '../../lib/leads/schema.ts';
import { isPlainObject } from '../../lib/plain-object.ts';

export type SendLeadResult = { ok: true; leadId: string } | { ok: false; message: string | null; fields?: Record<string, string> };


function stringFields(value: unknown): Record<string, string> | null {
  if (!isPlainObject(value)) return null;
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(value)) if (typeof message === 'string' && message !== '') fields[name] = message;
  return Object.keys(fields).length > 0 ? fields : null;
}

/** `apiBase` is '' in the browser (same origin) or an absolute origin such as 'http://127.0.0.1:4000'. */
export async function sendLead(apiBase: string, request: LeadRequestInput): Promise<SendLeadResult> {
  let response: Response;
  try {
    response = await fetch(`${apiBase.replace(/\/+$/, '')}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return { ok: false, message: null };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isPlainObject(body) && typeof body.lead_id === 'string' && body.lead_id !== '') return { ok: true, leadId: body.lead_id };
  const message = isPlainObject(body) && typeof body.error === 'string' && body.error.trim() !== '' ? body.error : null;
  const fields = isPlainObject(body) ? stringFields(body.fields) : null;
  return fields ? { ok: false, message, fields } : { ok: false, message };
}
