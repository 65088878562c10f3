/**
 * Issue 32: a stock change matched against saved searches and watched cars with the search page's
 * own filter semantics, on a real Meilisearch over a demo site's stock. A saved make page finds
 * exactly the new cars of that make, a price range exactly those priced within it (bounds
 * included), the special-offers page only reduced cars (its own condition), and no search finds a
 * car the base stock filter keeps off the site; a watched car hears of its own drop only when it is
 * larger than alerts.minPriceDrop, and of its return.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMeilisearch, type MeiliConnection } from '../../src/pipeline/meili/server.ts';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { indexTenants } from '../../src/pipeline/index-stock.ts';
import { readIndexedStock } from '../../src/pipeline/meili/stock-reader.ts';
import { alertSearches } from '../../src/pipeline/alert-searches.ts';
import { matchAlerts, stockNews } from '../../src/lib/alerts/matching.ts';
import { isVisible, tenantStockFilterOptions } from '../../src/lib/stock/base-filter.ts';
import { slugify } from '../../src/lib/format/slug.ts';
import { demoStockDay } from '../../src/pipeline/stock-source.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import type { Vehicle } from '../../src/lib/stock/vehicle.ts';

let meili: MeiliConnection;
let work: string;
let tenant: Tenant;
let indexed: Vehicle[];
const now = demoStockDay(new Date());

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'forecourt-alert-matching-'));
  meili = await startMeilisearch({ dataDir: path.join(work, 'meili') });
  tenant = (await loadTenants('tenants')).tenants[0]!;
  await indexTenants(meili.client, [tenant], { cars: 60, now, force: true, stateDir: work, log: () => {} });
  indexed = await readIndexedStock(meili.client, tenant.slug);
}, 120_000);

afterAll(async () => {
  await meili?.stop();
  rmSync(work, { recursive: true, force: true });
});

const ids = (cars: readonly Vehicle[]) => new Set(cars.map((v) => v.id));

it('finds for each saved search exactly the new cars its search page would list', async () => {
  const searches = await alertSearches(meili.client, tenant, now);
  const shown = indexed.filter((v) => isVisible(v, tenantStockFilterOptions(tenant), now));
  const hidden = indexed.filter((v) => !shown.includes(v));
  const make = shown[0]!.make;
  const prices = shown.map((v) => v.price).sort((a, b) => a - b);
  const [low, high] = [prices[Math.floor(prices.length / 4)]!, prices[Math.floor((prices.length * 3) / 4)]!];
  const makePage = `/search/${slugify(make)}`;
  const priceRange = `/search?range%5Bprice%5D=${low}%3A${high}`;
  // The special-offers page lists reduced cars only, a condition of its own beside its URL's.
  const reduced = shown.filter((v) => v.price > 10 && (v.before_price ?? 0) > v.price);
  const offers = ['/special-offers', `/special-offers/?refinementList%5Bmake%5D%5B0%5D=${encodeURIComponent(make)}`];
  const found = await searches.find([makePage, priceRange, '/search', ...offers], [...ids(indexed)]);
  // Each rule has cars on both sides of it, so a search that ignored it would be caught.
  expect(hidden.length).toBeGreaterThan(0);
  expect(found.get(makePage)!.size).toBeLessThan(shown.length);
  expect(found.get(priceRange)!.size).toBeLessThan(shown.length);
  expect(reduced.length).toBeGreaterThan(0);
  expect(reduced.length).toBeLessThan(shown.length);
  expect(found.get(offers[0]!)).toEqual(ids(reduced));
  expect(found.get(offers[1]!)).toEqual(ids(reduced.filter((v) => v.make === make)));

  expect(found.get(makePage)).toEqual(ids(shown.filter((v) => v.make === make)));
  expect(found.get(priceRange)).toEqual(ids(shown.filter((v) => v.price >= low && v.price <= high)));
  expect(found.get('/search')).toEqual(ids(shown));
  expect(hidden.every((v) => ![...found.values()].some((set) => set.has(v.id)))).toBe(true);
});

it('matches the news of an import: new and returned cars to searches, drops over the minimum and returns to watchers', async () => {
  const searches = await alertSearches(meili.client, tenant, now);
  const [a, b, c, d] = [...searches.cars.values()];
  const ref = (car: typeof a) => ({ id: car!.id, slug: car!.slug, name: car!.name, make: '', model: '' });
  const changes = {
    added: [ref(a), ref(d)],
    backInStock: [ref(d)],
    priceDropped: [
      { ...ref(b), from: b!.price + 600, to: b!.price },
      { ...ref(c), from: c!.price + 400, to: c!.price },
    ],
  };
  const news = stockNews(changes, searches.cars, { minPriceDrop: 500 });
  expect(news.map((n) => [n.event, n.car.id, n.car.was])).toEqual([
    ['new', a!.id, null],
    ['back-in-stock', d!.id, null],
    ['price-drop', b!.id, b!.price + 600],
  ]);
  const alerts = [
    { id: 'everything', subject: 'search:/search' },
    { id: 'watch-b', subject: `car:${b!.id}` },
    { id: 'watch-c', subject: `car:${c!.id}` },
    { id: 'watch-d', subject: `car:${d!.id}` },
  ];
  const found = await searches.find(['/search'], [a!.id, d!.id]);
  expect(matchAlerts(alerts, news, found).map((m) => [m.alertId, m.key])).toEqual([
    ['everything', `new:${a!.id}:${a!.price}`],
    ['everything', `back-in-stock:${d!.id}:${d!.price}`],
    ['watch-b', `price-drop:${b!.id}:${b!.price}`],
    ['watch-d', `back-in-stock:${d!.id}:${d!.price}`],
  ]);
});
