/**
 * Per-car calls of the vehicle page: views and live fields (spec/shopping.md §7 view.json), the
 * phone reveal, and test-drive availability.
 */
import { z } from 'zod';
import { dealerPhone } from '../../lib/vehicle/phone.ts';
import { isAvailable } from '../../lib/stock/status.ts';
import { marketGauge } from '../../lib/vehicle/gauge.ts';
import { testDriveSlots } from '../../lib/leads/test-drive-slots.ts';
import { addDays, localTime, locationTimeZone } from '../../lib/hours/clock.ts';
import { locationSpecialEntries } from '../../lib/hours/special.ts';
import type { LiveCar } from '../../lib/stock/shapes.ts';
import { LIVE_FIELDS } from '../../lib/stock/shapes.ts';
import { HttpError, sendJson } from '../http.ts';
import { readBody } from '../validate.ts';
import type { Handler, Request } from '../context.ts';

const AVAILABILITY_DAYS = 14;

async function carOr404(request: Request, find: () => Promise<LiveCar | null>): Promise<LiveCar> {
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
  const views = await ctx.views.count(request.tenant.slug, car.id);
  const fields = Object.fromEntries(LIVE_FIELDS.map((key) => [key, car[key]]));
  sendJson(request.res, 200, { views, available: isAvailable(car), car_fields: fields });
};

const CAR_ID = 'car_id must be a car id.';
const revealBody = z.object({
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

/** Bookable test-drive starts at the car's location (else the primary sales location). */
export const testDriveAvailability: Handler = async (ctx, request) => {
  const carId = Number(request.url.searchParams.get('car_id'));
  if (!Number.isInteger(carId) || carId <= 0) throw new HttpError(400, CAR_ID);
  const car = await ctx.cars.byId(request.tenant, carId).catch(() => null);
  const locations = request.tenant.locations.filter((l) => l.type === 'sales' || l.type === '');
  const location = locations.find((l) => l.id === car?.location_id) ?? locations.find((l) => l.primary) ?? locations[0];
  if (!location) throw new HttpError(404, 'This dealer takes test-drive bookings by phone.');
  const timeZone = locationTimeZone(location);
  const today = localTime(ctx.now(), timeZone).date;
  const specials = locationSpecialEntries(
    location,
    request.tenant.hours.closedOnPublicHolidays,
    today,
    addDays(today, AVAILABILITY_DAYS),
  );
  const booked = new Set(
    (await ctx.store.leads.testDriveTimes(request.tenant.slug, carId)).map((at) => at.slice(0, 16)),
  );
  const days = testDriveSlots(location.openingHours, specials, ctx.now(), timeZone, AVAILABILITY_DAYS, booked);
  sendJson(request.res, 200, { location: location.name, time_zone: timeZone, today, days });
};

/** §7 GET {car path}/autogauge, answered by the built-in source (marketGauge); 404 when it has no band. */
export const carGauge: Handler = async (ctx, request) => {
  const car = await carOr404(request, () => ctx.cars.bySlug(request.tenant, request.params.slug!));
  const gauge = marketGauge(car);
  if (!gauge) throw new HttpError(404, 'No market data for this car.');
  sendJson(request.res, 200, gauge);
};
