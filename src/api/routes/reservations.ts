/**
 * POST /api/reservations: hold a car with the refundable deposit (spec/shopping.md §9: $200 by
 * default, held 48 hours, 100% refundable), both the tenant's (vehiclePage.reserveDeposit and
 * vehiclePage.reserveHoldHours). The car must still be available and not reserved; the
 * deposit is authorised first, then the reservation and its lead are stored in one transaction.
 * With purpose 'buy-online' (the /checkout-journey deposit, features.onlinePurchase) the lead's
 * category is 'Buy Online' instead of 'Reserve Online'.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { leadFieldsSchema, userDataSchema } from '../../lib/leads/schema.ts';
import { isReservable } from '../../lib/vehicle/cta.ts';
import { RESERVATION_CATEGORIES } from '../../lib/leads/reservation.ts';
import { HttpError, sendJson } from '../http.ts';
import { readBody } from '../validate.ts';
import { storeLead } from '../lead-store.ts';
import { transaction } from '../db.ts';
import type { Db } from '../db.ts';
import type { Handler } from '../context.ts';
import type { PaymentProcessor } from '../payments.ts';

const body = z.strictObject({
  car_id: z.number().int().positive(),
  fields: leadFieldsSchema,
  userData: userDataSchema,
  payment: z.strictObject({ token: z.string().min(1).max(200) }),
  /** 'buy-online': the deposit of the online purchase journey (/checkout-journey); its lead is a 'Buy Online' one. */
  purpose: z.enum(['reserve', 'buy-online']).optional(),
});

const TAKEN = 'Sorry, this car has just been reserved or sold.';

/** Whether an earlier reservation on this site still holds the car (the stock index learns of it later). */
function heldNow(db: Db, tenant: string, carId: number, now: Date): boolean {
  return db.prepare('SELECT 1 FROM reservations WHERE tenant = ? AND car_id = ? AND held_until > ? LIMIT 1').get(tenant, carId, now.toISOString()) !== undefined;
}

export function reservationHandler(payments: PaymentProcessor): Handler {
  return async (ctx, { req, res, tenant }) => {
    if (!tenant.features.reservation && !tenant.features.onlinePurchase) throw new HttpError(404, 'This dealer does not take reservations online.');
    const { car_id, fields, userData, payment, purpose = 'reserve' } = await readBody(req, body, 16 * 1024);
    const buying = purpose === 'buy-online';
    if (buying && !tenant.features.onlinePurchase) throw new HttpError(404, 'This dealer does not sell cars online.');
    if (!buying && !tenant.features.reservation) throw new HttpError(404, 'This dealer does not take reservations online.');
    const car = await ctx.cars.byId(tenant, car_id).catch(() => null);
    if (!car) throw new HttpError(404, 'That car is no longer listed.');
    if (!isReservable({ status: String(car.status), reserved: car.reserved === true }, true) || heldNow(ctx.db, tenant.slug, car_id, ctx.now())) throw new HttpError(409, TAKEN);
    const deposit = tenant.vehiclePage.reserveDeposit;
    const paid = await payments.authorise(deposit * 100, payment.token, `Deposit to ${buying ? 'buy' : 'reserve'} ${car.year} ${car.make} ${car.model}`);
    if (!paid.ok) throw new HttpError(402, paid.message);
    const heldUntil = new Date(ctx.now().getTime() + tenant.vehiclePage.reserveHoldHours * 3_600_000).toISOString();
    const id = randomUUID();
    const leadId = transaction(ctx.db, () => {
      // Another reservation may have taken the car while this deposit was being authorised.
      if (heldNow(ctx.db, tenant.slug, car_id, ctx.now())) {
        ctx.log(`deposit ${paid.reference} authorised for car ${car_id} of ${tenant.slug}, reserved meanwhile: release it`);
        throw new HttpError(409, TAKEN);
      }
      const lead = storeLead(ctx.db, tenant.slug, { kind: 'reservation', fields: { ...fields, car_id }, userData: { ...userData, category: RESERVATION_CATEGORIES[buying ? 'buy-online' : 'reserve'] } }, ctx.destinations(tenant), ctx.now(), false);
      ctx.db.prepare('INSERT INTO reservations (id, tenant, car_id, lead_id, deposit_cents, payment_ref, held_until, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(id, tenant.slug, car_id, lead, deposit * 100, paid.reference, heldUntil, ctx.now().toISOString());
      return lead;
    });
    sendJson(res, 201, { reservation_id: id, lead_id: leadId, held_until: heldUntil, deposit });
    ctx.kickOutbox();
  };
}
