/**
 * Deposits as the API knows them (docs/payments.md has what each state means for the shopper's
 * card). Each is written before its processor is asked, and moves between states only by
 * conditional updates, so API instances, the browser's confirmation, the processor's webhooks and
 * the sweep can all act on one deposit at once and exactly one of them wins each move.
 */
import { sql } from 'kysely';
import type { LeadRequest } from '../../lib/leads/schema.ts';
import type { AuthoriseRequest } from '../payments.ts';
import type { Database } from './database.ts';
import type { Claim } from './reservations.ts';
import type { Tables } from './tables.ts';

export type DepositState =
  /** The processor is being asked (a crash here leaves a hold only the sweep can find). */
  | 'authorising'
  /** The processor has it; the shopper's browser confirms it (3-D Secure), or the reservation is being stored. */
  | 'confirming'
  /** Authorised, and the reservation holds the car until held_until. */
  | 'held'
  /** To be released (claim lost, hold run out, reservation refused); the sweep finishes what a crash left. */
  | 'releasing'
  | 'released'
  | 'captured'
  | 'refunded'
  | 'disputed';

/** What is stored once the deposit is authorised: the car's claim and the lead to file. */
export type PendingReservation = {
  claim: Omit<Claim, 'until'>;
  lead: LeadRequest;
  holdHours: number;
};

export type Deposit = {
  reservationId: string;
  tenant: string;
  carId: number;
  processor: string;
  amountCents: number;
  state: DepositState;
  reason: string | null;
  reference: string | null;
  authoriseRequest: AuthoriseRequest;
  pending: PendingReservation | null;
  heldUntil: string | null;
};

type NewDeposit = Pick<Deposit, 'reservationId' | 'tenant' | 'carId' | 'processor' | 'amountCents'> & {
  authoriseRequest: AuthoriseRequest;
  pending: PendingReservation;
};

export type DepositsRepository = {
  begin(deposit: NewDeposit, now: Date): Promise<void>;
  /** The processor answered with its reference ('authorising' → 'confirming'). */
  answered(id: string, reference: string, now: Date): Promise<void>;
  get(id: string): Promise<Deposit | null>;
  byReference(processor: string, reference: string): Promise<Deposit | null>;
  /** Moves a deposit in one of `from` to `to`; false when it was in none (someone else moved it first). */
  move(id: string, from: DepositState[], to: DepositState, now: Date, reason?: string): Promise<boolean>;
  /**
   * Marks for release every deposit whose reservation was never stored and whose claim on the car
   * has gone ('no reservation'), and every hold that has run out ('expired'); answers every
   * deposit now waiting to be released.
   */
  markForRelease(now: Date): Promise<Deposit[]>;
  /** Released at the processor: the deposit's state, and the car's hold if it is still this reservation's. */
  released(id: string, from: DepositState[], now: Date, reason?: string): Promise<boolean>;
};

type Row = Tables['deposits'];

function toDeposit(row: Row): Deposit {
  return {
    reservationId: row.reservation_id,
    tenant: row.tenant,
    carId: Number(row.car_id),
    processor: row.processor,
    amountCents: row.amount_cents,
    state: row.state as DepositState,
    reason: row.reason,
    reference: row.reference,
    authoriseRequest: JSON.parse(row.authorise_request) as AuthoriseRequest,
    pending: row.pending === null ? null : (JSON.parse(row.pending) as PendingReservation),
    heldUntil: row.held_until,
  };
}

type Db = Database['db'];

/** The deposits to release now: claims gone without a reservation, holds run out (DepositsRepository.markForRelease). */
async function markForRelease(db: Db, now: Date): Promise<Deposit[]> {
  const at = now.toISOString();
  await db
    .updateTable('deposits')
    .set({ state: 'releasing', reason: 'no reservation', updated_at: at })
    .where('state', 'in', ['authorising', 'confirming'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('car_holds')
            .select(sql.lit(1).as('one'))
            .whereRef('car_holds.reservation_id', '=', 'deposits.reservation_id')
            .where('car_holds.held_until', '>', at),
        ),
      ),
    )
    .execute();
  await db
    .updateTable('deposits')
    .set({ state: 'releasing', reason: 'expired', updated_at: at })
    .where('state', '=', 'held')
    .where('held_until', '<=', at)
    .execute();
  const rows = await db.selectFrom('deposits').selectAll().where('state', '=', 'releasing').execute();
  return rows.map(toDeposit);
}

/** DepositsRepository.released: the deposit's move and the car's hold go together. */
function released(db: Db, id: string, from: DepositState[], now: Date, reason?: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('deposits')
      .set({ state: 'released', updated_at: now.toISOString(), ...(reason ? { reason } : {}) })
      .where('reservation_id', '=', id)
      .where('state', 'in', from)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) return false;
    await trx.deleteFrom('car_holds').where('reservation_id', '=', id).execute();
    return true;
  });
}

export function depositsRepository({ db }: Database): DepositsRepository {
  const move: DepositsRepository['move'] = async (id, from, to, now, reason) => {
    const moved = await db
      .updateTable('deposits')
      .set({ state: to, updated_at: now.toISOString(), ...(reason ? { reason } : {}) })
      .where('reservation_id', '=', id)
      .where('state', 'in', from)
      .executeTakeFirst();
    return moved.numUpdatedRows > 0n;
  };
  return {
    async begin(deposit, now) {
      await db
        .insertInto('deposits')
        .values({
          reservation_id: deposit.reservationId,
          tenant: deposit.tenant,
          car_id: deposit.carId,
          processor: deposit.processor,
          amount_cents: deposit.amountCents,
          state: 'authorising',
          authorise_request: JSON.stringify(deposit.authoriseRequest),
          pending: JSON.stringify(deposit.pending),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .execute();
    },
    async answered(id, reference, now) {
      await db
        .updateTable('deposits')
        .set({ reference, updated_at: now.toISOString() })
        .where('reservation_id', '=', id)
        .execute();
      await move(id, ['authorising'], 'confirming', now);
    },
    async get(id) {
      const row = await db.selectFrom('deposits').selectAll().where('reservation_id', '=', id).executeTakeFirst();
      return row ? toDeposit(row) : null;
    },
    async byReference(processor, reference) {
      const row = await db
        .selectFrom('deposits')
        .selectAll()
        .where('processor', '=', processor)
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row ? toDeposit(row) : null;
    },
    move,
    markForRelease: (now) => markForRelease(db, now),
    released: (id, from, now, reason) => released(db, id, from, now, reason),
  };
}
