import { describe, expect, it } from 'vitest';
import { baseStockFilter, type StockFilterOptions } from '../../src/lib/stock/base-filter.ts';
import { SPEC_STOCK_FILTER, shownBySpec } from '../fixtures/stock-visibility.ts';
import { generateDemoFeed } from '../../src/demo-stock/generate.ts';
import { toDocument } from '../../src/lib/stock/document.ts';
import { normaliseFeed } from '../../src/lib/stock/normalise.ts';
import { emptyVehicle, type Vehicle } from '../../src/lib/stock/vehicle.ts';

const now = new Date('2026-11-22T00:00:00Z'); // unix 1795305600
const DAY = 86_400_000;
const daysAgo = (d: number): string => new Date(now.getTime() - d * DAY).toISOString();

const defaults = SPEC_STOCK_FILTER;

function car(patch: Partial<Vehicle> = {}): Vehicle {
  return {
    ...emptyVehicle(),
    id: 1,
    slug: 'car-1',
    year: 2022,
    make: 'Toyota',
    model: 'HiLux',
    car_type: 'used',
    status: 'in_stock',
    price: 40000,
    show_on_dealer_website: true,
    dealership_id: 3,
    ...patch,
  };
}
const sold = (days: number, patch: Partial<Vehicle> = {}) =>
  car({ status: 'sold', sold_date: daysAgo(days), ...patch });

/**
 * A small evaluator for the part of Meilisearch's filter syntax baseStockFilter emits (AND binds
 * tighter than OR; =, >, IN, NOT IN; quoted strings with \" and \\ escapes), so the test can check
 * that the expression shows exactly the cars the spec's rule shows.
 */
function evaluate(filter: string, doc: Record<string, unknown>): boolean {
  const tokens = filter.match(/"(?:\\.|[^"\\])*"|NOT IN|IN|AND|OR|[()[\],=>]|[^\s()[\],=>]+/g) ?? [];
  let i = 0;
  const peek = () => tokens[i];
  const take = () => tokens[i++] as string;
  const value = (t: string): unknown =>
    t.startsWith('"') ? JSON.parse(t) : t === 'true' ? true : t === 'false' ? false : Number(t);
  const list = (): unknown[] => {
    take(); // [
    const out: unknown[] = [];
    while (peek() !== ']') {
      out.push(value(take()));
      if (peek() === ',') take();
    }
    take();
    return out;
  };
  const factor = (): boolean => {
    if (peek() === '(') {
      take();
      const v = or();
      take();
      return v;
    }
    const field = doc[take()];
    const op = take();
    if (op === 'IN') return list().includes(field);
    if (op === 'NOT IN') return !list().includes(field);
    const rhs = value(take());
    return op === '=' ? field === rhs : typeof field === 'number' && field > (rhs as number);
  };
  const and = (): boolean => {
    let v = factor();
    while (peek() === 'AND') {
      take();
      v = factor() && v;
    }
    return v;
  };
  const or = (): boolean => {
    let v = and();
    while (peek() === 'OR') {
      take();
      v = and() || v;
    }
    return v;
  };
  const result = or();
  if (i !== tokens.length) throw new Error(`unparsed filter tail: ${tokens.slice(i).join(' ')}`);
  return result;
}

describe('baseStockFilter: the expression', () => {
  it('default: in stock or coming soon, or sold within 3 days; shown on the dealer website', () => {
    expect(baseStockFilter(defaults, now)).toBe(
      '(status IN ["in_stock", "coming_soon"] OR sold_date_timestamp > 1795046400) AND show_on_dealer_website = true',
    );
  });

  it('14 days (two dealers)', () => {
    expect(baseStockFilter({ ...defaults, soldDays: 14 }, now)).toBe(
      '(status IN ["in_stock", "coming_soon"] OR sold_date_timestamp > 1794096000) AND show_on_dealer_website = true',
    );
  });

  it('0 days, used only, in stock only, excluding suzuki and RAM, two dealerships', () => {
    const opts = {
      soldDays: 0,
      usedOnly: true,
      inStockOnly: true,
      excludedMakes: ['suzuki', 'RAM'],
      dealershipIds: [3, 7],
    };
    expect(baseStockFilter(opts, now)).toBe(
      'status IN ["in_stock", "coming_soon"] AND show_on_dealer_website = true AND car_type = "used" AND status = "in_stock"' +
        ' AND make NOT IN ["suzuki", "SUZUKI", "Suzuki", "RAM", "ram", "Ram"] AND dealership_id IN [3, 7]',
    );
  });

  it('escapes quotes and backslashes in makes', () => {
    const filter = baseStockFilter({ ...defaults, excludedMakes: ['Foo "Bar"', 'back\\slash'] }, now);
    expect(filter).toContain('"Foo \\"Bar\\""');
    expect(filter).toContain('"back\\\\slash"');
    expect(evaluate(filter, toDocument(car({ make: 'Foo "Bar"' })) as unknown as Record<string, unknown>)).toBe(false);
  });

  it('rejects dealership ids that are not whole numbers', () => {
    expect(() => baseStockFilter({ ...defaults, dealershipIds: [1.5] }, now)).toThrow(/whole numbers/);
  });

  it.each([
    [['suzuki'], ['suzuki', 'SUZUKI', 'Suzuki']],
    [['RAM'], ['RAM', 'ram', 'Ram']],
    [['land rover'], ['land rover', 'LAND ROVER', 'Land rover', 'Land Rover']],
    [['', '  '], []],
  ])('matches excluded makes %j case-insensitively as %j', (makes, variants) => {
    const filter = baseStockFilter({ ...defaults, excludedMakes: makes }, now);
    const excluded = / AND make NOT IN \[(.*?)\]/.exec(filter)?.[1];
    expect(excluded === undefined ? [] : (JSON.parse(`[${excluded}]`) as string[])).toEqual(variants);
  });
});

describe.each([
  // [case, options, car, visible]
  ['default 3 days: a car sold 2 days ago is shown', {}, sold(2), true],
  ['default 3 days: a car sold 5 days ago is not', {}, sold(5), false],
  ['default 3 days: a car sold 1 day ago is shown', {}, sold(1), true],
  ['14 days: sold 5 days ago is shown', { soldDays: 14 }, sold(5), true],
  ['14 days: sold 10 days ago is shown', { soldDays: 14 }, sold(10), true],
  ['14 days: sold 20 days ago is not', { soldDays: 14 }, sold(20), false],
  ['0 days: sold 1 day ago is not', { soldDays: 0 }, sold(1), false],
  ['0 days: coming soon is shown', { soldDays: 0 }, car({ status: 'coming_soon' }), true],
  ['a sold car without a sold date is not shown', {}, car({ status: 'sold' }), false],
  ['in stock is shown', {}, car(), true],
  ['used only: a new car is not shown', { usedOnly: true }, car({ car_type: 'new' }), false],
  ['used only: a demo car is not shown', { usedOnly: true }, car({ car_type: 'demo' }), false],
  ['used only: a used car is shown', { usedOnly: true }, car(), true],
  ['in stock only: coming soon is not shown', { inStockOnly: true }, car({ status: 'coming_soon' }), false],
  ['in stock only: a recently sold car is not shown', { inStockOnly: true }, sold(1), false],
  [
    'excluded makes suzuki, RAM: a Suzuki is not shown',
    { excludedMakes: ['suzuki', 'RAM'] },
    car({ make: 'Suzuki' }),
    false,
  ],
  ['excluded makes suzuki, RAM: a RAM is not shown', { excludedMakes: ['suzuki', 'RAM'] }, car({ make: 'RAM' }), false],
  ['excluded makes suzuki, RAM: a Toyota is shown', { excludedMakes: ['suzuki', 'RAM'] }, car(), true],
  ['show_on_dealer_website false is never shown', {}, car({ show_on_dealer_website: false }), false],
  ['dealershipIds [3]: dealership 3 is shown', { dealershipIds: [3] }, car(), true],
  ['dealershipIds [3]: dealership 4 is not', { dealershipIds: [3] }, car({ dealership_id: 4 }), false],
  ['dealershipIds [3]: no dealership is not', { dealershipIds: [3] }, car({ dealership_id: null }), false],
] as const)('%s', (_, patch, vehicle, visible) => {
  const opts = { ...defaults, ...patch } as StockFilterOptions;
  it("the spec's rule", () => {
    expect(shownBySpec(vehicle, opts, now)).toBe(visible);
  });
  it('the Meilisearch expression agrees', () => {
    const doc = toDocument(vehicle) as unknown as Record<string, unknown>;
    expect(evaluate(baseStockFilter(opts, now), doc)).toBe(visible);
  });
});

describe("the expression and the spec's rule agree on a whole demo feed", () => {
  const feed = generateDemoFeed({
    seed: 'agree',
    cars: 150,
    now,
    franchiseMakes: ['Suzuki', 'Kia'],
    usedOnly: false,
    categories: ['cars'],
    locations: [],
    dealershipIds: [3, 4, 5],
  });
  const { vehicles } = normaliseFeed({ vehicles: feed }, { now });
  it.each([
    ['defaults', defaults],
    ['14 days', { ...defaults, soldDays: 14 }],
    ['0 days', { ...defaults, soldDays: 0 }],
    ['used only, in stock only', { ...defaults, usedOnly: true, inStockOnly: true }],
    [
      'excluding suzuki and RAM, dealerships 3 and 5',
      { ...defaults, excludedMakes: ['suzuki', 'RAM'], dealershipIds: [3, 5] },
    ],
  ])('%s', (_, opts) => {
    const filter = baseStockFilter(opts, now);
    const byFilter = vehicles.filter((v) => evaluate(filter, toDocument(v) as unknown as Record<string, unknown>));
    const byJs = vehicles.filter((v) => shownBySpec(v, opts, now));
    expect(byFilter.map((v) => v.id)).toEqual(byJs.map((v) => v.id));
    expect(byJs.length).toBeGreaterThan(0);
    expect(byJs.length).toBeLessThan(vehicles.length);
  });
});
