/**
 * Issue 27, on each engine over real HTTP: the lead API believes nothing the browser says. Each
 * case is a finding of the hostile test that answered 2xx (or 500) before: forged offers and
 * kinds, unknown fields, another dealer's cars, text storage cannot hold, deep bodies, odd media
 * types, a reused Idempotency-Key, test drives at any time, kept valuations nobody offered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import type { LeadApi } from '../../src/api/app.ts';
import { noCars } from '../../src/api/cars.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { NO_SUCH_SLOT } from '../../src/api/test-drives.ts';
import { KEY_REUSED } from '../../src/api/routes/leads.ts';
import { ENGINES, call, enquiry, plainEnquiryTenant, startLeadApi, stopSharedPostgres } from './lead-api-harness.ts';
import { ownCarId } from './lead-api-stock.ts';
import { signIn, withoutCar } from './lead-api-shopper.ts';

afterAll(() => stopSharedPostgres());

describe.each(ENGINES)('on %s', (engine) => {
  let api: LeadApi;
  let port: number;
  let close: () => Promise<void>;
  let tenants: Tenant[];
  let site: Tenant;
  let other: Tenant;

  beforeAll(async () => {
    ({ tenants } = await loadTenants('tenants'));
    site = plainEnquiryTenant(tenants);
    other = tenants.find((t) => t.slug !== site.slug)!;
    ({ api, port, close } = await startLeadApi(tenants, { engine, name: 'forgery' }));
  });
  afterAll(() => close());

  const post = (body: unknown, headers: Record<string, string> = {}, slug = site.slug) =>
    call(port, slug, 'POST', '/api/leads', body, headers);
  /** Sends `body`, expects `status`, and checks nothing was stored. */
  async function refused(body: unknown, status: number, headers: Record<string, string> = {}) {
    const before = await api.store.leads.count();
    const reply = await post(body, headers);
    expect(reply.status, JSON.stringify(reply.body)).toBe(status);
    expect(await api.store.leads.count()).toBe(before);
    return reply.body as { error: string; fields?: Record<string, string> };
  }

  describe('the server decides what a lead is', () => {
    it('refuses a trade-in lead marked "3. Offer Accepted" with an offer_price (delivered signed before)', async () => {
      const lead = withoutCar(enquiry({ message: undefined, postcode: '4000' }, 'Trade-In'));
      const forged = {
        ...lead,
        kind: 'trade-in',
        fields: { ...lead.fields, subcategory: '3. Offer Accepted', offer_price: 999_999 },
        userData: { ...lead.userData, subcategory: '3. Offer Accepted', offer_accepted: true },
      };
      const body = await refused(forged, 400);
      expect(Object.keys(body.fields!)).toEqual(expect.arrayContaining(['offer_price', 'userData.offer_accepted']));
    });

    it('takes only the kinds this site has forms for: never a reservation without a deposit', async () => {
      expect((await refused({ ...enquiry({}, 'Reserve Online'), kind: 'reservation' }, 400)).fields).toHaveProperty(
        'kind',
      );
      const external = tenants.find((t) => t.links.serviceBooking !== null)!;
      const service = await post({ ...withoutCar(enquiry({}, 'Service Booking')), kind: 'service' }, {}, external.slug);
      expect(service.status).toBe(400);
      expect(service.body.fields).toHaveProperty('kind');
    });

    it("refuses a category that is not the form's, and fields the form does not have, naming each", async () => {
      const wrongCategory = { ...enquiry({ message: undefined }, 'Finance Enquiry'), kind: 'test-drive' };
      expect((await refused(wrongCategory, 400)).fields).toHaveProperty('userData.category');
      const extra = enquiry({ notes: 'x'.repeat(15_000), extra: { a: 1 }, constructor: 'x' } as never);
      expect((await refused(extra, 400)).fields).toMatchObject({
        notes: 'notes is not a field of this form.',
        extra: 'extra is not a field of this form.',
        constructor: 'constructor is not a field of this form.',
      });
      const photosOnEnquiry = enquiry({ 'Request Photos': 'Please send photos.' });
      expect((await refused(photosOnEnquiry, 400)).fields).toHaveProperty(['Request Photos']);
    });

    it("files a car lead under the stock index's car, not the page's", async () => {
      const lead = enquiry({
        'Vehicle Make': 'Ferrari',
        'Vehicle Model': 'F40',
        stock_number: 'FAKE',
        subcategory: 'x',
      });
      const reply = await post(lead);
      expect(reply.status).toBe(201);
      const stored = (await api.store.leads.read(reply.body.lead_id))!.request;
      expect(stored.fields).toMatchObject({
        'Vehicle Make': 'Nissan',
        'Vehicle Model': 'Navara',
        stock_number: 'N1234',
        subcategory: '2022 Nissan Navara ST',
      });
    });

    it("answers 404 for another dealer's car or one that does not exist, and a subcategory a form never sends is refused", async () => {
      for (const car_id of [ownCarId(tenants, other.slug), 31337]) {
        const lead = enquiry({ car_id });
        expect(await refused({ ...lead, userData: { ...lead.userData, car_id } }, 404)).toMatchObject({
          error: 'That car is not listed on this site.',
        });
      }
      const carless = withoutCar(enquiry({ subcategory: '3. Offer Accepted' }));
      expect((await refused(carless, 400)).fields).toHaveProperty('subcategory');
    });
  });

  describe('bodies storage cannot hold are a 400 naming the field, the same on both engines', () => {
    it.each([
      [
        'a NUL in userData.category (a 500 on PostgreSQL before)',
        { userData: { category: 'General\u0000Enquiry' } },
        'userData.category',
      ],
      ['a bell character in the name', { fields: { name: 'Alex\u0007' } }, 'name'],
      ['a lone surrogate in the message', { fields: { message: 'hi \ud800' } }, 'message'],
    ] as [string, { fields?: object; userData?: object }, string][])('%s', async (_name, change, field) => {
      const lead = enquiry();
      const body = {
        ...lead,
        fields: { ...lead.fields, ...(change.fields ?? {}) },
        userData: { ...lead.userData, ...(change.userData ?? {}) },
      };
      expect((await refused(body, 400)).fields).toEqual({ [field]: expect.stringMatching(/cannot store/) });
    });

    it('keeps tabs, newlines and emoji', async () => {
      expect((await post(enquiry({ message: 'Line one\n\tLine two 🚗 ½' }))).status).toBe(201);
    });

    it('refuses a body nested ~4,500 deep before it is parsed into storage (a stack overflow before)', async () => {
      const deep = `{"kind":"enquiry","fields":{"x":${'['.repeat(4500)}${']'.repeat(4500)}}}`;
      expect((await refused(deep, 400)).error).toMatch(/nested more than 8 levels/);
      expect((await post(enquiry())).status).toBe(201);
    });
  });

  describe('Content-Type and Idempotency-Key', () => {
    it.each([
      ['application/jsonp', 415],
      ['application/json-patch+json', 415],
      ['application/json; charset=latin1', 415],
      ['text/plain', 415],
      ['application/json; charset=UTF-8', 201],
      ['Application/JSON', 201],
    ])('%s → %i', async (type, status) => {
      expect((await post(JSON.stringify(enquiry()), { 'Content-Type': type })).status).toBe(status);
    });

    it('answers 422 for a key reused with another body, and the first lead for the same body', async () => {
      const key = { 'Idempotency-Key': `key-${engine}` };
      const first = await post(enquiry({ message: 'First' }), key);
      expect(first.status).toBe(201);
      expect((await post(enquiry({ message: 'First' }), key)).body.lead_id).toBe(first.body.lead_id);
      expect(await refused(enquiry({ message: 'Second' }), 422, key)).toMatchObject({ error: KEY_REUSED });
    });
  });

  describe('test drives are booked by the availability call’s rules', () => {
    const drive = (car_id: number, booking_datetime: string) => {
      const lead = enquiry({ car_id, booking_datetime, message: undefined }, 'Test Drive');
      return { ...lead, kind: 'test-drive', userData: { ...lead.userData, car_id } };
    };

    it.each([
      ['in the past, at 3:17 am', '2001-01-01T03:17'],
      ['in 2099', '2099-01-02T10:00'],
      ['at a time that is not a half-hour start', null],
      ['at 3 am tomorrow', 'tomorrow 03:00'],
    ])('refuses a booking %s', async (_name, when) => {
      const days = (await call(port, site.slug, 'GET', '/api/test-drive/availability?car_id=5')).body.days;
      const first = days[0] as { date: string; slots: string[] };
      const at =
        when === null ? `${first.date}T${first.slots[0]!.slice(0, 3)}17` : when.replace('tomorrow ', `${first.date}T`);
      expect((await refused(drive(5, at), 400)).fields).toEqual({ booking_datetime: NO_SUCH_SLOT });
    });

    it("answers 404 for another dealer's car or none; books a free slot once", async () => {
      expect((await refused(drive(ownCarId(tenants, other.slug), '2030-01-01T10:00'), 404)).error).toMatch(
        /not listed/,
      );
      const days = (await call(port, site.slug, 'GET', '/api/test-drive/availability?car_id=7')).body.days;
      const slot = `${days[0].date}T${days[0].slots[0]}`;
      expect((await post(drive(7, slot))).status).toBe(201);
      // Taken, it is no longer offered (two at once: lead-api-races.test.ts).
      const again = { ...drive(7, slot), fields: { ...drive(7, slot).fields, email: 'b@example.com' } };
      expect((await refused(again, 400)).fields).toEqual({ booking_datetime: NO_SUCH_SLOT });
      expect((await call(port, site.slug, 'GET', '/api/test-drive/availability?car_id=31337')).status).toBe(404);
    });
  });

  it('keeps a car lead as sent when the stock index cannot be read, rather than lose it', async () => {
    const stack = await startLeadApi(tenants, { engine, name: 'forgery-no-index', cars: noCars });
    try {
      const reply = await call(stack.port, site.slug, 'POST', '/api/leads', enquiry());
      expect(reply.status).toBe(201);
      expect((await stack.api.store.leads.read(reply.body.lead_id))!.request.fields).toMatchObject({ car_id: 263011 });
    } finally {
      await stack.close();
    }
  });

  it("the watchlist saves only this site's cars", async () => {
    const stack = await startLeadApi(tenants, { engine, name: 'forgery-watchlist' });
    try {
      const shop = tenants.find((t) => t.features.watchlist)!;
      const cookie = await signIn(stack.port, stack.dataDir, shop.slug, '0412 555 001');
      const save = (car_id: number) =>
        call(
          stack.port,
          shop.slug,
          'POST',
          '/api/watchlist/save-car',
          { phone_number: '0412 555 001', car_id },
          cookie,
        );
      expect((await save(ownCarId(tenants, other.slug === shop.slug ? site.slug : other.slug))).status).toBe(404);
      expect((await save(31337)).status).toBe(404);
      expect((await save(ownCarId(tenants, shop.slug))).status).toBe(200);
      expect((await call(stack.port, shop.slug, 'GET', '/api/watchlist', undefined, cookie)).body.car_ids).toEqual([
        ownCarId(tenants, shop.slug),
      ]);
    } finally {
      await stack.close();
    }
  });
});
