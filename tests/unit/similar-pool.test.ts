// The build picks a vehicle page's similar cars from a narrowed pool (src/views/similar-pool.ts):
// the pick must be exactly the one spec §5's rule makes from the whole stock.
import { describe, expect, it } from 'vitest';
import { generateDemoFeed } from '../../src/demo-stock/generate.ts';
import { normaliseFeed } from '../../src/lib/stock/normalise.ts';
import type { Vehicle } from '../../src/lib/stock/vehicle.ts';
import { pickSimilar } from '../../src/lib/vehicle/similar.ts';
import { similarPool } from '../../src/views/similar-pool.ts';
import type { TenantBuildData } from '../../src/lib/site/site-data.ts';

const now = new Date('2026-11-22T00:00:00Z');

function demoStock(seed: string, cars: number, franchiseMakes: string[]): Vehicle[] {
  const feed = generateDemoFeed({
    seed,
    cars,
    now,
    franchiseMakes,
    usedOnly: false,
    categories: ['cars'],
    locations: [],
    dealershipIds: [],
  });
  return normaliseFeed({ vehicles: feed }, { now }).vehicles;
}

const ids = (cars: { id: number }[]) => cars.map((c) => c.id);

describe('similar cars from the narrowed pool', () => {
  it.each([
    ['a single-franchise stock', demoStock('pool-a', 800, ['Nissan'])],
    ['a multi-franchise stock', demoStock('pool-b', 800, ['Ford', 'Kia', 'MG'])],
    ['a small stock', demoStock('pool-c', 9, ['Toyota'])],
  ])('%s: every car gets the pick the whole stock gives', (_, vehicles) => {
    const site = { vehicles } as TenantBuildData;
    for (const car of vehicles)
      expect(ids(pickSimilar(car, similarPool(site, car)))).toEqual(ids(pickSimilar(car, vehicles)));
  });

  it('breaks ties in price by id on both sides, as the whole stock does', () => {
    // All one body, so the cars of another model are all candidates (§5: same model or same body).
    const car = (id: number, price: number | null, model = 'Other', status = 'in_stock') =>
      ({ id, price, make: 'Kia', model, body: 'Sedan', status }) as Vehicle;
    const vehicles = [
      car(1, 30_000, 'Cerato'),
      ...[40, 12, 33, 7, 25, 18, 3, 51].map((id) => car(id, 29_000)),
      ...[41, 13, 34, 8, 26].map((id) => car(id, 31_000)),
      car(60, 30_000, 'Cerato', 'sold'),
      car(61, 30_500, 'Cerato'),
      car(62, null),
    ];
    const site = { vehicles } as TenantBuildData;
    expect(ids(pickSimilar(vehicles[0]!, similarPool(site, vehicles[0]!)))).toEqual([61, 3, 7, 8, 12, 13]);
    expect(ids(pickSimilar(vehicles[0]!, vehicles))).toEqual([61, 3, 7, 8, 12, 13]);
  });

  it('takes only same-model cars and same-body cars; a car without a body gets only same-model ones', () => {
    const car = (id: number, price: number, model: string, body: string | null) =>
      ({ id, price, make: 'Kia', model, body, status: 'in_stock' }) as Vehicle;
    const vehicles = [
      car(1, 30_000, 'Cerato', 'Sedan'),
      car(2, 30_100, 'Sportage', 'SUV'), // another model and body, nearest in price
      car(3, 30_200, 'Rio', 'Sedan'),
      car(4, 39_000, 'Cerato', 'Hatch'),
      car(5, 30_050, 'Picanto', null),
      car(6, 30_000, 'Cerato', null),
    ];
    const site = { vehicles } as TenantBuildData;
    expect(ids(pickSimilar(vehicles[0]!, similarPool(site, vehicles[0]!)))).toEqual([6, 4, 3]);
    expect(ids(pickSimilar(vehicles[0]!, vehicles))).toEqual([6, 4, 3]);
    expect(ids(similarPool(site, vehicles[5]!))).toEqual([1, 6, 4]);
    expect(ids(pickSimilar(vehicles[5]!, similarPool(site, vehicles[5]!)))).toEqual([1, 4]);
  });
});
