// What the trade-in valuation's component tests share: the real lead API with a real SQLite file,
// behind a small HTTP wrapper that picks the tenant from the first path segment (jsdom's fetch cannot
// send a tenant Host header); the stock index stood in for by fixed comparables; two prefixes that
// break one call each, as an outage would; and the flow driven as a shopper would.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { startComponentApi, warmUp, type ComponentApi } from './lead-api-server.ts';
import { noCars, type CarLookup } from '../../src/api/cars.ts';
import { formRules } from '../../src/lib/leads/form-rules.ts';
import { currentYear } from '../../src/lib/vehicle/dates.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { TradeInValuation, type TradeInValuationProps } from '../../src/components/leads/TradeInValuation.tsx';
import { $successCategory, $tradeInValuation, $userDetails } from '../../src/stores/leads.ts';
import { sql } from 'kysely';

/** The lead API the flow calls, and the demo site it is drawn for (set before the tests run). */
export const api = { server: undefined as unknown as ComponentApi, tenant: undefined as unknown as Tenant };
let base: string;

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

/** Starts the API for a test file's flows and resets the browser stores between tests. */
export function startTradeInApi(): void {
  beforeAll(async () => {
    const { tenants } = await loadTenants('tenants');
    api.tenant = tenants.find(
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
    const sites = { site: api.tenant.slug, 'misc-down': api.tenant.slug, 'estimate-down': api.tenant.slug };
    api.server = await startComponentApi({
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
    base = api.server.origin;
    await warmUp(api.server);
  });

  afterAll(() => api.server.close());

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
}

export type DataLayerWindow = Window & { dataLayer?: { event_id: number; category?: string; offer_price?: number }[] };

export function renderFlow(overrides: Partial<TradeInValuationProps> & { site?: string } = {}) {
  const navigate = vi.fn<(path: string) => void>();
  const { site = 'site', ...rest } = overrides;
  render(
    <TradeInValuation
      rules={formRules(api.tenant, 'trade-in')}
      saveValuation
      apiBase={`${base}/${site}`}
      navigate={navigate}
      {...rest}
    />,
  );
  return { navigate };
}

export const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
export const choose = (group: string, answer: 'Yes' | 'No') =>
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: answer }));
export const updates = async (leadId: string) =>
  (
    await api.server.api.db
      .selectFrom('lead_updates')
      .select('kind')
      .where('lead_id', '=', leadId)
      .orderBy('id')
      .execute()
  ).map((r) => r.kind);
export const valuations = async () =>
  (await api.server.api.db.selectFrom('valuations').select('id').where('tenant', '=', api.tenant.slug).execute())
    .length;

/** Step 1: the short form; the lead is stored and the page stays on the flow. */
export async function sendDetails(): Promise<string> {
  const before = await api.server.api.store.leads.count(api.tenant.slug);
  type('First Name', 'Sam');
  type('Last Name', 'Seller');
  type('Email', 'sam@example.com');
  type('Mobile Number', '0412 345 678');
  type('Postcode', '4000');
  click('Send');
  const heading = await screen.findByRole('heading', { name: /Your car/ });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  expect(await api.server.api.store.leads.count(api.tenant.slug)).toBe(before + 1);
  const row = await api.server.api.db
    .selectFrom('leads')
    .select('id')
    .where('tenant', '=', api.tenant.slug)
    .where('kind', '=', 'trade-in')
    .orderBy(sql`rowid`, 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

export function describeCar(car: { year?: number; kms?: string } = {}) {
  type('Year', String(car.year ?? year));
  type('Make', 'Toyota');
  type('Model', 'Corolla');
  type('Odometer', car.kms ?? '40,000');
  type('Rego', 'abc 123');
  type('State registered in', 'QLD');
  type('How should we contact you?', 'SMS');
  choose('Will you need finance?', 'No');
}
