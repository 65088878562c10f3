/**
 * Car page views, batched: a view adds one to a count in memory and is answered at once; every
 * `flushMs` (or sooner, once `maxPending` views wait) the counts are added to the database in one
 * statement, which answers each car's new total. A page view is never a write of its own.
 *
 * The count answered is the total as this instance last knew it (read once, then refreshed by its
 * own flushes, and read again after `staleMs`) plus the views it has not written yet, so it always
 * includes the shopper's own view and never goes down on one instance. Other instances' views show
 * once they flush (at most `flushMs` late). Views not yet flushed when a process is killed are
 * lost: a view count is a popularity hint, not a lead, and the process's normal stop flushes them.
 */
import type { Logger } from 'pino';
import type { ActivityRepository } from './storage/activity.ts';

export type ViewCounterOptions = { flushMs?: number; maxPending?: number; staleMs?: number; now?: () => number };

/** `views`: the stored total as last read or written, at `at`; `answered`: the last count this instance answered. */
type Known = { views: number; at: number; answered: number };
const MAX_KNOWN = 20_000;
/** Cars per write: far below either engine's limit on a statement's parameters. */
const MAX_BATCH = 1000;

export function viewCounter(
  store: ActivityRepository,
  log: Logger,
  { flushMs = 1000, maxPending = 500, staleMs = 60_000, now = Date.now }: ViewCounterOptions = {},
) {
  const pending = new Map<string, { tenant: string; carId: number; views: number }>();
  const known = new Map<string, Known>();
  let pendingTotal = 0;
  let flushing: Promise<void> | null = null;
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  function flush(): Promise<void> {
    if (flushing) return flushing;
    if (pending.size === 0) return Promise.resolve();
    const batch = [...pending.values()].slice(0, MAX_BATCH);
    for (const counted of batch) {
      pending.delete(`${counted.tenant} ${counted.carId}`);
      pendingTotal -= counted.views;
    }
    flushing = store
      .addViews(batch)
      .then(
        (totals) => {
          const at = now();
          if (known.size > MAX_KNOWN) known.clear();
          for (const total of totals) {
            const key = `${total.tenant} ${total.carId}`;
            known.set(key, { views: total.views, at, answered: known.get(key)?.answered ?? 0 });
          }
        },
        (error: unknown) => {
          // Put them back: they are written with the next flush.
          for (const counted of batch) add(counted.tenant, counted.carId, counted.views);
          log.warn({ err: error, cars: batch.length }, 'view counts not written; retrying with the next flush');
        },
      )
      .finally(() => {
        flushing = null;
      });
    return flushing;
  }

  function add(tenant: string, carId: number, views: number): void {
    const key = `${tenant} ${carId}`;
    const entry = pending.get(key) ?? { tenant, carId, views: 0 };
    entry.views += views;
    pending.set(key, entry);
    pendingTotal += views;
  }

  return {
    /** Counts one view of the car; answers its views including this one. */
    async count(tenant: string, carId: number): Promise<number> {
      const key = `${tenant} ${carId}`;
      add(tenant, carId, 1);
      if (pendingTotal >= maxPending) void flush();
      const asked = now();
      const seen = known.get(key);
      if (!seen || asked - seen.at > staleMs) {
        const views = await store.views(tenant, carId);
        // A flush that finished meanwhile knows better (its total includes views this read missed).
        if ((known.get(key)?.at ?? -Infinity) < asked)
          known.set(key, { views, at: asked, answered: known.get(key)?.answered ?? 0 });
      }
      const entry = known.get(key)!;
      // A read can miss a batch that was being written as it ran; one more than the last answer
      // keeps the count including this view and never going down.
      entry.answered = Math.max(entry.views + (pending.get(key)?.views ?? 0), entry.answered + 1);
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
