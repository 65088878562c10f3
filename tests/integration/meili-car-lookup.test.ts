/**
 * meiliCarLookup, the lead API's reader of the stock index, against a real Meilisearch (one server,
 * an index per site): car summaries for GET /api/cars, a car's location for test drives, and the
 * comparable cars a trade-in estimate is priced from. The API tests over HTTP (car-summaries-api,
 * trade-in-api) stand in for it with fixed cars.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { meiliCarLookup } from '../../src/api/cars.ts';
import { indexTenantStock } from '../../src/pipeline/meili/indexer.ts';
import { startMeilisearch, type MeiliConnection } from '../../src/pipeline/meili/server.ts';
import { emptyVehicle, type Vehicle } from '../../src/lib/stock/vehicle.ts';
import { tenantSchema } from '../../src/lib/tenant/schema.ts';

let meili: MeiliConnection;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'forecourt-car-lookup-'));
  meili = await startMeilisearch({ dataDir });
});
afterAll(async () => {
  await meili?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('meiliCarLookup.summaries against a real Meilisearch', () => {
  const site = tenantSchema.parse({
    slug: 'summary-motors',
    name: 'Summary Motors',
    id: 9,
    url: 'https://summary.example',
  });
  const vehicle = (id: number, over: Partial<Vehicle> = {}): Vehicle => ({
    ...emptyVehicle(),
    id,
    slug: `2024-mg-hs-${id}`,
    name: '2024 MG HS',
    year: 2024,
    make: 'MG',
    model: 'HS',
    badge: 'Vibe',
    price: 31_990,
    car_type: 'new',
    status: 'in_stock',
    show_on_dealer_website: true,
    created_at: '2025-01-01T00:00:00Z',
    primary_image_url: `https://img.example/${id}.jpg`,
    ...over,
  });
  beforeAll(async () => {
    await indexTenantStock(meili.client, site, [
      vehicle(1, { location_id: 7, price_type: 'drive_away', state: 'VIC' }),
      vehicle(2, { status: 'sold', reserved: true }),
      vehicle(3, { badge: null, price: 0 }),
    ]);
  });

  it('reads summaries by ids (in the order asked) and by slug; a quote in the slug cannot widen the filter', async () => {
    const lookup = meiliCarLookup(meili.client);
    const byIds = await lookup.summaries(site, { ids: [3, 1, 404] });
    expect(byIds).toEqual([
      {
        id: 3,
        slug: '2024-mg-hs-3',
        year: 2024,
        make: 'MG',
        model: 'HS',
        badge: null,
        price: 0,
        price_type: null,
        state: null,
        status: 'in_stock',
        reserved: false,
        primary_image_url: 'https://img.example/3.jpg',
      },
      {
        id: 1,
        slug: '2024-mg-hs-1',
        year: 2024,
        make: 'MG',
        model: 'HS',
        badge: 'Vibe',
        price: 31_990,
        price_type: 'drive_away',
        state: 'VIC',
        status: 'in_stock',
        reserved: false,
        primary_image_url: 'https://img.example/1.jpg',
      },
    ]);
    expect(await lookup.summaries(site, { slug: '2024-mg-hs-2' })).toMatchObject([
      { id: 2, status: 'sold', reserved: true },
    ]);
    expect(await lookup.summaries(site, { slug: '2024-mg-hs-2" OR id = 1 OR slug = "x' })).toEqual([]);
    expect(await lookup.summaries(site, { ids: [] })).toEqual([]);
  });

  it("reads a car's location id, where its test drives are booked", async () => {
    expect((await meiliCarLookup(meili.client).byId(site, 1))?.location_id).toBe(7);
  });
});

describe('meiliCarLookup.comparables against a real stock index', () => {
  const site = tenantSchema.parse({
    slug: 'comparables-motors',
    name: 'Comparables Motors',
    id: 1,
    url: 'https://comparables.example',
  });
  const stock = (id: number, make: string, model: string, extra: Partial<Vehicle> = {}): Vehicle => ({
    ...emptyVehicle(),
    id,
    slug: `car-${id}`,
    name: `${make} ${model}`,
    year: 2022,
    make,
    model,
    price: 30_000,
    km: 50_000,
    car_type: 'used',
    status: 'in_stock',
    show_on_dealer_website: true,
    created_at: new Date().toISOString(),
    ...extra,
  });

  beforeAll(async () => {
    await indexTenantStock(meili.client, site, [
      stock(1, 'Toyota', 'Corolla', { year: 2021, price: 27_000 }),
      stock(2, 'Toyota', 'Corolla', { year: 2023, price: 31_000, status: 'coming_soon' }),
      stock(3, 'Toyota', 'Corolla', { year: 2024 }), // outside the years
      stock(4, 'Toyota', 'Corolla', { status: 'sold', sold_date: new Date().toISOString() }),
      stock(5, 'Toyota', 'Camry'),
      stock(6, 'Toyota', 'Corolla', { price: 0 }), // no asking price ("price on application"): no use as a comparable
      stock(7, 'Mazda', 'CX-5'),
    ]);
  });

  it('finds priced cars for sale of the make and model a year either side, with price, year and km', async () => {
    const found = await meiliCarLookup(meili.client).comparables(site, {
      make: 'Toyota',
      model: 'Corolla',
      yearFrom: 2021,
      yearTo: 2023,
    });
    expect(found.sort((a, b) => a.price - b.price)).toEqual([
      { price: 27_000, year: 2021, km: 50_000 },
      { price: 31_000, year: 2023, km: 50_000 },
    ]);
  });

  it('quotes make and model, so input cannot widen the filter', async () => {
    const found = await meiliCarLookup(meili.client).comparables(site, {
      make: 'Toyota" OR make = "Mazda',
      model: 'CX-5',
      yearFrom: 2000,
      yearTo: 2030,
    });
    expect(found).toEqual([]);
  });
});
