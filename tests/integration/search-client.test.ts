// Our InstantSearch search client against a real Meilisearch, with a tenant token over HTTP: the
// island's widgets (headless InstantSearch, the same connectors) search a known stock and read back
// hits, counts, disjunctive facet counts, range stats, sorting and pages (spec/shopping.md §7 search
// call, §5 "Sorting by price ascending adds the condition price > 0 on some tenants", §3 Search result).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyVehicle, type Vehicle } from '../../src/lib/stock/vehicle.ts';
import { tenantSchema } from '../../src/lib/tenant/schema.ts';
import { indexTenantStock } from '../../src/pipeline/meili/indexer.ts';
import { startMeilisearch, type MeiliConnection } from '../../src/pipeline/meili/server.ts';
import { searchConfigFor } from '../../src/pipeline/meili/tokens.ts';
import { nodeJsonPost } from '../../src/pipeline/http-post.ts';
import { meiliSearchClient, type MeiliSearchClient } from '../../src/lib/search/meili-client.ts';
import { pageClientOptions, searchClientOptions } from '../../src/lib/search/tenant-requests.ts';
import { emptySearchState } from '../../src/lib/search/url-state.ts';
import type { SearchState } from '../../src/lib/search/types.ts';
import { headlessOptionsFor, searchHeadless } from '../../scripts/lib/headless-search.ts';

const now = new Date();
const tenant = tenantSchema.parse({
  slug: 'delta-autos',
  name: 'Delta Autos',
  id: 1,
  url: 'https://delta.example',
  search: { hitsPerPage: 3, excludeZeroPriceOnPriceAscending: true },
});

function car(
  id: number,
  make: string,
  model: string,
  body: string,
  price: number,
  extra: Partial<Vehicle> = {},
): Vehicle {
  return {
    ...emptyVehicle(),
    id,
    slug: `${make}-${model}-${id}`.toLowerCase(),
    name: `2022 ${make} ${model}`,
    year: 2015 + (id % 10),
    make,
    model,
    body,
    price,
    km: id * 1000,
    car_type: id % 2 ? 'used' : 'new',
    status: 'in_stock',
    show_on_dealer_website: true,
    created_at: new Date(now.getTime() - id * 86_400_000).toISOString(),
    ...extra,
  };
}

const STOCK = [
  car(1, 'Toyota', 'Corolla', 'Hatch', 24990),
  car(2, 'Toyota', 'HiLux', 'Ute', 54990),
  car(3, 'Toyota', 'RAV4', 'SUV', 41990),
  car(4, 'Kia', 'Sportage', 'SUV', 38990),
  car(5, 'Kia', 'Cerato', 'Hatch', 0),
  car(6, 'Mazda', 'CX-5', 'SUV', 36990, { before_price: 39990 }),
  car(7, 'Mazda', 'BT-50', 'Ute', 49990),
];

let meili: MeiliConnection;
let dataDir: string;
let client: MeiliSearchClient;
let offersClient: MeiliSearchClient;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'forecourt-search-client-'));
  meili = await startMeilisearch({ dataDir });
  await indexTenantStock(meili.client, tenant, STOCK);
  const config = await searchConfigFor(meili.client, tenant, now, meili.url);
  client = meiliSearchClient(config, searchClientOptions(tenant, config), { post: nodeJsonPost });
  offersClient = meiliSearchClient(config, pageClientOptions('/special-offers', searchClientOptions(tenant, config)), {
    post: nodeJsonPost,
  });
});

afterAll(async () => {
  await meili?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const blank = emptySearchState(tenant.search);
const options = headlessOptionsFor(tenant);
const search = (over: Partial<SearchState>, via = () => client) =>
  searchHeadless(via(), { ...blank, ...over }, options);
const counts = (results: Awaited<ReturnType<typeof search>>, attribute: string) =>
  Object.fromEntries(
    ((results.getFacetValues(attribute, {}) ?? []) as { name: string; count: number }[]).map((v) => [v.name, v.count]),
  );
const ids = (results: Awaited<ReturnType<typeof search>>) =>
  results.hits.map((hit) => (hit as unknown as { id: number }).id);

describe('the search client against Meilisearch', () => {
  it('finds the stock, counts it, pages it, and reads every hit as a card', async () => {
    const results = await search({});
    expect([results.nbHits, results.nbPages, results.hits.length]).toEqual([7, 3, 3]);
    expect(counts(results, 'make')).toEqual({ Toyota: 3, Kia: 2, Mazda: 2 });
    expect(results.hits[0]).toMatchObject({
      objectID: String(ids(results)[0]),
      make: expect.any(String),
      slug: expect.any(String),
    });
    expect(Object.keys(results.hits[0]!)).not.toContain('dealercomments');
  });

  it('a refined list keeps the counts of its other values (disjunctive), while other lists narrow', async () => {
    const results = await search({ refinementList: { make: ['Toyota'] } });
    expect(results.nbHits).toBe(3);
    expect(counts(results, 'make')).toEqual({ Toyota: 3, Kia: 2, Mazda: 2 });
    expect(counts(results, 'body')).toEqual({ Hatch: 1, Ute: 1, SUV: 1 });
  });

  it('OR within a list, AND across lists', async () => {
    const results = await search({ refinementList: { make: ['Toyota', 'Mazda'], body: ['SUV'] } });
    expect(ids(results).sort()).toEqual([3, 6]);
  });

  it('a price range filters the hits; its slider bounds come from the stock without it', async () => {
    const results = await search({ range: { price: { min: 30000, max: 45000 } } });
    expect(ids(results).sort()).toEqual([3, 4, 6]);
    expect(results.getFacetStats('price')).toEqual({ min: 0, max: 54990 });
    expect(results.getFacetStats('km')).toEqual({ min: 3000, max: 6000 });
  });

  it('"Sorting by price ascending adds the condition price > 0 on some tenants"', async () => {
    const results = await search({ sortBy: 'price-asc' });
    expect(results.nbHits).toBe(6);
    expect(ids(results)).toEqual([1, 6, 4]);
  });

  it('page 2 of highest price first', async () => {
    expect(ids(await search({ sortBy: 'price-desc', page: 2 }))).toEqual([4, 6, 1]);
  });

  it('the query text searches', async () => {
    expect(ids(await search({ query: 'hilux' }))).toEqual([2]);
  });

  it("a page's own condition (special offers: cars shown with a was-price)", async () => {
    expect(ids(await search({}, () => offersClient))).toEqual([6]);
  });
});
