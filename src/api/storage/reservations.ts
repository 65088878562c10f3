/**
 * Reservations hold a car exclusively, across every API instance on the database, in two steps so
 * a deposit is only ever authorised for a car the shopper already holds:
 *
 * 1. `claim`: one transaction counts the shopper's current holds (by phone and, once known, card)
 *    and takes the car's hold for a short while, by a single upsert that only replaces a hold that
 *    has run out. The shopper's keys are locked first (PostgreSQL: advisory locks; SQLite's writers
 *    take turns anyway), so two claims by one shopper on two instances cannot both pass the cap.
 * 2. `confirm`, after the deposit is authorised: one transaction checks the card's holds, moves the
 *    deposit to 'held' (storage/deposits.ts), extends the hold to its full time (only if the claim
 *    is still this reservation's) and stores the reservation and its lead. `release` gives a claim back when the deposit is refused or voided.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from './database.ts';
import { insertNewLead, type NewLead } from './leads.ts';
import type { Tables } from './tables.ts';

export type Claim = { id: string; tenant: string; carId: number; shopperPhone: string; until: Date; cap: number };
type Confirmation = {
  claim: Claim;
  heldUntil: Date;
  depositCents: number;
  paymentRef: string | null;
  cardKey: string | null;
  lead: NewLead;
};

export type ReservationsRepository = {
  /** 'claimed', or why not: the car is held, or the shopper holds `cap` cars already. */
  claim(claim: Claim, now: Date): Promise<'claimed' | 'taken' | 'cap'>;
  /** Stores the reservation and its lead, or says why not (the claim ran out, or the card holds `cap` cars). */
  confirm(confirmation: Confirmation, now: Date): Promise<{ leadId: string } | 'lost' | 'cap'>;
  release(claim: Pick<Claim, 'id' | 'tenant' | 'carId'>): Promise<void>;
  /** A stored reservation's lead and the end of its hold, or null. */
  stored(id: string): Promise<{ leadId: string; heldUntil: Date } | null>;
};

type Trx = Transaction<Tables>;

/** Thrown inside confirm's transaction to undo the deposit's move when the car's claim has run out. */
class ClaimLost extends Error {}

/** 'confirming' (or 'authorising') → 'held', unless the sweep or a webhook moved the deposit first. */
async function holdDeposit(trx: Trx, id: string, heldUntil: Date, now: Date): Promise<boolean> {
  const moved = await trx
    .updateTable('deposits')
    .set({ state: 'held', held_until: heldUntil.toISOString(), updated_at: now.toISOString() })
    .where('reservation_id', '=', id)
    .where('state', 'in', ['authorising', 'confirming'])
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

type Engine = Database['engine'];

/** Serialises this shopper's claims across instances until the transaction ends. */
async function lockShopper(trx: Trx, engine: Engine, tenant: string, key: string): Promise<void> {
  if (engine === 'postgres')
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${tenant} ${key}`}, 0))`.execute(trx);
}

/** The cars this shopper (by phone or card) holds now. */
async function holds(trx: Trx, tenant: string, column: 'shopper_phone' | 'card_key', key: string, now: Date) {
  const row = await trx
    .selectFrom('car_holds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant', '=', tenant)
    .where(column, '=', key)
    .where('held_until', '>', now.toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** ReservationsRepository.claim: the shopper's cap checked and the car's hold taken in one transaction. */
function claimCar({ db, engine }: Database, claim: Claim, now: Date): Promise<'claimed' | 'taken' | 'cap'> {
  const { id, tenant, carId, shopperPhone, until, cap } = claim;
  return db.transaction().execute(async (trx) => {
    await lockShopper(trx, engine, tenant, shopperPhone);
    if ((await holds(trx, tenant, 'shopper_phone', shopperPhone, now)) >= cap) return 'cap';
    const hold = { tenant, car_id: carId, reservation_id: id, held_until: until.toISOString() };
    const taken = await trx
      .insertInto('car_holds')
      .values({ ...hold, shopper_phone: shopperPhone, card_key: null })
      .onConflict((c) =>
        c
          .columns(['tenant', 'car_id'])
          .doUpdateSet({
            reservation_id: id,
            held_until: hold.held_until,
            shopper_phone: shopperPhone,
            card_key: null,
          })
          .where('car_holds.held_until', '<=', now.toISOString()),
      )
      .returning('reservation_id')
      .executeTakeFirst();
    return taken ? 'claimed' : 'taken';
  });
}

/** The claim's hold extended to the reservation's full time; ClaimLost when the claim has run out. */
async function keepHold(trx: Trx, claim: Claim, heldUntil: Date, cardKey: string | null, now: Date): Promise<void> {
  const kept = await trx
    .updateTable('car_holds')
    .set({ held_until: heldUntil.toISOString(), card_key: cardKey })
    .where('tenant', '=', claim.tenant)
    .where('car_id', '=', claim.carId)
    .where('reservation_id', '=', claim.id)
    .where('held_until', '>', now.toISOString())
    .returning('reservation_id')
    .executeTakeFirst();
  if (!kept) throw new ClaimLost();
}

/** ReservationsRepository.confirm, in one transaction. */
async function confirmReservation(
  { db, engine }: Database,
  { claim, heldUntil, depositCents, paymentRef, cardKey, lead }: Confirmation,
  now: Date,
): Promise<{ leadId: string } | 'lost' | 'cap'> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (cardKey !== null) {
        await lockShopper(trx, engine, claim.tenant, cardKey);
        if ((await holds(trx, claim.tenant, 'card_key', cardKey, now)) >= claim.cap) return 'cap';
      }
      // The deposit first: a sweep releasing it at the same moment waits for this row, or wins it.
      if (paymentRef !== null && !(await holdDeposit(trx, claim.id, heldUntil, now))) return 'lost';
      await keepHold(trx, claim, heldUntil, cardKey, now);
      const leadId = await insertNewLead(trx, lead);
      await trx
        .insertInto('reservations')
        .values({
          id: claim.id,
          tenant: claim.tenant,
          car_id: claim.carId,
          lead_id: leadId,
          deposit_cents: depositCents,
          payment_ref: paymentRef ?? '',
          held_until: heldUntil.toISOString(),
          created_at: now.toISOString(),
        })
        .execute();
      return { leadId };
    });
  } catch (error) {
    if (error instanceof ClaimLost) return 'lost';
    throw error;
  }
}

export function reservationsRepository(database: Database): ReservationsRepository {
  const { db } = database;
  return {
    claim: (claim, now) => claimCar(database, claim, now),
    confirm: (confirmation, now) => confirmReservation(database, confirmation, now),
    async stored(id) {
      const row = await db
        .selectFrom('reservations')
        .select(['lead_id', 'held_until'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { leadId: row.lead_id, heldUntil: new Date(row.held_until) } : null;
    },
    async release({ id, tenant, carId }) {
      await db
        .deleteFrom('car_holds')
        .where('tenant', '=', tenant)
        .where('car_id', '=', carId)
        .where('reservation_id', '=', id)
        .execute();
    },
  };
}
