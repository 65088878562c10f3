/**
 * The cars a vehicle page's "Similar ... Available" section picks from at build time. pickSimilar
 * (src/lib/vehicle/similar.ts) ranks same make and model first, then nearest price, then id; handing
 * it every in-stock car in the price band cost a third of a millisecond per page. The pool here is
 * only the cars that can make the cut: every same-model car in the band, plus the cars nearest in
 * price, found in the site's stock indexed once by price and by model.
 */
import type { Vehicle } from '../lib/stock/vehicle.ts';
import { SIMILAR_MAX, similarPriceBand } from '../lib/vehicle/similar.ts';
import type { TenantBuildData } from './build-data.ts';

interface StockIndex {
  /** In-stock cars with a price, by price then id. */
  byPrice: Vehicle[];
  /** The same, per make and model. */
  byModel: Map<string, Vehicle[]>;
}

const indexes = new WeakMap<TenantBuildData, StockIndex>();

export function similarPool(site: TenantBuildData, car: Pick<Vehicle, 'id' | 'price' | 'make' | 'model'>, max = SIMILAR_MAX): Vehicle[] {
  const { byPrice, byModel } = stockIndex(site);
  const price = car.price ?? 0;
  const band = similarPriceBand(price);
  const sameModel = withinBand(byModel.get(modelKey(car)) ?? [], band);
  // The max nearest cars of another model are among the `need` nearest cars of all (the car itself
  // and the same-model ones may be nearer), and those lie within `need` places of the car's price on
  // either side of the price-sorted stock; cars priced the same as a window's edge come too, so a
  // tie is broken by id as pickSimilar does.
  const need = max + sameModel.length + 1;
  const first = lowerBound(byPrice, band.min);
  const end = lowerBound(byPrice, band.max + 1);
  const at = lowerBound(byPrice, price);
  let left = Math.max(first, at - need);
  let right = Math.min(end, at + need);
  while (left > first && byPrice[left - 1]!.price === byPrice[left]!.price) left--;
  while (right < end && byPrice[right]!.price === byPrice[right - 1]!.price) right++;
  return [...sameModel, ...byPrice.slice(left, right)];
}

function stockIndex(site: TenantBuildData): StockIndex {
  let index = indexes.get(site);
  if (!index) {
    const byPrice = site.vehicles
      .filter((v) => v.status === 'in_stock' && v.price !== null)
      .sort((a, b) => a.price! - b.price! || a.id - b.id);
    const byModel = new Map<string, Vehicle[]>();
    for (const v of byPrice) {
      const cars = byModel.get(modelKey(v));
      if (cars) cars.push(v);
      else byModel.set(modelKey(v), [v]);
    }
    indexes.set(site, (index = { byPrice, byModel }));
  }
  return index;
}

function modelKey(car: Pick<Vehicle, 'make' | 'model'>): string {
  return `${car.make}\u0000${car.model}`;
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
