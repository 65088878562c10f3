// Issue 20: "npm run stock:index can chain it (e.g. --build incremental), so a feed arriving becomes
// one command in CI." The CLI against a real Meilisearch and real Astro builds: the first feed builds
// the site in full (there is no manifest yet), the next re-renders only what its change reaches.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateDemoFeed } from '../../src/demo-stock/generate.ts';
import { startMeilisearch, type MeiliConnection } from '../../src/pipeline/meili/server.ts';
import { todayIn } from '../../src/lib/vehicle/dates.ts';

const ROOT = 'tests/fixtures/tenants-bad';
let meili: MeiliConnection;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'forecourt-index-build-'));
  meili = await startMeilisearch({ dataDir: path.join(work, 'meili') });
});

afterAll(async () => {
  await meili?.stop();
  rmSync(work, { recursive: true, force: true });
});

function indexAndBuild(vehicles: unknown[]) {
  const feed = path.join(work, 'feed.json');
  writeFileSync(feed, JSON.stringify({ vehicles }));
  const args = [
    '--root',
    ROOT,
    '--tenant',
    'good-motors',
    '--file',
    feed,
    '--build',
    'incremental',
    '--out',
    path.join(work, 'dist'),
  ];
  const result = spawnSync(process.execPath, ['scripts/index-stock.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, MEILISEARCH_URL: meili.url, MEILISEARCH_ADMIN_KEY: meili.adminKey },
    timeout: 300_000,
  });
  return { code: result.status, output: `${result.stdout}\n${result.stderr}` };
}

it('indexes a feed and builds the site, then re-renders only what the next feed changes', () => {
  const vehicles = generateDemoFeed({
    seed: 'index-build',
    cars: 8,
    now: new Date(),
    franchiseMakes: ['Nissan'],
    usedOnly: false,
    categories: ['cars'],
    locations: [],
    dealershipIds: [],
  }) as { id: number; slug: string; status: string; show_on_dealer_website: boolean; price: number }[];

  const day = todayIn(new Date());
  const first = indexAndBuild(vehicles);
  expect(first.code, first.output).toBe(0);
  expect(first.output).toContain('full build: there is no manifest from an earlier build');

  const car = vehicles.find((v) => v.status === 'in_stock' && v.show_on_dealer_website)!;
  const second = indexAndBuild(vehicles.map((v) => (v.id === car.id ? { ...v, price: v.price - 1000 } : v)));
  expect(second.code, second.output).toBe(0);
  // The CLI builds by the real clock: across midnight in Brisbane the second build is a full one.
  if (todayIn(new Date()) !== day) return expect(second.output).toContain("full build: the last build's clock is from");
  expect(second.output).toContain('incremental: cars 1 changed');
  expect(second.output).toMatch(/good-motors: \d+ pages \(incremental: \d+ re-rendered, \d+ kept, 0 removed\)/);
  const page = readFileSync(path.join(work, 'dist', 'good-motors', 'cars', car.slug, 'index.html'), 'utf8');
  expect(page).toContain(new Intl.NumberFormat('en-AU').format(car.price - 1000));
  expect(second.output).not.toContain(meili.adminKey);
}, 600_000);
