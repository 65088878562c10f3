// Issue 32: "the new, price-dropped (by more than a configurable amount) and back-in-stock cars are
// matched against that tenant's saved searches and watched cars". A car is back in stock when it is
// for sale again after a sale fell through, or after an earlier import took it off the site (its
// departures record); the message says it is back ("Back for sale"), never "New match".
import { describe, expect, it } from 'vitest';
import { matchAlerts, stockNews } from '../../src/lib/alerts/matching.ts';
import { eventText, matchSubject, type AlertCar } from '../../src/lib/alerts/messages.ts';
import { isVisible } from '../../src/lib/stock/base-filter.ts';
import { stockChanges } from '../../src/lib/stock/stock-changes.ts';
import { emptyVehicle, type Vehicle } from '../../src/lib/stock/vehicle.ts';
import { SPEC_STOCK_FILTER } from '../fixtures/stock-visibility.ts';

const SOLD = { status: 'sold' as const, sold_date: '2026-11-24T00:00:00Z' };

function car(id: number, extra: Partial<Vehicle> = {}): Vehicle {
  return {
    ...emptyVehicle(),
    id,
    slug: `car-${id}`,
    path: `/cars/car-${id}`,
    name: `2024 Mazda CX-5 ${id}`,
    make: 'Mazda',
    model: 'CX-5',
    status: 'in_stock',
    price: 30_000,
    show_on_dealer_website: true,
    ...extra,
  };
}

const NOW = new Date('2026-11-25T00:00:00Z');
const filter = SPEC_STOCK_FILTER;
const HIDDEN = { show_on_dealer_website: false };

describe.each([
  {
    case: 'a sold car for sale again (the sale fell through)',
    before: [car(1, SOLD)],
    after: [car(1)],
    departed: [],
    back: [1],
  },
  { case: 'a departed car back in the feed', before: [], after: [car(1)], departed: [1], back: [1] },
  {
    case: 'a car the feed hid, then showed again',
    before: [car(1, HIDDEN)],
    after: [car(1)],
    departed: [1],
    back: [1],
  },
  { case: 'a departed car back, but sold', before: [], after: [car(1, SOLD)], departed: [1], back: [] },
  { case: 'a departed car back, but hidden', before: [], after: [car(1, HIDDEN)], departed: [1], back: [] },
  {
    case: 'a hidden car changed, still hidden',
    before: [car(1, HIDDEN)],
    after: [car(1, { ...HIDDEN, price: 29_000 })],
    departed: [1],
    back: [],
  },
  { case: 'a car never seen before is new, not back', before: [], after: [car(1)], departed: [], back: [] },
  { case: 'a car that stayed for sale', before: [car(1)], after: [car(1, { price: 29_000 })], departed: [], back: [] },
])('stockChanges: $case', ({ before, after, departed, back }) => {
  it(`is back in stock: ${back.length > 0}`, () => {
    const returns = { departed: new Set(departed), shown: (v: Vehicle) => isVisible(v, filter, NOW) };
    expect(stockChanges(before, after, returns).backInStock.map((c) => c.id)).toEqual(back);
  });
});

const cars = new Map<number, AlertCar>(
  [1, 2, 3, 4].map((id) => [id, { id, slug: `car-${id}`, name: `Car ${id}`, price: 30_000, was: null, photo: null }]),
);
const ref = (id: number) => ({ id, slug: `car-${id}`, name: `Car ${id}`, make: 'Mazda', model: 'CX-5' });

describe('stockNews: one entry per car', () => {
  const news = stockNews(
    {
      added: [ref(1), ref(2)],
      backInStock: [ref(2), ref(3)],
      priceDropped: [
        { ...ref(3), from: 32_000, to: 30_000 },
        { ...ref(4), from: 31_000, to: 30_000 },
      ],
    },
    cars,
    { minPriceDrop: 500 },
  );
  it.each([
    { id: 1, event: 'new', was: null },
    { id: 2, event: 'back-in-stock', was: null },
    { id: 3, event: 'back-in-stock', was: 32_000 },
    { id: 4, event: 'price-drop', was: 31_000 },
  ])('car $id: $event, was $was', ({ id, event, was }) => {
    expect(news.filter((n) => n.car.id === id).map((n) => [n.event, n.car.was])).toEqual([[event, was]]);
  });
});

describe('matchAlerts: a returned car reaches its watchers and the saved searches that find it', () => {
  const news = stockNews({ added: [ref(1), ref(2)], backInStock: [ref(2)], priceDropped: [] }, cars, {
    minPriceDrop: 0,
  });
  const alerts = [
    { id: 'watch-2', subject: 'car:2' },
    { id: 'watch-1', subject: 'car:1' },
    { id: 'search', subject: 'search:/search/mazda' },
  ];
  const matches = matchAlerts(alerts, news, new Map([['/search/mazda', new Set([1, 2])]]));
  it.each([
    { alert: 'watch-2', keys: ['back-in-stock:2:30000'] },
    // A watched car can only reappear as "new" if it had left: to its watcher it is back.
    { alert: 'watch-1', keys: ['back-in-stock:1:30000'] },
    { alert: 'search', keys: ['new:1:30000', 'back-in-stock:2:30000'] },
  ])('$alert gets $keys', ({ alert, keys }) => {
    expect(matches.filter((m) => m.alertId === alert).map((m) => m.key)).toEqual(keys);
  });
  it('the message says the car is back', () => {
    const back = matches.find((m) => m.alertId === 'watch-2')!.body;
    expect(eventText(back.event)).toBe('Back for sale');
    expect(matchSubject('Ridgeline', [back])).toBe('Back for sale: Car 2 at Ridgeline');
  });
});
