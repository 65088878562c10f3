/**
 * POST /api/reservations: hold a car with the refundable deposit (spec/shopping.md §9: $200 by
 * default, held 48 hours, 100% refundable; the tenant's vehiclePage.reserveDeposit and
 * reserveHoldHours). With purpose 'buy-online' (the /checkout-journey deposit,
 * features.onlinePurchase) the lead's category is 'Buy Online' instead of 'Reserve Online'.
 *
 * Payments are never taken for nothing: the car is claimed first (storage/reservations.ts: one
 * transaction that also counts the shopper's holds against vehiclePage.reservationsPerShopper),
 * the deposit is authorised only while the claim is held, and if anything fails after that the
 * authorisation is released. Where the site puts checkout behind sign-in, so does the API.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { reservationFieldsSchema, userDataSchema } from '../../lib/leads/schema.ts';
import { isReservable } from '../../lib/vehicle/cta.ts';
import { RESERVATION_CATEGORIES } from '../../lib/leads/reservation.ts';
import { gateFor } from '../../lib/leads/sign-in.ts';
import type { LiveCar } from '../../lib/stock/shapes.ts';
import type { Tenant } from '../../lib/tenant/schema.ts';
import { HttpError, sendJson } from '../http.ts';
import { invalidBody, readBody } from '../validate.ts';
import { international, sessionPhone } from '../session.ts';
import type { ApiContext, Handler, Request } from '../context.ts';
import type { Claim } from '../storage/reservations.ts';
import { carOr404 } from './cars.ts';

const body = z.strictObject({
  car_id: z.number().int().positive(),
  fields: reservationFieldsSchema,
  userData: userDataSchema,
  payment: z.strictObject({ token: z.string().min(1).max(200) }),
  /** 'buy-online': the deposit of the online purchase journey (/checkout-journey); its lead is a 'Buy Online' one. */
  purpose: z.enum(['reserve', 'buy-online']).optional(),
});
type Body = z.output<typeof body>;

const TAKEN = 'Sorry, this car has just been reserved or sold.';
const UNDER_MIN_PRICE = 'This car cannot be reserved online. Please enquire and we will hold it for you.';
export const AT_CAP = 'You already have a car reserved with us. Please contact us to reserve another.';
/** How long a claim holds the car while its deposit is authorised; a crash mid-way frees the car after it. */
const CLAIM_MS = 5 * 60_000;

async function checkRequest(
  ctx: ApiContext,
  request: Request,
  input: Body,
): Promise<{ car: LiveCar; shopper: string }> {
  const { tenant } = request;
  const buying = input.purpose === 'buy-online';
  if (buying && !tenant.features.onlinePurchase) throw new HttpError(404, 'This dealer does not sell cars online.');
  if (!buying && !tenant.features.reservation)
    throw new HttpError(404, 'This dealer does not take reservations online.');
  const signedIn = await sessionPhone(ctx, request);
  if (gateFor('checkout', tenant.features.gatedRoutes, tenant.features.signIn) && !signedIn)
    throw new HttpError(401, 'Please sign in to reserve this car.');
  const category = RESERVATION_CATEGORIES[input.purpose ?? 'reserve'];
  if (input.userData.category !== category) throw invalidBody({ 'userData.category': `must be '${category}'.` });
  if (input.userData.car_id !== input.car_id) throw invalidBody({ 'userData.car_id': 'must be car_id.' });
  if (input.userData.subcategory !== undefined)
    throw invalidBody({ 'userData.subcategory': 'is not sent with a reservation.' });
  const car = await carOr404(request, () => ctx.cars.byId(tenant, input.car_id));
  const live = { status: String(car.status), reserved: car.reserved === true, price: Number(car.price) };
  if (!isReservable(live, true)) throw new HttpError(409, TAKEN);
  // Below vehiclePage.reserveMinPrice the deposit could pass 10% of the price (NSW's online cap).
  if (!isReservable(live, true, tenant.vehiclePage.reserveMinPrice)) throw new HttpError(409, UNDER_MIN_PRICE);
  return { car, shopper: signedIn ?? international(input.fields.phone) };
}

/** The lead filed with the reservation: the shopper's details, the car from the stock index, the category from the purpose. */
function reservationLead(tenant: Tenant, input: Body, car: LiveCar) {
  const dealership = tenant.dealerships.find((d) => d.id === car.dealership_id)?.slug ?? car.dealership_slug;
  const { dealership_slug: _chosen, ...fields } = input.fields;
  return {
    kind: 'reservation' as const,
    fields: { ...fields, car_id: car.id, ...(dealership ? { dealership_slug: dealership } : {}) },
    userData: {
      ...input.userData,
      category: RESERVATION_CATEGORIES[input.purpose ?? 'reserve'],
      car_dealership_id: car.dealership_id ?? null,
    },
  };
}

/** Releases a deposit's hold on the card; a failure is logged for someone to release by hand (the processor also expires it). */
async function releaseDeposit(ctx: ApiContext, request: Request, claim: Claim, reference: string): Promise<void> {
  try {
    await ctx.payments.release(reference, `${claim.id}:release`);
  } catch (error) {
    request.log.error(
      { err: error, tenant: claim.tenant, carId: claim.carId, paymentRef: reference },
      'deposit NOT released: release it by hand',
    );
  }
}

type Held = { leadId: string; heldUntil: Date };

/** Authorises the deposit for a claimed car and stores the reservation; releases the claim and any authorisation on failure. */
async function payAndConfirm(
  ctx: ApiContext,
  request: Request,
  claim: Claim,
  input: Body,
  car: LiveCar,
): Promise<Held> {
  const { tenant } = request;
  const depositCents = tenant.vehiclePage.reserveDeposit * 100;
  let reference: string | null = null;
  try {
    let cardKey: string | null = null;
    if (depositCents > 0) {
      const paid = await ctx.payments.authorise({
        amountCents: depositCents,
        currency: 'AUD',
        token: input.payment.token,
        description: `Deposit to ${input.purpose === 'buy-online' ? 'buy' : 'reserve'} ${car.year} ${car.make} ${car.model}`,
        idempotencyKey: `${claim.id}:authorise`,
      });
      if (!paid.ok) throw new HttpError(402, paid.message);
      reference = paid.reference;
      cardKey = paid.cardFingerprint;
    }
    const now = ctx.now();
    const heldUntil = new Date(now.getTime() + tenant.vehiclePage.reserveHoldHours * 3_600_000);
    const lead = {
      tenant: tenant.slug,
      request: reservationLead(tenant, input, car),
      destinations: ctx.destinations(tenant),
      now,
    };
    const done = await ctx.store.reservations.confirm(
      { claim, heldUntil, depositCents, paymentRef: reference, cardKey, lead },
      now,
    );
    if (done === 'lost') throw new HttpError(409, TAKEN);
    if (done === 'cap') throw new HttpError(409, AT_CAP);
    return { leadId: done.leadId, heldUntil };
  } catch (error) {
    if (reference) await releaseDeposit(ctx, request, claim, reference);
    await ctx.store.reservations
      .release(claim)
      .catch((e: unknown) => request.log.warn({ err: e }, 'claim not released; it runs out'));
    throw error;
  }
}

export const postReservation: Handler = async (ctx, request) => {
  const { req, res, tenant } = request;
  if (!tenant.features.reservation && !tenant.features.onlinePurchase)
    throw new HttpError(404, 'This dealer does not take reservations online.');
  const input = await readBody(req, body, 16 * 1024);
  const { car, shopper } = await checkRequest(ctx, request, input);
  const now = ctx.now();
  const claim: Claim = {
    id: randomUUID(),
    tenant: tenant.slug,
    carId: car.id,
    shopperPhone: shopper,
    until: new Date(now.getTime() + CLAIM_MS),
    cap: tenant.vehiclePage.reservationsPerShopper,
  };
  const claimed = await ctx.store.reservations.claim(claim, now);
  if (claimed === 'taken') throw new HttpError(409, TAKEN);
  if (claimed === 'cap') throw new HttpError(409, AT_CAP);
  const held = await payAndConfirm(ctx, request, claim, input, car);
  sendJson(res, 201, {
    reservation_id: claim.id,
    lead_id: held.leadId,
    held_until: held.heldUntil.toISOString(),
    deposit: tenant.vehiclePage.reserveDeposit,
  });
  ctx.kickOutbox();
};
