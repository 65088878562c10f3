// spec/shopping.md §1 compare cars, §2 compare control on cards, §5 (a price of 10 or less is not
// shown); the compare list kept in localStorage ('forecourt:compare').
//
// No API mock: the real lead API (GET /api/cars?ids=…) behind a small HTTP wrapper, as in
// my-garage.test.tsx; only the stock lookup is a fixed list.
import { renderToString } from 'react-dom/server';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { pageFetcher, startComponentApi, type ComponentApi } from './lead-api-server.ts';
import { noCars, type CarLookup } from '../../src/api/cars.ts';
import type { CarSummary } from '../../src/lib/stock/shapes.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import CompareTable from '../../src/components/search/CompareTable.tsx';
import { CompareButton } from '../../src/components/search/CompareButton.tsx';
import { priceLabelOptions } from '../../src/lib/pricing/label.ts';
import { $compareList, removeCompare, toggleCompare, type CompareCar } from '../../src/stores/compare.ts';

const pickCompare = (cars: CompareCar[]) => {
  for (const picked of cars) toggleCompare(picked);
};
const clearCompare = () => {
  for (const { id } of $compareList.get()) removeCompare(id);
};

const STOCK: CarSummary[] = [
  {
    id: 601,
    slug: '2023-ford-ranger-xlt-601',
    year: 2023,
    make: 'Ford',
    model: 'Ranger',
    badge: 'XLT',
    price: 58_990,
    price_type: 'EGC',
    state: 'VIC',
    status: 'in_stock',
    reserved: false,
    primary_image_url: 'https://img.example/601.jpg',
  },
  {
    id: 602,
    slug: '2022-ford-puma-st-line-602',
    year: 2022,
    make: 'Ford',
    model: 'Puma',
    badge: null,
    price: 10,
    price_type: null,
    state: 'VIC',
    status: 'in_stock',
    reserved: true,
    primary_image_url: null,
  },
  {
    id: 603,
    slug: '2024-ford-everest-trend-603',
    year: 2024,
    make: 'Ford',
    model: 'Everest',
    badge: 'Trend',
    price: 64_500,
    price_type: 'drive_away',
    state: 'VIC',
    status: 'coming_soon',
    reserved: false,
    primary_image_url: null,
  },
];
const cars: CarLookup = {
  ...noCars,
  summaries: async (_t, { ids = [] }) => ids.flatMap((id) => STOCK.find((car) => car.id === id) ?? []),
};
const picked = (id: number, name = `Car ${id}`): CompareCar => ({
  id,
  name,
  slug: STOCK.find((c) => c.id === id)?.slug ?? `car-${id}`,
});

let server: ComponentApi;
let site: string;
let tenant: Tenant;
const asked: string[] = [];
const { pageFetch } = pageFetcher(() => site);

beforeAll(async () => {
  const { tenants } = await loadTenants('tenants');
  tenant = tenants.find((t) => t.features.compare)!;
  server = await startComponentApi({
    tenants,
    sites: { compare: tenant.slug },
    cars,
    before: (_prefix, path) => {
      asked.push(path);
      return false;
    },
  });
  site = `${server.origin}/compare`;
});

afterAll(() => server.close());

beforeEach(() => {
  // Node's fetch does not resolve same-origin paths; the page's fetch would.
  vi.stubGlobal('fetch', pageFetch);
  localStorage.clear();
  clearCompare();
  asked.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderTable = (apiBase = site) =>
  render(
    <CompareTable
      searchPath={tenant.search.defaultPath}
      noPriceText={tenant.texts.noPrice}
      priceLabel={priceLabelOptions(tenant)}
      apiBase={apiBase}
    />,
  );
const column = (name: string) => screen.getByRole('columnheader', { name });

describe('/compare', () => {
  it('is built for a demo tenant with features.compare', () => {
    expect(tenant.slug).toBe('bellarine-ford');
  });

  it('shows the picked cars side by side, in the order picked, read fresh from the API', async () => {
    pickCompare([picked(602), picked(601)]);
    renderTable();
    const table = await screen.findByRole('table', { name: /Comparing 2 cars/ });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['2022 Ford Puma', '2023 Ford Ranger XLT']);
    for (const header of headers) expect(header.getAttribute('scope')).toBe('col');
    expect(within(column('2023 Ford Ranger XLT')).getByRole('link').getAttribute('href')).toBe(
      '/cars/2023-ford-ranger-xlt-601',
    );
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr')!;
    const cells = (label: string) =>
      within(row(label))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // The dealer's no-price text; this tenant has the default (spec/site.md: 'Enquire for price.').
    // docs/pricing-law.md: every price says what it includes; here the car's own price_type (EGC).
    expect(cells('Price')).toEqual(['Enquire for price.', '$58,990 Excl. govt charges']);
    expect(cells('Year')).toEqual(['2022', '2023']);
    expect(cells('Make')).toEqual(['Ford', 'Ford']);
    expect(cells('Model')).toEqual(['Puma', 'Ranger']);
    expect(cells('Badge')).toEqual(['—', 'XLT']);
    expect(cells('Status')).toEqual(['Reserved', 'In stock']);
    expect(asked).toEqual(['/api/cars?ids=602,601']);
  });

  it('keeps a column for a car that is no longer listed, so it can be removed', async () => {
    pickCompare([picked(603), picked(999, '2019 Ford Focus')]);
    renderTable();
    await screen.findByRole('table');
    expect(within(column('2019 Ford Focus')).queryByRole('link')).toBeNull();
    const status = screen.getByRole('rowheader', { name: 'Status' }).closest('tr')!;
    expect(
      within(status)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Coming soon', 'No longer listed']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2019 Ford Focus' }));
    expect($compareList.get()).toEqual([picked(603)]);
  });

  it('Remove takes the car off the list, says so and keeps focus in the page, without asking again', async () => {
    pickCompare([picked(601), picked(603)]);
    renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove 2023 Ford Ranger XLT' }));
    expect(screen.queryByRole('columnheader', { name: '2023 Ford Ranger XLT' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: '2024 Ford Everest Trend' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('forecourt:compare')!)).toEqual([picked(603)]);
    expect(screen.getByText('Removed 2023 Ford Ranger XLT from the comparison.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cars you picked' }));
    expect(asked).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Remove 2024 Ford Everest Trend' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/Choose up to 4 cars to compare from the search results\./)).toBeTruthy();
  });

  it('with nothing picked, says how to pick cars and links to search', async () => {
    renderTable();
    expect(await screen.findByText(/Choose up to 4 cars to compare from the search results\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse our cars' }).getAttribute('href')).toBe(tenant.search.defaultPath);
    expect(screen.queryByRole('table')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('renders nothing from the stored list on the server, so hydration matches', () => {
    pickCompare([picked(601)]);
    const html = renderToString(
      <CompareTable
        searchPath="/search"
        noPriceText="Enquire for price."
        priceLabel={{ priceType: 'drive_away', onRoadState: null }}
        apiBase={site}
      />,
    );
    expect(html).toContain('Loading your comparison…');
    expect(html).not.toContain('Ranger');
  });

  it('says so when the cars cannot be read', async () => {
    pickCompare([picked(601)]);
    renderTable('http://127.0.0.1:1');
    expect((await screen.findByTestId('error-warning')).textContent).toBe(
      'We could not load the cars to compare. Please try again later.',
    );
  });
});

describe('CompareButton on a result card', () => {
  const renderButton = (id: number) =>
    render(
      <ul>
        <li>
          <CompareButton car={picked(id, `Car ${id}`)} />
        </li>
      </ul>,
    );

  it('toggles the car in and out of the list, with aria-pressed and a Compare (n) link', async () => {
    renderButton(601);
    const button = screen.getByRole('button', { name: 'Compare Car 601' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.queryByRole('link')).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe('Comparing');
    expect(button.getAttribute('aria-label')).toBe('Comparing Car 601');
    expect(screen.getByRole('link', { name: 'Compare (1)' }).getAttribute('href')).toBe('/compare');
    expect($compareList.get()).toEqual([picked(601, 'Car 601')]);

    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a car already picked as pressed once hydrated', async () => {
    pickCompare([picked(601, 'Car 601')]);
    renderButton(601);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Comparing Car 601' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it('refuses a fifth car and says why in a polite live region', async () => {
    pickCompare([1, 2, 3, 4].map((id) => picked(id)));
    renderButton(601);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Compare Car 601' })));
    expect(status.textContent).toBe('You can compare up to 4 cars.');
    expect(screen.getByRole('button', { name: 'Compare Car 601' }).getAttribute('aria-pressed')).toBe('false');
    expect($compareList.get().map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });
});
