// spec/shopping.md §4 Watchlist toggle ("Save adds the car id to the local list at once
// (optimistic) then calls the server; remove does the reverse. A toast shows on success. A sold car
// hides the save button unless already saved."), §7 POST /api/watchlist/save-car and remove-car,
// §8 "Watchlist call failure | Alert with the error message; result is success false.", and the
// analytics event 39 for saving a car.
//
// No API mock: the real lead API with a real SQLite file (startComponentApi, as in
// my-garage.test.tsx), the real account and toast stores, the car page's WatchlistButton and the
// page's toast region. The page's fetch resolves same-origin paths against the site and keeps the
// session cookie; it can hold the watchlist calls back, to see the list change before the server
// answers.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { pageFetcher, startComponentApi, type ComponentApi } from './lead-api-server.ts';
import { noCars } from '../../src/api/cars.ts';
import type { LiveCar } from '../../src/lib/stock/shapes.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import WatchlistButton from '../../src/components/vehicle/WatchlistButton.tsx';
import Toast from '../../src/components/site/Toast.tsx';
import { $session, $watchlist, loadSession, toggleWatchlist } from '../../src/stores/account.ts';
import { $toast } from '../../src/stores/toast.ts';

const CAR = { id: 501, name: '2023 MG ZS Excite' };

let server: ComponentApi;
let site: string;
let tenant: Tenant;
const codes = new Map<string, string>();
/** While set, POSTs to /api/watchlist/… wait for it: the server has not answered yet. */
let hold: Promise<void> | null = null;
/** While set, the watchlist the server has sent (GET /api/watchlist) waits for it on its way. */
let holdList: Promise<void> | null = null;
const { jar, pageFetch, post } = pageFetcher(
  () => site,
  async (input) => {
    if (hold && typeof input === 'string' && input.startsWith('/api/watchlist/')) await hold;
  },
  async (input) => {
    if (holdList && input === '/api/watchlist') await holdList;
  },
);

beforeAll(async () => {
  const { tenants } = await loadTenants('tenants');
  tenant = tenants.find((t) => t.features.watchlist)!;
  server = await startComponentApi({
    tenants,
    sites: { watch: tenant.slug },
    // The cars these tests save: the API saves only cars of the site's stock.
    cars: { ...noCars, byId: async (_t, id) => ([501, 502].includes(id) ? ({ id } as LiveCar) : null) },
    sms: { send: async (_t, to, text) => void codes.set(to, text.match(/\d{6}/)![0]) },
  });
  site = `${server.origin}/watch`;
});

afterAll(() => server.close());

/** Signs in on the server and tells the account store so, as its session check would. */
async function signIn(phone: string, saved: number[] = []) {
  await post('/api/sign-in/code', { phone });
  expect((await post('/api/sign-in/verify', { phone, code: codes.get(`+61${phone.slice(1)}`) })).status).toBe(200);
  for (const car_id of saved)
    expect((await post('/api/watchlist/save-car', { phone_number: phone, car_id })).status).toBe(200);
  const session = (await (await pageFetch('/api/session')).json()) as { phone: string };
  $session.set({ state: 'signed-in', phone: session.phone });
  $watchlist.set(saved);
}
const serverWatchlist = async () =>
  ((await (await pageFetch('/api/watchlist')).json()) as { car_ids: number[] }).car_ids;

/** Holds the watchlist calls until the returned function is called. */
function holdServer(): () => void {
  let release = () => {};
  hold = new Promise<void>((done) => (release = done));
  return () => {
    hold = null;
    release();
  };
}

const shown = () => screen.queryByTestId('toast')?.firstChild?.textContent?.trim() ?? null;
const button = () => screen.queryByRole('button', { name: /watchlist/i });

function renderCarPage(available = true) {
  render(
    <>
      <WatchlistButton carId={CAR.id} carName={CAR.name} available={available} />
      <Toast />
    </>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', pageFetch);
  jar.clear();
  localStorage.clear();
  hold = null;
  holdList = null;
  $session.set({ state: 'signed-out' });
  $watchlist.set([]);
  $toast.set(null);
  (window as Window & { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('watchlist toggle (spec/shopping.md §4)', () => {
  it('Save adds the car id to the local list at once (optimistic) then calls the server; remove does the reverse. A toast shows on success.', async () => {
    await signIn('0412000101');
    renderCarPage();

    let answer = holdServer();
    fireEvent.click(button()!);
    expect($watchlist.get()).toEqual([CAR.id]);
    expect(button()!.getAttribute('aria-pressed')).toBe('true');
    expect(await serverWatchlist()).toEqual([]);
    expect(shown()).toBeNull();
    answer();
    await waitFor(() => expect(shown()).toBe(`Saved ${CAR.name} to your watchlist`));
    expect(await serverWatchlist()).toEqual([CAR.id]);
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toContainEqual(
      expect.objectContaining({ event_id: 39, car_id: CAR.id }),
    );

    answer = holdServer();
    fireEvent.click(button()!);
    expect($watchlist.get()).toEqual([]);
    expect(button()!.getAttribute('aria-pressed')).toBe('false');
    expect(await serverWatchlist()).toEqual([CAR.id]);
    answer();
    await waitFor(() => expect(shown()).toBe(`Removed ${CAR.name} from your watchlist`));
    expect(await serverWatchlist()).toEqual([]);
  });

  it('remove does the reverse, though the list asked for as the page loaded arrives after it', async () => {
    await signIn('0412000104', [CAR.id]);
    renderCarPage();
    let deliver = () => {};
    holdList = new Promise<void>((done) => (deliver = done));
    // The page's session check asks for the saved list, which the server reads and sends at once…
    await act(() => loadSession());
    // …and the shopper removes the car before it arrives.
    fireEvent.click(button()!);
    await waitFor(() => expect(shown()).toBe(`Removed ${CAR.name} from your watchlist`));
    await act(async () => deliver());
    // The page's list and the server's agree: the car is off both.
    expect(await serverWatchlist()).toEqual([]);
    expect($watchlist.get()).toEqual([]);
    expect(button()!.getAttribute('aria-pressed')).toBe('false');
  });

  it('Watchlist call failure | Alert with the error message; result is success false (spec §8)', async () => {
    await signIn('0412000102', [502]);
    // The session ends on the server (signed out in another tab) while this page still thinks it is signed in.
    expect((await post('/api/sign-out', {})).status).toBe(200);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});

    let result: boolean | undefined;
    await act(async () => {
      result = await toggleWatchlist(CAR.id, CAR.name);
    });
    expect(result).toBe(false);
    expect(alert).toHaveBeenCalledWith('Please sign in to use your watchlist.');
    expect($watchlist.get()).toEqual([502]);

    // The same from the button: the optimistic save is put back, and no toast shows.
    renderCarPage();
    fireEvent.click(button()!);
    expect($watchlist.get()).toEqual([CAR.id, 502]);
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
    expect(alert).toHaveBeenLastCalledWith('Please sign in to use your watchlist.');
    expect($watchlist.get()).toEqual([502]);
    expect(button()!.getAttribute('aria-pressed')).toBe('false');
    expect(shown()).toBeNull();
  });

  it('A sold car hides the save button unless already saved', async () => {
    renderCarPage(false);
    expect(button()).toBeNull();
    cleanup();

    await signIn('0412000103', [CAR.id]);
    renderCarPage(false);
    await waitFor(() => expect(button()?.getAttribute('aria-pressed')).toBe('true'));
    // Removing it is still possible; once removed, the sold car shows no button.
    fireEvent.click(button()!);
    expect(button()).toBeNull();
    await waitFor(() => expect(shown()).toBe(`Removed ${CAR.name} from your watchlist`));
    expect(await serverWatchlist()).toEqual([]);
  });
});
