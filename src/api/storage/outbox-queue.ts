/**
 * The outbox as a work queue that several API instances share. A claim is one statement that
 * leases up to `limit` due rows to one claimant (a random token): on PostgreSQL the due rows are
 * picked FOR UPDATE SKIP LOCKED, so instances claiming at the same moment each take different
 * rows instead of queueing behind one another; on SQLite writers take turns. A failure is written
 * only by the claim that holds the lease, so a claimant whose lease ran out cannot reset a newer
 * one's; a delivery is always recorded, whoever holds the lease, since the dealer has it.
 */
import type { Database } from './database.ts';

export type OutboxRow = { id: number; leadId: string; destination: 'webhook' | 'adf'; url: string; attempts: number };

export type OutboxQueue = {
  claim(options: { now: number; leaseUntil: number; token: string; limit: number }): Promise<OutboxRow[]>;
  /** Marks rows delivered, in one statement (one commit for a whole batch). */
  delivered(ids: number[], at: Date): Promise<void>;
  failed(id: number, token: string, attempts: number, nextAttemptAt: number, error: string): Promise<void>;
};

export function outboxQueue({ db, engine }: Database): OutboxQueue {
  return {
    async claim({ now, leaseUntil, token, limit }) {
      const due = db
        .selectFrom('outbox')
        .select('id')
        .where('delivered_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .where('leased_until', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked());
      const rows = await db
        .updateTable('outbox')
        .set({ leased_until: leaseUntil, lease_token: token })
        .where('id', 'in', due)
        .returning(['id', 'lead_id', 'destination', 'url', 'attempts'])
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        leadId: row.lead_id,
        destination: row.destination,
        url: row.url,
        attempts: Number(row.attempts),
      }));
    },
    async delivered(ids, at) {
      if (ids.length === 0) return;
      await db
        .updateTable('outbox')
        .set((eb) => ({
          delivered_at: at.toISOString(),
          attempts: eb('attempts', '+', 1),
          leased_until: 0,
          last_error: null,
        }))
        .where('id', 'in', ids)
        .where('delivered_at', 'is', null)
        .execute();
    },
    async failed(id, token, attempts, nextAttemptAt, error) {
      await db
        .updateTable('outbox')
        .set({ attempts, next_attempt_at: nextAttemptAt, leased_until: 0, last_error: error })
        .where('id', '=', id)
        .where('lease_token', '=', token)
        .execute();
    },
  };
}
