/**
 * The browser's one way to call the lead API (/api on the site's own origin), for the islands and
 * the stores. Never throws: `ok` is a 2xx answer with a JSON body; anything else comes back with the
 * API's `error` and `fields` when it sent them (status 0: the network failed), for the caller to
 * word. Kept tiny and free of imports beyond plain-object: the car page loads it (PhoneReveal).
 */
import { isPlainObject } from '../lib/plain-object.ts';

export type ApiResult<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; error: string | null; fields: Record<string, string> };

/** `apiBase` is '' in the browser (same origin) or an absolute origin such as 'http://127.0.0.1:4000'. */
const apiUrl = (apiBase: string, path: string) => `${apiBase.replace(/\/+$/, '')}${path}`;

const NOT_JSON = Symbol('not JSON');

/** A GET, or a POST of `body` as JSON. */
async function call<T>(apiBase: string, path: string, post?: { body: unknown }): Promise<ApiResult<T>> {
  const init: RequestInit = post
    ? {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(post.body),
      }
    : { headers: { Accept: 'application/json' } };
  let response: Response;
  try {
    response = await fetch(apiUrl(apiBase, path), { ...init, credentials: 'same-origin' });
  } catch {
    return { ok: false, status: 0, error: null, fields: {} };
  }
  const body: unknown = await response.json().catch(() => NOT_JSON);
  if (response.ok && body !== NOT_JSON) return { ok: true, status: response.status, body: body as T };
  const answer = isPlainObject(body) ? body : {};
  const error = typeof answer.error === 'string' && answer.error.trim() !== '' ? answer.error : null;
  const fields: Record<string, string> = {};
  if (isPlainObject(answer.fields))
    for (const [name, text] of Object.entries(answer.fields))
      if (typeof text === 'string' && text !== '') fields[name] = text;
  return { ok: false, status: response.status, error, fields };
}

export const getJson = <T>(apiBase: string, path: string) => call<T>(apiBase, path);

export const postJson = <T>(apiBase: string, path: string, body: unknown) => call<T>(apiBase, path, { body });
