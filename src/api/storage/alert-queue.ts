/**
 * The messages to shoppers as a work queue several API instances share, as the leads' outbox is
 * (outbox-queue.ts): a claim leases due rows to one claimant (FOR UPDATE SKIP LOCKED on
 * PostgreSQL), a failure is written only under the claimant's lease, and a sent message is marked
 * whoever holds it. A message whose alert was deleted is deleted with it (alerts.ts), so a claim
 * never finds one.
 */
import type { Database } from './database.ts';

export type QueuedRow = { id: number; alertId: string; kind: 'confirm' | 'match'; body: unknown; attempts: number };

export type AlertQueue = {
  claim(options: { now: number; leaseUntil: number; token: string; limit: number }): Promise<QueuedRow[]>;
  sent(ids: number[], at: Date): Promise<void>;
  /** Puts the rows back for later under this claim's lease: `attempts` given counts a failure, absent a wait (the daily limit). */
  later(
    ids: number[],
    token: string,
    nextAttemptAt: number,
    failure?: { attempts: number; error: string },
  ): Promise<void>;
};

export function alertQueue({ db, engine }: Database): AlertQueue {
  return {
    async claim({ now, leaseUntil, token, limit }) {
      const due = db
        .selectFrom('alert_messages')
        .select('id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .where('leased_until', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked());
      const rows = await db
        .updateTable('alert_messages')
        .set({ leased_until: leaseUntil, lease_token: token })
        .where('id', 'in', due)
        .returning(['id', 'alert_id', 'kind', 'body', 'attempts'])
        .execute();
      return rows
        .map((row) => ({
          id: Number(row.id),
          alertId: row.alert_id,
          kind: row.kind === 'confirm' ? ('confirm' as const) : ('match' as const),
          body: JSON.parse(row.body) as unknown,
          attempts: Number(row.attempts),
        }))
        .sort((a, b) => a.id - b.id);
    },
    async sent(ids, at) {
      if (ids.length === 0) return;
      await db
        .updateTable('alert_messages')
        .set((eb) => ({
          sent_at: at.toISOString(),
          attempts: eb('attempts', '+', 1),
          leased_until: 0,
          last_error: null,
        }))
        .where('id', 'in', ids)
        .where('sent_at', 'is', null)
        .execute();
    },
    async later(ids, token, nextAttemptAt, failure) {
      if (ids.length === 0) return;
      await db
        .updateTable('alert_messages')
        .set({
          next_attempt_at: nextAttemptAt,
          leased_until: 0,
          ...(failure ? { attempts: failure.attempts, last_error: failure.error } : {}),
        })
        .where('id', 'in', ids)
        .where('lease_token', '=', token)
        .execute();
    },
  };
}
