/**
 * The cars a vehicle page's "Similar ... Available" section picks from at build time. pickSimilar
 * (src/lib/vehicle/similar.ts) takes only cars of the same make and model or of the same body (the
 * two queries the island sends), and ranks same make and model first, then nearest price, then id;
 * handing it every in-stock car in the price band cost a third of a millisecond per page. The pool
 * here is only the cars that can make the cut: every same-model car in the band, plus the cars of the
 * same body nearest in price, found in the site's stock indexed once by model and by body (each list
 * by price then id). A car without a body gets only the same-model cars, as it gets only that query.
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
  const sameModel = withinBand(byModel.get(modelKey(car)) ?? [], band);
  const body = bodyKey(car);
  const sameBody = body === '' ? [] : (byBody.get(body) ?? []);
  // The max nearest same-body cars of another model are among the `need` nearest cars of that body
  // (the car itself and same-model ones may be nearer), and those lie within `need` places of the
  // car's price on either side of the body's price-sorted list; cars priced the same as a window's
  // edge come too, so a tie is broken by id as pickSimilar does.
  const need = max + sameModel.length + 1;
  const first = lowerBound(sameBody, band.min);
  const end = lowerBound(sameBody, band.max + 1);
  const at = lowerBound(sameBody, price);
  let left = Math.max(first, at - need);
  let right = Math.min(end, at + need);
  while (left > first && sameBody[left - 1]!.price === sameBody[left]!.price) left--;
  while (right < end && sameBody[right]!.price === sameBody[right - 1]!.price) right++;
  return [...sameModel, ...sameBody.slice(left, right)];
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
    indexes.set(site, (index = { byModel, byBody }));
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

function withinBand(sorted: Vehicle[], band: { min: number; max: number }): Vehicle[] {
  return sorted.slice(lowerBound(sorted, band.min), lowerBound(sorted, band.max + 1));
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
