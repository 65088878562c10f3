/**
 * A reservation's deposit, from the car's claim to its end (docs/payments.md):
 *
 * - take: the deposit is written down, then the processor asked. The test processor holds the card
 *   at once; a Stripe PaymentIntent is confirmed by the shopper's browser (Stripe.js), which then
 *   asks for the reservation (routes/reservations.ts), as Stripe's webhook does too.
 * - complete: an authorised deposit's reservation and lead are stored once, whoever asks first; if
 *   the car's claim ran out meanwhile, or the card holds too many cars, the hold is released.
 * - sync: what a webhook says changed (captured, refunded, disputed, cancelled) is read back from
 *   the processor and recorded.
 * - sweep: deposits whose reservation was never stored (a crash, an abandoned 3-D Secure) and holds
 *   that ran out are released, by every instance, safely: each move is a conditional update and
 *   each processor call carries the deposit's idempotency key.
 */
import { CARD_MESSAGES } from '../lib/leads/reservation.ts';
import type { Tenant } from '../lib/tenant/schema.ts';
import { HttpError } from './http.ts';
import type { ApiContext } from './context.ts';
import type { Logger } from './log.ts';
import type { AuthoriseRequest, PaymentProcessor } from './payments.ts';
import type { Deposit, DepositState, PendingReservation } from './storage/deposits.ts';

export type Held = { leadId: string; heldUntil: Date };
/** Stored, or why not: the car's claim ran out ('lost'), or the card holds too many cars ('cap'). */
export type Completed = Held | 'lost' | 'cap';

const NO_PROCESSOR = 'This dealer cannot take deposits online just now. Please call us to reserve this car.';

/** The site's card processor; a 503 where it has none configured. */
export function processorFor(ctx: ApiContext, tenant: Tenant): PaymentProcessor {
  const processor = ctx.payments(tenant);
  if (!processor) throw new HttpError(503, NO_PROCESSOR);
  return processor;
}

type NewDeposit = { tenant: Tenant; pending: PendingReservation; request: AuthoriseRequest };

/** Asks for the deposit of a claimed car: held now, or a client secret for the browser to confirm it with. */
export async function takeDeposit(
  ctx: ApiContext,
  log: Logger,
  { tenant, pending, request }: NewDeposit,
): Promise<Completed | { clientSecret: string }> {
  const processor = processorFor(ctx, tenant);
  const id = request.reservationId;
  const base = { reservationId: id, tenant: tenant.slug, carId: pending.claim.carId, amountCents: request.amountCents };
  await ctx.store.deposits.begin({ ...base, processor: processor.name, authoriseRequest: request, pending }, ctx.now());
  const answer = await processor.authorise(request).catch(async (error: unknown) => {
    log.error(
      { err: error, tenant: tenant.slug, reservationId: id },
      'the processor did not answer; the sweep releases any hold',
    );
    await ctx.store.deposits.move(id, ['authorising'], 'releasing', ctx.now(), 'processor error');
    throw new HttpError(503, CARD_MESSAGES.unavailable);
  });
  if (!answer.ok) {
    await ctx.store.deposits.move(id, ['authorising'], 'released', ctx.now(), 'declined');
    throw new HttpError(402, answer.message);
  }
  await ctx.store.deposits.answered(id, answer.reference, ctx.now());
  if (answer.ok === 'confirm') return { clientSecret: answer.clientSecret };
  return completeDeposit(ctx, log, { ...base, reference: answer.reference, pending }, answer.cardFingerprint);
}

type Authorised = Pick<Deposit, 'reservationId' | 'tenant' | 'amountCents' | 'pending'> & { reference: string };

/** Stores the reservation of an authorised deposit (once: a second caller gets the first's); releases the hold when it cannot. */
async function completeDeposit(
  ctx: ApiContext,
  log: Logger,
  deposit: Authorised,
  cardFingerprint: string | null,
): Promise<Completed> {
  const tenant = ctx.tenants.get(deposit.tenant);
  if (!tenant || !deposit.pending) throw new Error(`deposit ${deposit.reservationId} cannot be completed here`);
  const { claim, lead, holdHours } = deposit.pending;
  const now = ctx.now();
  const heldUntil = new Date(now.getTime() + holdHours * 3_600_000);
  const fields = {
    ...lead.fields,
    deposit_amount: deposit.amountCents / 100,
    deposit_reference: deposit.reference,
    deposit_held_until: heldUntil.toISOString(),
  };
  const done = await ctx.store.reservations.confirm(
    {
      claim: { ...claim, until: heldUntil },
      heldUntil,
      depositCents: deposit.amountCents,
      paymentRef: deposit.reference,
      cardKey: cardFingerprint,
      lead: { tenant: tenant.slug, request: { ...lead, fields }, destinations: ctx.destinations(tenant), now },
    },
    now,
  );
  if (typeof done === 'object') {
    ctx.kickOutbox();
    return { leadId: done.leadId, heldUntil };
  }
  const earlier = await ctx.store.reservations.stored(deposit.reservationId);
  if (earlier) return earlier;
  await releaseDeposit(ctx, log, deposit, done === 'cap' ? 'card holds enough cars' : 'claim ran out');
  await ctx.store.reservations
    .release(claim)
    .catch((e: unknown) => log.warn({ err: e }, 'claim not released; it runs out'));
  return done;
}

/** Releases a deposit now (on its way to 'released'); what cannot be done now the sweep finishes. */
async function releaseDeposit(
  ctx: ApiContext,
  log: Logger,
  deposit: Pick<Deposit, 'reservationId' | 'tenant'>,
  reason: string,
): Promise<void> {
  await ctx.store.deposits.move(
    deposit.reservationId,
    ['authorising', 'confirming', 'held'],
    'releasing',
    ctx.now(),
    reason,
  );
  const current = await ctx.store.deposits.get(deposit.reservationId);
  if (current?.state === 'releasing') await finishRelease(ctx, log, current);
}

/** The reference of a deposit a crash left without one: the processor, asked again with the same key, answers it. */
async function recoverReference(processor: PaymentProcessor, deposit: Deposit): Promise<string | null> {
  const answer = await processor.authorise(deposit.authoriseRequest);
  return answer.ok ? answer.reference : null;
}

/** Voids a deposit in 'releasing' at its processor and records it; a failure is logged and tried again by the sweep. */
async function finishRelease(ctx: ApiContext, log: Logger, deposit: Deposit): Promise<void> {
  const tenant = ctx.tenants.get(deposit.tenant);
  const processor = tenant ? ctx.payments(tenant) : null;
  const context = { tenant: deposit.tenant, carId: deposit.carId, paymentRef: deposit.reference };
  if (!processor || processor.name !== deposit.processor) {
    log.error(context, `deposit NOT released: its site no longer uses ${deposit.processor}; release it by hand`);
    return;
  }
  try {
    const reference = deposit.reference ?? (await recoverReference(processor, deposit));
    if (reference !== null) await processor.release(reference, `${deposit.reservationId}:release`);
    await ctx.store.deposits.released(deposit.reservationId, ['releasing'], ctx.now());
  } catch (error) {
    // A hold the dealer captured (or the processor moved on) cannot be released: record where it stands.
    if (deposit.reference && (await syncDeposit(ctx, log, deposit).catch(() => null)) !== null) return;
    log.error({ ...context, err: error }, 'deposit NOT released yet; the sweep tries again');
  }
}

/** Where the processor's state may move ours: from any of these to that. */
const MOVES: Record<'captured' | 'refunded' | 'disputed', DepositState[]> = {
  captured: ['confirming', 'held', 'releasing'],
  refunded: ['held', 'releasing', 'captured', 'disputed'],
  disputed: ['held', 'releasing', 'captured', 'refunded'],
};

/**
 * Reads a deposit's state back from its processor (after a webhook, or the browser's word that it
 * confirmed) and records it: an authorised deposit's reservation is stored, and a hold voided,
 * captured, refunded or disputed at the processor is so here. Answers what was recorded.
 */
export async function syncDeposit(ctx: ApiContext, log: Logger, deposit: Deposit): Promise<DepositState | Completed> {
  const tenant = ctx.tenants.get(deposit.tenant);
  const processor = tenant ? ctx.payments(tenant) : null;
  if (!processor || !deposit.reference) return deposit.state;
  const now = await processor.status(deposit.reference);
  const id = deposit.reservationId;
  if (now.state === 'pending') return deposit.state;
  if (now.state === 'authorised') {
    if (deposit.state !== 'authorising' && deposit.state !== 'confirming') return deposit.state;
    return completeDeposit(ctx, log, { ...deposit, reference: deposit.reference }, now.cardFingerprint);
  }
  if (now.state === 'released') {
    await ctx.store.deposits.released(
      id,
      ['authorising', 'confirming', 'held', 'releasing'],
      ctx.now(),
      'voided at the processor',
    );
    return 'released';
  }
  if (await ctx.store.deposits.move(id, MOVES[now.state], now.state, ctx.now())) {
    const line = { tenant: deposit.tenant, carId: deposit.carId, paymentRef: deposit.reference };
    if (now.state === 'disputed')
      log.warn(line, "a deposit is disputed by the shopper's bank: answer it in the processor's dashboard");
    else log.info(line, `deposit ${now.state}`);
  }
  return now.state;
}

/** Releases what nobody holds any more (see above); answers how many deposits it released or retried. */
export async function sweepDeposits(ctx: ApiContext, log: Logger): Promise<number> {
  const due = await ctx.store.deposits.markForRelease(ctx.now());
  for (const deposit of due) await finishRelease(ctx, log, deposit);
  return due.length;
}

/** Sweeps now and every `everyMs` (one sweep at a time); a failed sweep is logged and tried next time. */
export function startDepositSweep(ctx: ApiContext, log: Logger, everyMs: number): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= sweepDeposits(ctx, log)
      .then(() => undefined)
      .catch((error: unknown) => log.warn({ err: error }, 'deposit sweep failed; trying again later'))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
