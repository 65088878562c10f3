/**
 * Delivers stored leads to the dealer, after the shopper has been answered. Rows are claimed in
 * batches (storage/outbox-queue.ts: a lease per claim, FOR UPDATE SKIP LOCKED on PostgreSQL), so
 * any number of API processes on one database share the work and never send a row at the same
 * time; a row is marked delivered on a 2xx and otherwise retried with exponential backoff,
 * forever: a lead is never dropped because a dealer's system was down. A process killed mid-send
 * leaves its batch leased; after the lease another process sends it again, which is why receivers
 * get the lead id as Idempotency-Key (and webhook-id) to recognise the repeat.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Repository } from './storage/repository.ts';
import type { StoredLead } from './storage/leads.ts';
import type { OutboxRow } from './storage/outbox-queue.ts';
import { startPoller } from './poller.ts';

export type Deliver = (
  destination: 'webhook' | 'adf',
  url: string,
  lead: StoredLead,
  timeoutMs: number,
) => Promise<void>;

/** Rows claimed (and sent at once) per pass: also the most a killed process can leave half-sent. */
const OUTBOX_BATCH = 20;

export type OutboxOptions = {
  store: Pick<Repository, 'outbox' | 'leads'>;
  deliver: Deliver;
  log: Logger;
  /** First retry delay; doubles per attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How often to look for due rows when idle. */
  pollMs?: number;
  /** A delivery not answered within this is a failure; a row stays leased a little longer. */
  timeoutMs?: number;
};

function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** What a pass needs: the options, with their defaults, and the lease a claim takes. */
type Settings = Required<Omit<OutboxOptions, 'pollMs'>> & { leaseMs: number };

/** Sends one row; true when the dealer took it (the batch's successes are then marked together). */
async function sendOne(
  { store, deliver, log, timeoutMs, baseDelayMs, maxDelayMs }: Settings,
  row: OutboxRow,
  lead: StoredLead | undefined,
  token: string,
): Promise<boolean> {
  const entry = { leadId: row.leadId, destination: row.destination };
  try {
    if (!lead) throw new Error('lead missing');
    await deliver(row.destination, row.url, lead, timeoutMs);
    log.info(entry, 'lead delivered');
    return true;
  } catch (error) {
    const attempt = row.attempts + 1;
    const wait = backoffDelay(attempt, baseDelayMs, maxDelayMs);
    const reason = error instanceof Error ? error.message : String(error);
    await store.outbox.failed(row.id, token, attempt, Date.now() + wait, reason.slice(0, 500));
    log.warn({ ...entry, attempt, reason, retryInSeconds: Math.round(wait / 1000) }, 'lead not delivered; retrying');
    return false;
  }
}

/** Claims and sends batches until none is due (or the outbox stops). */
async function drain(settings: Settings, stopped: () => boolean): Promise<void> {
  const { store, leaseMs } = settings;
  while (!stopped()) {
    const now = Date.now();
    const token = randomUUID();
    const rows = await store.outbox.claim({ now, leaseUntil: now + leaseMs, token, limit: OUTBOX_BATCH });
    if (rows.length === 0) return;
    const leads = await store.leads.readMany([...new Set(rows.map((row) => row.leadId))]);
    const sent = await Promise.all(rows.map((row) => sendOne(settings, row, leads.get(row.leadId), token)));
    // One write for the batch's deliveries, not one each: the rows stay leased until it lands, and
    // a crash before it means the batch is sent again, as a crash mid-batch would anyway.
    await store.outbox.delivered(
      rows.filter((_, i) => sent[i]).map((row) => row.id),
      new Date(),
    );
  }
}

/** The outbox's loop (poller.ts): `kick()` after each accepted lead. */
export function startOutbox({
  pollMs = 500,
  baseDelayMs = 1000,
  maxDelayMs = 3_600_000,
  timeoutMs = 10_000,
  ...options
}: OutboxOptions) {
  // After a crash mid-send, the row waits out its lease before it is retried.
  const settings: Settings = { ...options, baseDelayMs, maxDelayMs, timeoutMs, leaseMs: timeoutMs + 2000 };
  return startPoller((stopped) => drain(settings, stopped), {
    pollMs,
    log: options.log,
    failure: 'outbox pass failed',
  });
}
