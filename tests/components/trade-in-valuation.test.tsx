// The trade-in valuation flow (spec/site.md §3 Valuation form extras, Trade-in valuation kept
// locally; §5 Trade-in valuation; spec/shopping.md §7 rego lookup, valuation adjustments, offer
// accepted, POST /api/miscellaneous with column_name 'valuation', analytics 18; §8 'Failed to save
// valuation data'; spec/site.md §8 error-warning).
//
// No API mock: the real lead API with a real SQLite file, behind a small HTTP wrapper that picks the
// tenant from the first path segment (jsdom's fetch cannot send a tenant Host header). The stock
// index is stood in for by fixed comparables. Two prefixes break one call each, as an outage would.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { startComponentApi, type ComponentApi } from './lead-api-server.ts';
import { noCars, type CarLookup } from '../../src/api/cars.ts';
import { formRules } from '../../src/lib/leads/form-rules.ts';
import { ADJUSTMENT_QUESTIONS, NO_ONLINE_ESTIMATE } from '../../src/lib/leads/valuation.ts';
import { currentYear } from '../../src/lib/vehicle/dates.ts';
import { VALUATION_MESSAGES } from '../../src/lib/leads/valuation-requests.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { TradeInValuation, type TradeInValuationProps } from '../../src/components/leads/TradeInValuation.tsx';
import { $successCategory, $tradeInValuation, $userDetails } from '../../src/stores/leads.ts';
import { sql } from 'kysely';

let server: ComponentApi;
let base: string;
let tenant: Tenant;

const cars: CarLookup = {
  ...noCars,
  comparables: async (_t, q) =>
    q.make === 'Toyota' && q.model === 'Corolla'
      ? [
          { price: 27_000, year: 2023, km: 40_000 },
          { price: 29_000, year: 2024, km: 50_000 },
          { price: 31_000, year: 2025, km: 60_000 },
        ]
      : [],
};
const year = currentYear(new Date()) - 2;

beforeAll(async () => {
  const { tenants } = await loadTenants('tenants');
  tenant = tenants.find(
    (t) =>
      t.features.tradeInValuation &&
      t.leads.saveValuation &&
      formRules(t, 'trade-in').dealerships === null &&
      !t.leads.termsText,
  )!;
  const broken: Record<string, string> = {
    'misc-down': '/api/miscellaneous',
    'estimate-down': '/api/valuations/estimate',
  };
  const sites = { site: tenant.slug, 'misc-down': tenant.slug, 'estimate-down': tenant.slug };
  server = await startComponentApi({
    tenants,
    sites,
    cars,
    before: (prefix, path, res) => {
      if (broken[prefix] !== path) return false;
      res
        .writeHead(503, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: 'The valuation service is unavailable. Please try again.' }));
      return true;
    },
  });
  base = server.origin;
  // The API's first lead compiles its schemas: taken here, so the first test's one-second waits
  // measure the island, not the warm-up (on a busy machine that first lead took longer).
  const warmUp = await fetch(`${base}/site/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind: 'contact', fields: {}, userData: {} }),
  });
  await warmUp.body?.cancel();
});

afterAll(() => server.close());

type DataLayerWindow = Window & { dataLayer?: { event_id: number; category?: string; offer_price?: number }[] };

beforeEach(() => {
  localStorage.clear();
  $userDetails.set(null);
  $successCategory.set(null);
  $tradeInValuation.set(null);
  delete (window as DataLayerWindow).dataLayer;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderFlow(overrides: Partial<TradeInValuationProps> & { site?: string } = {}) {
  const navigate = vi.fn<(path: string) => void>();
  const { site = 'site', ...rest } = overrides;
  render(
    <TradeInValuation
      rules={formRules(tenant, 'trade-in')}
      saveValuation
      apiBase={`${base}/${site}`}
      navigate={navigate}
      {...rest}
    />,
  );
  return { navigate };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const choose = (group: string, answer: 'Yes' | 'No') =>
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: answer }));
const updates = async (leadId: string) =>
  (
    await server.api.db.selectFrom('lead_updates').select('kind').where('lead_id', '=', leadId).orderBy('id').execute()
  ).map((r) => r.kind);
const valuations = async () =>
  (await server.api.db.selectFrom('valuations').select('id').where('tenant', '=', tenant.slug).execute()).length;

/** Step 1: the short form; the lead is stored and the page stays on the flow. */
async function sendDetails(): Promise<string> {
  const before = await server.api.store.leads.count(tenant.slug);
  type('First Name', 'Sam');
  type('Last Name', 'Seller');
  type('Email', 'sam@example.com');
  type('Mobile Number', '0412 345 678');
  type('Postcode', '4000');
  click('Send');
  const heading = await screen.findByRole('heading', { name: /Your car/ });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  expect(await server.api.store.leads.count(tenant.slug)).toBe(before + 1);
  const row = await server.api.db
    .selectFrom('leads')
    .select('id')
    .where('tenant', '=', tenant.slug)
    .where('kind', '=', 'trade-in')
    .orderBy(sql`rowid`, 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

function describeCar(car: { year?: number; kms?: string } = {}) {
  type('Year', String(car.year ?? year));
  type('Make', 'Toyota');
  type('Model', 'Corolla');
  type('Odometer', car.kms ?? '40,000');
  type('Rego', 'abc 123');
  type('State registered in', 'QLD');
  type('How should we contact you?', 'SMS');
  choose('Will you need finance?', 'No');
}

describe('the trade-in valuation flow', () => {
  it('details → car → estimate → condition → accept: stores every step, keeps the valuation and goes to /success', async () => {
    const { navigate } = renderFlow();
    const leadId = await sendDetails();
    expect(navigate).not.toHaveBeenCalled();

    describeCar();
    expect(
      document.getElementById(screen.getByLabelText('Odometer').getAttribute('aria-describedby')!)?.textContent,
    ).toBe(' kms');
    click('Get my estimate');
    // $29,000 median, 10,000 km under the median (+$800), less 18%: $24,436 → $24,400.
    const estimate = await screen.findByRole('heading', { name: /Your estimate is \$24,400/ });
    await waitFor(() => expect(document.activeElement).toBe(estimate));
    expect(await updates(leadId)).toEqual(['rego-lookup', 'estimate']);

    click('Update my offer');
    const unanswered = screen.getAllByText('Please answer this question.');
    expect(unanswered).toHaveLength(ADJUSTMENT_QUESTIONS.length);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true'));
    choose('Has the car ever had accident damage?', 'No');
    choose('Is the service history complete?', 'No');
    choose('Do the tyres or brakes need work?', 'Yes');
    choose('Is there any interior damage (tears, stains or burns)?', 'No');
    expect(screen.queryByText('Please answer this question.')).toBeNull();
    click('Update my offer');
    // −5% −3%: $24,400 × 0.92 = $22,448 → $22,400.
    await screen.findByRole('heading', { name: /Your offer is \$22,400/ });

    const savedBefore = await valuations();
    click('Accept offer');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/success'));
    expect(await updates(leadId)).toEqual(['rego-lookup', 'estimate', 'adjustments', 'offer-accepted']);
    const accepted = await server.api.db
      .selectFrom('lead_updates')
      .select('body')
      .where('lead_id', '=', leadId)
      .where('kind', '=', 'offer-accepted')
      .executeTakeFirstOrThrow();
    const acceptedId = accepted.body.match(/"accepted_lead_id":"([^"]+)"/)![1]!;
    expect((await server.api.store.leads.read(acceptedId))!.request).toMatchObject({
      kind: 'trade-in',
      fields: {
        email: 'sam@example.com',
        offer_price: 22_400,
        rego: 'ABC123',
        regoState: 'QLD',
        kms: 40_000,
        PreferredContactMethod: 'SMS',
        finance: 'No',
      },
      userData: {
        category: 'Trade-In',
        subcategory: '3. Offer Accepted',
        lead_id: leadId,
        form_completed: true,
        offer_accepted: true,
      },
    });
    const answers = { accident_damage: 'No', service_history: 'No', tyres_brakes: 'Yes', interior_damage: 'No' };
    expect((window as DataLayerWindow).dataLayer?.at(-1)).toMatchObject({
      event_id: 18,
      category: 'Trade-In',
      offer_price: 22_400,
    });
    expect($tradeInValuation.get()).toEqual({
      offer_price: 22_400,
      adjustmentAnswers: answers,
      rego: 'ABC123',
      regoState: 'QLD',
    });
    expect(await valuations()).toBe(savedBefore + 1);
    const saved = JSON.parse(
      (
        await server.api.db
          .selectFrom('valuations')
          .select('body')
          .where('tenant', '=', tenant.slug)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).body,
    );
    expect(saved).toEqual({
      offer_price: 22_400,
      adjustmentAnswers: answers,
      rego: 'ABC123',
      regoState: 'QLD',
      column_name: 'valuation',
    });
    expect($successCategory.get()).toBe('Trade-In');
  });

  it('says why there is no online estimate for a car over 7 years old, and stops there', async () => {
    const { navigate } = renderFlow();
    await sendDetails();
    describeCar({ year: currentYear(new Date()) - 8 });
    click('Get my estimate');
    await screen.findByRole('heading', { name: "We'll value your car in person" });
    expect(screen.getByText(NO_ONLINE_ESTIMATE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('checks the car inputs before calling, labels each message and focuses the first', async () => {
    renderFlow();
    const leadId = await sendDetails();
    type('Rego', 'AB#1');
    click('Get my estimate');
    for (const [label, message] of [
      ['Year', VALUATION_MESSAGES.year],
      ['Make', VALUATION_MESSAGES.make],
      ['Odometer', VALUATION_MESSAGES.kms],
      ['Rego', VALUATION_MESSAGES.rego],
      ['State registered in', VALUATION_MESSAGES.regoState],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = input
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(message);
    }
    expect(screen.getByText(VALUATION_MESSAGES.finance)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Year')));
    expect(await updates(leadId)).toEqual([]);
    expect(screen.queryByTestId('error-warning')).toBeNull();
  });

  it('shows a server failure in error-warning and keeps what was typed', async () => {
    renderFlow({ site: 'estimate-down' });
    await sendDetails();
    describeCar();
    click('Get my estimate');
    const warning = await screen.findByTestId('error-warning');
    expect(warning.getAttribute('role')).toBe('alert');
    expect(warning.textContent).toBe('The valuation service is unavailable. Please try again.');
    expect((screen.getByLabelText('Make') as HTMLInputElement).value).toBe('Toyota');
    expect(screen.getByRole('button', { name: 'Get my estimate' })).toHaveProperty('disabled', false);
  });

  async function acceptOffer(overrides: Partial<TradeInValuationProps> & { site?: string }) {
    const flow = renderFlow(overrides);
    await sendDetails();
    describeCar();
    click('Get my estimate');
    await screen.findByRole('heading', { name: /Your estimate is/ });
    for (const q of ADJUSTMENT_QUESTIONS) choose(q.question, q.deductWhen === 'Yes' ? 'No' : 'Yes');
    click('Update my offer');
    await screen.findByRole('heading', { name: /Your offer is \$24,400/ });
    click('Accept offer');
    await waitFor(() => expect(flow.navigate).toHaveBeenCalledWith('/success'));
  }

  it('does not save the valuation for a dealer without leads.saveValuation', async () => {
    const before = await valuations();
    await acceptOffer({ saveValuation: false });
    expect(await valuations()).toBe(before);
    expect($tradeInValuation.get()?.offer_price).toBe(24_400);
  });

  it("logs 'Failed to save valuation data' when the save fails, and still goes to /success", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await acceptOffer({ site: 'misc-down' });
    expect(error).toHaveBeenCalledWith('Failed to save valuation data');
    expect($successCategory.get()).toBe('Trade-In');
  });
});
