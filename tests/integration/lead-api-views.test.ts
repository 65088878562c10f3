/**
 * View counts (GET /api/cars/{slug}/view.json), on each engine with two API instances on one
 * database: a view is answered at once with a count that includes it, counts reach the database in
 * batches (never a write per view), and each instance's views show on the others once it writes.
 * A visitor (an address; the API sits behind a trusted proxy here) counts once per car per day,
 * on either instance, and no address is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { noCars, type CarLookup } from '../../src/api/cars.ts';
import { emptyVehicle } from '../../src/lib/stock/vehicle.ts';
import type { LiveCar } from '../../src/lib/stock/shapes.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import type { LeadApi } from '../../src/api/app.ts';
import { ENGINES, call, startLeadApi, stopSharedPostgres, until } from './lead-api-harness.ts';

afterAll(() => stopSharedPostgres());

const CAR_ID = 4242;
const cars: CarLookup = {
  ...noCars,
  bySlug: async (_tenant, slug) =>
    ({ ...emptyVehicle(), id: CAR_ID, slug, status: 'in_stock', price: 31_990 }) as LiveCar,
};
/** No timer flush during a test unless it asks for one: batches are written when the test says. */
const NEVER = { flushMs: 3_600_000 };

let tenants: Tenant[];
let tenant: Tenant;
beforeAll(async () => {
  ({ tenants } = await loadTenants('tenants'));
  tenant = tenants[0]!;
});

let visitors = 0;
/** A view by a new visitor, or by `from` (an address) again. */
const view = (port: number, from = `203.0.113.${++visitors}`) =>
  call(port, tenant.slug, 'GET', '/api/cars/2023-mg-zs-4242/view.json', undefined, { 'X-Forwarded-For': from }).then(
    (reply) => {
      expect(reply.status).toBe(200);
      return reply.body.views as number;
    },
  );
const stored = async (api: LeadApi) =>
  (
    await api.db
      .selectFrom('car_views')
      .select('views')
      .where('tenant', '=', tenant.slug)
      .where('car_id', '=', CAR_ID)
      .executeTakeFirst()
  )?.views;

describe.each(ENGINES)('on %s', (engine) => {
  it('counts each view at once, writes them in batches, and shares them between instances', async () => {
    const a = await startLeadApi(tenants, { engine, cars, name: 'views-a', views: NEVER, trustProxy: true });
    const b = await startLeadApi(tenants, {
      engine,
      cars,
      name: 'views-b',
      views: NEVER,
      database: a.database,
      trustProxy: true,
    });
    let closedA = false;
    try {
      expect([await view(a.port), await view(a.port), await view(a.port)]).toEqual([1, 2, 3]);
      // Three views, no write yet.
      expect(await stored(a.api)).toBeUndefined();
      await a.api.flushViews();
      expect(await stored(a.api)).toBe(3);
      // The other instance reads the total and adds its own view.
      expect(await view(b.port)).toBe(4);
      await b.api.flushViews();
      expect(await stored(a.api)).toBe(4);
      // `a` answers from what it last wrote (3) plus its unwritten view; its next write learns the rest.
      expect(await view(a.port)).toBe(4);
      await a.api.flushViews();
      expect(await stored(a.api)).toBe(5);
      expect(await view(a.port)).toBe(6);
      // Stopping writes what is waiting.
      await a.close();
      closedA = true;
      expect(await stored(b.api)).toBe(6);
    } finally {
      if (!closedA) await a.close();
      await b.close();
    }
  });

  it('writes a batch once maxPending views wait, without waiting for the timer', async () => {
    const api = await startLeadApi(tenants, {
      engine,
      cars,
      name: 'views-pending',
      views: { ...NEVER, maxPending: 5 },
      trustProxy: true,
    });
    try {
      for (let i = 1; i <= 4; i += 1) expect(await view(api.port)).toBe(i);
      expect(await stored(api.api)).toBeUndefined();
      expect(await view(api.port)).toBe(5);
      // The fifth view started the write, without the timer.
      await until(async () => (await stored(api.api)) === 5);
    } finally {
      await api.close();
    }
  });

  it('counts a visitor once per car per day, on either instance, keeping no address (200 views from one client were 200)', async () => {
    const a = await startLeadApi(tenants, { engine, cars, name: 'views-once-a', views: NEVER, trustProxy: true });
    const b = await startLeadApi(tenants, {
      engine,
      cars,
      name: 'views-once-b',
      views: NEVER,
      database: a.database,
      trustProxy: true,
    });
    try {
      const first = await view(a.port, '198.51.100.7');
      for (let i = 0; i < 20; i += 1) expect(await view(a.port, '198.51.100.7')).toBe(first);
      await a.api.flushViews();
      // The same visitor on the other instance, before and after its write: still one view.
      await view(b.port, '198.51.100.7');
      await b.api.flushViews();
      expect(await stored(a.api)).toBe(1);
      // A new visitor counts (b's answers never go down, so it may answer one more than it stores).
      await view(b.port, '198.51.100.8');
      await b.api.flushViews();
      expect(await stored(a.api)).toBe(2);
      const digests = await a.api.db.selectFrom('view_visitors').selectAll().execute();
      expect(digests).toHaveLength(2);
      expect(JSON.stringify(digests)).not.toContain('198.51.100');
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('behind the proxy, counts the address it saw (the last hop), not hops the client wrote before it', async () => {
    const api = await startLeadApi(tenants, { engine, cars, name: 'views-hops', views: NEVER, trustProxy: true });
    try {
      const first = await view(api.port, '192.0.2.1, 198.51.100.30');
      expect(await view(api.port, '192.0.2.2, 198.51.100.30')).toBe(first);
      await api.api.flushViews();
      expect(await stored(api.api)).toBe(1);
    } finally {
      await api.close();
    }
  });
});
