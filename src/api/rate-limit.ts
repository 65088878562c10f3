/**
 * Requests per client: a token bucket per key (client address + tenant), refilled continuously.
 * A burst of `burst` is allowed, then `perMinute` on average. Idle buckets are forgotten so the map
 * cannot grow without bound.
 */
export type RateLimit = {
  burst: number;
  perMinute: number;
  /** Milliseconds the buckets refill by (default Date.now); a test stack may freeze it so nothing refills mid-test. */
  clock?: () => number;
};

export function createRateLimiter({ burst, perMinute, clock: now = Date.now }: RateLimit) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const perMs = perMinute / 60_000;
  let lastSweep = now();

  function sweep(time: number) {
    if (time - lastSweep < 60_000) return;
    lastSweep = time;
    for (const [key, bucket] of buckets) if (bucket.tokens + (time - bucket.at) * perMs >= burst) buckets.delete(key);
  }

  /** Takes one token; false when the client must wait (answer 429). Also returns the wait in seconds. */
  return function take(key: string): { allowed: boolean; retryAfter: number } {
    const time = now();
    sweep(time);
    const bucket = buckets.get(key) ?? { tokens: burst, at: time };
    bucket.tokens = Math.min(burst, bucket.tokens + (time - bucket.at) * perMs);
    bucket.at = time;
    buckets.set(key, bucket);
    if (bucket.tokens < 1) return { allowed: false, retryAfter: Math.ceil((1 - bucket.tokens) / perMs / 1000) };
    bucket.tokens -= 1;
    return { allowed: true, retryAfter: 0 };
  };
}
