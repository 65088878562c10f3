// Issue 32, "Signed-in shoppers (phone) may choose SMS instead": the car page's "Tell me if the
// price drops" form, against the real lead API (SQLite in memory) and a real SMTP server. A shopper
// who is not signed in is offered email only; one signed in on a site that texts alerts may choose
// texts, and the alert is stored as theirs by SMS. An address the API's schema refuses is named
// before anything is sent.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { pageFetcher, startAlertsApi, type ComponentApi } from './lead-api-server.ts';
import { noCars } from '../../src/api/cars.ts';
import type { LiveCar } from '../../src/lib/stock/shapes.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import AlertSignup from '../../src/components/alerts/AlertSignup.tsx';
import { $session } from '../../src/stores/account.ts';

let server: ComponentApi;
let site: string;
const codes = new Map<string, string>();
const { pageFetch, post } = pageFetcher(() => site);

beforeAll(async () => {
  const { tenants } = await loadTenants('tenants');
  const base = tenants.find((t) => t.features.signIn)!;
  const shop: Tenant = { ...base, alerts: { ...base.alerts, enabled: true, channels: ['email', 'sms'] } };
  server = await startAlertsApi({
    tenants: [shop],
    sites: { shop: shop.slug },
    cars: {
      ...noCars,
      byId: async (_t, id) => (id === 77 ? ({ id, year: 2021, make: 'Kia', model: 'Seltos' } as LiveCar) : null),
    },
    sms: { send: async (_t, to, text) => void codes.set(to, text.match(/\d{6}/)?.[0] ?? '') },
  });
  site = `${server.origin}/shop`;
});
afterAll(() => server.close());
beforeEach(() => vi.stubGlobal('fetch', pageFetch));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $session.set({ state: 'loading' });
});

const stored = (email: string) =>
  server.api.db.selectFrom('alerts').select(['channel', 'phone', 'subject']).where('email', '=', email).execute();

async function send(email: string) {
  fireEvent.change(screen.getByLabelText('Your email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Tell me if the price drops' }));
}

it('offers email only to a shopper who is not signed in, and names a bad address before sending', async () => {
  render(<AlertSignup carId={77} label="Tell me if the price drops" sms />);
  await waitFor(() => expect($session.get().state).toBe('signed-out'));
  expect(screen.queryByRole('group', { name: 'Send my alerts by' })).toBeNull();
  await send('not-an-address');
  expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
  await send('walk-in@example.com');
  await screen.findByText('Nearly done: we sent a link to walk-in@example.com. Open it to confirm.');
  expect(await stored('walk-in@example.com')).toEqual([{ channel: 'email', phone: null, subject: 'car:77' }]);
});

it('lets a signed-in shopper choose texts', async () => {
  await post('/api/sign-in/code', { phone: '0412 777 888' });
  await post('/api/sign-in/verify', { phone: '0412 777 888', code: codes.get('+61412777888') });
  render(<AlertSignup carId={77} label="Tell me if the price drops" sms />);
  const choice = await screen.findByRole('group', { name: 'Send my alerts by' });
  expect(choice.textContent).toContain('Text to the number ending 888');
  fireEvent.click(screen.getByRole('radio', { name: /Text to/ }));
  await send('texter@example.com');
  await screen.findByText('Nearly done: we sent a link to texter@example.com. Open it to confirm.');
  expect(await stored('texter@example.com')).toEqual([{ channel: 'sms', phone: '+61412777888', subject: 'car:77' }]);
});
