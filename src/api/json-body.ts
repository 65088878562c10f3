/**
 * Reading a request body as JSON, bounded before anything is parsed or stored: the media type must
 * be application/json (parameters allowed, and a charset only if it is UTF-8), the bytes at most
 * the route's limit, the nesting at most MAX_JSON_DEPTH (a deep body overflows the stack of every
 * JSON.stringify after it), and no string or key may hold text the databases cannot keep the same
 * way: NUL (PostgreSQL refuses it), other control characters than tab and newlines, or a lone
 * surrogate (not UTF-8 at all). Each refusal is an HttpError naming what was wrong.
 */
import type { IncomingMessage } from 'node:http';
import { MIMEType } from 'node:util';
import { HttpError } from './http.ts';

/** Deeper than any form's body (a lead is 4 levels: userData.lead_attributes.linked_query_params). */
const MAX_JSON_DEPTH = 8;

export const UNSTORABLE_TEXT = 'contains characters we cannot store (control characters or broken Unicode).';

function isJsonType(header: string | undefined): boolean {
  if (!header) return false;
  try {
    const type = new MIMEType(header);
    const charset = type.params.get('charset');
    return type.essence === 'application/json' && (charset === null || /^utf-?8$/i.test(charset));
  } catch {
    return false;
  }
}

/** The deepest nesting of arrays and objects in JSON text, stopping once it passes `max`. */
function depthOver(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/** C0 controls other than tab, LF and CR; DEL; C1 controls. */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);
}

function storable(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (isControl(text.charCodeAt(i))) return false;
  return text.isWellFormed();
}

/** The path of the first string or key that storage cannot hold, or null. */
export function unstorablePath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return storable(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorablePath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!storable(key)) return [...path, 'key'];
      const found = unstorablePath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** The body as text, at most `limit` bytes (413 beyond): for a signed body, whose bytes the signature covers. */
export async function readText(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, `The body is larger than ${limit} bytes.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, `The body is larger than ${limit} bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads a JSON body of at most `limit` bytes: 415, 413 or 400 (malformed, too deep) when it is not one. */
export async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  if (!isJsonType(req.headers['content-type'])) throw new HttpError(415, 'Send the body as application/json.');
  const text = await readText(req, limit);
  if (depthOver(text, MAX_JSON_DEPTH))
    throw new HttpError(400, `The body is nested more than ${MAX_JSON_DEPTH} levels deep.`);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.');
  }
}
