/**
 * Search at scale: the island's real multi-search with each site's own tenant token, spread over
 * every site with a Zipf-like skew (the site ranked k gets a share of the queries proportional to
 * 1/k: a few busy sites, a long tail), then the first query to each of the quietest sites after
 * they sat idle (Meilisearch keeps only some indexes open at once, about 20 on Linux, and a query to
 * a closed one pays to open it) beside a second query to the same site.
 */
import type { Meilisearch } from 'meilisearch';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { searchConfigFor } from '../../src/pipeline/meili/tokens.ts';
import { quantile, timedIslandSearch, type TimedSearch } from './search-latency.ts';

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  samples: number;
}

export interface ScaleSearchFigures {
  /** Every query of the skewed run. */
  all: Percentiles;
  /** The queries to the busiest tenth of the sites, and to the rest. */
  busy: Percentiles;
  tail: Percentiles;
  /** The first query to an idle site, and the one right after it to the same site. */
  idleFirst: Percentiles;
  idleSecond: Percentiles;
}

/** A small fixed-seed generator (mulberry32): the same run picks the same sites in the same order. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Site ranks (0 = busiest) drawn with probability proportional to 1/(rank + 1). */
function zipfPicks(sites: number, picks: number, seed = 33): number[] {
  const weights = Array.from({ length: sites }, (_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) {
    sum += w / total;
    cumulative.push(sum);
  }
  const random = seeded(seed);
  return Array.from({ length: picks }, () => {
    const r = random();
    const rank = cumulative.findIndex((c) => r < c);
    return rank === -1 ? sites - 1 : rank;
  });
}

export function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  if (sorted.length === 0) return { p50: Number.NaN, p95: Number.NaN, p99: Number.NaN, samples: 0 };
  return {
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    samples: sorted.length,
  };
}

/** Sites nobody asked for in the last `recent` distinct sites queried, quietest first, up to `count`. */
function idleSites(picks: number[], sites: number, recent: number, count: number): number[] {
  const lately = new Set<number>();
  for (let i = picks.length - 1; i >= 0 && lately.size < recent; i--) lately.add(picks[i]!);
  const idle: number[] = [];
  for (let rank = sites - 1; rank >= 0 && idle.length < count; rank--) if (!lately.has(rank)) idle.push(rank);
  return idle;
}

/** The skewed run: `queries` island searches, each to a site drawn by zipfPicks; their times for the busiest tenth and the rest. */
export async function skewedSearch(searches: TimedSearch[], queries: number, progress: (line: string) => void) {
  const picks = zipfPicks(searches.length, queries);
  const busyRanks = Math.max(1, Math.round(searches.length / 10));
  const busy: number[] = [];
  const tail: number[] = [];
  for (const [i, rank] of picks.entries()) {
    const ms = await searches[rank]!(i);
    (rank < busyRanks ? busy : tail).push(ms);
    if ((i + 1) % 500 === 0) progress(`  searched ${i + 1}/${queries}`);
  }
  return { picks, busy, tail };
}

export async function scaleSearch(
  client: Meilisearch,
  tenants: Tenant[],
  url: string,
  { queries, progress }: { queries: number; progress: (line: string) => void },
): Promise<ScaleSearchFigures> {
  const now = new Date();
  const searches: TimedSearch[] = [];
  for (const tenant of tenants)
    searches.push(timedIslandSearch(tenant, await searchConfigFor(client, tenant, now, url)));
  const { picks, busy, tail } = await skewedSearch(searches, queries, progress);
  // Well past the ~20 indexes Meilisearch keeps open, so the idle ones were closed.
  const idle = idleSites(picks, tenants.length, 40, 30);
  const first: number[] = [];
  const second: number[] = [];
  for (const rank of idle) {
    first.push(await searches[rank]!(0));
    second.push(await searches[rank]!(0));
  }
  return {
    all: percentiles([...busy, ...tail]),
    busy: percentiles(busy),
    tail: percentiles(tail),
    idleFirst: percentiles(first),
    idleSecond: percentiles(second),
  };
}
