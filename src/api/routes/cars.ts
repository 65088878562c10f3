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
import { readBody } from '../validate.ts';
import type { Handler, Request } from '../context.ts';
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
export const carView: Handler = async (ctx, request) => {
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
export const phoneReveal: Handler = async (ctx, request) => {
  const { car_id } = await readBody(request.req, revealBody, 1024);
  const car = await carOr404(request, () => ctx.cars.byId(request.tenant, car_id));
  const phone = dealerPhone(request.tenant.phones, car);
  if (!phone) throw new HttpError(404, 'This dealer has no phone number for that car.');
  await ctx.store.activity.phoneRevealed(request.tenant.slug, car.id, ctx.now());
  sendJson(request.res, 200, { phone: phone.raw, display: phone.display });
};

/** Bookable test-drive starts at the car's location (else the primary sales location); without car_id, at the primary one. */
export const testDriveAvailability: Handler = async (ctx, request) => {
  const raw = request.url.searchParams.get('car_id');
  const carId = Number(raw);
  if (raw !== null && (!Number.isInteger(carId) || carId <= 0)) throw new HttpError(400, CAR_ID);
  const car = raw === null ? null : await carOr404(request, () => ctx.cars.byId(request.tenant, carId));
  sendJson(request.res, 200, await availability(ctx, request.tenant, car));
};

/** §7 GET {car path}/autogauge, answered by the built-in source (marketGauge); 404 when it has no band. */
export const carGauge: Handler = async (ctx, request) => {
  const car = await carOr404(request, () => ctx.cars.bySlug(request.tenant, request.params.slug!));
  const gauge = marketGauge(car);
  if (!gauge) throw new HttpError(404, 'No market data for this car.');
  sendJson(request.res, 200, gauge);
};
