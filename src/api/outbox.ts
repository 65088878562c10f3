/**
 * Delivers stored leads to the dealer, after the shopper has been answered. Each outbox row is
 * leased before it is sent (so two API processes on one file never send the same row at once),
 * marked delivered on a 2xx, and otherwise retried with exponential backoff, forever: a lead is
 * never dropped because a dealer's system was down. Receivers get the lead id as an
 * Idempotency-Key, so a delivery repeated after a crash mid-send can be recognised.
 */
import type { Db } from './db.ts';
import { readLead, type StoredLead } from './lead-store.ts';

export type Deliver = (destination: 'webhook' | 'adf', url: string, lead: StoredLead, timeoutMs: number) => Promise<void>;

export type OutboxOptions = {
  db: Db;
  deliver: Deliver;
  /** First retry delay; doubles per attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How often to look for due rows when idle. */
  pollMs?: number;
  /** A delivery not answered within this is a failure; a row stays leased a little longer. */
  timeoutMs?: number;
  log?: (line: string) => void;
};

type Row = { id: number; lead_id: string; destination: 'webhook' | 'adf'; url: string; attempts: number };

function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function startOutbox({ db, deliver, baseDelayMs = 1000, maxDelayMs = 3_600_000, pollMs = 500, timeoutMs = 10_000, log = () => {} }: OutboxOptions) {
  // After a crash mid-send, the row waits out its lease before it is retried.
  const leaseMs = timeoutMs + 2000;
  const due = db.prepare(
    'SELECT id, lead_id, destination, url, attempts FROM outbox WHERE delivered_at IS NULL AND next_attempt_at <= ? AND leased_until <= ? ORDER BY next_attempt_at LIMIT 20',
  );
  const lease = db.prepare('UPDATE outbox SET leased_until = ? WHERE id = ? AND leased_until <= ? AND delivered_at IS NULL');
  const delivered = db.prepare('UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, leased_until = 0, last_error = NULL WHERE id = ?');
  const failed = db.prepare('UPDATE outbox SET attempts = ?, next_attempt_at = ?, leased_until = 0, last_error = ? WHERE id = ?');
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function sendOne(row: Row): Promise<void> {
    const now = Date.now();
    if (Number(lease.run(now + leaseMs, row.id, now).changes) === 0) return;
    const lead = readLead(db, row.lead_id);
    try {
      if (!lead) throw new Error('lead missing');
      await deliver(row.destination, row.url, lead, timeoutMs);
      delivered.run(new Date().toISOString(), row.id);
      log(`lead ${row.lead_id} delivered to ${row.destination}`);
    } catch (error) {
      const attempts = row.attempts + 1;
      const wait = backoffDelay(attempts, baseDelayMs, maxDelayMs);
      const reason = error instanceof Error ? error.message : String(error);
      failed.run(attempts, Date.now() + wait, reason.slice(0, 500), row.id);
      log(`lead ${row.lead_id} not delivered to ${row.destination} (attempt ${attempts}: ${reason}); retrying in ${Math.round(wait / 1000)} s`);
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      const now = Date.now();
      const rows = due.all(now, now) as unknown as Row[];
      if (rows.length === 0 || stopped) return;
      await Promise.all(rows.map(sendOne));
    }
  }

  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(kick, ms);
  }

  /** Runs a pass now (called after each accepted lead) unless one is running; then polls. */
  function kick(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (running || stopped) return;
    running = drain().catch((error) => log(`outbox pass failed: ${String(error)}`)).finally(() => {
      running = null;
      schedule(pollMs);
    });
  }

  kick();
  return {
    kick,
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
