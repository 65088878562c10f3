/**
 * Request bodies: read as bounded JSON (json-body.ts), checked for text storage cannot hold, then
 * against a strict zod schema. Every refused body is the same 400: FIX_ERRORS_MESSAGE plus one
 * message per bad field, unknown fields named one by one.
 */
import type { IncomingMessage } from 'node:http';
import * as z from 'zod/mini';
import { FIX_ERRORS_MESSAGE } from '../lib/leads/schema.ts';
import { HttpError } from './http.ts';
import { readJson, UNSTORABLE_TEXT, unstorablePath } from './json-body.ts';

/** A field's name in an answer: its path, without the 'fields.' of a lead ('fields.email' → 'email'). */
const fieldName = (path: readonly PropertyKey[]) =>
  path
    .filter((p) => p !== 'fields')
    .map(String)
    .join('.') || 'body';

/**
 * An empty field → message map with no prototype, so a field named 'constructor' or '__proto__'
 * is a field like any other.
 */
export const fieldMessages = (): Record<string, string> => Object.create(null);

/** zod issues → one message per field; each unknown key is a field of its own. */
function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors = fieldMessages();
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[fieldName([...issue.path, key])] ??= `${key} is not a field of this form.`;
      continue;
    }
    errors[fieldName(issue.path)] ??= issue.message;
  }
  return errors;
}

/** The 400 for a body that parsed but is wrong: `fields` names each bad field. */
export function invalidBody(fields: Record<string, string>): HttpError {
  return new HttpError(400, FIX_ERRORS_MESSAGE, fields);
}

/**
 * zod's English messages for what a schema gives no message of its own: the lead schemas are
 * zod/mini (src/lib/leads/form-schema.ts), which loads no locale.
 */
const { localeError } = z.locales.en();

/** `value` checked against `schema` (any zod 4 schema, classic or mini); a 400 naming each bad field when it fails. */
function parseBody<S extends z.core.$ZodType>(value: unknown, schema: S): z.output<S> {
  const badText = unstorablePath(value);
  if (badText) throw invalidBody({ [fieldName(badText)]: UNSTORABLE_TEXT });
  const parsed = z.safeParse(schema, value, { error: localeError });
  if (!parsed.success) throw invalidBody(fieldErrors(parsed.error));
  return parsed.data;
}

/**
 * Reads a JSON body of at most `maxBytes` (415, 413 or 400 from readJson) and parses it with
 * `schema` (parseBody).
 */
export async function readBody<S extends z.core.$ZodType>(
  req: IncomingMessage,
  schema: S,
  maxBytes: number,
): Promise<z.output<S>> {
  return parseBody(await readJson(req, maxBytes), schema);
}
