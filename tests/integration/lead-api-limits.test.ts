/**
 * Issue 27's limits, on each engine over real HTTP: sign-in texts only where the site has sign-in,
 * and at most leads.signInLimits per phone and per site; reservations follow the site's checkout
 * gate and hold at most vehiclePage.reservationsPerShopper cars per shopper (phone, session or
 * card), a deposit is released whenever its reservation fails; GETs that write are rate limited;
 * a valuation is kept only as the API recorded it, on sites that keep them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { TOO_MANY_TEXTS } from '../../src/api/routes/account.ts';
import { AT_CAP } from '../../src/api/routes/reservations.ts';
import { VIEWS_PER_POST } from '../../src/api/app.ts';
import {
  ENGINES,
  call,
  enquiry,
  plainEnquiryTenant,
  startLeadApi,
  stopSharedPostgres,
  type LeadApiStack,
} from './lead-api-harness.ts';
import { fixtureCars } from './lead-api-stock.ts';
import { offerAccepted, reservation, signIn, tradeInLead } from './lead-api-shopper.ts';

afterAll(() => stopSharedPostgres());

const texts = (dataDir: string) => {
  try {
    return readFileSync(join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n').filter(Boolean).length;
  } catch {
    return 0;
  }
};

describe.each(ENGINES)('on %s', (engine) => {
  let tenants: Tenant[];
  let plain: Tenant;
  let shop: Tenant;
  let ungated: Tenant;
  let stack: LeadApiStack;

  beforeAll(async () => {
    ({ tenants } = await loadTenants('tenants'));
    plain = plainEnquiryTenant(tenants);
    shop = tenants.find((t) => t.features.reservation && t.features.gatedRoutes.includes('checkout'))!;
    // The same shop without the gate, and with a small site-wide text allowance.
    ungated = {
      ...shop,
      slug: 'ungated-motors',
      url: 'https://ungated-motors.example',
      features: { ...shop.features, gatedRoutes: [] },
      leads: { ...shop.leads, signInLimits: { ...shop.leads.signInLimits, textsPerSite: 4 } },
    };
    const all = [...tenants, ungated];
    const cars = {
      ...fixtureCars(all),
      comparables: async () => [25_000, 27_000, 29_000].map((price) => ({ price, year: 2023, km: 40_000 })),
    };
    stack = await startLeadApi(all, { engine, name: 'limits', cars });
  });
  afterAll(() => stack.close());

  const post = (slug: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(stack.port, slug, 'POST', path, body, headers);

  describe('sign-in texts', () => {
    it('are sent only where the site has sign-in', async () => {
      const before = texts(stack.dataDir);
      expect((await post(plain.slug, '/api/sign-in/code', { phone: '0412 100 001' })).status).toBe(404);
      expect((await post(plain.slug, '/api/sign-in/verify', { phone: '0412 100 001', code: '123456' })).status).toBe(
        404,
      );
      expect(texts(stack.dataDir)).toBe(before);
    });

    it('go to one phone at most textsPerPhone times a window (25 requests sent 20 before)', async () => {
      const before = texts(stack.dataDir);
      const statuses = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await post(shop.slug, '/api/sign-in/code', { phone: '0412 100 002' })).status);
      const allowed = shop.leads.signInLimits.textsPerPhone;
      expect(statuses).toEqual([...Array(allowed).fill(200), ...Array(6 - allowed).fill(429)]);
      expect(texts(stack.dataDir) - before).toBe(allowed);
      expect((await post(shop.slug, '/api/sign-in/code', { phone: '0412 100 002' })).body.error).toBe(TOO_MANY_TEXTS);
    });

    it('go out from one site at most textsPerSite times a window, whatever the phones', async () => {
      const statuses = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await post(ungated.slug, '/api/sign-in/code', { phone: `0412 200 00${i}` })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    });
  });

  describe('reservations', () => {
    const ledger = () => [...stack.payments.ledger.values()];

    it('are refused where the site takes none, and need the session where checkout is gated', async () => {
      expect((await post(plain.slug, '/api/reservations', reservation(5))).status).toBe(404);
      const before = ledger().length;
      const anonymous = await post(shop.slug, '/api/reservations', reservation(5));
      expect(anonymous).toMatchObject({ status: 401, body: { error: 'Please sign in to reserve this car.' } });
      expect(ledger()).toHaveLength(before);
    });

    it('hold at most one car per signed-in shopper (6 in a row with one test card before)', async () => {
      const cookie = await signIn(stack.port, stack.dataDir, shop.slug, '0412 300 001');
      expect((await post(shop.slug, '/api/reservations', reservation(5, '0412 300 001'), cookie)).status).toBe(201);
      const before = ledger().length;
      const second = await post(
        shop.slug,
        '/api/reservations',
        reservation(7, '0499 300 002', 'tok_test_mastercard'),
        cookie,
      );
      expect(second).toMatchObject({ status: 409, body: { error: AT_CAP } });
      expect(ledger()).toHaveLength(before);
    });

    it('hold at most one car per card: a second is refused and its deposit released at once', async () => {
      expect((await post(ungated.slug, '/api/reservations', reservation(11, '0412 400 001'))).status).toBe(201);
      const sameCard = await post(ungated.slug, '/api/reservations', reservation(14, '0412 400 002'));
      expect(sameCard).toMatchObject({ status: 409, body: { error: AT_CAP } });
      expect(ledger().at(-1)).toMatchObject({ state: 'released' });
      expect(
        (await post(ungated.slug, '/api/reservations', reservation(14, '0412 400 002', 'tok_test_mastercard'))).status,
      ).toBe(201);
    });

    it('leave the car free when the card is declined', async () => {
      const declined = await post(
        ungated.slug,
        '/api/reservations',
        reservation(15, '0412 500 001', 'tok_test_declined'),
      );
      expect(declined.status).toBe(402);
      expect(
        (await post(ungated.slug, '/api/reservations', reservation(15, '0412 500 002', 'tok_test_visa_debit'))).status,
      ).toBe(201);
    });
  });

  it('counts view.json against the rate limit, as it writes (200 views from one client before)', async () => {
    const strict = await startLeadApi(tenants, { engine, name: 'limits-views', rateLimit: { burst: 3, perMinute: 1 } });
    try {
      const statuses = [];
      // Page views have VIEWS_PER_POST times the POSTs' burst, counted apart from them.
      const burst = 3 * VIEWS_PER_POST;
      for (let i = 0; i < burst + 2; i += 1)
        statuses.push((await call(strict.port, plain.slug, 'GET', '/api/cars/2022-nissan-navara-5/view.json')).status);
      expect(statuses).toEqual([...Array(burst).fill(200), 429, 429]);
      expect((await call(strict.port, plain.slug, 'POST', '/api/leads', enquiry())).status).toBe(201);
    } finally {
      await strict.close();
    }
  });

  describe('kept valuations', () => {
    it('are refused on a site that keeps none (any JSON up to 8 KB was kept on every site)', async () => {
      const reply = await post(plain.slug, '/api/miscellaneous', {
        column_name: 'valuation',
        anything: 'x'.repeat(7000),
      });
      expect(reply.status).toBe(404);
    });

    it("keep the API's record of the accepted offer, once, and refuse a body that is not it", async () => {
      const keeper = tenants.find((t) => t.leads.saveValuation && t.features.tradeInValuation)!;
      const lead = await post(keeper.slug, '/api/leads', tradeInLead());
      const id = lead.body.lead_id as string;
      await post(keeper.slug, `/api/leads/${id}/rego-lookup`, { rego: 'abc 123', regoState: 'QLD' });
      const year = new Date().getFullYear() - 2;
      const estimate = await post(keeper.slug, '/api/valuations/estimate', {
        year,
        make: 'MG',
        model: 'ZS',
        kms: 40_000,
        lead_id: id,
      });
      expect(estimate.body.offer_price).toBeGreaterThan(0);
      const forgedEarly = {
        column_name: 'valuation',
        lead_id: id,
        offer_price: 1,
        adjustmentAnswers: {},
        rego: 'ABC123',
        regoState: 'QLD',
      };
      expect((await post(keeper.slug, '/api/miscellaneous', forgedEarly)).status).toBe(409);
      const accept = offerAccepted(id);
      expect(
        (await post(keeper.slug, `/api/leads/${id}/offer-accepted`, { ...accept, category: 'Finance Enquiry' })).status,
      ).toBe(400);
      const accepted = await post(keeper.slug, `/api/leads/${id}/offer-accepted`, accept);
      expect(accepted.status).toBe(201);
      const kept = { ...forgedEarly, offer_price: accepted.body.offer_price };
      const forged = await post(keeper.slug, '/api/miscellaneous', { ...kept, offer_price: 999_999 });
      expect(forged.body.fields).toHaveProperty('offer_price');
      expect((await post(keeper.slug, '/api/miscellaneous', kept)).status).toBe(200);
      expect((await post(keeper.slug, '/api/miscellaneous', kept)).status).toBe(200);
      const rows = await stack.api.db.selectFrom('valuations').select('body').where('lead_id', '=', id).execute();
      expect(rows.map((r) => JSON.parse(r.body))).toEqual([
        {
          offer_price: accepted.body.offer_price,
          adjustmentAnswers: {},
          rego: 'ABC123',
          regoState: 'QLD',
          column_name: 'valuation',
        },
      ]);
    });
  });
});
