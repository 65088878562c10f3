// The browser's tenant token, tried over real HTTP the way a curious shopper (or a competitor)
// could: it must find this tenant's visible stock and nothing else.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_FIELDS } from '../../src/lib/stock/shapes.ts';
import { emptyVehicle, type Vehicle } from '../../src/lib/stock/vehicle.ts';
import { tenantSchema, type Tenant } from '../../src/lib/tenant/schema.ts';
import { indexTenantStock } from '../../src/pipeline/meili/indexer.ts';
import { startMeilisearch, type MeiliConnection } from '../../src/pipeline/meili/server.ts';
import { readTenantStock } from '../../src/pipeline/meili/stock-reader.ts';
import { searchConfigFor } from '../../src/pipeline/meili/tokens.ts';

/** The claims a tenant token carries (its middle part). */
const tokenPayload = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
import type { PublicSearchConfig } from '../../src/lib/site/site-data.ts';

const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

function tenant(slug: string, search: Record<string, unknown> = {}): Tenant {
  return tenantSchema.parse({ slug, name: slug, id: 1, url: `https://${slug}.example`, search });
}

function car(id: number, make: string, model: string, extra: Partial<Vehicle> = {}): Vehicle {
  return {
    ...emptyVehicle(),
    id,
    slug: `${make}-${model}-${id}`.toLowerCase(),
    name: `2022 ${make} ${model}`,
    year: 2022,
    make,
    model,
    price: 30_000,
    car_type: 'used',
    status: 'in_stock',
    show_on_dealer_website: true,
    created_at: daysAgo(20),
    ...extra,
  };
}

const alpha = tenant('alpha-motors', { soldDays: 3, excludedMakes: ['Suzuki'] });
const bravo = tenant('bravo-cars');
const alphaVisible = [
  car(1001, 'Toyota', 'Corolla', { vin: 'JTNB23HK903064221', stocknum: 'U4410' }),
  car(1002, 'Mazda', 'CX-5', { status: 'coming_soon' }),
  car(1003, 'Kia', 'Sportage', { status: 'sold', sold_date: daysAgo(1) }),
];
const alphaHidden = [
  car(1004, 'Toyota', 'Hilux', { show_on_dealer_website: false }),
  car(1005, 'Ford', 'Ranger', { status: 'sold', sold_date: daysAgo(30) }),
  car(1006, 'Suzuki', 'Swift'),
];
const bravoCars = [car(2001, 'Toyota', 'Camry'), car(2002, 'Suzuki', 'Vitara')];

let meili: MeiliConnection;
let dataDir: string;
let config: PublicSearchConfig;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'forecourt-meili-'));
  meili = await startMeilisearch({ dataDir });
  await indexTenantStock(meili.client, alpha, [...alphaVisible, ...alphaHidden]);
  await indexTenantStock(meili.client, bravo, bravoCars);
  config = await searchConfigFor(meili.client, alpha, now, meili.url);
});

afterAll(async () => {
  await meili?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A request as the browser would make it: the token and nothing else. */
async function asShopper(method: string, route: string, body?: unknown) {
  const response = await fetch(`${config.host}${route}`, {
    method,
    headers: {
      Authorization: `Bearer ${config.apiKey}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function searchIds(body: Record<string, unknown>): Promise<number[]> {
  const { status, json } = await asShopper('POST', `/indexes/${config.indexUid}/search`, { limit: 100, ...body });
  expect(status, JSON.stringify(json)).toBe(200);
  return (json.hits as { id: number }[]).map((hit) => hit.id).sort();
}

const ids = (cars: Vehicle[]) => cars.map((c) => c.id).sort();

describe('tenant token', () => {
  it('is scoped to the tenant index and served from the public URL', () => {
    expect(config).toEqual({ host: meili.url, indexUid: 'cars-alpha-motors', apiKey: expect.any(String) });
  });

  it("finds the tenant's visible cars (in stock, coming soon, sold within soldDays)", async () => {
    expect(await searchIds({ q: '' })).toEqual(ids(alphaVisible));
    expect(await searchIds({ q: 'corolla' })).toEqual([1001]);
  });

  it.each([
    ['not shown on the dealer website', 1004, 'Hilux', 'show_on_dealer_website = false'],
    ['sold 30 days ago', 1005, 'Ranger', `sold_date_timestamp < ${Math.floor(now.getTime() / 1000) - 7 * 86_400}`],
    ['of an excluded make', 1006, 'Swift', 'make = Suzuki'],
  ])('never returns a car %s, even with its own filter', async (_why, id, query, filter) => {
    expect(await searchIds({ q: query })).toEqual([]);
    expect(await searchIds({ filter })).toEqual([]);
    expect(await searchIds({ filter: `id = ${id}` })).toEqual([]);
    expect(await searchIds({ filter: 'id IN [1004, 1005, 1006] OR id > 0' })).toEqual(ids(alphaVisible));
  });

  it('reads a result card of each car, never the whole car (its VIN, its stock number)', async () => {
    const { json } = await asShopper('POST', `/indexes/${config.indexUid}/search`, {
      q: 'corolla',
      attributesToRetrieve: ['*', 'vin', 'stocknum'],
    });
    const [hit] = json.hits as Record<string, unknown>[];
    expect(Object.keys(hit!).sort()).toEqual([...CARD_FIELDS].sort());
    // The search box still finds a car by its VIN, but no highlight, crop or match position gives it back.
    const byVin = await asShopper('POST', `/indexes/${config.indexUid}/search`, {
      q: 'JTNB23HK903064221',
      attributesToHighlight: ['*'],
      attributesToCrop: ['*'],
      showMatchesPosition: true,
    });
    expect((byVin.json.hits as { id: number }[]).map((found) => found.id)).toEqual([1001]);
    expect(JSON.stringify(byVin.json.hits)).not.toMatch(/JTNB23HK903064221|U4410/);
    const [whole] = await readTenantStock(meili.client, alpha, now);
    expect(whole).toMatchObject({ id: 1001, vin: 'JTNB23HK903064221', stocknum: 'U4410' });
  });

  it('matches what the build reads for the tenant', async () => {
    const stock = await readTenantStock(meili.client, alpha, now);
    expect(stock.map((v) => v.id).sort()).toEqual(ids(alphaVisible));
    expect(stock.map((v) => v.id)).toEqual([1001, 1002, 1003]); // custom rank: in stock, coming soon, sold
  });

  it("cannot search another tenant's index", async () => {
    const search = await asShopper('POST', '/indexes/cars-bravo-cars/search', { q: '' });
    expect(search.status).toBe(403);
    expect(search.json.code).toBe('invalid_api_key');
    const multi = await asShopper('POST', '/multi-search', { queries: [{ indexUid: 'cars-bravo-cars', q: '' }] });
    expect(multi.status).toBe(403);
    const federated = await asShopper('POST', '/multi-search', {
      federation: {},
      queries: [
        { indexUid: config.indexUid, q: '' },
        { indexUid: 'cars-bravo-cars', q: '' },
      ],
    });
    expect(federated.status).toBe(403);
  });

  it('can use multi-search on its own index, still filtered', async () => {
    const { status, json } = await asShopper('POST', '/multi-search', {
      queries: [
        { indexUid: config.indexUid, q: '', filter: 'make = Suzuki OR show_on_dealer_website = false', limit: 100 },
      ],
    });
    expect(status).toBe(200);
    expect((json.results as { hits: unknown[] }[])[0]!.hits).toEqual([]);
  });

  it.each([
    ['GET', '/indexes/cars-alpha-motors/documents'],
    ['POST', '/indexes/cars-alpha-motors/documents/fetch', { filter: 'id > 0' }],
    ['GET', '/indexes/cars-alpha-motors/documents/1004'],
    ['GET', '/indexes/cars-alpha-motors/settings'],
    ['GET', '/indexes'],
    ['GET', '/keys'],
    ['GET', '/tasks'],
    ['POST', '/indexes/forecourt-meta/search', { q: '' }],
    ['POST', '/indexes/cars-alpha-motors/documents', [{ id: 9999, make: 'Fake' }]],
  ])('cannot %s %s', async (method, route, body?: unknown) => {
    const { status } = await asShopper(method, route, body);
    expect(status).toBe(403);
  });

  it('carries no key: the config holds neither the admin key nor the search key', async () => {
    const payload = tokenPayload(config.apiKey);
    const searchKey = await meili.client.getKey(payload.apiKeyUid as string);
    const json = JSON.stringify(config);
    expect(json).not.toContain(meili.adminKey);
    expect(json).not.toContain(searchKey.key);
    expect(Object.keys(payload.searchRules as object)).toEqual(['cars-alpha-motors']);
  });

  it('uses one search-only key, created once', async () => {
    const again = await searchConfigFor(meili.client, bravo, now, meili.url);
    const uid = tokenPayload(again.apiKey).apiKeyUid;
    expect(uid).toBe(tokenPayload(config.apiKey).apiKeyUid);
    const keys = (await meili.client.getKeys({ limit: 100 })).results.filter((k) => k.uid === uid);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ actions: ['search'], indexes: ['cars-*', 'directory-*'], expiresAt: null });
  });
});
