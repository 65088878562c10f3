/**
 * The outbox as a work queue that several API instances share, under the lease of lease-queue.ts:
 * a claim leases due rows to one claimant, a failure is written only under the claimant's lease,
 * and a delivery is always recorded, whoever holds the lease, since the dealer has it.
 */
import type { Database } from './database.ts';
import { dueRows, leaseOf, markDone, putBack, type Claim } from './lease-queue.ts';

export type OutboxRow = { id: number; leadId: string; destination: 'webhook' | 'adf'; url: string; attempts: number };

export type OutboxQueue = {
  claim(claim: Claim): Promise<OutboxRow[]>;
  /** Marks rows delivered, in one statement (one commit for a whole batch). */
  delivered(ids: number[], at: Date): Promise<void>;
  failed(id: number, token: string, attempts: number, nextAttemptAt: number, error: string): Promise<void>;
};

export function outboxQueue(database: Database): OutboxQueue {
  const { db } = database;
  return {
    async claim(claim) {
      const rows = await db
        .updateTable('outbox')
        .set(leaseOf(claim))
        .where('id', 'in', dueRows(database, 'outbox', claim))
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
    delivered: (ids, at) => markDone(database, 'outbox', ids, at),
    failed: (id, token, attempts, nextAttemptAt, error) =>
      putBack(database, 'outbox', [id], { token, nextAttemptAt }, { attempts, error }),
  };
}
