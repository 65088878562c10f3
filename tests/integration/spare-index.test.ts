// The spare stock index against a real Meilisearch: a run of feed changes imported as the import does,
// where after each one the live index holds exactly what a fresh, fully filled index of the same stock
// holds (documents and settings), whether the spare was brought up to date by its changed documents
// or, when it cannot be trusted (half-updated by a run that stopped, other settings, missing, no
// record), filled afresh.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EnqueuedTaskPromise } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDocument } from '../../src/lib/stock/document.ts';
import { emptyVehicle, type Vehicle } from '../../src/lib/stock/vehicle.ts';
import { tenantSchema } from '../../src/lib/tenant/schema.ts';
import { indexTenantStock, META_INDEX } from '../../src/pipeline/meili/indexer.ts';
import { startMeilisearch, type MeiliConnection } from '../../src/pipeline/meili/server.ts';
import { readIndexedDocuments } from '../../src/pipeline/meili/stock-reader.ts';
import { generatedInput, importStock } from '../../src/pipeline/stock-import/import-stock.ts';

const site = tenantSchema.parse({ slug: 'spare-motors', name: 'Spare Motors', id: 9, url: 'https://spare.example' });
const reference = tenantSchema.parse({ slug: 'fresh-motors', name: 'Fresh', id: 10, url: 'https://fresh.example' });
const LIVE = 'cars-spare-motors';
const SPARE = `${LIVE}_next`;
const CARS = 300;
const CLOCK = new Date('2026-11-25T01:00:00Z');

function car(id: number, price: number): Vehicle {
  const make = ['Toyota', 'Mazda', 'Kia', 'Ford'][id % 4]!;
  return {
    ...emptyVehicle(),
    ...{ id, slug: `car-${id}`, name: `2021 ${make} ${id}`, year: 2021, make, model: `M${id % 5}`, price },
    ...{ car_type: 'used', status: 'in_stock', show_on_dealer_website: true, created_at: '2025-01-01T00:00:00Z' },
  } satisfies Vehicle;
}

let meili: MeiliConnection;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'forecourt-spare-'));
  meili = await startMeilisearch({ dataDir });
});

afterAll(async () => {
  await meili?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Imports stock as `npm run stock:index` does; resolves with the documents Meilisearch was sent. */
async function imported(stock: Vehicle[]): Promise<number> {
  const last = (await meili.client.tasks.getTasks({ limit: 1 })).results[0]?.uid ?? -1;
  const input = generatedInput('test stock', { vehicles: stock, skipped: [] });
  const report = await importStock(meili.client, site, input, { now: CLOCK, force: false, acceptRemovals: true });
  expect(report.outcome).toBe('indexed');
  const tasks = await meili.client.tasks.getTasks({ types: ['documentAdditionOrUpdate'], limit: 100 });
  await meili.client.tasks.waitForTasks(tasks.results.map((task) => task.uid));
  return tasks.results
    .filter((task) => task.uid > last && task.indexUid?.startsWith(LIVE))
    .reduce((sum, task) => sum + (task.details?.receivedDocuments ?? 0), 0);
}

/** The live index holds what a fresh index filled with `stock` holds, and so does the spare. */
async function expectSameAsFresh(stock: Vehicle[]) {
  await indexTenantStock(meili.client, reference, stock, { force: true });
  const fresh = await readIndexedDocuments(meili.client, reference.slug);
  expect(fresh.map((doc) => doc.id)).toEqual(stock.map((v) => v.id).sort((a, b) => a - b));
  expect(await readIndexedDocuments(meili.client, site.slug)).toEqual(fresh);
  const settings = await meili.client.index(`cars-${reference.slug}`).getSettings();
  expect(await meili.client.index(LIVE).getSettings()).toEqual(settings);
  const spare = await meili.client.index(SPARE).getDocuments({ limit: 10_000 });
  expect(spare.results.sort((a, b) => a.id - b.id)).toEqual(fresh);
  expect(await meili.client.index(SPARE).getSettings()).toEqual(settings);
}

let round = 0;

/**
 * Five changes, as a dealer's feed brings them: two price drops, a sale, a car gone, an arrival;
 * other cars each round.
 */
function fiveChanged(stock: Vehicle[]): Vehicle[] {
  round += 1;
  const [a, b, c, d] = [10, 60, 120, 200].map((i) => stock[i + round]!.id);
  return [
    ...stock
      .filter((v) => v.id !== d)
      .map((v) =>
        v.id === a || v.id === b ? { ...v, price: v.price - 500 } : v.id === c ? { ...v, status: 'sold' as const } : v,
      ),
    car(10_000 + round, 31_990),
  ];
}

describe('the spare stock index', () => {
  let stock = Array.from({ length: CARS }, (_, i) => car(i + 1, 20_000 + i * 10));

  it('a first import fills the staging index in full and leaves a spare holding the same', async () => {
    expect(await imported(stock)).toBeGreaterThanOrEqual(2 * CARS); // the staging fill, then the spare's
    await expectSameAsFresh(stock);
  });

  it.each([1, 2, 3])(
    'change %i: only the changed documents are sent, and the result equals a fresh index',
    async () => {
      stock = fiveChanged(stock);
      // 4 changed or new documents, to the staging index and again to the spare; the removal is a deletion.
      expect(await imported(stock)).toBe(8);
      await expectSameAsFresh(stock);
    },
  );

  const untrusted: [string, () => EnqueuedTaskPromise][] = [
    // A run that stopped half-way through updating the spare: one change in, the others never sent.
    ['half-updated by a run that stopped', () => meili.client.index(SPARE).addDocuments([toDocument(car(5, 1))])],
    ['given other settings', () => meili.client.index(SPARE).updateSettings({ rankingRules: ['words', 'sort'] })],
    ['missing', () => meili.client.deleteIndex(SPARE)],
    ['without a record', () => meili.client.index(META_INDEX).updateDocuments([{ id: LIVE, spareTasks: null }])],
    ['touched through the live index', () => meili.client.index(LIVE).deleteDocuments([stock[0]!.id])],
  ];

  it.each(untrusted)('a spare %s is filled afresh, with the same result', async (_what, meddle) => {
    await meddle().waitTask();
    stock = fiveChanged(stock);
    expect(await imported(stock)).toBeGreaterThanOrEqual(CARS);
    await expectSameAsFresh(stock);
    // …and the run after it uses the spare again.
    stock = fiveChanged(stock);
    expect(await imported(stock)).toBe(8);
    await expectSameAsFresh(stock);
  });

  it('FORECOURT_SPARE_INDEX=off: no spare is kept, and every re-index fills a fresh index with the same result', async () => {
    process.env.FORECOURT_SPARE_INDEX = 'off';
    try {
      const indexes = async () => (await meili.client.getIndexes({ limit: 100 })).results.map((index) => index.uid);
      stock = fiveChanged(stock);
      await imported(stock); // the spare there is used once more, then deleted
      expect(await indexes()).not.toContain(SPARE);
      stock = fiveChanged(stock);
      expect(await imported(stock)).toBe(stock.length);
      expect(await indexes()).not.toContain(SPARE);
    } finally {
      delete process.env.FORECOURT_SPARE_INDEX;
    }
    stock = fiveChanged(stock);
    expect(await imported(stock)).toBeGreaterThanOrEqual(CARS);
    await expectSameAsFresh(stock);
  });
});
