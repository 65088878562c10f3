/**
 * The incremental-build figures of `npm run bench`: a built site's stock changes (1 price, 5 cars,
 * then 1 price again) and `npm run build -- --tenant <slug> --incremental` brings the site up to
 * date. Each build runs as CI runs it, in its own process, so start-up is part of the time; the load
 * average is noted beside each, as the machine may be shared. The first rebuild after a full build
 * is reported apart: it is the first to render with the bundle the full build kept
 * (src/pipeline/render/saved-bundle.ts) and has no spare site to stage its folder from
 * (src/pipeline/render/assemble.ts); the others are a site's everyday case.
 */
import type { Meilisearch } from 'meilisearch';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import type { Vehicle } from '../../src/lib/stock/vehicle.ts';
import { indexTenantStock } from '../../src/pipeline/meili/indexer.ts';
import { demoStockDay, loadStockFeed } from '../../src/pipeline/stock-source.ts';

export interface IncrementalFigure {
  seconds: number;
  /** Pages (HTML, feeds, data files) re-rendered, kept and removed. */
  rendered: number;
  kept: number;
  /** CPU seconds the build and its render processes used. */
  cpuSeconds: number;
  /** The one-minute load average as the build started. */
  load: number;
}

type Build = (extraArgs: string[]) => { seconds: number; cpuSeconds: number; load: number; log: string };

/** `build` runs `npm run build -- --tenant <slug> <extraArgs>`; the site must have been built in full already. */
export async function incrementalRebuilds(client: Meilisearch, tenant: Tenant, cars: number, build: Build) {
  const { vehicles } = await loadStockFeed({ tenant, cars, now: demoStockDay(new Date()) });
  const priced = vehicles.filter((v) => v.status === 'in_stock' && v.price !== null);
  // Cars picked at fixed shares of the priced stock, so any --cars works. Five: three price drops,
  // one sold and one new arrival.
  const at = (share: number) => priced[Math.floor(priced.length * share)]!;
  const five = new Map<number, (v: Vehicle) => Vehicle>([
    [at(0.05).id, (v) => ({ ...v, price: v.price! - 500 })],
    [at(0.25).id, (v) => ({ ...v, price: v.price! - 750 })],
    [at(0.45).id, (v) => ({ ...v, price: v.price! - 1000 })],
    [at(0.65).id, (v) => ({ ...v, status: 'sold', sold: true, sold_date: new Date().toISOString() })],
  ]);
  const like = at(0.85);
  const arrived = {
    ...like,
    id: 990_001,
    slug: `${like.slug}-990001`,
    price: like.price! + 1500,
    created_at: new Date().toISOString(),
  };
  const afterFive = [...vehicles.map((v) => five.get(v.id)?.(v) ?? v), arrived];
  const measure = async (stock: Vehicle[]): Promise<IncrementalFigure> => {
    await indexTenantStock(client, tenant, stock, { force: true });
    const { seconds, cpuSeconds, load, log } = build(['--incremental']);
    const counts = /: (\d+) re-rendered, (\d+) kept/.exec(log);
    if (!counts) throw new Error(`the build was not incremental:\n${log}`);
    return { seconds, rendered: Number(counts[1]), kept: Number(counts[2]), cpuSeconds, load };
  };
  const first = await measure(vehicles.map((v) => (v.id === at(0.1).id ? { ...v, price: v.price! - 100 } : v)));
  const fiveCars = await measure(afterFive);
  const onePrice = await measure(afterFive.map((v) => (v.id === at(0.15).id ? { ...v, price: v.price! - 250 } : v)));
  // The stock as it was, for the figures that follow.
  await indexTenantStock(client, tenant, vehicles, { force: true });
  return { first, fiveCars, onePrice };
}
