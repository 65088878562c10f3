/**
 * The trade-in valuation form's calls to the lead API (routes in src/server/api/routes/trade-in.ts,
 * and POST /api/miscellaneous). Never throws: a network failure or an answer that is not the API's
 * JSON comes back as `{ ok: false }` with a message the form can show.
 */
import { SUBMIT_FAILED } from './lead-values.ts';
import { isPlainObject } from '../../lib/plain-object.ts';

export type ApiResult<T> = { ok: true; body: T } | { ok: false; message: string; fields: Record<string, string> };


/** `apiBase` is '' in the browser (same origin) or an absolute origin such as 'http://127.0.0.1:4000'. */
export async function postJson<T>(apiBase: string, path: string, body: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${apiBase.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: SUBMIT_FAILED, fields: {} };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok && isPlainObject(json)) return { ok: true, body: json as T };
  const message = isPlainObject(json) && typeof json.error === 'string' && json.error.trim() !== '' ? json.error : SUBMIT_FAILED;
  const fields: Record<string, string> = {};
  if (isPlainObject(json) && isPlainObject(json.fields)) for (const [name, text] of Object.entries(json.fields)) if (typeof text === 'string') fields[name] = text;
  return { ok: false, message, fields };
}

export const leadPath = (leadId: string, step: 'rego-lookup' | 'valuation-adjustments' | 'offer-accepted') => `/api/leads/${encodeURIComponent(leadId)}/${step}`;
