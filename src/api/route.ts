/**
 * One call of the lead API, described beside its handler: its method and path (as OpenAPI writes
 * it), what it takes and what it answers, as zod schemas. The dispatcher matches the pattern built
 * from the path and reads the body with the route's own schema, and openapi.ts writes the document
 * from the same objects, so the description cannot drift from what the handler checks.
 */
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { readBody } from './validate.ts';
import type { ApiContext, Request } from './context.ts';

/** A JSON body: checked against `schema` (built for the request's time when it is a function), at most `maxBytes`. */
export type JsonBody<S extends z.core.$ZodType> = { schema: S | ((now: Date) => S); maxBytes: number };
/** A body read as bytes by the handler (a signed webhook), described only in words. */
type RawBody = { raw: string };

/** One answer: `body` is its schema; without one, it is a refusal with the Error body. */
export type Answer = { description: string; body?: z.core.$ZodType };

/** The handler of a route with body schema S (none by default): `request.body()` reads and checks the body with it. */
export type RouteHandler<S extends z.core.$ZodType = z.ZodNever> = (
  ctx: ApiContext,
  request: Request<z.output<S>>,
) => Promise<void>;

type Spec<S extends z.core.$ZodType> = {
  method: 'GET' | 'POST';
  /** The path as OpenAPI writes it, each `{name}` a path parameter whose pattern `params` gives. */
  path: `/api/${string}`;
  params?: Record<string, string>;
  /** Query and header parameters, one per property; documented, the handler reads them itself. */
  query?: z.ZodObject;
  headers?: z.ZodObject;
  summary: string;
  /** Every call says what it takes: null for none. */
  body: JsonBody<S> | RawBody | null;
  /** Each answer the call gives by status (refusals every call can give are added by openapi.ts). */
  answers: Record<number, Answer>;
  /** A GET that writes (counted by the rate limit, as every POST is). */
  writes?: boolean;
  /** A POST from a provider that signs it (its webhooks), which the per-client limit would only delay. */
  signed?: boolean;
  handler: RouteHandler<S>;
};

export type Route = Omit<Spec<z.core.$ZodType>, 'handler'> & {
  pattern: RegExp;
  handler: RouteHandler<z.core.$ZodType>;
};

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');

/** The pattern the dispatcher matches: the path, each `{name}` a named group of its parameter's pattern. */
function patternOf(path: string, params: Record<string, string>): RegExp {
  const names = [...path.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  if (names.join() !== Object.keys(params).join())
    throw new Error(`${path}: its path parameters are {${names.join('}, {')}}, its patterns ${Object.keys(params)}`);
  const parts = path.split(PLACEHOLDER).map((part, i) => (i % 2 ? `(?<${part}>${params[part]})` : escapeRegExp(part)));
  return new RegExp(`^${parts.join('')}$`);
}

/** A route from its description and handler; a path whose parameters have no pattern throws at load. */
export function route<S extends z.core.$ZodType = z.ZodNever>(spec: Spec<S>): Route {
  // Stored as a handler of any body: the dispatcher hands it only its own route's (readRouteBody).
  return { ...spec, pattern: patternOf(spec.path, spec.params ?? {}) } as Route;
}

/** The schema a JSON body is checked with at `now`. */
export const bodySchema = (body: JsonBody<z.core.$ZodType>, now: Date): z.core.$ZodType =>
  typeof body.schema === 'function' ? body.schema(now) : body.schema;

/** The request's body, read and checked with the route's own schema: the only way a handler gets one. */
export function readRouteBody({ path, body }: Route, req: IncomingMessage, now: Date): Promise<unknown> {
  if (!body || 'raw' in body) throw new Error(`${path} takes no JSON body`);
  return readBody(req, bodySchema(body, now), body.maxBytes);
}

export const answered = (description: string, body: z.core.$ZodType): Answer => ({ description, body });
export const refused = (description: string): Answer => ({ description });

/** Every refusal: `error` says why, `fields` names each bad field of a body. */
export const apiErrorSchema = z.object({ error: z.string(), fields: z.record(z.string(), z.string()).optional() });
export const successAnswer = z.object({ success: z.literal(true) });
