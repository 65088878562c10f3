/**
 * The lease the two work queues share (outbox-queue.ts: leads to dealers; alert-queue.ts: messages
 * to shoppers), so API instances on one database never work on a row at the same time. A claim
 * leases up to `limit` due rows to one claimant (a random token) in one statement: on PostgreSQL
 * the due rows are picked FOR UPDATE SKIP LOCKED, so instances claiming at the same moment each take
 * different rows instead of queueing behind one another; on SQLite writers take turns. A row is put
 * back only under the lease that claimed it, so a claimant whose lease ran out cannot reset a newer
 * one's; a row is marked done whoever holds the lease, since its work was done.
 */
import type { Database } from './database.ts';

type LeasedTable = 'outbox' | 'alert_messages';

export type Claim = { now: number; leaseUntil: number; token: string; limit: number };

/** The column that says a row's work is done: the lead delivered, the message sent. */
const DONE = { outbox: 'delivered_at', alert_messages: 'sent_at' } as const;

/** The ids of the rows a claim leases: not done, due, not leased; the longest due first. */
export function dueRows({ db, engine }: Database, table: LeasedTable, { now, limit }: Claim) {
  return db
    .selectFrom(table)
    .select('id')
    .where(DONE[table], 'is', null)
    .where('next_attempt_at', '<=', now)
    .where('leased_until', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked());
}

/** The lease a claim writes on its rows. */
export const leaseOf = ({ leaseUntil, token }: Claim) => ({ leased_until: leaseUntil, lease_token: token });

/** Marks rows done, in one statement (one commit for a whole batch), counting the attempt. */
export async function markDone({ db }: Database, table: LeasedTable, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  const done = at.toISOString();
  await db
    .updateTable(table)
    .set((eb) => ({
      ...(table === 'outbox' ? { delivered_at: done } : { sent_at: done }),
      attempts: eb('attempts', '+', 1),
      leased_until: 0,
      last_error: null,
    }))
    .where('id', 'in', ids)
    .where(DONE[table], 'is', null)
    .execute();
}

/** Puts rows back for later, under the claim's lease only: `failure` counts a failed attempt, absent a wait. */
export async function putBack(
  { db }: Database,
  table: LeasedTable,
  ids: number[],
  lease: { token: string; nextAttemptAt: number },
  failure?: { attempts: number; error: string },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable(table)
    .set({
      next_attempt_at: lease.nextAttemptAt,
      leased_until: 0,
      ...(failure ? { attempts: failure.attempts, last_error: failure.error } : {}),
    })
    .where('id', 'in', ids)
    .where('lease_token', '=', lease.token)
    .execute();
}
