/**
 * The lead API's work loop over a durable queue, shared by the leads' outbox (outbox.ts) and the
 * shoppers' alerts (alert-sender.ts): a pass drains what is due; `kick()` starts one at once (after
 * new work is stored) unless one is running; after each pass the loop looks again in `pollMs`.
 * A failed pass is logged and the loop goes on. `stop()` ends the loop and waits out its pass.
 */
import type { Logger } from 'pino';

type Poller = { kick(): void; stop(): Promise<void> };

export function startPoller(
  pass: (stopped: () => boolean) => Promise<void>,
  { pollMs, log, failure }: { pollMs: number; log: Logger; failure: string },
): Poller {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  function kick(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (running || stopped) return;
    running = pass(() => stopped)
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(kick, pollMs);
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
