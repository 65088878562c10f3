/**
 * Group commit, for SQLite: with synchronous=FULL every commit waits for the disk (an fsync), and
 * node:sqlite waits synchronously, so one transaction per lead caps the API at one lead per fsync.
 * Leads that arrive together are written in one transaction instead: each write is queued, and at
 * the end of the current turn of the event loop (setImmediate, after every request already
 * received has been read) the queue is committed at once; each caller's promise settles only after
 * that commit, so every 201 still follows its lead reaching the disk. If the shared transaction
 * fails, each item is written again on its own, so one bad write cannot cost the others theirs.
 * PostgreSQL needs none of this: concurrent transactions there already share WAL flushes.
 */
type Waiting<I, O> = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };

export function groupCommit<I, O>({
  together,
  alone,
  max = 64,
}: {
  /** Writes every item in one transaction, answering in order. */
  together: (items: I[]) => Promise<O[]>;
  /** Writes one item in its own transaction. */
  alone: (item: I) => Promise<O>;
  max?: number;
}): (item: I) => Promise<O> {
  const queue: Waiting<I, O>[] = [];
  let scheduled = false;

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, max);
      try {
        const results = await together(batch.map((w) => w.item));
        for (const [i, waiting] of batch.entries()) waiting.resolve(results[i]!);
      } catch {
        for (const waiting of batch) await alone(waiting.item).then(waiting.resolve, waiting.reject);
      }
    }
    scheduled = false;
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => void flush());
    });
}
