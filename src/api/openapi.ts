/**
 * GET /api/openapi.json: the lead API described as OpenAPI 3.1. Request bodies are generated from
 * the same zod schemas the API validates with, so the description cannot drift from the code.
 */
import { z } from 'zod';
import { leadRequestSchema } from '../lib/leads/schema.ts';
import {
  adjustmentsSchema,
  estimateRequestSchema,
  offerAcceptedSchema,
  regoLookupSchema,
} from '../lib/leads/valuation-requests.ts';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const error = {
  description: 'Refused; `error` says why, `fields` names bad fields',
  ...json({ $ref: '#/components/schemas/Error' }),
};
const ok = (description: string, schema: object = { type: 'object' }) => ({ description, ...json(schema) });
const post = (summary: string, body: object, answer: object, extra: Record<string, unknown> = {}) => ({
  post: {
    summary,
    requestBody: { required: true, ...json(body) },
    responses: { 200: answer, 400: error, 404: error, 413: error, 415: error, 429: error, ...extra },
  },
});
const obj = (properties: Record<string, object>, required = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required,
});
const str = { type: 'string' };
const int = { type: 'integer' };
const schemaOf = (schema: z.core.$ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
/** A step of a trade-in lead's valuation: POST /api/leads/{id}/…; 404 for another site's lead, 409 out of order. */
const leadStep = (summary: string, body: z.core.$ZodType, answer: object, extra: Record<string, unknown> = {}) => {
  const operation = post(summary, schemaOf(body), answer, { 409: error, ...extra });
  return { post: { ...operation.post, parameters: [{ name: 'id', in: 'path', required: true, schema: str }] } };
};
const money = { type: ['integer', 'null'] };

export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Forecourt lead API',
      version: '1.0.0',
      description:
        'Served on each dealer site under /api; the site is chosen by the Host header. POSTs and view.json are rate-limited per client (429 with Retry-After). Bodies are application/json (UTF-8), at most 8 levels deep; an unknown field, or text with control characters or broken Unicode, is a 400 naming the field (docs/threat-model.md).',
    },
    paths: {
      '/api/leads': {
        post: {
          summary:
            "Send a lead (enquiry, test drive, finance, trade-in, request photos, find me something similar, contact, service) from a form this site has, with exactly that form's fields. The category, and a car's make, model, stock number and title, are the server's; a car must be this site's (404); a test drive's time one the availability call offers. Stored durably before the 201; delivered to the dealer afterwards.",
          parameters: [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              schema: { type: 'string', maxLength: 200 },
              description:
                'Your key for this submission: sending it again with the same key and body answers the lead already stored instead of storing a second one; the same key with another body is a 422.',
            },
          ],
          requestBody: { required: true, ...json(schemaOf(leadRequestSchema)) },
          responses: {
            201: ok('Stored', obj({ lead_id: str })),
            400: error,
            404: error,
            409: error,
            413: error,
            415: error,
            422: error,
            429: error,
          },
        },
      },
      '/api/sign-in/code': post(
        "Text a 6-digit sign-in code to a phone (sites with sign-in; 404 elsewhere). 429 once the phone's or the site's texts for the window are used (leads.signInLimits).",
        obj({ phone: str }),
        ok('Sent', obj({ sent: { type: 'boolean' } })),
      ),
      '/api/sign-in/verify': post(
        'Exchange the code for a session cookie; a phone has leads.signInLimits.codeTries guesses per window, however many codes it is sent',
        obj({ phone: str, code: str }),
        ok('Signed in; sets the forecourt_session cookie', obj({ phone: str })),
      ),
      '/api/session': {
        get: {
          summary: 'Who is signed in',
          responses: { 200: ok('The signed-in phone, or null', obj({ phone: { type: ['string', 'null'] } })) },
        },
      },
      '/api/sign-out': post('End the session', obj({}, []), ok('Signed out')),
      '/api/watchlist': {
        get: {
          summary: "Car ids on the signed-in shopper's watchlist",
          responses: { 200: ok('List', obj({ car_ids: { type: 'array', items: int } })), 401: error },
        },
      },
      '/api/watchlist/save-car': post(
        "Save one of this site's cars to the watchlist (404 for any other id)",
        obj({ phone_number: str, car_id: int }),
        ok('Saved', obj({ success: { type: 'boolean' } })),
        { 401: error, 403: error },
      ),
      '/api/watchlist/remove-car': post(
        'Remove a car from the watchlist',
        obj({ phone_number: str, car_id: int }),
        ok('Removed', obj({ success: { type: 'boolean' } })),
        { 401: error, 403: error },
      ),
      '/api/cars/{slug}/view.json': {
        get: {
          summary: "Count a view (once per visitor, car and day); the car's current fields",
          parameters: [
            { name: 'slug', in: 'path', required: true, schema: str },
            ...['photos_count', 'updated_at', 'website_id'].map((name) => ({ name, in: 'query', schema: str })),
          ],
          responses: {
            200: ok(
              'Views, whether the car can still be bought, and its live fields',
              obj({ views: int, available: { type: 'boolean' }, car_fields: { type: 'object' } }),
            ),
            404: error,
            429: error,
            503: error,
          },
        },
      },
      '/api/cars/{slug}/autogauge': {
        get: {
          summary: 'Where the price sits in the market band (the price gauge)',
          parameters: [{ name: 'slug', in: 'path', required: true, schema: str }],
          responses: {
            200: ok(
              'The gauge',
              obj({
                fill: { type: 'number' },
                listing_price: int,
                market_range_min: int,
                market_range_max: int,
                confidence: { type: 'number' },
                description: str,
              }),
            ),
            404: error,
          },
        },
      },
      '/api/phone-reveal': post(
        'Reveal (and count) the dealer number for a car',
        obj({ car_id: int, dealership_id: { type: ['integer', 'null'] }, website_id: int }, ['car_id']),
        ok('The number', obj({ phone: str, display: str })),
      ),
      '/api/test-drive/availability': {
        get: {
          summary:
            "Bookable test-drive starts for the next 14 days, at the car's location (without car_id, the primary one); a booking must be one of them",
          parameters: [{ name: 'car_id', in: 'query', required: false, schema: int }],
          responses: {
            200: ok(
              'Days with half-hour slots',
              obj({
                location: str,
                time_zone: str,
                today: str,
                days: { type: 'array', items: obj({ date: str, slots: { type: 'array', items: str } }) },
              }),
            ),
            400: error,
            404: error,
          },
        },
      },
      '/api/miscellaneous': post(
        "Keep a trade-in lead's accepted valuation for the dealer (sites with leads.saveValuation); the body must be the offer the API recorded for that lead",
        obj({
          column_name: { const: 'valuation' },
          lead_id: str,
          offer_price: int,
          adjustmentAnswers: { type: 'object', additionalProperties: { enum: ['Yes', 'No'] } },
          rego: str,
          regoState: str,
        }),
        ok('Saved (once per lead)', obj({ success: { type: 'boolean' } })),
        { 409: error },
      ),
      '/api/reservations': post(
        "Reserve a car with the refundable deposit; purpose 'buy-online' (sites that sell online) files a Buy Online lead. The car is claimed before the deposit is authorised, and the authorisation released if the reservation fails. Needs the session where the site gates checkout (401); a shopper holds at most vehiclePage.reservationsPerShopper cars (409).",
        obj(
          {
            car_id: int,
            fields: obj({ name: str, email: str, phone: str, dealership_slug: str, opt_in: { type: 'boolean' } }, [
              'name',
              'email',
              'phone',
            ]),
            userData: { type: 'object' },
            payment: obj({ token: str }),
            purpose: { enum: ['reserve', 'buy-online'] },
          },
          ['car_id', 'fields', 'userData', 'payment'],
        ),
        ok('Unused; success is 201'),
        {
          201: ok('Reserved', obj({ reservation_id: str, lead_id: str, held_until: str, deposit: int })),
          401: error,
          402: error,
          409: error,
        },
      ),
      '/api/valuations/estimate': post(
        'Estimate a trade-in offer from comparable cars for sale (none online for cars over 7 years or 100,000 km); with lead_id, recorded against that trade-in lead',
        schemaOf(estimateRequestSchema(new Date())),
        ok('The offer, or null with a message saying why', {
          type: 'object',
          properties: { offer_price: money, message: str },
          required: ['offer_price'],
        }),
      ),
      '/api/leads/{id}/rego-lookup': leadStep(
        "Record the trade-in car's rego (and preferred contact, finance) against the lead",
        regoLookupSchema,
        ok('The rego as recorded', obj({ rego: str, regoState: str })),
      ),
      '/api/leads/{id}/valuation-adjustments': leadStep(
        'Answer the condition questions; the estimate less their deductions',
        adjustmentsSchema,
        ok('The adjusted offer', obj({ offer_price: int })),
      ),
      '/api/leads/{id}/offer-accepted': leadStep(
        "Accept the current offer: sent to the dealer as a new trade-in lead (subcategory '3. Offer Accepted'); accepting again answers the same lead",
        offerAcceptedSchema,
        ok('Already accepted: the same lead', obj({ lead_id: str, offer_price: int })),
        { 201: ok('Accepted and stored for delivery', obj({ lead_id: str, offer_price: int })) },
      ),
      '/api/cars': {
        get: {
          summary:
            'Short summaries of cars: by ids (1 to 50, comma-separated, in that order) or by slug; exactly one of the two',
          parameters: [
            { name: 'ids', in: 'query', schema: str, example: '1,2,3' },
            { name: 'slug', in: 'query', schema: str },
          ],
          responses: {
            200: ok(
              'The cars found (unknown ids are left out)',
              obj({
                cars: {
                  type: 'array',
                  items: obj({
                    id: int,
                    slug: str,
                    year: { type: ['integer', 'null'] },
                    make: str,
                    model: str,
                    badge: { type: ['string', 'null'] },
                    price: money,
                    status: str,
                    reserved: { type: 'boolean' },
                    primary_image_url: { type: ['string', 'null'] },
                  }),
                },
              }),
            ),
            400: error,
            503: error,
          },
        },
      },
    },
    components: {
      schemas: { Error: obj({ error: str, fields: { type: 'object', additionalProperties: str } }, ['error']) },
    },
  };
}
