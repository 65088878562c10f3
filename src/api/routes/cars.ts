/**
 * Per-car calls of the vehicle page: views and live fields (spec/shopping.md §7 view.json), the
 * phone reveal, and test-drive availability.
 */
import { z } from 'zod';
import { dealerPhone } from '../../lib/vehicle/phone.ts';
import { isAvailable } from '../../lib/stock/status.ts';
import { marketGauge } from '../../lib/vehicle/gauge.ts';
import type { LiveCar } from '../../lib/stock/shapes.ts';
import { LIVE_FIELDS } from '../../lib/stock/shapes.ts';
import { HttpError, sendJson } from '../http.ts';
import type { Request } from '../context.ts';
import { answered, refused, route, type RouteHandler } from '../route.ts';
import { availability } from '../test-drives.ts';

export async function carOr404(request: Request, find: () => Promise<LiveCar | null>): Promise<LiveCar> {
  const car = await find().catch((error: unknown) => {
    request.log.warn({ err: error, tenant: request.tenant.slug }, 'car lookup failed');
    throw new HttpError(503, 'Stock is unavailable just now.');
  });
  if (!car) throw new HttpError(404, 'No such car.');
  return car;
}

/**
 * Counts a view (batched in memory, view-counter.ts: never a write per view) and answers the car's
 * views with this one, its current fields and whether it can still be bought; the page merges them
 * over the built ones.
 */
const countView: RouteHandler = async (ctx, request) => {
  const car = await carOr404(request, () => ctx.cars.bySlug(request.tenant, request.params.slug!));
  const views = await ctx.views.count(request.tenant.slug, car.id, ctx.clientAddress(request.req));
  const fields = Object.fromEntries(LIVE_FIELDS.map((key) => [key, car[key]]));
  sendJson(request.res, 200, { views, available: isAvailable(car), car_fields: fields });
};

const CAR_ID = 'car_id must be a car id.';
const revealBody = z.strictObject({
  car_id: z.number({ error: CAR_ID }).int({ error: CAR_ID }).positive({ error: CAR_ID }),
  dealership_id: z.number().int().positive().nullable().optional(),
  website_id: z.number().int().optional(),
});

/** Records the reveal (dealers count them as calls) and answers the number the call button dials. */
const revealPhone: RouteHandler<typeof revealBody> = async (ctx, request) => {
  const { car_id } = await request.body();
  const car = await carOr404(request, () => ctx.cars.byId(request.tenant, car_id));
  const phone = dealerPhone(request.tenant.phones, car);
  if (!phone) throw new HttpError(404, 'This dealer has no phone number for that car.');
  await ctx.store.activity.phoneRevealed(request.tenant.slug, car.id, ctx.now());
  sendJson(request.res, 200, { phone: phone.raw, display: phone.display });
};

/** Bookable test-drive starts at the car's location (else the primary sales location); without car_id, at the primary one. */
const testDriveSlots: RouteHandler = async (ctx, request) => {
  const raw = request.url.searchParams.get('car_id');
  const carId = Number(raw);
  if (raw !== null && (!Number.isInteger(carId) || carId <= 0)) throw new HttpError(400, CAR_ID);
  const car = raw === null ? null : await carOr404(request, () => ctx.cars.byId(request.tenant, carId));
  sendJson(request.res, 200, await availability(ctx, request.tenant, car));
};

/** §7 GET {car path}/autogauge, answered by the built-in source (marketGauge); 404 when it has no band. */
const priceGauge: RouteHandler = async (ctx, request) => {
  const car = await carOr404(request, () => ctx.cars.bySlug(request.tenant, request.params.slug!));
  const gauge = marketGauge(car);
  if (!gauge) throw new HttpError(404, 'No market data for this car.');
  sendJson(request.res, 200, gauge);
};

const SLUG = { slug: '[a-z0-9-]{1,200}' };
const NO_CAR = refused('Unknown site, or no such car on it');
const STOCK_DOWN = refused('The stock index cannot be read just now');

export const carRoutes = [
  route({
    method: 'GET',
    path: '/api/cars/{slug}/view.json',
    params: SLUG,
    summary: "Count a view (once per visitor, car and day); the car's current fields",
    query: z.object({
      photos_count: z.string().optional(),
      updated_at: z.string().optional(),
      website_id: z.string().optional(),
    }),
    body: null,
    writes: true,
    answers: {
      200: answered(
        'Views, whether the car can still be bought, and its live fields',
        z.object({ views: z.number().int(), available: z.boolean(), car_fields: z.record(z.string(), z.unknown()) }),
      ),
      404: NO_CAR,
      503: STOCK_DOWN,
    },
    handler: countView,
  }),
  route({
    method: 'GET',
    path: '/api/cars/{slug}/autogauge',
    params: SLUG,
    summary: 'Where the price sits in the market band (the price gauge)',
    body: null,
    answers: {
      200: answered(
        'The gauge',
        z.object({
          fill: z.number(),
          listing_price: z.number(),
          market_range_min: z.number(),
          market_range_max: z.number(),
          confidence: z.number(),
          description: z.string().nullable(),
        }),
      ),
      404: refused('No such car, or no market data for it'),
      503: STOCK_DOWN,
    },
    handler: priceGauge,
  }),
  route({
    method: 'POST',
    path: '/api/phone-reveal',
    summary: 'Reveal (and count) the dealer number for a car',
    body: { schema: revealBody, maxBytes: 1024 },
    answers: {
      200: answered('The number', z.object({ phone: z.string(), display: z.string() })),
      404: refused('No such car, or no number for it'),
      503: STOCK_DOWN,
    },
    handler: revealPhone,
  }),
  route({
    method: 'GET',
    path: '/api/test-drive/availability',
    summary:
      "Bookable test-drive starts for the next 14 days, at the car's location (without car_id, the primary one); a booking must be one of them",
    query: z.object({ car_id: z.int().positive().optional() }),
    body: null,
    answers: {
      200: answered(
        'Days with half-hour slots',
        z.object({
          location: z.string(),
          time_zone: z.string(),
          today: z.string(),
          days: z.array(z.object({ date: z.string(), slots: z.array(z.string()) })),
        }),
      ),
      400: refused('car_id is not a car id'),
      404: refused('No such car, or the dealer takes bookings by phone'),
      503: STOCK_DOWN,
    },
    handler: testDriveSlots,
  }),
];
