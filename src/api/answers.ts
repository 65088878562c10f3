/**
 * The lead API's answers as zod schemas: the OpenAPI document describes each response from these,
 * and the handlers send through `reply`, which type-checks a body against its schema.
 */
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { CAR_STATUSES } from '../lib/stock/vehicle.ts';
import { sendJson } from './http.ts';

/** Every refusal: `error` says why, `fields` names each bad field of a body. */
export const apiErrorAnswer = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export const leadStoredAnswer = z.object({ lead_id: z.string() });
export const codeSentAnswer = z.object({ sent: z.boolean() });
export const signedInAnswer = z.object({ phone: z.string() });
export const sessionAnswer = z.object({ phone: z.string().nullable() });
export const successAnswer = z.object({ success: z.boolean() });
export const watchlistAnswer = z.object({ car_ids: z.array(z.number().int()) });

export const carViewAnswer = z.object({
  views: z.number().int(),
  available: z.boolean(),
  car_fields: z.record(z.string(), z.unknown()),
});

export const gaugeAnswer = z.object({
  fill: z.number(),
  listing_price: z.number(),
  market_range_min: z.number(),
  market_range_max: z.number(),
  confidence: z.number(),
  description: z.string().nullable(),
});

export const phoneAnswer = z.object({ phone: z.string(), display: z.string() });

export const availabilityAnswer = z.object({
  location: z.string(),
  time_zone: z.string(),
  today: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(z.string()) })),
});

export const reservationAnswer = z.object({
  reservation_id: z.string(),
  lead_id: z.string(),
  held_until: z.string(),
  deposit: z.number().int(),
});

export const estimateAnswer = z.object({ offer_price: z.number().int().nullable(), message: z.string().optional() });
export const regoAnswer = z.object({ rego: z.string(), regoState: z.string() });
export const adjustedAnswer = z.object({ offer_price: z.number().int() });
export const acceptedAnswer = z.object({ lead_id: z.string(), offer_price: z.number().int() });

export const carSummariesAnswer = z.object({
  cars: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      year: z.number().int(),
      make: z.string(),
      model: z.string(),
      badge: z.string().nullable(),
      price: z.number(),
      status: z.enum(CAR_STATUSES),
      reserved: z.boolean(),
      primary_image_url: z.string().nullable(),
    }),
  ),
});

/** GET /api/openapi.json: the document itself (its full shape is OpenAPI 3.1's). */
export const openApiAnswer = z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) });

/** sendJson for a body the compiler checks against the answer's schema. */
export function reply<S extends z.ZodType>(
  res: ServerResponse,
  status: number,
  _schema: S,
  body: z.input<S>,
  headers?: Record<string, string>,
): void {
  sendJson(res, status, body, headers);
}
