/**
 * What an import changes, as a pure function of the stock before and after it: the cars added,
 * changed, reduced in price, sold and removed. The import report (import-report.ts) is built on it,
 * and so can anything else that reacts to a stock change (price-drop alerts to shoppers watching a car).
 */
import { fromHit } from './hits.ts';
import type { Vehicle } from './vehicle.ts';

/** A car as a change names it. */
interface CarRef {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
}

interface PriceDrop extends CarRef {
  /** The displayed price before and after, in dollars. */
  from: number;
  to: number;
}

export interface StockChanges {
  /** In the new stock only. */
  added: CarRef[];
  /** In both, with any field different (price drops and sales included). */
  changed: CarRef[];
  /** In both, with a displayed price that went down. */
  priceDropped: PriceDrop[];
  /** In both, and sold now but not before. */
  sold: CarRef[];
  /** In the old stock only. */
  removed: CarRef[];
  /**
   * For sale again: in the new stock, shown and not sold, and either sold in the old stock (the sale
   * fell through) or taken off the site by an earlier import (in its departures record, departures.ts).
   */
  backInStock: CarRef[];
}

/** A price of 10 or less is not displayed (docs/stock-feed.md), so it neither drops nor is dropped to. */
const SHOWN_PRICE = 10;

function carRef(v: Pick<Vehicle, 'id' | 'slug' | 'name' | 'make' | 'model'>): CarRef {
  return { id: v.id, slug: v.slug, name: v.name, make: v.make, model: v.model };
}

/**
 * What tells a car back in stock: the ids of the cars earlier imports took off the site (their
 * departures record), and whether a car is shown on the site now (the base filter at the import's clock).
 */
type Returns = { departed: ReadonlySet<number>; shown: (car: Vehicle) => boolean };
const NO_RECORD: Returns = { departed: new Set(), shown: () => true };

/** Each list in id order, so two runs over the same stock report the same. */
export function stockChanges(
  before: readonly Vehicle[],
  after: readonly Vehicle[],
  { departed, shown }: Returns = NO_RECORD,
): StockChanges {
  const old = new Map(before.map((v) => [v.id, v]));
  const changes: StockChanges = { added: [], changed: [], priceDropped: [], sold: [], removed: [], backInStock: [] };
  for (const car of [...after].sort(byId)) {
    const was = old.get(car.id);
    if (was && sameCar(was, car)) continue;
    if (car.status !== 'sold' && shown(car) && (departed.has(car.id) || was?.status === 'sold'))
      changes.backInStock.push(carRef(car));
    if (!was) {
      changes.added.push(carRef(car));
      continue;
    }
    changes.changed.push(carRef(car));
    if (was.price > SHOWN_PRICE && car.price > SHOWN_PRICE && car.price < was.price)
      changes.priceDropped.push({ ...carRef(car), from: was.price, to: car.price });
    if (was.status !== 'sold' && car.status === 'sold') changes.sold.push(carRef(car));
  }
  const kept = new Set(after.map((v) => v.id));
  changes.removed = [...before]
    .filter((v) => !kept.has(v.id))
    .sort(byId)
    .map(carRef);
  return changes;
}

const byId = (a: Vehicle, b: Vehicle) => a.id - b.id;

/** Field by field, in one order whatever order the feed or the index gave them in. */
function sameCar(a: Vehicle, b: Vehicle): boolean {
  return JSON.stringify(fromHit(a)) === JSON.stringify(fromHit(b));
}

/**
 * A delta feed applied to the stock: its cars replace or join those with their ids, its removals go.
 * A car whose slug another car kept from the stock already has is left out (two cars cannot share
 * a page), and named in `clashes`.
 */
export function applyDelta(
  before: readonly Vehicle[],
  changed: readonly Vehicle[],
  removals: readonly number[],
): { vehicles: Vehicle[]; clashes: { car: Vehicle; slugOf: number }[] } {
  const gone = new Set(removals);
  const byId = new Map(before.filter((v) => !gone.has(v.id)).map((v) => [v.id, v]));
  const incoming = changed.filter((car) => !gone.has(car.id));
  const replaced = new Set(incoming.map((car) => car.id));
  const slugOwners = new Map([...byId.values()].filter((v) => !replaced.has(v.id)).map((v) => [v.slug, v.id]));
  const clashes: { car: Vehicle; slugOf: number }[] = [];
  for (const car of incoming) {
    const owner = slugOwners.get(car.slug);
    if (owner !== undefined && owner !== car.id) clashes.push({ car, slugOf: owner });
    else byId.set(car.id, car);
  }
  return { vehicles: [...byId.values()], clashes };
}
