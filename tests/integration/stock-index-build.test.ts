// Issue 20: "npm run stock:index can chain it (e.g. --build incremental), so a feed arriving becomes
// one command in CI." The CLI against a real Meilisearch, real Astro builds and an S3-compatible store
// (s3rver): the first feed builds the site in full (there is no manifest yet) and deploys it, the
// next re-renders only what its change reaches, and the bucket then serves the new price.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateDemoFeed } from '../../src/demo-stock/generate.ts';
import { startMeilisearch, type MeiliConnection } from '../../src/pipeline/meili/server.ts';
import { todayIn } from '../../src/lib/vehicle/dates.ts';
import { startLocalS3 } from '../../scripts/lib/local-s3.ts';

const ROOT = 'tests/fixtures/tenants-bad';
let meili: MeiliConnection;
let s3: Awaited<ReturnType<typeof startLocalS3>>;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'forecourt-index-build-'));
  [meili, s3] = await Promise.all([
    startMeilisearch({ dataDir: path.join(work, 'meili') }),
    startLocalS3(path.join(work, 's3')),
  ]);
});

afterAll(async () => {
  await s3?.stop();
  await meili?.stop();
  rmSync(work, { recursive: true, force: true });
});

function indexAndBuild(vehicles: unknown[], options: string[] = ['--build', 'incremental']) {
  const feed = path.join(work, 'feed.json');
  writeFileSync(feed, JSON.stringify({ vehicles }));
  const args = [
    '--root',
    ROOT,
    '--tenant',
    'good-motors',
    '--file',
    feed,
    '--out',
    path.join(work, 'dist'),
    ...options,
  ];
  const result = spawnSync(process.execPath, ['scripts/index-stock.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...s3.env, MEILISEARCH_URL: meili.url, MEILISEARCH_ADMIN_KEY: meili.adminKey },
    timeout: 300_000,
  });
  return { code: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const deployed = ['--build', 'incremental', '--deploy-to', 's3://dealer-sites/good-motors'];

it('indexes a feed, builds and deploys the site, then re-renders and uploads what the next feed changes', async () => {
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

  const notBuilt = indexAndBuild(vehicles, ['--deploy-to', 's3://dealer-sites/good-motors']);
  expect(notBuilt.code).toBe(2);
  expect(notBuilt.output).toContain('--deploy-to deploys what --build built: give --build with it.');

  const day = todayIn(new Date());
  const first = indexAndBuild(vehicles, [...deployed, '--endpoint', s3.endpoint]);
  expect(first.code, first.output).toBe(0);
  expect(first.output).toContain('full build: there is no manifest from an earlier build');
  expect(first.output).toMatch(/Deployed: uploaded \d+ file\(s\)/);

  const car = vehicles.find((v) => v.status === 'in_stock' && v.show_on_dealer_website)!;
  const cheaper = vehicles.map((v) => (v.id === car.id ? { ...v, price: v.price - 1000 } : v));
  const second = indexAndBuild(cheaper, [...deployed, '--endpoint', s3.endpoint]);
  expect(second.code, second.output).toBe(0);
  const price = new Intl.NumberFormat('en-AU').format(car.price - 1000);
  const served = await fetch(s3.url(`good-motors/cars/${car.slug}/index.html`)).then((answer) => answer.text());
  expect(served).toContain(price);
  // The CLI builds by the real clock: across midnight in Brisbane the second build is a full one.
  if (todayIn(new Date()) !== day) return expect(second.output).toContain("full build: the last build's clock is from");
  expect(second.output).toContain('incremental: cars 1 changed');
  expect(second.output).toMatch(/good-motors: \d+ pages \(incremental: \d+ re-rendered, \d+ kept, 0 removed\)/);
  const page = readFileSync(path.join(work, 'dist', 'good-motors', 'cars', car.slug, 'index.html'), 'utf8');
  expect(page).toContain(price);
  expect(second.output).not.toContain(meili.adminKey);
}, 600_000);
