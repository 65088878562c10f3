/**
 * POST /api/reservations: hold a car with the refundable deposit (spec/shopping.md §9: $200 by
 * default, held 48 hours, 100% refundable; the tenant's vehiclePage.reserveDeposit and
 * reserveHoldHours). With purpose 'buy-online' (the /checkout-journey deposit,
 * features.onlinePurchase) the lead's category is 'Buy Online' instead of 'Reserve Online'.
 *
 * Payments are never taken for nothing: the car is claimed first (storage/reservations.ts: one
 * transaction that also counts the shopper's holds against vehiclePage.reservationsPerShopper),
 * the deposit is authorised only while the claim is held (deposits.ts), and if anything fails
 * after that the authorisation is released. With the test processor the card's token comes with
 * the request and the answer is the reservation (201); with Stripe the answer is a PaymentIntent's
 * client secret (202) for Stripe.js to confirm in the browser, which then calls
 * POST /api/reservations/{id}/confirm (or Stripe's webhook arrives first). Where the site puts
 * checkout behind sign-in, so does the API.
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
import { invalidBody } from '../validate.ts';
import { international, sessionPhone } from '../session.ts';
import type { ApiContext, Request } from '../context.ts';
import { answered, refused, route, type RouteHandler } from '../route.ts';
import type { Claim } from '../storage/reservations.ts';
import type { PendingReservation } from '../storage/deposits.ts';
import { processorFor, syncDeposit, takeDeposit, type Held } from '../deposits.ts';
import { carOr404 } from './cars.ts';

const body = z.strictObject({
  car_id: z.number().int().positive(),
  fields: reservationFieldsSchema,
  userData: userDataSchema,
  /** The test processor's card token; absent where the processor's own browser fields take the card (Stripe). */
  payment: z.strictObject({ token: z.string().min(1).max(200) }).optional(),
  /** 'buy-online': the deposit of the online purchase journey (/checkout-journey); its lead is a 'Buy Online' one. */
  purpose: z.enum(['reserve', 'buy-online']).optional(),
});
type Body = z.output<typeof body>;

const TAKEN = 'Sorry, this car has just been reserved or sold.';
const UNDER_MIN_PRICE = 'This car cannot be reserved online. Please enquire and we will hold it for you.';
const LAPSED = 'Your reservation ran out before the payment went through. Please start again.';
/** @internal Exported for its tests. */
export const AT_CAP = 'You already have a car reserved with us. Please contact us to reserve another.';
/**
 * How long a claim holds the car while its deposit is authorised: long enough for a shopper to
 * pass 3-D Secure in the browser; a crash or an abandoned payment frees the car after it.
 */
const CLAIM_MS = 15 * 60_000;

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

/** The answer for a stored reservation. */
function reserved(request: Request, id: string, held: Held) {
  sendJson(request.res, 201, {
    reservation_id: id,
    lead_id: held.leadId,
    held_until: held.heldUntil.toISOString(),
    deposit: request.tenant.vehiclePage.reserveDeposit,
  });
}

/** The card's token goes with the request only to a processor that takes one (the test processor's form). */
function checkPayment(ctx: ApiContext, tenant: Tenant, input: Body): string | null {
  if (tenant.vehiclePage.reserveDeposit === 0) return null;
  const takesToken = processorFor(ctx, tenant).name === 'test';
  if (takesToken && !input.payment) throw invalidBody({ 'payment.token': 'is required.' });
  if (!takesToken && input.payment)
    throw invalidBody({ 'payment.token': "is not sent: this site's card processor takes the card itself." });
  return input.payment?.token ?? null;
}

/** A reservation without a deposit (vehiclePage.reserveDeposit 0): stored as soon as the car is claimed. */
async function reserveFree(ctx: ApiContext, request: Request, claim: Claim, lead: PendingReservation): Promise<Held> {
  const now = ctx.now();
  const heldUntil = new Date(now.getTime() + lead.holdHours * 3_600_000);
  const { tenant } = request;
  const done = await ctx.store.reservations.confirm(
    {
      claim,
      heldUntil,
      depositCents: 0,
      paymentRef: null,
      cardKey: null,
      lead: { tenant: tenant.slug, request: lead.lead, destinations: ctx.destinations(tenant), now },
    },
    now,
  );
  if (done === 'lost') throw new HttpError(409, TAKEN);
  if (done === 'cap') throw new HttpError(409, AT_CAP);
  ctx.kickOutbox();
  return { leadId: done.leadId, heldUntil };
}

const reserve: RouteHandler<typeof body> = async (ctx, request) => {
  const { res, tenant } = request;
  if (!tenant.features.reservation && !tenant.features.onlinePurchase)
    throw new HttpError(404, 'This dealer does not take reservations online.');
  const input = await request.body();
  const token = checkPayment(ctx, tenant, input);
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
  const { until: _until, ...held } = claim;
  const pending = {
    claim: held,
    lead: reservationLead(tenant, input, car),
    holdHours: tenant.vehiclePage.reserveHoldHours,
  };
  try {
    if (tenant.vehiclePage.reserveDeposit === 0) {
      reserved(request, claim.id, await reserveFree(ctx, request, claim, pending));
      return;
    }
    const taken = await takeDeposit(ctx, request.log, {
      tenant,
      pending,
      request: {
        amountCents: tenant.vehiclePage.reserveDeposit * 100,
        currency: 'AUD',
        token,
        description: `Deposit to ${input.purpose === 'buy-online' ? 'buy' : 'reserve'} ${car.year} ${car.make} ${car.model}`,
        reservationId: claim.id,
        idempotencyKey: `${claim.id}:authorise`,
      },
    });
    if (taken === 'lost') throw new HttpError(409, TAKEN);
    if (taken === 'cap') throw new HttpError(409, AT_CAP);
    if ('clientSecret' in taken)
      sendJson(res, 202, {
        reservation_id: claim.id,
        client_secret: taken.clientSecret,
        deposit: tenant.vehiclePage.reserveDeposit,
      });
    else reserved(request, claim.id, taken);
  } catch (error) {
    await ctx.store.reservations
      .release(claim)
      .catch((e: unknown) => request.log.warn({ err: e }, 'claim not released; it runs out'));
    throw error;
  }
};

const confirmBody = z.strictObject({});

/**
 * POST /api/reservations/{id}/confirm: the browser says Stripe.js confirmed the deposit. Nothing it
 * says is taken as fact: the deposit's state is read from the processor, and the reservation
 * stored only if it is authorised (201, as POST /api/reservations answers); 202 while the shopper's
 * bank is still deciding; 409 when the car's claim ran out first (the hold is then released).
 */
const confirm: RouteHandler<typeof confirmBody> = async (ctx, request) => {
  await request.body();
  const id = request.params.id!;
  const deposit = await ctx.store.deposits.get(id);
  if (!deposit || deposit.tenant !== request.tenant.slug) throw new HttpError(404, 'No such reservation.');
  const stored = await ctx.store.reservations.stored(id);
  if (stored) return reserved(request, id, stored);
  if (deposit.state !== 'authorising' && deposit.state !== 'confirming') throw new HttpError(409, LAPSED);
  const now = await syncDeposit(ctx, request.log, deposit);
  if (now === 'lost') throw new HttpError(409, LAPSED);
  if (now === 'cap') throw new HttpError(409, AT_CAP);
  if (typeof now === 'object') return reserved(request, id, now);
  if (now === 'released') throw new HttpError(409, LAPSED);
  sendJson(request.res, 202, { reservation_id: id, status: 'pending' });
};

const reservedAnswer = z.object({
  reservation_id: z.string(),
  lead_id: z.string(),
  held_until: z.iso.datetime(),
  deposit: z.number().int(),
});
const NO_RESERVATIONS = refused('A site that takes no reservations (or does not sell online), or no such car');
const GONE = refused('The car has just been reserved or sold, the shopper holds their limit, or the hold ran out');

export const reservationRoutes = [
  route({
    method: 'POST',
    path: '/api/reservations',
    summary:
      "Reserve a car with the refundable deposit; purpose 'buy-online' (sites that sell online) files a Buy Online lead. The car is claimed before the deposit is authorised, and the authorisation released if the reservation fails. Needs the session where the site gates checkout (401); a shopper holds at most vehiclePage.reservationsPerShopper cars (409).",
    body: { schema: body, maxBytes: 16 * 1024 },
    answers: {
      201: answered('Reserved', reservedAnswer),
      202: answered(
        "The deposit awaits the card's confirmation in the browser (Stripe.js); then POST /api/reservations/{id}/confirm",
        z.object({ reservation_id: z.string(), client_secret: z.string(), deposit: z.number().int() }),
      ),
      401: refused('Checkout needs sign-in on this site'),
      402: refused('The deposit was declined'),
      404: NO_RESERVATIONS,
      409: GONE,
      503: refused('The stock index or the card processor cannot be reached just now'),
    },
    handler: reserve,
  }),
  route({
    method: 'POST',
    path: '/api/reservations/{id}/confirm',
    params: { id: '[0-9a-f-]{36}' },
    summary:
      'The browser says the deposit was confirmed: its state is read from the processor, and the reservation stored only once it is authorised',
    body: { schema: confirmBody, maxBytes: 64 },
    answers: {
      201: answered('Reserved', reservedAnswer),
      202: answered(
        "Still waiting for the shopper's bank",
        z.object({ reservation_id: z.string(), status: z.literal('pending') }),
      ),
      404: refused('No such reservation on this site'),
      409: GONE,
    },
    handler: confirm,
  }),
];
