/**
 * GET /api/openapi.json: the lead API described as OpenAPI 3.1, written from the route table
 * (routes.ts): every call, its parameters, and each request and response body from the zod schema
 * the API checks or answers with (route.ts), so the description cannot drift from the code.
 */
import { z } from 'zod';
import { apiErrorSchema, bodySchema, type Answer, type Route } from './route.ts';

type Schema = Record<string, unknown>;

/** A schema as JSON Schema (OpenAPI 3.1's dialect): a body as sent (`input`) or as answered (`output`). */
function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): Schema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const ERROR = { $ref: '#/components/schemas/Error' };
const TOO_MANY = 'Too many requests from this client; Retry-After says when to try again';

/** Refusals every call of its kind can give, before the route's own answers (which win). */
function usualRefusals({ method, body, signed, writes }: Route): Record<number, string> {
  const refusals: Record<number, string> = { 404: 'Unknown site' };
  if (body) refusals[413] = 'The body is too large';
  if (body && !('raw' in body)) {
    refusals[400] = 'A body the call refuses: `error` says why, `fields` names each bad field';
    refusals[415] = 'The body is not application/json';
  }
  if ((method === 'POST' && !signed) || writes) refusals[429] = TOO_MANY;
  return refusals;
}

function responses(route: Route) {
  const usual = Object.entries(usualRefusals(route)).map(([status, description]): [string, Answer] => [
    status,
    { description },
  ]);
  const answers = new Map([...usual, ...Object.entries(route.answers)]);
  const statuses = [...answers.keys()].sort();
  return Object.fromEntries(
    statuses.map((status) => {
      const { description, body } = answers.get(status)!;
      return [status, { description, ...json(body ? jsonSchema(body, 'output') : ERROR) }];
    }),
  );
}

/** Each property of a query or header object as one parameter. */
function namedParameters(where: 'query' | 'header', object: z.ZodObject | undefined) {
  return Object.entries(object?.shape ?? {}).map(([name, property]) => {
    const { description, example, ...schema } = jsonSchema(property, 'input');
    return {
      name,
      in: where,
      required: !property.safeParse(undefined).success,
      schema,
      ...(description ? { description } : {}),
      ...(example ? { example } : {}),
    };
  });
}

function parameters({ params = {}, query, headers }: Route) {
  const path = Object.entries(params).map(([name, pattern]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', pattern: `^${pattern}$` },
  }));
  return [...path, ...namedParameters('query', query), ...namedParameters('header', headers)];
}

function requestBody(body: Route['body'], now: Date) {
  if (!body) return {};
  if ('raw' in body) return { requestBody: { required: true, description: body.raw, ...json({ type: 'object' }) } };
  return { requestBody: { required: true, ...json(jsonSchema(bodySchema(body, now), 'input')) } };
}

function operation(route: Route, now: Date) {
  const given = parameters(route);
  return {
    summary: route.summary,
    ...(given.length ? { parameters: given } : {}),
    ...requestBody(route.body, now),
    responses: responses(route),
  };
}

/** The document for `routes`; bodies that depend on the time (the estimate's latest year) as of `now`. */
export function openApiDocument(routes: Route[], now = new Date()) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const route of routes)
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route, now) };
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'Forecourt lead API',
      version: '1.0.0',
      description:
        'Served on each dealer site under /api; the site is chosen by the Host header. POSTs and view.json are rate-limited per client (429 with Retry-After). Bodies are application/json (UTF-8), at most 8 levels deep; an unknown field, or text with control characters or broken Unicode, is a 400 naming the field (docs/threat-model.md).',
    },
    paths,
    components: { schemas: { Error: jsonSchema(apiErrorSchema, 'output') } },
  };
}
