/**
 * The lead API over real HTTP, on each engine (a real SQLite file, a real PostgreSQL server): leads
 * stored before the answer, delivered once to the dealer's webhook and as ADF/XML, retried while
 * the dealer is down, and every kind of bad input refused with a clear message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import type { LeadApi } from '../../src/api/app.ts';
import { noCars, type CarLookup } from '../../src/api/cars.ts';
import type { LiveCar } from '../../src/lib/stock/shapes.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import {
  ENGINES,
  call,
  enquiry,
  plainEnquiryTenant,
  startLeadApi,
  stopSharedPostgres,
  until,
  type Reply,
} from './lead-api-harness.ts';

afterAll(() => stopSharedPostgres());

describe.each(ENGINES)('on %s', (engine) => {
  let api: LeadApi;
  let port: number;
  let close: () => Promise<void>;
  let receiver: Awaited<ReturnType<typeof startLeadApi>>['receiver'];
  let tenant: Tenant;
  let dataDir: string;

  beforeAll(async () => {
    const { tenants } = await loadTenants('tenants');
    tenant = plainEnquiryTenant(tenants);
    ({ api, receiver, dataDir, port, close } = await startLeadApi(tenants, { engine }));
  });
  afterAll(() => close());

  describe('accepting and delivering a lead', () => {
    it('stores the lead before answering 201, then delivers it once as JSON and once as ADF/XML', async () => {
      const reply = await call(port, tenant.slug, 'POST', '/api/leads', enquiry());
      expect(reply.status).toBe(201);
      const id = reply.body.lead_id as string;
      expect((await api.store.leads.read(id))?.request.fields.email).toBe('alex@example.com');
      await until(
        () =>
          receiver.delivered(`/hook/${tenant.slug}`).some((r) => r.idempotencyKey === id) &&
          receiver.delivered(`/adf/${tenant.slug}`).some((r) => r.idempotencyKey === id),
      );
      const hook = receiver.delivered(`/hook/${tenant.slug}`).filter((r) => r.idempotencyKey === id);
      expect(hook).toHaveLength(1);
      expect(JSON.parse(hook[0]!.body)).toMatchObject({
        lead_id: id,
        tenant: tenant.slug,
        kind: 'enquiry',
        fields: { name: 'Alex Citizen', phone: '0412345678' },
        userData: { source: 'Website' },
      });
      const adf = receiver.delivered(`/adf/${tenant.slug}`).find((r) => r.idempotencyKey === id)!;
      expect(adf.contentType).toContain('application/xml');
      expect(adf.body).toMatch(
        /^<\?xml version="1.0"[^>]*\?>\s*<\?adf version="1.0"\?>\s*<adf>\s*<prospect status="new">/,
      );
      for (const part of [
        '<requestdate>',
        '<vehicle interest="buy" status="used">',
        '<make>Nissan</make>',
        '<model>Navara</model>',
        '<stock>N1234</stock>',
        '<customer>',
        '<email>alex@example.com</email>',
        '<vendor>',
        `<vendorname>${tenant.name.replace(/&/g, '&amp;')}</vendorname>`,
        '<provider>',
      ])
        expect(adf.body).toContain(part);
    });

    it('keeps retrying while the dealer is down and delivers once when it is back', async () => {
      receiver.setUp(false);
      const { body } = await call(port, tenant.slug, 'POST', '/api/leads', enquiry());
      const mine = () =>
        receiver.received.filter((r) => r.idempotencyKey === body.lead_id && r.path.startsWith('/hook/'));
      await until(() => mine().length >= 3);
      expect(mine().every((r) => r.answered === 503)).toBe(true);
      receiver.setUp(true);
      await until(() => mine().some((r) => r.answered === 200));
      await new Promise((r) => setTimeout(r, 300));
      expect(mine().filter((r) => r.answered === 200)).toHaveLength(1);
      const row = await api.db
        .selectFrom('outbox')
        .select(['attempts', 'delivered_at'])
        .where('lead_id', '=', body.lead_id)
        .where('destination', '=', 'webhook')
        .executeTakeFirst();
      expect(Number(row!.attempts)).toBeGreaterThanOrEqual(4);
      expect(row!.delivered_at).not.toBeNull();
    });

    it('rewrites a careers enquiry to General Enquiry / Career Enquiry (spec/site.md §4)', async () => {
      const categories = tenant.leads.categories;
      const careers = categories.find((c) => /career/i.test(c));
      expect(careers).toBeDefined();
      const { body } = await call(port, tenant.slug, 'POST', '/api/leads', enquiry({}, careers!));
      const stored = (await api.store.leads.read(body.lead_id))!;
      expect(stored.request.userData).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
      expect(stored.category).toBe('General Enquiry');
    });
  });

  describe('test-drive availability (designed: half-hour starts in sales hours, from tomorrow)', () => {
    it('offers half-hour starts and takes a booked one out', async () => {
      const ask = () => call(port, tenant.slug, 'GET', '/api/test-drive/availability?car_id=263011');
      const first = await ask();
      expect(first.status).toBe(200);
      const day = first.body.days[0] as { date: string; slots: string[] };
      expect(day.date > first.body.today).toBe(true);
      expect(day.slots.every((slot) => /^\d\d:(00|30)$/.test(slot))).toBe(true);
      const booking = `${day.date}T${day.slots[0]}`;
      const booked = await call(port, tenant.slug, 'POST', '/api/leads', {
        ...enquiry({ booking_datetime: booking, message: undefined }, 'Test Drive'),
        kind: 'test-drive',
      });
      expect(booked.status).toBe(201);
      const after = (await ask()).body.days.find((d: { date: string }) => d.date === day.date);
      expect(after?.slots ?? []).not.toContain(day.slots[0]);
      expect((await call(port, tenant.slug, 'GET', '/api/test-drive/availability?car_id=abc')).status).toBe(400);
    });

    it("books at the car's own location when it is not the primary one", async () => {
      const { tenants } = await loadTenants('tenants');
      const group = tenants.find((t) => t.locations.filter((l) => l.type === 'sales').length > 1)!;
      const away = group.locations.find((l) => l.type === 'sales' && !l.primary)!;
      const cars: CarLookup = {
        ...noCars,
        byId: async (_t, id) => ({ id, location_id: away.id }) as unknown as LiveCar,
      };
      const other = await startLeadApi(tenants, { cars, name: 'test-drive', engine });
      try {
        const reply = await call(other.port, group.slug, 'GET', '/api/test-drive/availability?car_id=42');
        expect(reply.status).toBe(200);
        expect(reply.body.location).toBe(away.name);
      } finally {
        await other.close();
      }
    });
  });

  describe('bad input', () => {
    const cases: [string, () => Promise<Pick<Reply, 'status' | 'body'>>, number, RegExp | null][] = [
      ['malformed JSON', () => call(port, tenant.slug, 'POST', '/api/leads', '{"kind":'), 400, /not valid JSON/],
      [
        'an oversized body',
        () =>
          call(port, tenant.slug, 'POST', '/api/leads', {
            ...enquiry(),
            fields: { ...enquiry().fields, message: 'x'.repeat(20_000) },
          }),
        413,
        /larger than/,
      ],
      [
        'a body that is not JSON',
        () =>
          call(port, tenant.slug, 'POST', '/api/leads', 'name=x', {
            'Content-Type': 'application/x-www-form-urlencoded',
          }),
        415,
        /application\/json/,
      ],
      ['an unknown site', () => call(port, 'no-such-dealer', 'POST', '/api/leads', enquiry()), 404, /Unknown site/],
      ['an unknown call', () => call(port, tenant.slug, 'GET', '/api/nope'), 404, /No such API call/],
    ];
    it.each(cases)('%s gets a clear error and stores nothing', async (_name, send, status, message) => {
      const before = await api.store.leads.count();
      const reply = await send();
      expect(reply.status).toBe(status);
      if (message) expect(reply.body.error).toMatch(message);
      expect(await api.store.leads.count()).toBe(before);
    });

    it('names each invalid field with the form messages', async () => {
      const reply = await call(
        port,
        tenant.slug,
        'POST',
        '/api/leads',
        enquiry({ email: 'not-an-email', phone: '123', message: '' }),
      );
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        error: 'Please fix the following errors:',
        fields: {
          email: 'Please enter a valid email address.',
          phone: 'Please enter a valid Australian phone number.',
        },
      });
      const empty = await call(port, tenant.slug, 'POST', '/api/leads', enquiry({ message: '  ' }));
      expect(empty.body.fields).toEqual({ message: 'Please enter a message.' });
    });

    it('drops a lead whose honeypot field is filled, answering as if accepted', async () => {
      const before = await api.store.leads.count();
      const reply = await call(port, tenant.slug, 'POST', '/api/leads', {
        ...enquiry(),
        website: 'http://spam.example',
      });
      expect(reply.status).toBe(201);
      expect(await api.store.leads.read(reply.body.lead_id)).toBeNull();
      expect(await api.store.leads.count()).toBe(before);
    });

    it('answers 429 with Retry-After once a client sends too many', async () => {
      const { tenants } = await loadTenants('tenants');
      const strict = await startLeadApi(tenants, { name: 'strict', rateLimit: { burst: 3, perMinute: 1 }, engine });
      const statuses = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push((await call(strict.port, tenant.slug, 'POST', '/api/leads', enquiry())).status);
      const limited = await call(strict.port, tenant.slug, 'POST', '/api/leads', enquiry());
      const stored = await strict.api.store.leads.count();
      await strict.close();
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      expect(stored).toBe(3);
    });
  });

  describe('sign-in and the watchlist', () => {
    it('signs in with the texted code and keeps a watchlist per phone', async () => {
      const { tenants } = await loadTenants('tenants');
      const site = tenants.find((t) => t.features.signIn && t.features.watchlist)!;
      const phone = '0412 000 111';
      expect((await call(port, site.slug, 'GET', '/api/session')).body).toEqual({ phone: null });
      expect(
        (await call(port, site.slug, 'POST', '/api/watchlist/save-car', { phone_number: phone, car_id: 5 })).status,
      ).toBe(401);
      expect((await call(port, site.slug, 'POST', '/api/sign-in/code', { phone })).status).toBe(200);
      const sms = readFileSync(join(dataDir, 'sms-outbox.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
        .at(-1);
      expect(sms.to).toBe('+61412000111');
      const code = /(\d{6})/.exec(sms.text)![1]!;
      expect(
        (
          await call(port, site.slug, 'POST', '/api/sign-in/verify', {
            phone,
            code: code === '000000' ? '000001' : '000000',
          })
        ).body.error,
      ).toMatch(/not right/);
      const verified = await call(port, site.slug, 'POST', '/api/sign-in/verify', { phone, code });
      expect(verified.status).toBe(200);
      const session = String(verified.headers['set-cookie']).split(';')[0]!;
      const cookie = { Cookie: session };
      expect((await call(port, site.slug, 'GET', '/api/session', undefined, cookie)).body).toEqual({
        phone: '+61412000111',
      });
      expect(
        (await call(port, site.slug, 'POST', '/api/watchlist/save-car', { phone_number: phone, car_id: 5 }, cookie))
          .body,
      ).toEqual({ success: true });
      await call(port, site.slug, 'POST', '/api/watchlist/save-car', { phone_number: phone, car_id: 7 }, cookie);
      await call(port, site.slug, 'POST', '/api/watchlist/remove-car', { phone_number: phone, car_id: 5 }, cookie);
      expect((await call(port, site.slug, 'GET', '/api/watchlist', undefined, cookie)).body).toEqual({
        car_ids: [7],
      });
      expect(
        (
          await call(
            port,
            site.slug,
            'POST',
            '/api/watchlist/save-car',
            { phone_number: '0499 999 999', car_id: 5 },
            cookie,
          )
        ).status,
      ).toBe(403);
    });

    it('describes itself as OpenAPI 3.1', async () => {
      const reply = await call(port, tenant.slug, 'GET', '/api/openapi.json');
      expect(reply.body.openapi).toBe('3.1.0');
      expect(Object.keys(reply.body.paths)).toEqual(
        expect.arrayContaining(['/api/leads', '/api/watchlist/save-car', '/api/cars/{slug}/view.json']),
      );
      expect(
        reply.body.paths['/api/leads'].post.requestBody.content['application/json'].schema.properties.kind.enum,
      ).toContain('test-drive');
    });
  });
});
