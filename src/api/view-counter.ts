/**
 * Car page views, batched: a view adds one to a count in memory and is answered at once; every
 * `flushMs` (or sooner, once `maxPending` views wait) the counts are added to the database in one
 * transaction, which answers each car's new total. A page view is never a write of its own.
 *
 * A visitor counts once per car per day: the visitor is known only as a digest of their address,
 * the car and the day's random salt (storage/activity.ts), checked here in memory and again by the
 * database when the batch is written, so two instances count a visitor once too. No address is
 * kept, and once a day's salt is deleted its digests cannot be linked to anyone.
 *
 * The count answered is the total as this instance last knew it (read once, then refreshed by its
 * own flushes, and read again after `staleMs`) plus the views it has not written yet, so it always
 * includes the shopper's own view and never goes down on one instance. Other instances' views show
 * once they flush (at most `flushMs` late). Views not yet flushed when a process is killed are
 * lost: a view count is a popularity hint, not a lead, and the process's normal stop flushes them.
 */
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { ActivityRepository, Visit } from './storage/activity.ts';

export type ViewCounterOptions = { flushMs?: number; maxPending?: number; staleMs?: number; now?: () => number };

/** `views`: the stored total as last read or written, at `at`; `answered`: the last count this instance answered. */
type Known = { views: number; at: number; answered: number };
const MAX_KNOWN = 20_000;
/** Visits per write: far below either engine's limit on a statement's parameters. */
const MAX_BATCH = 5000;
/** Digests remembered in memory per day; past this the database alone drops repeats. */
const MAX_SEEN = 100_000;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayBefore = (day: string) => utcDay(Date.parse(`${day}T00:00:00Z`) - 86_400_000);

/** Views not yet written, by car. */
function pendingViews() {
  const byCar = new Map<string, Visit[]>();
  let total = 0;
  return {
    get total() {
      return total;
    },
    get size() {
      return byCar.size;
    },
    waiting: (key: string) => byCar.get(key)?.length ?? 0,
    add(visit: Visit): void {
      const key = `${visit.tenant} ${visit.carId}`;
      const visits = byCar.get(key) ?? [];
      visits.push(visit);
      byCar.set(key, visits);
      total += 1;
    },
    /** The cars waiting, whole, up to MAX_BATCH visits (at least one car). */
    take(): Visit[] {
      const visits: Visit[] = [];
      for (const [key, entry] of byCar) {
        if (visits.length > 0 && visits.length + entry.length > MAX_BATCH) break;
        byCar.delete(key);
        total -= entry.length;
        visits.push(...entry);
      }
      return visits;
    },
  };
}

/** Who has been counted today, as digests under the day's salt (the store keeps it, and forgets old days). */
function visitorsToday(store: ActivityRepository, log: Logger, now: () => number) {
  const seen = new Set<string>();
  let salt: { day: string; salt: Promise<string> } | null = null;

  /** The day's salt, read once a day; a new day also forgets the visitors of the day before last. */
  function saltOf(day: string): Promise<string> {
    if (salt?.day === day) return salt.salt;
    seen.clear();
    const read = store.viewSalt(day);
    salt = { day, salt: read };
    read.catch(() => (salt = null));
    store
      .forgetVisitors(dayBefore(day))
      .catch((error: unknown) => log.warn({ err: error }, 'old visitors not forgotten'));
    return read;
  }

  /** This visitor's view of this car today, or null when it was counted already. */
  return async function visitOf(tenant: string, carId: number, visitor: string): Promise<Visit | null> {
    const day = utcDay(now());
    const digest = createHash('sha256')
      .update(`${await saltOf(day)}\n${tenant}\n${carId}\n${visitor}`)
      .digest('base64url');
    const key = `${day} ${digest}`;
    if (seen.has(key)) return null;
    if (seen.size >= MAX_SEEN) seen.clear();
    seen.add(key);
    return { tenant, carId, day, digest };
  };
}

/** Each car's total as this instance knows it: read once, refreshed by its own flushes, read again after staleMs. */
function knownTotals(store: ActivityRepository, now: () => number, staleMs: number) {
  const known = new Map<string, Known>();
  return {
    /** The totals a flush wrote, as now known. */
    remember(totals: { tenant: string; carId: number; views: number }[]): void {
      const at = now();
      if (known.size > MAX_KNOWN) known.clear();
      for (const total of totals) {
        const key = `${total.tenant} ${total.carId}`;
        known.set(key, { views: total.views, at, answered: known.get(key)?.answered ?? 0 });
      }
    },
    /** The car's total as known, read again when this instance has not known it for staleMs. */
    async of(tenant: string, carId: number): Promise<Known> {
      const key = `${tenant} ${carId}`;
      const asked = now();
      const seen = known.get(key);
      if (!seen || asked - seen.at > staleMs) {
        const views = await store.views(tenant, carId);
        // A flush that finished meanwhile knows better (its total includes views this read missed).
        if ((known.get(key)?.at ?? -Infinity) < asked)
          known.set(key, { views, at: asked, answered: known.get(key)?.answered ?? 0 });
      }
      return known.get(key)!;
    },
  };
}

export function viewCounter(
  store: ActivityRepository,
  log: Logger,
  { flushMs = 1000, maxPending = 500, staleMs = 60_000, now = Date.now }: ViewCounterOptions = {},
) {
  const pending = pendingViews();
  const visitOf = visitorsToday(store, log, now);
  const totals = knownTotals(store, now, staleMs);
  let flushing: Promise<void> | null = null;
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  function flush(): Promise<void> {
    if (flushing) return flushing;
    if (pending.size === 0) return Promise.resolve();
    const batch = pending.take();
    flushing = store
      .addVisits(batch)
      .then(totals.remember, (error: unknown) => {
        // Put them back: they are written with the next flush.
        for (const visit of batch) pending.add(visit);
        log.warn({ err: error, views: batch.length }, 'view counts not written; retrying with the next flush');
      })
      .finally(() => {
        flushing = null;
      });
    return flushing;
  }

  return {
    /** Counts the visitor's view of the car (once a day); answers its views including this visitor's. */
    async count(tenant: string, carId: number, visitor: string): Promise<number> {
      const visit = await visitOf(tenant, carId, visitor);
      if (visit) pending.add(visit);
      if (pending.total >= maxPending) void flush();
      const entry = await totals.of(tenant, carId);
      // A read can miss a batch that was being written as it ran; one more than the last answer
      // keeps the count including this view and never going down.
      const waiting = pending.waiting(`${tenant} ${carId}`);
      entry.answered = Math.max(entry.views + waiting, entry.answered + (visit ? 1 : 0));
      return entry.answered;
    },
    flush,
    /** Writes everything waiting (stops trying if the database refuses). */
    async stop(): Promise<void> {
      clearInterval(timer);
      await flushing;
      for (let waiting = pending.size; waiting > 0; ) {
        await flush();
        if (pending.size >= waiting) return;
        waiting = pending.size;
      }
    },
  };
}

export type ViewCounter = ReturnType<typeof viewCounter>;
