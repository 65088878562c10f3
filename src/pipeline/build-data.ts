/**
 * The hand-over between scripts/build-all.ts and the Astro pages: build-all resolves each tenant,
 * reads its stock from Meilisearch and makes its search token, then writes one JSON file per
 * tenant here; the pages' getStaticPaths read them. Files (not globals) so a single `astro build`
 * can be rerun by hand against the same data when debugging a page.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TenantBuildData } from '../lib/site/site-data.ts';
import { adoptSiteHashes, carAsJson, siteHashes, type SiteHashes } from './render/page-inputs.ts';

/** Where the render processes find the build data. */
export const BUILD_DATA_ENV = 'FORECOURT_BUILD_DATA';

function buildDataDir(): string {
  return process.env[BUILD_DATA_ENV] ?? '.forecourt/build-data';
}

/** One tenant's file: its data, and the hashes this process took of it (page-inputs.ts siteHashes). */
interface BuildDataFile {
  site: TenantBuildData;
  hashes: SiteHashes;
}

export function writeBuildData(dir: string, sites: TenantBuildData[]): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const site of sites) {
    const hashes = siteHashes(site);
    // As JSON.stringify({ site, hashes }) would write it, with the cars' JSON that hashing them made.
    writeFileSync(
      join(dir, `${site.tenant.slug}.json`),
      `{"site":${siteJson(site)},"hashes":${JSON.stringify(hashes)}}`,
    );
  }
}

function siteJson(site: TenantBuildData): string {
  const fields: string[] = [];
  for (const [key, value] of Object.entries(site)) {
    const json = key === 'vehicles' ? `[${site.vehicles.map(carAsJson).join(',')}]` : JSON.stringify(value);
    if (json !== undefined) fields.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${fields.join(',')}}`;
}

/** Set by `npm run dev` (dev/dev-sites.ts) each time it rewrites the build data in its own process. */
export const BUILD_DATA_GENERATION_ENV = 'FORECOURT_BUILD_DATA_GENERATION';

let cached: { generation: string | undefined; sites: TenantBuildData[] } | undefined;

/**
 * Every tenant of this build, read once (a render process runs one build: see render.ts); in the
 * dev server, read again whenever it says the data changed. Only static-paths.ts reads it, so every
 * page's paths pass through this process's share of the build. The hashes come with it: JSON gives
 * back the data the build hashed, so they hold for it here.
 */
export function loadBuildData(): TenantBuildData[] {
  const generation = process.env[BUILD_DATA_GENERATION_ENV];
  if (cached && cached.generation === generation) return cached.sites;
  const dir = buildDataDir();
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const sites = files.map((f) => {
    const { site, hashes } = JSON.parse(readFileSync(join(dir, f), 'utf8')) as BuildDataFile;
    deepFreeze(site);
    adoptSiteHashes(site, hashes);
    return site;
  });
  cached = { generation, sites };
  return sites;
}

/**
 * Frozen, because pages' input hashes are taken once per object (render/page-inputs.ts): a page that
 * changed the build data would make what later pages render differ from what their hashes say. In
 * strict code (every module, and the kept bundle's one file), writing to a frozen object throws, so
 * such a page fails the build instead.
 */
function deepFreeze(value: object): void {
  Object.freeze(value);
  // JSON gives plain objects and arrays, with only their own keys to walk (some 80,000 objects in a
  // 2,000-car site): index and for-in loops, with no array of values made per object, take a third
  // of the time Object.values did.
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) freezeChild(value[i]);
  } else {
    for (const key in value) freezeChild((value as Record<string, unknown>)[key]);
  }
}

function freezeChild(child: unknown): void {
  if (typeof child === 'object' && child !== null && !Object.isFrozen(child)) deepFreeze(child);
}
