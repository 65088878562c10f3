// GET /api/openapi.json is written from the route table: its paths and methods are exactly the calls
// the dispatcher answers, and each body is the zod schema's. The calls spec/shopping.md §7 names
// carry the payloads and answers its table gives.
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/api/openapi.ts';
import { routes } from '../../src/api/routes.ts';
import { testPaymentProcessor } from '../../src/api/payments.ts';

type Schema = { properties?: Record<string, Schema>; required?: string[]; const?: unknown; pattern?: string };
type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { content: { 'application/json': { schema: Schema } } }>;
};

const table = routes(testPaymentProcessor);
const document = openApiDocument(table);
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation: operation as Operation })),
);
const operationOf = (method: string, path: string) => document.paths[path]?.[method] as Operation;
const props = (schema: Schema | undefined) => Object.keys(schema?.properties ?? {});
const body = (operation: Operation) => operation.requestBody?.content['application/json'].schema;
const answer = (operation: Operation, status = '200') =>
  operation.responses[status]?.content['application/json'].schema;

describe('the OpenAPI document and the route table', () => {
  it('has one operation per route', () => {
    expect(operations).toHaveLength(table.length);
  });

  it.each(operations.map(({ path, method }) => [method.toUpperCase(), path]))(
    '%s %s is the call the dispatcher answers there',
    (method, path) => {
      // The documented path, each {parameter} filled with a value its pattern allows.
      const concrete = path.replace(/\{\w+\}/g, 'a1-b');
      const matching = table.filter((route) => route.method === method && route.pattern.test(concrete));
      expect(matching.map((route) => route.path)).toEqual([path]);
    },
  );

  it('describes every body and every answer with a schema', () => {
    for (const { path, method, operation } of operations) {
      const route = table.find((r) => r.path === path && r.method.toLowerCase() === method)!;
      expect(Boolean(operation.requestBody), `${method} ${path}`).toBe(Boolean(route.body));
      for (const [status, response] of Object.entries(operation.responses))
        expect(response.content['application/json'].schema, `${method} ${path} ${status}`).toBeTruthy();
    }
  });
});

describe('the calls of spec/shopping.md §7', () => {
  it.each([
    // Call, payload (body or query), answer.
    [
      'get',
      '/api/cars/{slug}/autogauge',
      [],
      ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence', 'description'],
    ],
    ['get', '/api/cars/{slug}/view.json', ['photos_count', 'updated_at', 'website_id'], ['views', 'car_fields']],
    ['post', '/api/watchlist/save-car', ['phone_number', 'car_id'], ['success']],
    ['post', '/api/watchlist/remove-car', ['phone_number', 'car_id'], ['success']],
    ['post', '/api/phone-reveal', ['car_id', 'dealership_id', 'website_id'], ['phone']],
    ['post', '/api/leads/{id}/valuation-adjustments', ['id', 'adjustmentAnswers'], ['offer_price']],
    ['post', '/api/leads/{id}/rego-lookup', ['rego', 'regoState'], ['rego', 'regoState']],
    [
      'post',
      '/api/leads/{id}/offer-accepted',
      ['category', 'subcategory', 'lead_id', 'form_completed', 'offer_accepted'],
      ['lead_id'],
    ],
    ['post', '/api/leads', ['kind', 'fields', 'userData'], ['lead_id']],
  ])('%s %s takes %j and answers %j', (method, path, payload, answered) => {
    const operation = operationOf(method, path);
    const given = operation.requestBody
      ? props(body(operation))
      : (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(given).toEqual(expect.arrayContaining(payload));
    const success = path === '/api/leads' ? '201' : '200';
    expect(props(answer(operation, success))).toEqual(expect.arrayContaining(answered));
  });

  it("POST /api/miscellaneous takes column_name 'valuation' and the result beside it", () => {
    const schema = body(operationOf('post', '/api/miscellaneous'))!;
    expect(schema.properties?.column_name?.const).toBe('valuation');
    expect(schema.required).toEqual(['column_name']);
  });

  it("offer accepted's subcategory is '3. Offer Accepted'", () => {
    const schema = body(operationOf('post', '/api/leads/{id}/offer-accepted'))!;
    expect(schema.properties?.subcategory?.const).toBe('3. Offer Accepted');
  });

  it('refuses with the Error schema: error, and fields naming each bad field', () => {
    expect(document.components.schemas.Error).toMatchObject({ required: ['error'] });
    expect(props(document.components.schemas.Error as Schema)).toEqual(['error', 'fields']);
    expect(answer(operationOf('post', '/api/leads'), '400')).toEqual({ $ref: '#/components/schemas/Error' });
  });
});
