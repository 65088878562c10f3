/**
 * A build renders its pages in one Astro process per core (see render.ts), because Astro renders
 * on a single thread and one process would leave the other cores idle. Each process renders every
 * n-th page of each route, as FORECOURT_BUILD_SHARD="<index>/<count>" says; every page when unset.
 * All processes list a route's paths from the same build data in the same order, so their shares
 * never overlap and together make every page.
 */
export interface Shard {
  index: number;
  count: number;
}

export const SHARD_ENV = 'FORECOURT_BUILD_SHARD';

export function parseShard(value: string | undefined): Shard {
  if (!value) return { index: 0, count: 1 };
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index >= count) {
    throw new Error(`${SHARD_ENV}: expected "<index>/<count>" with index below count, found "${value}"`);
  }
  return { index, count };
}

export function shardEnv(shard: Shard): string {
  return `${shard.index}/${shard.count}`;
}

/** This process's share of a route's paths: every count-th one, starting at index. */
export function inThisShard<T>(paths: T[], shard: Shard = parseShard(process.env[SHARD_ENV])): T[] {
  return shard.count === 1 ? paths : paths.filter((_, i) => i % shard.count === shard.index);
}
