// What the lead form's component tests share: the real lead API with a real SQLite file, behind a
// small HTTP wrapper that picks the tenant from the first path segment (jsdom's fetch cannot send a
// tenant Host header), the demo cars, and the form drawn and driven as a shopper would.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { startComponentApi, stockOf, warmUp, type ComponentApi } from './lead-api-server.ts';
import { formRules } from '../../src/lib/leads/form-rules.ts';
import type { ShopperLeadKind } from '../../src/lib/leads/schema.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { LeadForm } from '../../src/components/leads/LeadForm.tsx';
import type { LeadFormProps } from '../../src/components/leads/useLeadForm.ts';
import type { LeadCar } from '../../src/lib/stock/shapes.ts';
import { $enquiryCar, $formError, $successCategory, $userDetails } from '../../src/stores/leads.ts';

/** The lead API the forms send to, and the demo site they are drawn for (set before the tests run). */
export const api = { server: undefined as unknown as ComponentApi, tenant: undefined as unknown as Tenant };
let base: string;
let strictTenant: Tenant;

/** Starts the API for a test file's forms and resets the browser stores between tests. */
export function startLeadFormApi(): void {
  beforeAll(async () => {
    const { tenants } = await loadTenants('tenants');
    // Chosen by config, not by slug: one site with a single dealership and no terms box, one with a dealership choice.
    api.tenant = tenants.find((t) => formRules(t, 'enquiry').dealerships === null && !t.leads.termsText)!;
    strictTenant = tenants.find((t) => formRules(t, 'finance').dealerships !== null && !t.leads.termsText)!;
    api.server = await startComponentApi({
      tenants,
      sites: { site: api.tenant.slug, strict: strictTenant.slug },
      cars: stockOf([
        { ...usedCar, year: 2019, model: 'Navara', badge: 'ST' },
        { ...newCar, year: 2025 },
      ]),
    });
    base = api.server.origin;
    await warmUp(api.server);
  });

  afterAll(() => api.server.close());

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    $userDetails.set(null);
    $successCategory.set(null);
    $enquiryCar.set(null);
    $formError.set(null);
    delete (window as DataLayerWindow).dataLayer;
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}

export type DataLayerWindow = Window & { dataLayer?: { event_id: number; car_id: number | null; category: string }[] };

export const usedCar: LeadCar = {
  id: 4321,
  slug: '2019-nissan-navara-st',
  name: '2019 Nissan Navara ST',
  make: 'Nissan',
  model: 'Navara',
  car_type: 'used',
  status: 'in_stock',
  stocknum: 'N1234',
  dealership_id: 7,
  dealership_slug: 'bayside',
  manufacturer_slug: 'nissan',
  tag: null,
};
export const newCar: LeadCar = {
  ...usedCar,
  id: 9876,
  slug: '2025-nissan-x-trail',
  name: '2025 Nissan X-Trail',
  model: 'X-Trail',
  car_type: 'new',
  stocknum: 'X1',
};

export function renderForm(kind: ShopperLeadKind, overrides: Partial<LeadFormProps> & { site?: string } = {}) {
  const navigate = vi.fn<(path: string) => void>();
  const onSubmitted = vi.fn<(leadId: string) => void>();
  const { site = 'site', ...rest } = overrides;
  render(
    <LeadForm
      kind={kind}
      rules={formRules(api.tenant, kind)}
      car={usedCar}
      apiBase={`${base}/${site}`}
      navigate={navigate}
      onSubmitted={onSubmitted}
      {...rest}
    />,
  );
  return { navigate, onSubmitted };
}

export const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
export function fillDetails(details: { name?: string; email?: string; phone?: string } = {}) {
  type('Name', details.name ?? 'Alex Citizen');
  type('Email', details.email ?? 'alex@example.com');
  type('Phone', details.phone ?? '0412 345 678');
}
export const summary = () => screen.getByRole('alert', { name: 'Please fix the following errors:' });
/** The summary once the check (loaded on the first input or press) has run and focused it. */
export async function focusedSummary(): Promise<HTMLElement> {
  // The check (zod/mini) loads on the shopper's first keystroke: on a loaded runner the first test's
  // import of it has taken more than waitFor's default second.
  await waitFor(() => expect(document.activeElement).toBe(summary()), { timeout: 5000 });
  return summary();
}
export const step = (name: RegExp) => screen.findByRole('group', { name });
export const lastEvent = () => (window as DataLayerWindow).dataLayer?.at(-1);
