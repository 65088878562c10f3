/**
 * The cars a vehicle page's "Similar ... Available" section picks from at build time. pickSimilar
 * (src/lib/vehicle/similar.ts) takes only cars of the same make and model or of the same body (the
 * two queries the island sends), and ranks same make and model first, then nearest price, then id;
 * handing it every in-stock car in the price band cost a third of a millisecond per page. The pool
 * here is only the cars that can make the cut: the same-model cars in the band nearest in price, plus
 * the cars of the same body nearest in price, found in the site's stock indexed once by model and by
 * body (each list by price then id). A car without a body gets only the same-model cars, as it gets
 * only that query.
 */
import type { Vehicle } from '../lib/stock/vehicle.ts';
import { SIMILAR_MAX, similarPriceBand } from '../lib/vehicle/similar.ts';
import type { TenantBuildData } from '../lib/site/site-data.ts';

interface StockIndex {
  /** In-stock cars with a price, by price then id, per make and model. */
  byModel: Map<string, Vehicle[]>;
  /** The same, per body (trimmed; cars without a body are left out). */
  byBody: Map<string, Vehicle[]>;
}

const indexes = new WeakMap<TenantBuildData, StockIndex>();

type PoolCar = Pick<Vehicle, 'id' | 'price' | 'make' | 'model'> & { body?: string | null };

export function similarPool(site: TenantBuildData, car: PoolCar, max = SIMILAR_MAX): Vehicle[] {
  const { byModel, byBody } = stockIndex(site);
  const price = car.price ?? 0;
  const band = similarPriceBand(price);
  // Same make and model rank first, nearest in price: the max nearest others lie within max + 1
  // places of the car's price on either side (the car itself may be one of them).
  const models = byModel.get(modelKey(car)) ?? [];
  const sameModel = nearest(models, price, max + 1, lowerBound(models, band.min), lowerBound(models, band.max + 1));
  const body = bodyKey(car);
  const sameBody = body === '' ? [] : (byBody.get(body) ?? []);
  // The max nearest same-body cars of another model are among the `need` nearest cars of that body
  // (the car itself and same-model ones may be nearer).
  const need = max + sameModel.length + 1;
  return [
    ...sameModel,
    ...nearest(sameBody, price, need, lowerBound(sameBody, band.min), lowerBound(sameBody, band.max + 1)),
  ];
}

/**
 * The cars of sorted[first, end) (by price, then id) that can be among the n nearest in price to
 * `price` on either side, ties broken by the lower id as pickSimilar breaks them. Above the price,
 * that is the first n. Below it, the last n, plus the lowest ids among the cars priced the same as
 * the farthest of those, which come earlier in the list.
 */
function nearest(sorted: Vehicle[], price: number, n: number, first: number, end: number): Vehicle[] {
  const at = lowerBound(sorted, price);
  const left = Math.max(first, at - n);
  const right = Math.min(end, at + n);
  const tied = left < at ? Math.max(first, lowerBound(sorted, sorted[left]!.price!)) : left;
  return [...sorted.slice(tied, Math.min(tied + n, left)), ...sorted.slice(left, right)];
}

function stockIndex(site: TenantBuildData): StockIndex {
  let index = indexes.get(site);
  if (!index) {
    const byPrice = site.vehicles
      .filter((v) => v.status === 'in_stock' && v.price !== null)
      .sort((a, b) => a.price! - b.price! || a.id - b.id);
    const byModel = new Map<string, Vehicle[]>();
    const byBody = new Map<string, Vehicle[]>();
    for (const v of byPrice) {
      push(byModel, modelKey(v), v);
      const body = bodyKey(v);
      if (body !== '') push(byBody, body, v);
    }
    index = { byModel, byBody };
    indexes.set(site, index);
  }
  return index;
}

function push(map: Map<string, Vehicle[]>, key: string, v: Vehicle): void {
  const cars = map.get(key);
  if (cars) cars.push(v);
  else map.set(key, [v]);
}

function modelKey(car: Pick<Vehicle, 'make' | 'model'>): string {
  return `${car.make}\u0000${car.model}`;
}

/** The body as pickSimilar and similarQuery compare it: trimmed, '' for none. */
function bodyKey(car: { body?: string | null }): string {
  return car.body?.trim() ?? '';
}

/** The first place in price-sorted cars whose price is at least `price`. */
function lowerBound(sorted: Vehicle[], price: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]!.price! < price) low = mid + 1;
    else high = mid;
  }
  return low;
}
