/**
 * The messages to shoppers as a work queue several API instances share, under the same lease as
 * the leads' outbox (lease-queue.ts): a claim leases due rows to one claimant, a failure or a wait
 * is written only under the claimant's lease, and a sent message is marked whoever holds it. A
 * message whose alert was deleted is deleted with it (alerts.ts), so a claim never finds one.
 */
import type { Database } from './database.ts';
import { dueRows, leaseOf, markDone, putBack, type Claim } from './lease-queue.ts';

export type QueuedRow = { id: number; alertId: string; kind: 'confirm' | 'match'; body: unknown; attempts: number };

export type AlertQueue = {
  claim(claim: Claim): Promise<QueuedRow[]>;
  sent(ids: number[], at: Date): Promise<void>;
  /** Puts the rows back for later under this claim's lease: `attempts` given counts a failure, absent a wait (the daily limit). */
  later(
    ids: number[],
    token: string,
    nextAttemptAt: number,
    failure?: { attempts: number; error: string },
  ): Promise<void>;
};

export function alertQueue(database: Database): AlertQueue {
  const { db } = database;
  return {
    async claim(claim) {
      const rows = await db
        .updateTable('alert_messages')
        .set(leaseOf(claim))
        .where('id', 'in', dueRows(database, 'alert_messages', claim))
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
    sent: (ids, at) => markDone(database, 'alert_messages', ids, at),
    later: (ids, token, nextAttemptAt, failure) =>
      putBack(database, 'alert_messages', ids, { token, nextAttemptAt }, failure),
  };
}
