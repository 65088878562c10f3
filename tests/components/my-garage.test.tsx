// spec/site.md §2.1 (/my-garage; sign-in kind my-garage), §4 Gated route ("My-garage routes are
// always gated"); spec/shopping.md §5 (a price of 10 or less is not shown), §6/§7 watchlist calls.
//
// No API mock: the real lead API with a real SQLite file, behind a small HTTP wrapper that picks
// the tenant from the first path segment. The page's fetch stands in for the browser's: Node's
// fetch neither resolves same-origin paths ('/api/session', as the account store asks) nor keeps
// cookies, so paths are resolved against the site and the session cookie is kept in a jar.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { pageFetcher, startComponentApi, type ComponentApi } from './lead-api-server.ts';
import type { LiveCar } from '../../src/lib/stock/shapes.ts';
import { noCars, type CarLookup } from '../../src/api/cars.ts';
import type { CarSummary } from '../../src/lib/stock/shapes.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import MyGarage from '../../src/components/leads/MyGarage.tsx';
import { priceLabelOptions } from '../../src/lib/pricing/label.ts';
import { $session, $watchlist } from '../../src/stores/account.ts';

const STOCK: CarSummary[] = [
  {
    id: 501,
    slug: '2023-mg-zs-excite-501',
    year: 2023,
    make: 'MG',
    model: 'ZS',
    badge: 'Excite',
    price: 24_990,
    price_type: 'drive_away',
    state: 'NSW',
    status: 'in_stock',
    reserved: false,
    primary_image_url: 'https://img.example/501.jpg',
  },
  {
    id: 502,
    slug: '2024-mg-hs-vibe-502',
    year: 2024,
    make: 'MG',
    model: 'HS',
    badge: 'Vibe',
    price: 10,
    price_type: null,
    state: 'NSW',
    status: 'in_stock',
    reserved: true,
    primary_image_url: null,
  },
];
const cars: CarLookup = {
  ...noCars,
  summaries: async (_t, { ids = [] }) => ids.flatMap((id) => STOCK.find((car) => car.id === id) ?? []),
  // The API saves only cars of the site's stock.
  byId: async (_t, id) => (STOCK.find((car) => car.id === id) as unknown as LiveCar) ?? null,
};

let server: ComponentApi;
let site: string;
let tenant: Tenant;
const codes = new Map<string, string>();
const { jar, pageFetch, post } = pageFetcher(() => site);

beforeAll(async () => {
  const { tenants } = await loadTenants('tenants');
  tenant = tenants.find((t) => t.features.garage)!;
  server = await startComponentApi({
    tenants,
    sites: { garage: tenant.slug },
    cars,
    sms: { send: async (_t, to, text) => void codes.set(to, text.match(/\d{6}/)![0]) },
  });
  site = `${server.origin}/garage`;
});

afterAll(() => server.close());

async function signInWith(phone: string, saved: number[] = []) {
  await post('/api/sign-in/code', { phone });
  expect((await post('/api/sign-in/verify', { phone, code: codes.get(`+61${phone.slice(1)}`) })).status).toBe(200);
  for (const car_id of saved)
    expect((await post('/api/watchlist/save-car', { phone_number: phone, car_id })).status).toBe(200);
}
const serverWatchlist = async () =>
  ((await (await pageFetch('/api/watchlist')).json()) as { car_ids: number[] }).car_ids;

beforeEach(() => {
  vi.stubGlobal('fetch', pageFetch);
  jar.clear();
  localStorage.clear();
  $session.set({ state: 'loading' });
  $watchlist.set([]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderGarage() {
  const navigate = vi.fn<(path: string) => void>();
  render(
    <MyGarage
      searchPath={tenant.search.defaultPath}
      noPriceText={tenant.texts.noPrice}
      priceLabel={priceLabelOptions(tenant)}
      apiBase={site}
      navigate={navigate}
    />,
  );
  return { navigate };
}

describe('/my-garage', () => {
  it("waits for the session, then lists the shopper's saved cars as links with their prices", async () => {
    await signInWith('0412000001', [501, 502]);
    renderGarage();
    expect(screen.getByRole('status').textContent).toBe('Loading your garage…');
    const list = await screen.findByRole('list', { name: 'Saved cars' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const item = (name: string) => within(list).getByRole('link', { name }).closest('li')!;
    expect(within(item('2023 MG ZS Excite')).getByRole('link').getAttribute('href')).toBe(
      '/cars/2023-mg-zs-excite-501',
    );
    // docs/pricing-law.md: every price says what it includes.
    expect(item('2023 MG ZS Excite').textContent).toContain('$24,990 Drive away');
    expect(within(item('2024 MG HS Vibe')).getByRole('link').getAttribute('href')).toBe('/cars/2024-mg-hs-vibe-502');
    // The dealer's no-price text; this tenant has the default (spec/site.md: 'Enquire for price.').
    expect(item('2024 MG HS Vibe').textContent).toContain('Enquire for price. (Reserved)');
    expect(screen.getByRole('heading', { level: 2, name: 'Saved cars' })).toBeTruthy();
    expect(screen.getByText(/Signed in as \+61412000001/)).toBeTruthy();
    expect([...$watchlist.get()].sort()).toEqual([501, 502]);
  });

  it('Remove takes the car off the watchlist on the server and off the page', async () => {
    await signInWith('0412000002', [501, 502]);
    renderGarage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove 2023 MG ZS Excite' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '2023 MG ZS Excite' })).toBeNull());
    expect(screen.getByRole('link', { name: '2024 MG HS Vibe' })).toBeTruthy();
    expect(await serverWatchlist()).toEqual([502]);
    expect(screen.getByText('Removed 2023 MG ZS Excite from your garage.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Saved cars' }));
  });

  it('says so when nothing is saved, with a link to search', async () => {
    await signInWith('0412000003');
    renderGarage();
    expect(await screen.findByText(/You have not saved any cars yet\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse our cars' }).getAttribute('href')).toBe(tenant.search.defaultPath);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('Sign out ends the session on the server and goes home', async () => {
    await signInWith('0412000004', [501]);
    const { navigate } = renderGarage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(jar.size).toBe(0);
    expect(await (await pageFetch('/api/session')).json()).toEqual({ phone: null });
    expect($session.get()).toEqual({ state: 'signed-out' });
  });

  it('sends a visitor who is not signed in to sign in, kind my-garage', async () => {
    renderGarage();
    const link = await screen.findByRole('link', { name: 'sign in' });
    expect(link.getAttribute('href')).toBe('/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F');
  });

  it('says so when the saved cars cannot be read', async () => {
    await signInWith('0412000005', [501]);
    render(
      <MyGarage
        searchPath="/search"
        noPriceText="Enquire for price."
        priceLabel={{ priceType: 'drive_away', onRoadState: null }}
        apiBase="http://127.0.0.1:1"
      />,
    );
    expect((await screen.findByTestId('error-warning')).textContent).toBe(
      'We could not load your saved cars. Please try again later.',
    );
  });
});
