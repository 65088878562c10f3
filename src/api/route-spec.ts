/** A call of the lead API as the route table declares it, and the dispatcher's pattern built from it. */
import type { z } from 'zod';
import type { Handler } from './context.ts';

/** A response: what it means, and its body's schema (absent for an error, which is apiErrorAnswer). */
export type Answer = { description: string; body?: z.ZodType };

export type RouteSpec = {
  method: 'GET' | 'POST';
  /** The path as OpenAPI writes it, `{name}` for each path parameter. */
  path: string;
  summary: string;
  /** Each path parameter's pattern (a regular expression's source, without anchors). */
  params?: Record<string, string>;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** Answers by status; a POST with a body may also answer 400, 413, 415 and 429 (listed by openapi.ts). */
  answers: Record<number, Answer>;
  handler: Handler;
};
export type Route = RouteSpec & { pattern: RegExp };

export const refused = (description: string): Answer => ({ description });
export const answered = (description: string, body: z.ZodType): Answer => ({ description, body });

/** The dispatcher's pattern: the path with each `{name}` as a named group of its parameter's pattern. */
export function patternOf({ path, params = {} }: RouteSpec): RegExp {
  const source = path
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');
      if (!params[name]) throw new Error(`${path}: no pattern for the path parameter ${name}`);
      return `(?<${name}>${params[name]})`;
    })
    .join('');
  return new RegExp(`^${source}$`);
}
