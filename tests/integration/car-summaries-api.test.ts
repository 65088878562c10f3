/**
 * GET /api/cars (car summaries for the garage and the checkout journey) and POST /api/reservations
 * with purpose 'buy-online' and the tenant's hold hours, over real HTTP on each engine (SQLite, PostgreSQL),
 * the hold exclusive across two instances on one database (meili-car-lookup.test.ts reads
 * summaries from a real Meilisearch).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import type { LeadApi } from '../../src/api/app.ts';
import type { DatabaseConfig } from '../../src/api/storage/database.ts';
import { noCars, type CarLookup } from '../../src/api/cars.ts';
import type { CarSummary, LiveCar } from '../../src/lib/stock/shapes.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { ENGINES, call, startLeadApi, stopSharedPostgres } from './lead-api-harness.ts';
import { reservation } from './lead-api-shopper.ts';

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
    /** The checkout form's body for `carId`, with this purpose or none. */
    const withPurpose = (purpose?: string, carId = 11) => {
      const { purpose: _none, ...body } = reservation(carId, undefined, undefined, purpose);
      return purpose === undefined ? body : { ...body, purpose };
    };
    const category = async (leadId: string) => (await api.store.leads.read(leadId))!.request.userData.category;

    it("'buy-online' stores a Buy Online lead and holds the car", async () => {
      const reply = await call(port, seller.slug, 'POST', '/api/reservations', withPurpose('buy-online'));
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
        const reply = await call(port, seller.slug, 'POST', '/api/reservations', withPurpose(purpose, car));
        expect(reply.status).toBe(201);
        expect(await category(reply.body.lead_id)).toBe('Reserve Online');
      }
    });

    it("refuses 'buy-online' on a site that does not sell online, but still takes its reservations", async () => {
      const refused = await call(port, reserveOnly.slug, 'POST', '/api/reservations', withPurpose('buy-online'));
      expect(refused.status).toBe(404);
      expect(refused.body.error).toBe('This dealer does not sell cars online.');
      expect((await call(port, reserveOnly.slug, 'POST', '/api/reservations', withPurpose())).status).toBe(201);
    });

    it('refuses a car priced under vehiclePage.reserveMinPrice, taking no deposit (NSW: at most 10% of the price)', async () => {
      const reply = await call(port, minPrice.slug, 'POST', '/api/reservations', withPurpose('reserve', 16));
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
        const reply = await call(port, tenant.slug, 'POST', '/api/reservations', withPurpose(undefined, car));
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
      expect((await call(port, seller.slug, 'POST', '/api/reservations', withPurpose(undefined, 17))).status).toBe(201);
      for (const purpose of ['reserve', 'buy-online']) {
        const again = await call(port, seller.slug, 'POST', '/api/reservations', withPurpose(purpose, 17));
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
      expect((await call(port, seller.slug, 'POST', '/api/reservations', withPurpose('lease'))).status).toBe(400);
      expect((await call(port, seller.slug, 'POST', '/api/reservations', withPurpose('buy-online', 12))).status).toBe(
        409,
      );
      expect((await call(port, seller.slug, 'POST', '/api/reservations', withPurpose('buy-online', 13))).status).toBe(
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
        const body = reservation(14);
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
