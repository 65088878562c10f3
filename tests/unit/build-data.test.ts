// The build data as a render process reads it is frozen all the way down (build-data.ts): pages'
// input hashes are taken once per object, so a page that changed what later pages read would leave
// their hashes describing something else. A write must throw, at any depth.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { generateDemoFeed } from '../../src/demo-stock/generate.ts';
import { normaliseFeed } from '../../src/lib/stock/normalise.ts';
import { resolveSiteContent } from '../../src/lib/content/site-content.ts';
import { readContentFiles } from '../../src/pipeline/content.ts';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { demoStockOptionsFor } from '../../src/pipeline/stock-source.ts';
import { landingPagesOf } from '../../src/pipeline/search/landing-pages.ts';
import { BUILD_DATA_ENV, loadBuildData, writeBuildData } from '../../src/pipeline/build-data.ts';
import { siteHashes } from '../../src/pipeline/render/page-inputs.ts';
import type { TenantBuildData } from '../../src/lib/site/site-data.ts';

const NOW = new Date('2026-11-23T00:00:00Z');
const work = mkdtempSync(join(tmpdir(), 'forecourt-build-data-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every object and array in a value, with where it is. */
function objectsIn(value: unknown, path = 'site'): [string, object][] {
  if (typeof value !== 'object' || value === null) return [];
  return [[path, value], ...Object.entries(value).flatMap(([key, child]) => objectsIn(child, `${path}.${key}`))];
}

it('is written as JSON.stringify writes it, and a render process gets it frozen all the way down, so a page cannot change it', async () => {
  const tenant = (await loadTenants('tenants', ['coastline-mg'])).tenants[0]!;
  const vehicles = normaliseFeed(
    { vehicles: generateDemoFeed(demoStockOptionsFor(tenant, 12, NOW)) },
    { now: NOW },
  ).vehicles;
  const content = resolveSiteContent(tenant, await readContentFiles('tenants/content'));
  if (!content.ok) throw new Error(content.errors.join('\n'));
  const { routing, pages } = landingPagesOf(tenant, vehicles);
  // A stand-in for each page's first answer from Meilisearch: nested, as the real one is.
  const firstResults = { relevance: { state: { index: 'relevance' }, results: [{ hits: [{ id: 1 }], nbHits: 1 }] } };
  const written: TenantBuildData = {
    tenant,
    vehicles,
    routing,
    searchPages: pages.map((page) => ({ ...page, firstResults })) as TenantBuildData['searchPages'],
    content: content.content,
    directory: null,
    geocoderKey: null,
    builtAt: NOW.toISOString(),
    search: { host: 'https://search.example', indexUid: 'cars-coastline-mg', apiKey: 'token' },
    buildSearchHost: 'http://127.0.0.1:7700',
  };
  writeBuildData(work, [written]);
  // The file reuses each car's JSON from hashing it: the text must still be exactly JSON's.
  expect(readFileSync(join(work, 'coastline-mg.json'), 'utf8')).toBe(
    JSON.stringify({ site: written, hashes: siteHashes(written) }),
  );
  vi.stubEnv(BUILD_DATA_ENV, work);
  const [site] = loadBuildData();
  vi.unstubAllEnvs();

  const objects = objectsIn(site);
  expect(objects.length).toBeGreaterThan(500);
  expect(objects.filter(([, object]) => !Object.isFrozen(object)).map(([path]) => path)).toEqual([]);
  const car = site!.vehicles[0]! as unknown as { price: number; features: string[] };
  expect(() => {
    car.price = 1;
  }).toThrow(TypeError);
  expect(() => car.features.push('Sunroof')).toThrow(TypeError);
});
