/**
 * GET /api/openapi.json: the lead API described as OpenAPI 3.1, written from the route table
 * (routes.ts): every call, its parameters, and each request and response body from the zod schema
 * the API validates or answers with, so the description cannot drift from the code.
 */
import { z } from 'zod';
import { apiErrorAnswer } from './answers.ts';
import type { Answer, RouteSpec } from './route-spec.ts';

type Schema = Record<string, unknown>;

/** A body's JSON Schema (OpenAPI 3.1's dialect), as sent (`input`) or as answered (`output`). */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Schema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}
const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const ERROR = { $ref: '#/components/schemas/Error' };

/** Refusals every call of a kind can give, besides the route's own. */
function usualRefusals({ method, body }: RouteSpec): [string, Answer][] {
  const refusals: [number, string][] = [[404, 'Unknown site']];
  if (body)
    refusals.push(
      [400, 'A body the call refuses: `fields` names each bad field'],
      [413, 'Too large'],
      [415, 'Not JSON'],
    );
  if (method === 'POST') refusals.push([429, 'Too many requests; Retry-After says when to try again']);
  return refusals.map(([status, description]) => [String(status), { description }]);
}

function responses(route: RouteSpec) {
  return Object.fromEntries(
    [...usualRefusals(route), ...Object.entries(route.answers)].map(([status, answer]) => [
      status,
      { description: answer.description, ...json(answer.body ? schemaOf(answer.body, 'output') : ERROR) },
    ]),
  );
}

/** The path, query and header parameters, each property of its zod object a parameter. */
function parameters({ params = {}, query, headers }: RouteSpec) {
  const fromObject = (where: 'query' | 'header', object: z.ZodObject | undefined) =>
    Object.entries(object?.shape ?? {}).map(([name, property]) => {
      const { description, example, ...schema } = schemaOf(property as z.ZodType, 'input');
      const required = !(property as z.ZodType).safeParse(undefined).success;
      return {
        name,
        in: where,
        required,
        schema,
        ...(description ? { description } : {}),
        ...(example ? { example } : {}),
      };
    });
  return [
    ...Object.entries(params).map(([name, pattern]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string', pattern: `^${pattern}$` },
    })),
    ...fromObject('query', query),
    ...fromObject('header', headers),
  ];
}

function operation(route: RouteSpec) {
  const given = parameters(route);
  return {
    summary: route.summary,
    ...(given.length ? { parameters: given } : {}),
    ...(route.body ? { requestBody: { required: true, ...json(schemaOf(route.body, 'input')) } } : {}),
    responses: responses(route),
  };
}

export function openApiDocument(routes: RouteSpec[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const route of routes) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'Forecourt lead API',
      version: '1.0.0',
      description:
        'Served on each dealer site under /api; the site is chosen by the Host header. POSTs are rate-limited per client (429 with Retry-After).',
    },
    paths,
    components: { schemas: { Error: schemaOf(apiErrorAnswer, 'output') } },
  };
}
