/**
 * The removal guard: a feed that would take too much of a site's stock off it is held, not swapped
 * in, because a truncated export looks exactly like a valid small one. "Off the site" is judged with
 * the site's own base filter at the import's clock, so a car marked sold (still listed for its sold
 * days) is not a removal, and a car hidden by the feed is one.
 */
import { isVisible, type StockFilterOptions } from './base-filter.ts';
import type { StockFeedOptions } from './feed-options.ts';
import type { Vehicle } from './vehicle.ts';

export interface RemovalCheck {
  /** Cars on the site now. */
  onSite: number;
  /** Of those, the cars the new stock would take off it. */
  leaving: Vehicle[];
  /** Why the feed is held; empty when it may go through. */
  reasons: string[];
}

type GuardOptions = StockFeedOptions['guard'];

const count = (n: number, what: string) => `${n.toLocaleString('en-AU')} ${what}${n === 1 ? '' : 's'}`;

export function checkRemovals(
  before: readonly Vehicle[],
  after: readonly Vehicle[],
  filter: StockFilterOptions,
  guard: GuardOptions,
  now: Date,
): RemovalCheck {
  const shownAfter = new Set(after.filter((v) => isVisible(v, filter, now)).map((v) => v.id));
  const onSite = before.filter((v) => isVisible(v, filter, now));
  const leaving = onSite.filter((v) => !shownAfter.has(v.id));
  const reasons: string[] = [];
  if (onSite.length === 0) return { onSite: 0, leaving, reasons };
  if (after.length === 0) reasons.push(`the feed has no cars, and the site has ${count(onSite.length, 'car')}`);
  else if (leaving.length > guard.maxRemovedShare * onSite.length) {
    const share = (100 * leaving.length) / onSite.length;
    reasons.push(
      `it would take ${leaving.length.toLocaleString('en-AU')} of the site's ${count(onSite.length, 'car')} off it (${share.toFixed(1)} %, more than the ${(guard.maxRemovedShare * 100).toFixed(0)} % allowed)`,
    );
  }
  if (after.length > 0 && guard.makeMinimum > 0) reasons.push(...makesEmptied(onSite, leaving, guard.makeMinimum));
  return { onSite: onSite.length, leaving, reasons };
}

/** "it would take every Nissan off the site (12 cars)", for each make with enough cars that all leave. */
function makesEmptied(onSite: readonly Vehicle[], leaving: readonly Vehicle[], minimum: number): string[] {
  const tally = (cars: readonly Vehicle[]) => {
    const byMake = new Map<string, number>();
    for (const car of cars) byMake.set(car.make, (byMake.get(car.make) ?? 0) + 1);
    return byMake;
  };
  const had = tally(onSite);
  const lost = tally(leaving);
  return [...had]
    .filter(([make, n]) => n >= minimum && lost.get(make) === n)
    .sort(([a], [b]) => a.localeCompare(b, 'en-AU'))
    .map(([make, n]) => `it would take every ${make} off the site (${count(n, 'car')})`);
}
