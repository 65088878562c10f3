/**
 * POST /api/reservations: hold a car with the refundable deposit (spec/shopping.md §9: $200 by
 * default, held 48 hours, 100% refundable), both the tenant's (vehiclePage.reserveDeposit and
 * vehiclePage.reserveHoldHours). The car must still be available and not reserved; the
 * deposit is authorised first, then the hold, the reservation and its lead are stored in one
 * transaction (storage/reservations.ts), which refuses a car another instance took meanwhile.
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

export function reservationHandler(payments: PaymentProcessor): Handler {
  return async (ctx, { req, res, tenant, log }) => {
    if (!tenant.features.reservation && !tenant.features.onlinePurchase)
      throw new HttpError(404, 'This dealer does not take reservations online.');
    const { car_id, fields, userData, payment, purpose = 'reserve' } = await readBody(req, body, 16 * 1024);
    const buying = purpose === 'buy-online';
    if (buying && !tenant.features.onlinePurchase) throw new HttpError(404, 'This dealer does not sell cars online.');
    if (!buying && !tenant.features.reservation)
      throw new HttpError(404, 'This dealer does not take reservations online.');
    const car = await ctx.cars.byId(tenant, car_id).catch(() => null);
    if (!car) throw new HttpError(404, 'That car is no longer listed.');
    // An earlier reservation on this site may hold the car already (the stock index learns of it later).
    if (
      !isReservable({ status: String(car.status), reserved: car.reserved === true }, true) ||
      (await ctx.store.reservations.isHeld(tenant.slug, car_id, ctx.now()))
    )
      throw new HttpError(409, TAKEN);
    const deposit = tenant.vehiclePage.reserveDeposit;
    const paid = await payments.authorise(
      deposit * 100,
      payment.token,
      `Deposit to ${buying ? 'buy' : 'reserve'} ${car.year} ${car.make} ${car.model}`,
    );
    if (!paid.ok) throw new HttpError(402, paid.message);
    const now = ctx.now();
    const heldUntil = new Date(now.getTime() + tenant.vehiclePage.reserveHoldHours * 3_600_000);
    const id = randomUUID();
    const request = {
      kind: 'reservation' as const,
      fields: { ...fields, car_id },
      userData: { ...userData, category: RESERVATION_CATEGORIES[buying ? 'buy-online' : 'reserve'] },
    };
    const reserved = await ctx.store.reservations.reserve({
      id,
      tenant: tenant.slug,
      carId: car_id,
      heldUntil,
      depositCents: deposit * 100,
      paymentRef: paid.reference,
      lead: { tenant: tenant.slug, request, destinations: ctx.destinations(tenant), now },
    });
    if (!reserved) {
      // Another reservation took the car while this deposit was being authorised.
      log.warn(
        { tenant: tenant.slug, carId: car_id, paymentRef: paid.reference },
        'deposit authorised for a car reserved meanwhile: release it',
      );
      throw new HttpError(409, TAKEN);
    }
    sendJson(res, 201, { reservation_id: id, lead_id: reserved.leadId, held_until: heldUntil.toISOString(), deposit });
    ctx.kickOutbox();
  };
}
