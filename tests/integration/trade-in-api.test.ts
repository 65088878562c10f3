/**
 * The trade-in valuation calls over real HTTP on each engine, SQLite and PostgreSQL (spec/shopping.md §7 Lead
 * submission: rego lookup, valuation adjustments, offer accepted; spec/site.md §5 Trade-in
 * valuation). The stock index is stood in for by a CarLookup whose comparables are fixed; the rest
 * of it knows no cars (meili-car-lookup.test.ts reads comparables from a real one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import type { LeadApi } from '../../src/api/app.ts';
import { noCars, type CarLookup } from '../../src/api/cars.ts';
import { NO_COMPARABLES, NO_ONLINE_ESTIMATE } from '../../src/lib/leads/valuation.ts';
import { currentYear } from '../../src/lib/vehicle/dates.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { ENGINES, call, enquiry, startLeadApi, stopSharedPostgres, until } from './lead-api-harness.ts';
import { offerAccepted, tradeInLead, withoutCar } from './lead-api-shopper.ts';

afterAll(() => stopSharedPostgres());

describe.each(ENGINES)('on %s', (engine) => {
  let api: LeadApi;
  let port: number;
  let close: () => Promise<void>;
  let receiver: Awaited<ReturnType<typeof startLeadApi>>['receiver'];
  let tenant: Tenant;
  let otherTenant: Tenant;
  let noToolTenant: Tenant;
  const queries: Parameters<CarLookup['comparables']>[1][] = [];

  // Three Corollas for sale: median $29,000 at a median 50,000 km.
  const COROLLAS = [
    { price: 27_000, year: 2023, km: 40_000 },
    { price: 29_000, year: 2024, km: 50_000 },
    { price: 31_000, year: 2025, km: 60_000 },
  ];
  const cars: CarLookup = {
    ...noCars,
    async comparables(_tenant, query) {
      queries.push(query);
      return query.make === 'Toyota' && query.model === 'Corolla' ? COROLLAS : [];
    },
  };
  const year = currentYear(new Date()) - 2;
  // 40,000 km is 10,000 under the median: +$800 → $29,800 × 0.82 = $24,436 → $24,400.
  const corolla = { year, make: 'Toyota', model: 'Corolla', kms: 40_000 };
  const OFFER = 24_400;
  const answers = { accident_damage: 'No', service_history: 'No', tyres_brakes: 'Yes', interior_damage: 'No' } as const;
  // −5% (service history) −3% (tyres/brakes): $24,400 × 0.92 = $22,448 → $22,400.
  const ADJUSTED = 22_400;

  async function newLead(site = tenant): Promise<string> {
    const reply = await call(port, site.slug, 'POST', '/api/leads', tradeInLead());
    expect(reply.status).toBe(201);
    return reply.body.lead_id as string;
  }

  const post = (path: string, body: unknown, site = tenant) => call(port, site.slug, 'POST', path, body);
  beforeAll(async () => {
    const { tenants } = await loadTenants('tenants');
    const withTool = tenants.filter(
      (t) => t.features.tradeInValuation && t.dealerships.length <= 1 && !t.leads.termsText,
    );
    [tenant, otherTenant] = [withTool[0]!, withTool[1]!];
    noToolTenant = tenants.find((t) => !t.features.tradeInValuation)!;
    ({ api, receiver, port, close } = await startLeadApi(tenants, { cars, name: 'trade-in', engine }));
  });
  afterAll(() => close());

  describe('POST /api/valuations/estimate', () => {
    it('offers the km-adjusted median of same make/model cars a year either side, less the margin', async () => {
      queries.length = 0;
      const reply = await post('/api/valuations/estimate', corolla);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ offer_price: OFFER });
      expect(queries).toEqual([{ make: 'Toyota', model: 'Corolla', yearFrom: year - 1, yearTo: year + 1 }]);
    });

    it.each([
      ['over 7 years old', { ...corolla, year: currentYear(new Date()) - 8 }],
      ['over 100,000 km', { ...corolla, kms: 100_001 }],
    ])('gives no online estimate for a car %s, without looking for comparables', async (_name, car) => {
      queries.length = 0;
      const reply = await post('/api/valuations/estimate', car);
      expect(reply.body).toEqual({ offer_price: null, message: NO_ONLINE_ESTIMATE });
      expect(queries).toEqual([]);
    });

    it('says so when there are too few comparables', async () => {
      const reply = await post('/api/valuations/estimate', { ...corolla, make: 'Lada', model: 'Niva' });
      expect(reply.body).toEqual({ offer_price: null, message: NO_COMPARABLES });
    });
  });

  describe('a trade-in lead from rego to accepted offer', () => {
    it('records each step and delivers the accepted offer to the dealer as a new lead', async () => {
      const id = await newLead();
      expect(
        await post(`/api/leads/${id}/rego-lookup`, {
          rego: 'abc 123',
          regoState: 'QLD',
          PreferredContactMethod: 'SMS',
          finance: 'Yes',
        }),
      ).toMatchObject({ status: 200, body: { rego: 'ABC123', regoState: 'QLD' } });
      expect(await post('/api/valuations/estimate', { ...corolla, lead_id: id })).toMatchObject({
        status: 200,
        body: { offer_price: OFFER },
      });
      expect(await post(`/api/leads/${id}/valuation-adjustments`, { id, adjustmentAnswers: answers })).toMatchObject({
        status: 200,
        body: { offer_price: ADJUSTED },
      });

      const before = await api.store.leads.count(tenant.slug);
      const accepted = await post(`/api/leads/${id}/offer-accepted`, offerAccepted(id));
      expect(accepted.status).toBe(201);
      expect(accepted.body.offer_price).toBe(ADJUSTED);
      const newId = accepted.body.lead_id as string;
      expect(newId).not.toBe(id);
      expect(await api.store.leads.count(tenant.slug)).toBe(before + 1);

      const stored = (await api.store.leads.read(newId))!;
      expect(stored.kind).toBe('trade-in');
      expect(stored.request.userData).toMatchObject({
        category: 'Trade-In',
        subcategory: '3. Offer Accepted',
        lead_id: id,
        form_completed: true,
        offer_accepted: true,
      });
      expect(stored.request.fields).toMatchObject({
        name: 'Sam',
        last_name: 'Seller',
        email: 'sam@example.com',
        postcode: '4000',
        offer_price: ADJUSTED,
        kms: 40_000,
        rego: 'ABC123',
        regoState: 'QLD',
        PreferredContactMethod: 'SMS',
        finance: 'Yes',
        trade_in_make: 'Toyota',
        trade_in_model: 'Corolla',
        trade_in_year: year,
        adjustmentAnswers: answers,
      });
      expect(stored.request.fields.message).toBe(
        `Trade-in offer accepted: $22,400 for a ${year} Toyota Corolla with 40,000 kms, rego ABC123 (QLD).`,
      );
      const steps = (
        await api.db.selectFrom('lead_updates').select('kind').where('lead_id', '=', id).orderBy('id').execute()
      ).map((r) => r.kind);
      expect(steps).toEqual(['rego-lookup', 'estimate', 'adjustments', 'offer-accepted']);

      await until(
        () =>
          receiver.delivered(`/hook/${tenant.slug}`).some((r) => r.idempotencyKey === newId) &&
          receiver.delivered(`/adf/${tenant.slug}`).some((r) => r.idempotencyKey === newId),
      );
      const hook = JSON.parse(receiver.delivered(`/hook/${tenant.slug}`).find((r) => r.idempotencyKey === newId)!.body);
      expect(hook).toMatchObject({
        lead_id: newId,
        kind: 'trade-in',
        userData: { subcategory: '3. Offer Accepted', offer_accepted: true },
        fields: { offer_price: ADJUSTED },
      });
      const adf = receiver.delivered(`/adf/${tenant.slug}`).find((r) => r.idempotencyKey === newId)!.body;
      expect(adf).toContain('<vehicle interest="trade-in" status="used">');
      expect(adf).toContain('ABC123');

      // Accepting again (a retried click) answers the same lead and sends the dealer nothing new.
      const again = await post(`/api/leads/${id}/offer-accepted`, offerAccepted(id));
      expect(again).toMatchObject({ status: 200, body: { lead_id: newId, offer_price: ADJUSTED } });
      expect(await api.store.leads.count(tenant.slug)).toBe(before + 1);
      // After acceptance the offer cannot change.
      const adjustAgain = await post(`/api/leads/${id}/valuation-adjustments`, { id, adjustmentAnswers: answers });
      expect(adjustAgain.status).toBe(409);
      expect(adjustAgain.body.error).toBe('This offer has already been accepted.');
      const estimateAgain = await post('/api/valuations/estimate', { ...corolla, lead_id: id });
      expect(estimateAgain.status).toBe(409);
      expect(estimateAgain.body.error).toBe('This offer has already been accepted.');
    });

    it('accepts the unadjusted estimate; a new estimate drops earlier adjustments', async () => {
      const id = await newLead();
      await post('/api/valuations/estimate', { ...corolla, lead_id: id });
      await post(`/api/leads/${id}/valuation-adjustments`, { id, adjustmentAnswers: answers });
      await post('/api/valuations/estimate', { ...corolla, lead_id: id });
      const accepted = await post(`/api/leads/${id}/offer-accepted`, offerAccepted(id, { form_completed: false }));
      expect(accepted).toMatchObject({ status: 201, body: { offer_price: OFFER } });
      expect((await api.store.leads.read(accepted.body.lead_id))!.request.fields.adjustmentAnswers).toBeUndefined();
    });

    it('refuses to adjust or accept before there is an offer (409)', async () => {
      const id = await newLead();
      expect((await post(`/api/leads/${id}/valuation-adjustments`, { id, adjustmentAnswers: answers })).status).toBe(
        409,
      );
      expect((await post(`/api/leads/${id}/offer-accepted`, offerAccepted(id))).status).toBe(409);
      await post('/api/valuations/estimate', { ...corolla, kms: 150_000, lead_id: id });
      const refused = await post(`/api/leads/${id}/offer-accepted`, offerAccepted(id));
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/get an estimate first/);
      expect(refused.body.error).toBe('There is no online offer for this car yet. Please get an estimate first.');
    });
  });

  describe('whose lead', () => {
    it("answers 404 for another site's lead, an unknown id or a lead that is not a trade-in", async () => {
      const theirs = await newLead(otherTenant);
      const enquiryReply = await call(port, tenant.slug, 'POST', '/api/leads', withoutCar(enquiry()));
      for (const id of [theirs, 'no-such-lead', enquiryReply.body.lead_id as string]) {
        for (const [path, body] of [
          [`/api/leads/${id}/rego-lookup`, { rego: 'ABC123', regoState: 'QLD' }],
          [`/api/leads/${id}/valuation-adjustments`, { id, adjustmentAnswers: answers }],
          [`/api/leads/${id}/offer-accepted`, offerAccepted(id)],
          ['/api/valuations/estimate', { ...corolla, lead_id: id }],
        ] as const) {
          const reply = await post(path, body);
          expect(reply.status, `${path} for ${id}`).toBe(404);
          expect(reply.body.error).toBe('No trade-in enquiry with that id.');
        }
      }
      expect(await api.db.selectFrom('lead_updates').select('id').where('lead_id', '=', theirs).execute()).toHaveLength(
        0,
      );
    });

    it('answers 404 on a site without the valuation tool', async () => {
      const reply = await post('/api/valuations/estimate', corolla, noToolTenant);
      expect(reply).toMatchObject({ status: 404, body: { error: 'This dealer does not value trade-ins online.' } });
    });
  });

  describe('bad bodies', () => {
    let id: string;
    beforeAll(async () => {
      id = await newLead();
    });
    const cases: [string, () => [string, unknown], string | null][] = [
      ['estimate without a make', () => ['/api/valuations/estimate', { ...corolla, make: '' }], 'make'],
      ['estimate with the year as text', () => ['/api/valuations/estimate', { ...corolla, year: 'last year' }], 'year'],
      ['estimate with negative kms', () => ['/api/valuations/estimate', { ...corolla, kms: -5 }], 'kms'],
      ['estimate with an extra field', () => ['/api/valuations/estimate', { ...corolla, price: 1 }], 'price'],
      ['a rego with symbols', () => [`/api/leads/${id}/rego-lookup`, { rego: 'AB#123', regoState: 'QLD' }], 'rego'],
      [
        'a state that is not Australian',
        () => [`/api/leads/${id}/rego-lookup`, { rego: 'ABC123', regoState: 'CA' }],
        'regoState',
      ],
      [
        'an unanswered question',
        () => [`/api/leads/${id}/valuation-adjustments`, { id, adjustmentAnswers: { accident_damage: 'No' } }],
        'adjustmentAnswers.service_history',
      ],
      [
        'adjustments for another id than the path',
        () => [`/api/leads/${id}/valuation-adjustments`, { id: 'other', adjustmentAnswers: answers }],
        'id',
      ],
      [
        'the wrong subcategory',
        () => [`/api/leads/${id}/offer-accepted`, offerAccepted(id, { subcategory: 'Offer Accepted' })],
        'subcategory',
      ],
      [
        'offer_accepted false',
        () => [`/api/leads/${id}/offer-accepted`, offerAccepted(id, { offer_accepted: false })],
        'offer_accepted',
      ],
      ['lead_id not the path id', () => [`/api/leads/${id}/offer-accepted`, offerAccepted('someone-else')], 'lead_id'],
      ['malformed JSON', () => ['/api/valuations/estimate', '{"year":'], null],
    ];
    it.each(cases)('%s → 400 naming the field', async (_name, request, field) => {
      const [path, body] = request();
      const reply = await post(path, body);
      expect(reply.status).toBe(400);
      if (field) {
        expect(reply.body.error).toBe('Please fix the following errors:');
        expect(Object.keys(reply.body.fields)).toContain(field);
      } else expect(reply.body.error).toMatch(/not valid JSON/);
    });

    it('describes the new calls in /api/openapi.json', async () => {
      const { body } = await call(port, tenant.slug, 'GET', '/api/openapi.json');
      for (const path of [
        '/api/valuations/estimate',
        '/api/leads/{id}/rego-lookup',
        '/api/leads/{id}/valuation-adjustments',
        '/api/leads/{id}/offer-accepted',
      ])
        expect(body.paths[path]?.post).toBeDefined();
    });
  });
});
