// The indexer against a real Meilisearch: counts, settings as code, reuse of unchanged stock, and
// a re-index that shoppers only ever see as "all old" or "all new".
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTERABLE_ATTRIBUTES, SEARCHABLE_ATTRIBUTES, SORTABLE_ATTRIBUTES } from '../../src/lib/stock/document.ts';
import { emptyVehicle, type Vehicle } from '../../src/lib/stock/vehicle.ts';
import { tenantSchema } from '../../src/lib/tenant/schema.ts';
import { indexTenantStock, META_INDEX, type IndexOptions } from '../../src/pipeline/meili/indexer.ts';

type IndexProgress = Parameters<NonNullable<IndexOptions['onProgress']>>[0];
import { startMeilisearch, type MeiliConnection } from '../../src/pipeline/meili/server.ts';

const tenant = tenantSchema.parse({ slug: 'delta-autos', name: 'Delta Autos', id: 7, url: 'https://delta.example' });
const LIVE = 'cars-delta-autos';
const MAKES = ['Toyota', 'Mazda', 'Kia', 'Ford', 'Hyundai'];

function cars(from: number, count: number, price = 25_000): Vehicle[] {
  return Array.from({ length: count }, (_, i) => {
    const id = from + i;
    const make = MAKES[i % MAKES.length]!;
    return {
      ...emptyVehicle(),
      id,
      slug: `car-${id}`,
      name: `2021 ${make} Model ${i}`,
      year: 2021,
      make,
      model: `Model ${i % 7}`,
      price: price + i,
      car_type: 'used',
      status: 'in_stock',
      show_on_dealer_website: true,
      created_at: '2025-01-01T00:00:00Z',
      body: i % 2 ? 'SUV' : 'Sedan',
    } satisfies Vehicle;
  });
}

let meili: MeiliConnection;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'forecourt-meili-'));
  meili = await startMeilisearch({ dataDir });
});

afterAll(async () => {
  await meili?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function liveIds(): Promise<number[]> {
  const page = await meili.client.index(LIVE).getDocuments<{ id: number }>({ fields: ['id'], limit: 10_000 });
  return page.results.map((d) => d.id).sort((a, b) => a - b);
}

async function indexUids(): Promise<string[]> {
  return (await meili.client.getIndexes({ limit: 100 })).results.map((i) => i.uid);
}

const idsOf = (vs: Vehicle[]) => vs.map((v) => v.id).sort((a, b) => a - b);

describe('indexTenantStock', () => {
  const first = cars(1, 300);

  it('indexes a first feed, reporting the count and progress', async () => {
    const progress: IndexProgress[] = [];
    const result = await indexTenantStock(meili.client, tenant, first, { onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ indexUid: LIVE, count: 300, reused: false });
    expect(progress.at(-1)).toEqual({ indexUid: LIVE, indexed: 300, total: 300 });
    expect(await liveIds()).toEqual(idsOf(first));
  });

  it('applies the settings from code', async () => {
    const settings = await meili.client.index(LIVE).getSettings();
    expect([...settings.filterableAttributes!].sort()).toEqual([...FILTERABLE_ATTRIBUTES].sort());
    expect([...settings.sortableAttributes!].sort()).toEqual([...SORTABLE_ATTRIBUTES].sort());
    expect(settings.searchableAttributes).toEqual([...SEARCHABLE_ATTRIBUTES]);
    expect(settings.rankingRules).toEqual([
      'words',
      'typo',
      'proximity',
      'attribute',
      'sort',
      'exactness',
      'custom_rank:desc',
    ]);
    expect(settings.faceting).toEqual({ maxValuesPerFacet: 200, sortFacetValuesBy: { '*': 'count' } });
    expect(settings.pagination).toEqual({ maxTotalHits: 10_000 });
    expect((await meili.client.index(LIVE).fetchInfo()).primaryKey).toBe('id');
  });

  it('reuses the index when settings and documents are unchanged (in any order)', async () => {
    const before = (await meili.client.tasks.getTasks({ limit: 1 })).results[0]!.uid;
    const result = await indexTenantStock(meili.client, tenant, [...first].reverse());
    expect(result).toEqual({ indexUid: LIVE, count: 300, reused: true });
    expect((await meili.client.tasks.getTasks({ limit: 1 })).results[0]!.uid).toBe(before); // no writes at all
  });

  it('re-indexes unchanged stock when forced', async () => {
    expect(await indexTenantStock(meili.client, tenant, first, { force: true })).toMatchObject({
      count: 300,
      reused: false,
    });
    expect(await liveIds()).toEqual(idsOf(first));
  });

  it('swaps changed stock in atomically: readers see all old or all new, never part', async () => {
    const second = cars(5001, 2_500, 40_000); // three batches
    const oldIds = JSON.stringify(idsOf(first));
    const newIds = JSON.stringify(idsOf(second));
    const seen = new Set<string>();
    let done = false;
    const reader = (async () => {
      while (!done) {
        const ids = JSON.stringify(await liveIds());
        seen.add(ids === oldIds ? 'old' : ids === newIds ? 'new' : `partial (${ids.length} chars)`);
      }
    })();
    const progress: number[] = [];
    const result = await indexTenantStock(meili.client, tenant, second, {
      onProgress: (p) => progress.push(p.indexed),
    });
    done = true;
    await reader;
    expect(result).toEqual({ indexUid: LIVE, count: 2_500, reused: false });
    expect(progress).toEqual([0, 1000, 2000, 2500]);
    expect([...seen].filter((s) => s !== 'old' && s !== 'new')).toEqual([]);
    expect(seen.has('old')).toBe(true);
    expect(await liveIds()).toEqual(idsOf(second));
    // The swapped-out index stays as the next run's spare, sent this stock too.
    expect(await indexUids()).toContain(`${LIVE}_next`);
    const meta = await meili.client.index(META_INDEX).getDocument(LIVE);
    expect(meta).toMatchObject({ id: LIVE, count: 2_500, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('throws on a failed task and leaves the live index as it was', async () => {
    const bad = [...cars(9001, 5), { ...cars(9100, 1)[0]!, id: 1.5 }]; // not a valid document id
    await expect(indexTenantStock(meili.client, tenant, bad)).rejects.toThrow(/invalid_document_id/);
    expect(await liveIds()).toHaveLength(2_500);
    // The next run fills the half-filled _next index it left behind afresh.
    const good = cars(9001, 5);
    expect(await indexTenantStock(meili.client, tenant, good)).toMatchObject({ count: 5, reused: false });
    expect(await liveIds()).toEqual(idsOf(good));
  });

  it('creates the live index when the tenant has none, even for empty stock', async () => {
    const empty = tenantSchema.parse({ slug: 'echo-empty', name: 'Echo', id: 8, url: 'https://echo.example' });
    expect(await indexTenantStock(meili.client, empty, [])).toEqual({
      indexUid: 'cars-echo-empty',
      count: 0,
      reused: false,
    });
    expect(await indexUids()).toContain('cars-echo-empty');
    expect((await indexTenantStock(meili.client, empty, [])).reused).toBe(true);
  });

  it('keeps the most common values of a list longer than 200 (what its panel shows first)', async () => {
    const long = { slug: 'echo-long' };
    const oneEach = cars(20_000, 210).map((car, i) => ({ ...car, model: `A${String(i).padStart(3, '0')}` }));
    const common = cars(30_000, 5).map((car) => ({ ...car, model: 'Zephyr' }));
    await indexTenantStock(meili.client, long, [...oneEach, ...common]);
    const found = await meili.client.index('cars-echo-long').search('', { limit: 0, facets: ['model'] });
    expect(Object.keys(found.facetDistribution!.model!)).toHaveLength(200);
    expect(found.facetDistribution!.model!.Zephyr).toBe(5);
  });
});

describe('startMeilisearch', () => {
  it('refuses a data folder another running instance uses', async () => {
    await expect(startMeilisearch({ dataDir })).rejects.toThrow(/in use by another running instance/);
  });

  it('names MEILISEARCH_BIN when there is no binary', async () => {
    const saved = process.env.MEILISEARCH_BIN;
    process.env.MEILISEARCH_BIN = path.join(dataDir, 'no-such-meilisearch');
    try {
      await expect(startMeilisearch({ dataDir: path.join(dataDir, 'other') })).rejects.toThrow(/MEILISEARCH_BIN/);
    } finally {
      if (saved === undefined) delete process.env.MEILISEARCH_BIN;
      else process.env.MEILISEARCH_BIN = saved;
    }
  });
});
