/**
 * Request bodies: read as JSON, checked against a zod schema. Every refused body is the same 400:
 * FIX_ERRORS_MESSAGE plus one message per bad field.
 */
import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import { FIX_ERRORS_MESSAGE } from '../lib/leads/schema.ts';
import { HttpError, readJson } from './http.ts';

/** zod issues → one message per field, keyed by the field's path ('fields.email' → 'email'). */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.filter((p) => p !== 'fields').join('.') || 'body';
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The 400 for a body that parsed but is wrong: `fields` names each bad field. */
export function invalidBody(fields: Record<string, string>): HttpError {
  return new HttpError(400, FIX_ERRORS_MESSAGE, fields);
}

/**
 * Reads a JSON body of at most `maxBytes` (415, 413 or 400 from readJson) and parses it with
 * `schema`; a body the schema refuses is invalidBody(fieldErrors(…)).
 */
export async function readBody<S extends z.ZodType>(
  req: IncomingMessage,
  schema: S,
  maxBytes: number,
): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJson(req, maxBytes));
  if (!parsed.success) throw invalidBody(fieldErrors(parsed.error));
  return parsed.data;
}
