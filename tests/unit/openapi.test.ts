// GET /api/openapi.json is written from the route table (issue 30, "one source for each list"): its
// paths and methods are exactly the calls the dispatcher answers, each request body is the schema
// the call checks its body with, the document is valid OpenAPI 3.1, and the calls of
// spec/shopping.md §7 take and answer the fields its table names.
import { readFileSync, readdirSync } from 'node:fs';
import { validate } from '@readme/openapi-parser';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/api/routes.ts';
import { openApiDocument } from '../../src/api/openapi.ts';
import type { Route } from '../../src/api/route.ts';
import { leadRequestSchema } from '../../src/lib/leads/schema.ts';
import {
  adjustmentsSchema,
  estimateRequestSchema,
  offerAcceptedSchema,
  regoLookupSchema,
} from '../../src/lib/leads/valuation-requests.ts';

type Schema = { properties?: Record<string, Schema>; required?: string[]; items?: Schema };
type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { content: { 'application/json': { schema: Schema } } }>;
};

const table = routes();
const document = openApiDocument(table) as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
);
const operationOf = (key: string) => operations.find((o) => o.key === key)?.operation;
const routeOf = (key: string) => table.find((r) => `${r.method} ${r.path}` === key)!;
const sentSchema = (operation: Operation | undefined) => operation?.requestBody?.content['application/json'].schema;
const answerSchema = (operation: Operation | undefined, status: string) =>
  operation?.responses[status]?.content['application/json'].schema;
const jsonBody = (route: Route) => (route.body && 'schema' in route.body ? route.body : null);

describe('the OpenAPI document and the route table', () => {
  it('documents exactly the calls the dispatcher answers, each once', () => {
    expect(operations.map((o) => o.key).sort()).toEqual(table.map((r) => `${r.method} ${r.path}`).sort());
    expect(new Set(operations.map((o) => o.key)).size).toBe(table.length);
  });

  it.each(table.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: the dispatcher matches its path',
    (_key, route) => {
      // The documented path, each {parameter} filled with a value of its own pattern.
      const concrete = route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        name === 'id' && route.path.includes('reservations') ? '0'.repeat(36) : name === 'id' ? 'a1-b' : 'stripe',
      );
      const matching = table.filter((other) => other.method === route.method && other.pattern.test(concrete));
      expect(matching).toEqual([route]);
    },
  );

  it.each(table.filter(jsonBody).map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s documents the body its schema checks',
    (key, route) => {
      const schema = jsonBody(route)!.schema;
      const checked = typeof schema === 'function' ? schema(new Date()) : schema;
      const { $schema: _dialect, ...expected } = z.toJSONSchema(checked, { io: 'input', unrepresentable: 'any' });
      expect(sentSchema(operationOf(key))).toEqual(expected);
    },
  );

  it.each([
    ['POST /api/leads', leadRequestSchema],
    ['POST /api/valuations/estimate', estimateRequestSchema],
    ['POST /api/leads/{id}/rego-lookup', regoLookupSchema],
    ['POST /api/leads/{id}/valuation-adjustments', adjustmentsSchema],
    ['POST /api/leads/{id}/offer-accepted', offerAcceptedSchema],
  ] as const)('%s checks its body with the schema the form shares (one object, not a copy)', (key, schema) => {
    expect(jsonBody(routeOf(key))?.schema).toBe(schema);
  });

  it('reads bodies only through the route: no handler reads one itself', () => {
    const dir = 'src/api/routes';
    for (const name of readdirSync(dir))
      expect(readFileSync(`${dir}/${name}`, 'utf8'), name).not.toMatch(/\breadBody\b|\breadJson\b/);
  });

  it.each(operations)('$key answers a success with a body schema', ({ operation }) => {
    const success = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
    expect(success.length).toBeGreaterThan(0);
    for (const status of success) expect(answerSchema(operation, status)).toBeDefined();
  });

  it('is valid OpenAPI 3.1', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });
});

// spec/shopping.md §7, "The calls it makes": the rows whose method and path it shows.
describe.each([
  [
    'GET /api/cars/{slug}/autogauge',
    [],
    [],
    ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence', 'description'],
  ],
  ['GET /api/cars/{slug}/view.json', ['photos_count', 'updated_at', 'website_id'], [], ['views', 'car_fields']],
  ['POST /api/watchlist/save-car', [], ['phone_number', 'car_id'], ['success']],
  ['POST /api/watchlist/remove-car', [], ['phone_number', 'car_id'], ['success']],
  ['POST /api/phone-reveal', [], ['car_id', 'dealership_id', 'website_id'], ['phone']],
  ['POST /api/leads/{id}/valuation-adjustments', [], ['id', 'adjustmentAnswers'], ['offer_price']],
  ['POST /api/leads/{id}/rego-lookup', [], ['rego', 'regoState'], ['rego', 'regoState']],
  [
    'POST /api/leads/{id}/offer-accepted',
    [],
    ['category', 'subcategory', 'lead_id', 'form_completed', 'offer_accepted'],
    ['lead_id'],
  ],
  ['POST /api/leads', [], ['kind', 'fields', 'userData'], ['lead_id']],
  ['POST /api/miscellaneous', [], ['column_name'], ['success']],
])('§7 %s', (key, query, payload, answer) => {
  const operation = operationOf(key);
  it('takes the query and payload the spec names', () => {
    const names = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(query));
    expect(Object.keys(sentSchema(operation)?.properties ?? {})).toEqual(expect.arrayContaining(payload));
  });
  it('answers the fields the spec names', () => {
    const success = Object.keys(operation?.responses ?? {}).find((status) => status.startsWith('2'))!;
    expect(Object.keys(answerSchema(operation, success)?.properties ?? {})).toEqual(expect.arrayContaining(answer));
  });
});
