// Issue 35: "a feed that would remove more than a configurable share of a site's current stock
// (default 25 %), or every car of a make, or that is empty, is held"; the report's added, changed,
// price-dropped, sold and removed; and "when a car leaves the site (after its sold days), its page
// becomes a permanent redirect to the most specific search page that still has cars (make and model,
// else make, else the default search), kept for a configurable time (default 90 days)".
import { describe, expect, it } from 'vitest';
import { departedCarRedirects, departuresOf, soldDepartures } from '../../src/lib/stock/departures.ts';
import { stockFeedSchema } from '../../src/lib/stock/feed-options.ts';
import { checkRemovals } from '../../src/lib/stock/removal-guard.ts';
import { applyDelta, stockChanges } from '../../src/lib/stock/stock-changes.ts';
import { emptyVehicle, type Vehicle } from '../../src/lib/stock/vehicle.ts';
import { SPEC_STOCK_FILTER } from '../fixtures/stock-visibility.ts';

const NOW = new Date('2026-11-25T00:00:00Z');
const DAY = 86_400_000;
const filter = SPEC_STOCK_FILTER;
const guard = stockFeedSchema.parse({}).guard;

function car(id: number, make = 'Nissan', model = 'Navara', extra: Partial<Vehicle> = {}): Vehicle {
  const slug = `${make}-${model}-${id}`.toLowerCase();
  return {
    ...emptyVehicle(),
    id,
    slug,
    path: `/cars/${slug}`,
    name: `2024 ${make} ${model}`,
    make,
    model,
    year: 2024,
    car_type: 'used',
    status: 'in_stock',
    price: 30_000,
    show_on_dealer_website: true,
    ...extra,
  };
}

const range = (from: number, n: number, make?: string, model?: string) =>
  Array.from({ length: n }, (_, i) => car(from + i, make, model));

describe('checkRemovals', () => {
  const site = [...range(1, 16), ...range(100, 4, 'Kia', 'Sportage')]; // 20 cars on the site

  it.each<[string, Vehicle[], string[]]>([
    ['a feed taking 5 of 20 off (25 %) goes through', site.slice(5), []],
    [
      'a feed taking 6 of 20 off (30 %) is held',
      site.slice(6),
      ["it would take 6 of the site's 20 cars off it (30.0 %, more than the 25 % allowed)"],
    ],
    [
      'a truncated feed of 3 cars instead of 20 is held',
      site.slice(0, 3),
      [
        "it would take 17 of the site's 20 cars off it (85.0 %, more than the 25 % allowed)",
        'it would take every Kia off the site (4 cars)',
      ],
    ],
    ['every car of a make', site.slice(0, 16), ['it would take every Kia off the site (4 cars)']],
    ['an empty feed', [], ['the feed has no cars, and the site has 20 cars']],
    [
      'hiding cars takes them off the site too',
      site.map((v, i) => (i < 6 ? { ...v, show_on_dealer_website: false } : v)),
      ["it would take 6 of the site's 20 cars off it (30.0 %, more than the 25 % allowed)"],
    ],
    [
      'selling cars does not: a sold car stays listed for its sold days',
      site.map((v, i) => (i < 10 ? { ...v, status: 'sold' as const, sold_date: NOW.toISOString() } : v)),
      [],
    ],
  ])('%s', (_name, after, reasons) => {
    expect(checkRemovals(site, after, filter, guard, NOW).reasons).toEqual(reasons);
  });

  it('a make with fewer cars than makeMinimum may sell out', () => {
    const small = [...range(1, 16), ...range(100, 2, 'Kia', 'Sportage')];
    expect(checkRemovals(small, small.slice(0, 16), filter, guard, NOW).reasons).toEqual([]);
  });

  it('the share is configurable, and a site with no cars has nothing to guard', () => {
    expect(checkRemovals(site, site.slice(6), filter, { ...guard, maxRemovedShare: 0.5 }, NOW).reasons).toEqual([]);
    expect(checkRemovals([], [], filter, guard, NOW)).toEqual({ onSite: 0, leaving: [], reasons: [] });
  });
});

describe('stockChanges', () => {
  it('names the cars added, changed, reduced, sold and removed, in id order', () => {
    const before = [car(1), car(2), car(3), car(4), car(5, 'Kia', 'Rio', { price: 8 })];
    const after = [
      car(6),
      { ...car(5, 'Kia', 'Rio'), price: 7 }, // a price not shown is no price drop
      { ...car(3), status: 'sold' as const, sold_date: NOW.toISOString() },
      { ...car(2), price: 28_500 },
      car(1),
    ];
    const changes = stockChanges(before, after);
    expect(changes.added.map((c) => c.id)).toEqual([6]);
    expect(changes.changed.map((c) => c.id)).toEqual([2, 3, 5]);
    expect(changes.priceDropped).toEqual([{ ...changes.changed[0], from: 30_000, to: 28_500 }]);
    expect(changes.sold.map((c) => c.id)).toEqual([3]);
    expect(changes.removed.map((c) => c.id)).toEqual([4]);
  });

  it('a delta replaces and adds its cars and drops its removals, keeping the rest', () => {
    const { vehicles, clashes } = applyDelta([car(1), car(2), car(3)], [{ ...car(2), price: 1 }, car(4)], [3]);
    expect(vehicles.map((v) => [v.id, v.price])).toEqual([
      [1, 30_000],
      [2, 1],
      [4, 30_000],
    ]);
    expect(clashes).toEqual([]);
  });

  it("a delta's car cannot take the slug of a car it does not replace", () => {
    const taken = { ...car(5), slug: car(1).slug };
    const { vehicles, clashes } = applyDelta(
      [car(1), car(2)],
      [taken, { ...car(6), slug: car(2).slug }, { ...car(2), slug: 'renamed' }],
      [],
    );
    expect(vehicles.map((v) => v.id)).toEqual([1, 2, 6]);
    expect(clashes).toEqual([{ car: taken, slugOf: 1 }]);
  });
});

describe('departed car redirects', () => {
  const site = {
    carPaths: new Set(['/cars/nissan-navara-2']),
    searchPaths: new Set(['/search/nissan', '/search/nissan/navara', '/search/kia']),
    defaultSearchPath: '/search/new-used-and-demo-cars',
  };
  const left = (v: Vehicle, daysAgo: number) => departuresOf([v], new Date(NOW.getTime() - daysAgo * DAY));

  it.each<[string, Vehicle, string]>([
    ['to its make and model while the model has cars', car(1), '/search/nissan/navara'],
    ['else to its make', car(3, 'Kia', 'Rio'), '/search/kia'],
    ['else to the default search', car(4, 'Mazda', 'CX-5'), '/search/new-used-and-demo-cars'],
  ])('a car page redirects %s', (_name, v, to) => {
    expect(departedCarRedirects(left(v, 1), site, NOW, 90)).toEqual([{ from: v.path, to, status: 301 }]);
  });

  it('for 90 days, not a day more; never over a car that is back on the site', () => {
    expect(departedCarRedirects(left(car(1), 89.9), site, NOW, 90)).toHaveLength(1);
    expect(departedCarRedirects(left(car(1), 90), site, NOW, 90)).toEqual([]);
    expect(departedCarRedirects(left(car(2), 1), site, NOW, 90)).toEqual([]);
  });

  it('a sold car leaves when its sold days run out, and only if it was shown', () => {
    const soldAt = (days: number, extra: Partial<Vehicle> = {}) =>
      car(days, 'Nissan', 'Navara', {
        status: 'sold',
        sold_date: new Date(NOW.getTime() - days * DAY).toISOString(),
        ...extra,
      });
    const cars = [soldAt(2), soldAt(4), soldAt(95), soldAt(5, { show_on_dealer_website: false })];
    expect(soldDepartures(cars, filter, NOW, 90)).toEqual([
      { id: 4, path: cars[1]!.path, make: 'Nissan', model: 'Navara', left_at: (NOW.getTime() - DAY) / 1000 },
    ]);
    expect(soldDepartures(cars, { ...filter, soldDays: 0 }, NOW, 90)).toEqual([]);
  });
});
