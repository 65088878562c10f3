import { describe, expect, it } from 'vitest';
import { generateDemoFeed } from '../../src/demo-stock/generate.ts';
import type { DemoStockOptions } from '../../src/demo-stock/options.ts';
import { demoImageNames, demoImageSvg } from '../../src/demo-stock/images.ts';
import { normaliseFeed } from '../../src/lib/stock/normalise.ts';
import type { Vehicle } from '../../src/lib/stock/vehicle.ts';

const now = new Date('2026-11-22T00:00:00Z');
const DAY = 86_400_000;

const locations: DemoStockOptions['locations'] = [
  {
    id: 11,
    name: 'Northside Motors - Sales',
    slug: 'northside-sales',
    phone: '0730001000',
    dealershipId: 1,
    address: { street: '1 Gympie Rd', city: 'Chermside', state: 'QLD', postcode: '4032' },
  },
  {
    id: 12,
    name: 'Southside Motors',
    slug: 'southside',
    phone: '0730002000',
    dealershipId: 2,
    address: {
      street: '2 Logan Rd',
      city: 'Springwood',
      state: 'QLD',
      postcode: '4127',
      placeUrl: 'https://maps.example/2',
    },
  },
  {
    id: 13,
    name: 'Parramatta Motors',
    slug: 'parramatta',
    phone: '0298880000',
    dealershipId: 3,
    address: { street: '3 Church St', city: 'Parramatta', state: 'NSW', postcode: '2150' },
  },
];

const base: DemoStockOptions = {
  seed: 'northside',
  cars: 120,
  now,
  franchiseMakes: ['Toyota', 'kia', 'MG'],
  usedOnly: false,
  categories: ['cars', 'caravans'],
  locations,
  dealershipIds: [1, 2, 3],
};

function vehiclesOf(opts: DemoStockOptions): Vehicle[] {
  const { vehicles, skipped } = normaliseFeed({ vehicles: generateDemoFeed(opts) }, { now: opts.now });
  expect(skipped).toEqual([]);
  return vehicles;
}

const agoDays = (iso: string | null): number => (now.getTime() - Date.parse(iso ?? '')) / DAY;

describe('generateDemoFeed: deterministic', () => {
  it('gives byte-identical JSON for the same options', () => {
    expect(JSON.stringify(generateDemoFeed(base))).toBe(
      JSON.stringify(generateDemoFeed({ ...base, locations: [...locations] })),
    );
  });
  it('gives different stock for a different seed', () => {
    expect(JSON.stringify(generateDemoFeed({ ...base, seed: 'southside' }))).not.toBe(
      JSON.stringify(generateDemoFeed(base)),
    );
  });
  it.each([0, 1, 5, 37, 250])('cars: %d yields %d records', (n) => {
    expect(generateDemoFeed({ ...base, cars: n })).toHaveLength(n);
  });
  it.each([
    ['the default mix', base],
    ['used only', { ...base, usedOnly: true }],
    ['every category', { ...base, categories: ['cars', 'trucks', 'motorcycles', 'caravans'] }],
    ['no locations', { ...base, locations: [] }],
    ['a small feed', { ...base, cars: 7 }],
  ])('every record of %s passes normaliseFeed with nothing skipped', (_, opts) => {
    expect(vehiclesOf(opts)).toHaveLength(opts.cars);
  });
});

describe('generateDemoFeed: the mix', () => {
  const vehicles = vehiclesOf(base);
  const soldDaysAgo = vehicles.filter((v) => v.status === 'sold').map((v) => Math.floor(agoDays(v.sold_date)));

  it.each([
    ['sold cars with sold dates', (v: Vehicle) => v.status === 'sold' && v.sold_date !== null],
    ['coming soon', (v: Vehicle) => v.status === 'coming_soon'],
    ['reserved', (v: Vehicle) => v.reserved],
    ["tag 'Test Drive Only'", (v: Vehicle) => v.tag === 'Test Drive Only'],
    ["tag 'runout sale'", (v: Vehicle) => v.tag === 'runout sale'],
    ["tag 'Just Arrived'", (v: Vehicle) => v.tag === 'Just Arrived'],
    ['certified used', (v: Vehicle) => v.certified && v.car_type === 'used'],
    ['preorder', (v: Vehicle) => v.preorder],
    ['price 0', (v: Vehicle) => v.price === 0],
    ['electric', (v: Vehicle) => v.simple_fuel === 'electric'],
    ['hybrid', (v: Vehicle) => v.simple_fuel === 'hybrid' || v.simple_fuel === 'plug-in hybrid'],
    ['not shown on the dealer website', (v: Vehicle) => !v.show_on_dealer_website],
    ['created within the last 8 days (new tag)', (v: Vehicle) => agoDays(v.created_at) < 8],
    [
      'a 24-frame spin with interior and hotspots',
      (v: Vehicle) =>
        v.spin_images.length === 24 && v.spin_interior_image !== null && (v.hotspots?.exterior.length ?? 0) > 0,
    ],
    ['a video', (v: Vehicle) => v.video_url?.startsWith('https://www.youtube.com/embed/') ?? false],
    ['new cars', (v: Vehicle) => v.car_type === 'new'],
    ['demo cars', (v: Vehicle) => v.car_type === 'demo'],
    ['used cars', (v: Vehicle) => v.car_type === 'used'],
    ['finance lenders', (v: Vehicle) => v.finance_lenders !== null],
    ['an angle lender with deposit and termYears', (v: Vehicle) => v.finance_lenders?.angle?.termYears === 5],
    ['a reduced (was) price', (v: Vehicle) => v.before_price !== null && v.before_price > v.price],
    [
      'a used car below the state average by more than $499',
      (v: Vehicle) => (v.autograb_data?.state_average_market_price ?? 0) - v.price > 499,
    ],
    [
      'a used car not below the state average by more than $499',
      (v: Vehicle) => v.autograb_data !== null && (v.autograb_data.state_average_market_price ?? 0) - v.price <= 499,
    ],
    ['a past rego expiry', (v: Vehicle) => v.rego_expiry !== null && Date.parse(v.rego_expiry) < now.getTime()],
    ['a future rego expiry', (v: Vehicle) => v.rego_expiry !== null && Date.parse(v.rego_expiry) > now.getTime()],
    ["dealer comments in '|' segments", (v: Vehicle) => (v.dealercomments?.split('|').length ?? 0) >= 3],
    ['caravans', (v: Vehicle) => v.item_type === 'caravan'],
  ])('includes %s', (_, has) => {
    expect(vehicles.some(has)).toBe(true);
  });

  it.each([1, 2, 5, 10, 20])('includes a car sold %d days ago', (days) => {
    expect(soldDaysAgo).toContain(days);
  });

  it('gives caravans their caravan specifications', () => {
    for (const v of vehicles.filter((c) => c.item_type === 'caravan')) {
      expect([
        v.body_width,
        v.body_length,
        v.tare_weight,
        v.axle_type,
        v.sleeps,
        v.aggregate_trailer_mass,
      ]).not.toContain(null);
      expect(v.km).toBeNull();
    }
  });

  it('has no caravans, trucks or motorcycles unless asked', () => {
    expect(vehiclesOf({ ...base, categories: ['cars'] }).every((v) => v.item_type === 'car')).toBe(true);
  });

  it.each([
    ['trucks', 'truck'],
    ['motorcycles', 'motorcycle'],
    ['caravans', 'caravan'],
  ])('gives %s when asked', (category, itemType) => {
    const got = vehiclesOf({ ...base, categories: ['cars', category] });
    expect(got.some((v) => v.item_type === itemType && v.categories.includes(category))).toBe(true);
  });

  it('has no new or demo cars of non-franchise makes', () => {
    const franchise = base.franchiseMakes.map((m) => m.toLowerCase());
    const notUsed = vehicles.filter((v) => v.car_type !== 'used');
    expect(notUsed.length).toBeGreaterThan(0);
    for (const v of notUsed) expect(franchise).toContain(v.make.toLowerCase());
  });

  it.each([
    ['used only', { usedOnly: true }],
    ['no franchise makes', { franchiseMakes: [] }],
  ])('%s yields only used cars', (_, patch) => {
    expect(vehiclesOf({ ...base, ...patch }).every((v) => v.car_type === 'used')).toBe(true);
  });

  it('gives every car 10 to 40 photos (issue 28: "10–40 per car as real listings have"), with realistic kms by car type', () => {
    for (const v of vehicles) {
      expect(v.images.length).toBeGreaterThanOrEqual(10);
      expect(v.images.length).toBeLessThanOrEqual(40);
      if (v.car_type === 'new' && v.km !== null) expect(v.km).toBeLessThanOrEqual(50);
      if (v.car_type === 'demo' && v.km !== null) expect(v.km).toBeGreaterThanOrEqual(1000);
      if (v.car_type === 'demo' && v.km !== null) expect(v.km).toBeLessThanOrEqual(15000);
      expect(v.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    }
  });

  it('spreads cars across every location and dealership', () => {
    expect(new Set(vehicles.map((v) => v.location_id))).toEqual(new Set([11, 12, 13]));
    expect(new Set(vehicles.map((v) => v.dealership_id))).toEqual(new Set([1, 2, 3]));
  });
});

describe('demo images', () => {
  const vehicles = vehiclesOf({ ...base, categories: ['cars', 'trucks', 'motorcycles', 'caravans'] });
  const names = demoImageNames(vehicles);

  it('names every drawing the build writes (spin frames and interiors), once', () => {
    expect(names.length).toBe(new Set(names).size);
    expect(names.some((n) => n.startsWith('spin-'))).toBe(true);
    expect(names.some((n) => n.startsWith('interior-'))).toBe(true);
    expect(names.every((n) => n.startsWith('spin-') || n.startsWith('interior-'))).toBe(true);
  });

  it('gallery photos are raster originals (/demo-images/<name>.jpg) of a drawing it knows', () => {
    for (const v of vehicles)
      for (const { image } of v.images) {
        const name = /^\/demo-images\/([a-z0-9-]+)\.jpg$/.exec(image.url)?.[1];
        expect(name, image.url).toBeDefined();
        expect(demoImageSvg(name!), image.url).not.toBeNull();
      }
  });

  it('renders every named image as a small self-contained SVG', () => {
    for (const name of names) {
      const svg = demoImageSvg(name);
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/);
      expect(svg!.length, name).toBeLessThan(2048);
      expect(svg, name).not.toMatch(/href=|<script/);
    }
  });

  it.each([
    '',
    'suv-white-0',
    'suv-white-41',
    'suv-white-01',
    'spin-suv-white-24',
    'spin-suv-white-7',
    'boat-white-1',
    'suv-pink-1',
    'interior-purple',
    '../etc/passwd',
  ])('returns null for the unknown name %j', (name) => {
    expect(demoImageSvg(name)).toBeNull();
  });
});
