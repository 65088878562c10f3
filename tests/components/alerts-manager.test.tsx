// Issue 32's double opt-in, against link scanners: the confirmation email's link opens /alerts,
// and opening it (as Outlook Safe Links or a corporate proxy does, scripts and all) confirms
// nothing; the shopper's press of "Confirm my alert" does, with the news where their focus is.
// Against the real lead API (SQLite in memory) and a real SMTP server.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { pageFetcher, startAlertsApi, type ComponentApi } from './lead-api-server.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import AlertsManager from '../../src/components/alerts/AlertsManager.tsx';

let server: ComponentApi;
let site: string;
const { pageFetch, post } = pageFetcher(() => site);

beforeAll(async () => {
  const [base] = (await loadTenants('tenants')).tenants;
  const shop: Tenant = { ...base!, alerts: { ...base!.alerts, enabled: true } };
  server = await startAlertsApi({
    tenants: [shop],
    sites: { shop: shop.slug },
  });
  site = `${server.origin}/shop`;
});
afterAll(() => server.close());
beforeEach(() => vi.stubGlobal('fetch', pageFetch));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored = (email: string) =>
  server.api.db
    .selectFrom('alerts')
    .select(['token', 'confirmed_at'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

it('opening the confirmation link confirms nothing; pressing Confirm my alert does', async () => {
  const email = 'scanned@example.com';
  expect((await post('/api/alerts', { email, search: '/search/toyota' })).status).toBe(202);
  const { token } = await stored(email);
  window.history.replaceState(null, '', `/alerts/?token=${token}&action=confirm`);
  render(<AlertsManager />);
  const confirm = await screen.findByRole('button', { name: 'Confirm my alert' });
  // Whatever a scanner waits for, the page has asked nothing of the API.
  await new Promise((done) => setTimeout(done, 200));
  expect((await stored(email)).confirmed_at).toBeNull();

  fireEvent.click(confirm);
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your alert is confirmed.'));
  expect(document.activeElement).toBe(screen.getByRole('status'));
  expect((await stored(email)).confirmed_at).not.toBeNull();
  expect(screen.getByText('New cars for the search /search/toyota')).toBeTruthy();
});

it('a confirmation link whose alert is gone says so when pressed', async () => {
  window.history.replaceState(null, '', '/alerts/?token=no-such-token&action=confirm');
  render(<AlertsManager />);
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm my alert' }));
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toBe('This link is no longer valid: its alerts have been deleted.'),
  );
});
