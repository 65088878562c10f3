/**
 * Every answer the lead API tests get is checked against /api/openapi.json's description of it
 * (issue 30: the document is written from the route table): its status must be one the call
 * documents, and its body exactly what that answer's zod schema describes (no field left out of
 * the schema, none of another type). lead-api-harness.ts's call() runs it on each reply.
 */
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { routes } from '../../src/api/routes.ts';
import { openApiDocument } from '../../src/api/openapi.ts';
import { apiErrorSchema } from '../../src/api/route.ts';

const table = routes();
const { paths } = openApiDocument(table);
/** A refusal: `error` and `fields` (whose names may be anything a sender wrote, __proto__ included), nothing else. */
const refusal = z.strictObject(apiErrorSchema.shape);

/** Throws when `status` and `body` are not an answer the document gives for this call. */
export function checkDocumented(method: string, pathAndQuery: string, status: number, body: unknown): void {
  const path = new URL(pathAndQuery, 'http://api.invalid').pathname;
  const route = table.find((r) => r.method === method && r.pattern.test(path));
  if (!route) return; // No such call: the dispatcher's 404, which no route documents.
  const call = `${method} ${route.path}`;
  const documented = paths[route.path]?.[method.toLowerCase()]?.responses ?? {};
  if (!(String(status) in documented)) throw new Error(`${call} answered ${status}, which it does not document`);
  const schema = route.answers[status]?.body;
  const parsed = z.safeParse(schema ?? refusal, body);
  if (!parsed.success)
    throw new Error(`${call} answered ${status} with a body its schema refuses: ${parsed.error.message}`);
  // zod drops fields an object schema does not name: a body that loses any was not all described.
  if (schema && !isDeepStrictEqual(JSON.parse(JSON.stringify(parsed.data)), body))
    throw new Error(`${call} answered ${status} with fields its schema leaves out: ${JSON.stringify(body)}`);
}
