/**
 * Reservations hold a car exclusively, across every API instance on the database. The hold is one
 * row per car in car_holds, taken by a single upsert that only replaces a hold that has run out:
 * on PostgreSQL a second instance's upsert waits for the first one's transaction and then finds
 * the car held; on SQLite writers take turns. The reservation and its lead are written in the same
 * transaction, so a hold never exists without them.
 */
import type { Database } from './database.ts';
import { insertLead, type NewLead } from './leads.ts';

type NewReservation = {
  id: string;
  tenant: string;
  carId: number;
  heldUntil: Date;
  depositCents: number;
  paymentRef: string;
  lead: NewLead;
};

export type ReservationsRepository = {
  /** Whether a reservation holds the car at `now`. */
  isHeld(tenant: string, carId: number, now: Date): Promise<boolean>;
  /** Takes the hold and stores the reservation and its lead; null (nothing stored) when the car is held. */
  reserve(reservation: NewReservation): Promise<{ leadId: string } | null>;
};

export function reservationsRepository({ db }: Database): ReservationsRepository {
  return {
    async isHeld(tenant, carId, now) {
      const row = await db
        .selectFrom('car_holds')
        .select('reservation_id')
        .where('tenant', '=', tenant)
        .where('car_id', '=', carId)
        .where('held_until', '>', now.toISOString())
        .executeTakeFirst();
      return row !== undefined;
    },
    reserve({ id, tenant, carId, heldUntil, depositCents, paymentRef, lead }) {
      const now = lead.now.toISOString();
      return db.transaction().execute(async (trx) => {
        const hold = { tenant, car_id: carId, reservation_id: id, held_until: heldUntil.toISOString() };
        const taken = await trx
          .insertInto('car_holds')
          .values(hold)
          .onConflict((c) =>
            c
              .columns(['tenant', 'car_id'])
              .doUpdateSet({ reservation_id: id, held_until: hold.held_until })
              .where('car_holds.held_until', '<=', now),
          )
          .returning('reservation_id')
          .executeTakeFirst();
        if (!taken) return null;
        const { id: leadId } = await insertLead(trx, lead);
        await trx
          .insertInto('reservations')
          .values({
            id,
            tenant,
            car_id: carId,
            lead_id: leadId,
            deposit_cents: depositCents,
            payment_ref: paymentRef,
            held_until: hold.held_until,
            created_at: now,
          })
          .execute();
        return { leadId };
      });
    },
  };
}
