/**
 * GET /api/cars (car summaries for the garage and the checkout journey) and POST /api/reservations
 * with purpose 'buy-online' and the tenant's hold hours, over real HTTP on each engine (SQLite, PostgreSQL),
 * the hold exclusive across two instances on one database; then meiliCarLookup.summaries
 * against a real Meilisearch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import type { LeadApi } from '../../src/api/app.ts';
import type { DatabaseConfig } from '../../src/api/storage/database.ts';
import { meiliCarLookup, noCars, type CarLookup } from '../../src/api/cars.ts';
import type { CarSummary, LiveCar } from '../../src/lib/stock/shapes.ts';
import { indexTenantStock } from '../../src/pipeline/meili/indexer.ts';
import { startMeilisearch, type MeiliConnection } from '../../src/pipeline/meili/server.ts';
import { emptyVehicle, type Vehicle } from '../../src/lib/stock/vehicle.ts';
import { tenantSchema, type Tenant } from '../../src/lib/tenant/schema.ts';
import { ENGINES, call, startLeadApi, stopSharedPostgres } from './lead-api-harness.ts';

const summary = (id: number, over: Partial<CarSummary> = {}): CarSummary => ({
  id,
  slug: `2023-mg-zs-${id}`,
  year: 2023,
  make: 'MG',
  model: 'ZS',
  badge: 'Excite',
  price: 24_990,
  price_type: null,
  state: 'VIC',
  status: 'in_stock',
  reserved: false,
  primary_image_url: null,
  ...over,
});
// 11 and 14–17 are for sale; a reservation holds its car, so each test reserves its own.
const STOCK = [
  summary(11),
  summary(12, { status: 'sold' }),
  summary(13, { reserved: true, price: 0 }),
  ...[14, 15, 16, 17].map((id) => summary(id)),
];
const asked: unknown[] = [];
const cars: CarLookup = {
  ...noCars,
  async summaries(_tenant, query) {
    asked.push(query);
    if (query.slug === 'broken-index') throw new Error('index down');
    if (query.slug !== undefined) return STOCK.filter((car) => car.slug === query.slug);
    return (query.ids ?? []).flatMap((id) => STOCK.find((car) => car.id === id) ?? []);
  },
  async byId(_tenant, id) {
    const car = STOCK.find((c) => c.id === id);
    return car
      ? ({
          ...car,
          car_type: 'new',
          vin: null,
          stocknum: null,
          km: 10,
          dealership_id: null,
          location: null,
        } as unknown as LiveCar)
      : null;
  },
};

afterAll(() => stopSharedPostgres());

describe.each(ENGINES)('on %s', (engine) => {
  let api: LeadApi;
  let port: number;
  let close: () => Promise<void>;
  let seller: Tenant;
  let reserveOnly: Tenant;
  let longHold: Tenant;
  let minPrice: Tenant;
  let database: DatabaseConfig;

  beforeAll(async () => {
    const { tenants } = await loadTenants('tenants');
    // Chosen by config: a site that sells online; and the same site as one that only takes reservations.
    // Sign-in gating and the per-shopper cap have their own tests (lead-api-distrust.test.ts): here
    // one shopper reserves many cars without a session.
    const base = tenants.find((t) => t.features.onlinePurchase && t.features.reservation)!;
    seller = {
      ...base,
      features: { ...base.features, gatedRoutes: [] },
      vehiclePage: { ...base.vehiclePage, reservationsPerShopper: 20 },
    };
    reserveOnly = {
      ...seller,
      slug: 'reserve-only-motors',
      url: 'https://reserve-only-motors.example',
      features: { ...seller.features, onlinePurchase: false },
    };
    // The same site again, holding a reserved car for 72 hours (vehiclePage.reserveHoldHours).
    longHold = {
      ...seller,
      slug: 'long-hold-motors',
      url: 'https://long-hold-motors.example',
      vehiclePage: { ...seller.vehiclePage, reserveHoldHours: 72 },
    };
    // The same site taking deposits only on cars of $30,000 or more (vehiclePage.reserveMinPrice).
    minPrice = {
      ...seller,
      slug: 'min-price-motors',
      url: 'https://min-price-motors.example',
      vehiclePage: { ...seller.vehiclePage, reserveMinPrice: 30_000 },
    };
    const all = [...tenants.map((t) => (t.slug === seller.slug ? seller : t)), reserveOnly, longHold, minPrice];
    ({ api, port, close, database } = await startLeadApi(all, { cars, name: 'car-summaries', engine }));
  });
  afterAll(() => close());

  const get = (path: string, slug = seller.slug) => call(port, slug, 'GET', path);

  describe('GET /api/cars', () => {
    it('answers the cars with these ids, in the order asked, leaving out unknown ids', async () => {
      const reply = await get('/api/cars?ids=13,999,11');
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ cars: [STOCK[2], STOCK[0]] });
      expect(asked.at(-1)).toEqual({ ids: [13, 999, 11] });
    });

    it('answers the car with this slug, or none', async () => {
      expect((await get('/api/cars?slug=2023-mg-zs-12')).body).toEqual({ cars: [STOCK[1]] });
      expect((await get('/api/cars?slug=no-such-car')).body).toEqual({ cars: [] });
    });

    it('takes up to 50 ids, repeated ids once', async () => {
      const fifty = Array.from({ length: 50 }, (_, i) => i + 1);
      expect((await get(`/api/cars?ids=${fifty.join(',')}`)).status).toBe(200);
      expect((await get('/api/cars?ids=11,11,%2011')).body).toEqual({ cars: [STOCK[0]] });
    });

    it.each([
      ['no query', ''],
      ['both ids and slug', '?ids=1&slug=x'],
      ['ids twice', '?ids=1&ids=2'],
      ['empty ids', '?ids='],
      ['a word', '?ids=1,abc'],
      ['a fraction', '?ids=1.5'],
      ['a negative id', '?ids=-1'],
      ['zero', '?ids=0'],
      ['51 ids', `?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`],
      ['a slug with a quote', `?slug=${encodeURIComponent('x" OR id = 1')}`],
      ['an upper-case slug', '?slug=MG-ZS'],
      ['an empty slug', '?slug='],
    ])('refuses %s with 400', async (_name, query) => {
      const reply = await get(`/api/cars${query}`);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toEqual(expect.any(String));
    });

    it('answers 503 when the stock index cannot be read', async () => {
      expect((await get('/api/cars?slug=broken-index')).status).toBe(503);
    });

    it('is described in /api/openapi.json', async () => {
      const { body } = await get('/api/openapi.json');
      expect(body.paths['/api/cars'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['ids', 'slug']);
      expect(
        body.paths['/api/reservations'].post.requestBody.content['application/json'].schema.properties.purpose.enum,
      ).toEqual(['reserve', 'buy-online']);
    });
  });

  describe('POST /api/reservations with a purpose', () => {
    const reservation = (purpose?: string, car_id = 11) => ({
      car_id,
      fields: { name: 'Alex Citizen', email: 'alex@example.com', phone: '0412 345 678', opt_in: true },
      userData: {
        category: purpose === 'buy-online' ? 'Buy Online' : 'Reserve Online',
        url: 'http://site.localhost/checkout-journey',
        source: 'Website',
        user_agent: 'test',
        car_id,
        car_dealership_id: null,
        lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
      },
      payment: { token: 'tok_test_ok' },
      ...(purpose === undefined ? {} : { purpose }),
    });
    const category = async (leadId: string) => (await api.store.leads.read(leadId))!.request.userData.category;

    it("'buy-online' stores a Buy Online lead and holds the car", async () => {
      const reply = await call(port, seller.slug, 'POST', '/api/reservations', reservation('buy-online'));
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({
        reservation_id: expect.any(String),
        deposit: seller.vehiclePage.reserveDeposit,
      });
      expect(await category(reply.body.lead_id)).toBe('Buy Online');
      expect((await api.store.leads.read(reply.body.lead_id))!.kind).toBe('reservation');
    });

    it("'reserve', or no purpose, stores a Reserve Online lead", async () => {
      for (const [purpose, car] of [
        ['reserve', 14],
        [undefined, 15],
      ] as const) {
        const reply = await call(port, seller.slug, 'POST', '/api/reservations', reservation(purpose, car));
        expect(reply.status).toBe(201);
        expect(await category(reply.body.lead_id)).toBe('Reserve Online');
      }
    });

    it("refuses 'buy-online' on a site that does not sell online, but still takes its reservations", async () => {
      const refused = await call(port, reserveOnly.slug, 'POST', '/api/reservations', reservation('buy-online'));
      expect(refused.status).toBe(404);
      expect(refused.body.error).toBe('This dealer does not sell cars online.');
      expect((await call(port, reserveOnly.slug, 'POST', '/api/reservations', reservation())).status).toBe(201);
    });

    it('refuses a car priced under vehiclePage.reserveMinPrice, taking no deposit (NSW: at most 10% of the price)', async () => {
      const reply = await call(port, minPrice.slug, 'POST', '/api/reservations', reservation('reserve', 16));
      expect(reply.status).toBe(409);
      expect(reply.body.error).toBe('This car cannot be reserved online. Please enquire and we will hold it for you.');
      const held = await api.db
        .selectFrom('reservations')
        .select('id')
        .where('tenant', '=', minPrice.slug)
        .where('car_id', '=', 16)
        .execute();
      expect(held).toEqual([]);
    });

    it("holds the car for the tenant's vehiclePage.reserveHoldHours: 72 hours after now, not 48", async () => {
      const hours = (h: number) => h * 3_600_000;
      expect(seller.vehiclePage.reserveHoldHours).toBe(48);
      for (const [tenant, held, car] of [
        [longHold, 72, 11],
        [seller, 48, 16],
      ] as const) {
        const before = Date.now();
        const reply = await call(port, tenant.slug, 'POST', '/api/reservations', reservation(undefined, car));
        const after = Date.now();
        expect(reply.status).toBe(201);
        const heldUntil = Date.parse(reply.body.held_until);
        expect(heldUntil).toBeGreaterThanOrEqual(before + hours(held));
        expect(heldUntil).toBeLessThanOrEqual(after + hours(held));
        const row = await api.db
          .selectFrom('reservations')
          .select('held_until')
          .where('id', '=', reply.body.reservation_id)
          .executeTakeFirst();
        expect(row!.held_until).toBe(reply.body.held_until);
      }
    });

    it('spec: "car held 48 hours": a car an earlier reservation holds is refused, with no second deposit or lead', async () => {
      expect((await call(port, seller.slug, 'POST', '/api/reservations', reservation(undefined, 17))).status).toBe(201);
      for (const purpose of ['reserve', 'buy-online']) {
        const again = await call(port, seller.slug, 'POST', '/api/reservations', reservation(purpose, 17));
        expect(again.status).toBe(409);
        expect(again.body.error).toBe('Sorry, this car has just been reserved or sold.');
      }
      expect(
        await api.db
          .selectFrom('reservations')
          .select('id')
          .where('tenant', '=', seller.slug)
          .where('car_id', '=', 17)
          .execute(),
      ).toHaveLength(1);
    });

    it('refuses an unknown purpose, and a car that is sold or reserved', async () => {
      expect((await call(port, seller.slug, 'POST', '/api/reservations', reservation('lease'))).status).toBe(400);
      expect((await call(port, seller.slug, 'POST', '/api/reservations', reservation('buy-online', 12))).status).toBe(
        409,
      );
      expect((await call(port, seller.slug, 'POST', '/api/reservations', reservation('buy-online', 13))).status).toBe(
        409,
      );
    });
  });

  describe('a reservation hold across two API instances on one database', () => {
    it('gives a car to exactly one of four reservations sent at once to two instances', async () => {
      const { tenants } = await loadTenants('tenants');
      const second = await startLeadApi(
        [...tenants.map((t) => (t.slug === seller.slug ? seller : t)), reserveOnly, longHold],
        {
          cars,
          name: 'car-summaries-second',
          engine,
          database,
        },
      );
      try {
        const body = {
          car_id: 14,
          fields: { name: 'Alex Citizen', email: 'alex@example.com', phone: '0412 345 678', opt_in: true },
          userData: {
            category: 'Reserve Online',
            url: 'http://site.localhost/checkout',
            source: 'Website',
            user_agent: 'test',
            car_id: 14,
            car_dealership_id: null,
            lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
          },
          payment: { token: 'tok_test_ok' },
        };
        // Car 14 of the long-hold site, which no test above reserved there.
        const replies = await Promise.all(
          [port, second.port, port, second.port].map((p) => call(p, longHold.slug, 'POST', '/api/reservations', body)),
        );
        expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
        expect(
          await api.db
            .selectFrom('reservations')
            .select('id')
            .where('tenant', '=', longHold.slug)
            .where('car_id', '=', 14)
            .execute(),
        ).toHaveLength(1);
      } finally {
        await second.close();
      }
    });
  });
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
  let meili: MeiliConnection;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'forecourt-summaries-meili-'));
    meili = await startMeilisearch({ dataDir });
    await indexTenantStock(meili.client, site, [
      vehicle(1, { location_id: 7, price_type: 'drive_away', state: 'VIC' }),
      vehicle(2, { status: 'sold', reserved: true }),
      vehicle(3, { badge: null, price: 0 }),
    ]);
  });
  afterAll(async () => {
    await meili?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
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
