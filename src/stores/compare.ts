/**
 * Cars picked to compare, kept in this browser (spec/shopping.md §1 compare cars, §2 compare
 * control). Only what a card knows is stored; /compare reads the rest fresh from GET /api/cars, so a
 * price or status that changed since the car was picked is never shown stale.
 */
import { computed } from 'nanostores';
import { persistentJson } from './persist.ts';

export interface CompareCar {
  id: number;
  name: string;
  slug: string;
}

/** Four columns still fit a phone held sideways; more makes the table unreadable. */
export const MAX_COMPARE = 4;
const COMPARE_KEY = 'forecourt:compare';

const $compare = persistentJson<CompareCar[]>(COMPARE_KEY, []);

/** The stored list, cut down to what this code accepts: an older or hand-edited value must not break the page. */
export const $compareList = computed($compare, (list) =>
  (Array.isArray(list) ? list : [])
    .filter((car): car is CompareCar => typeof car?.id === 'number' && typeof car.slug === 'string')
    .slice(0, MAX_COMPARE),
);

export type CompareResult = 'added' | 'removed' | 'full';

/** Adds or removes a car; a car past MAX_COMPARE is refused with 'full' so the control can say why. */
export function toggleCompare(car: CompareCar): CompareResult {
  const list = $compareList.get();
  if (list.some((c) => c.id === car.id)) {
    $compare.set(list.filter((c) => c.id !== car.id));
    return 'removed';
  }
  if (list.length >= MAX_COMPARE) return 'full';
  // Oldest first, so the table's columns keep the order the shopper picked them in.
  $compare.set([...list, { id: car.id, name: car.name, slug: car.slug }]);
  return 'added';
}

export function removeCompare(id: number): void {
  $compare.set($compareList.get().filter((c) => c.id !== id));
}
