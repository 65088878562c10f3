/**
 * The hand-over between scripts/build-all.ts and the Astro pages: build-all resolves each tenant,
 * reads its stock from Meilisearch and makes its search token, then writes one JSON file per
 * tenant here; the pages' getStaticPaths read them. Files (not globals) so a single `astro build`
 * can be rerun by hand against the same data when debugging a page.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tenant } from '../lib/tenant/schema.ts';
import type { Vehicle } from '../lib/stock/vehicle.ts';
import type { RoutingContext } from '../lib/search/url-state.ts';
import type { PrerenderedSearchPage } from './build/search-pages.ts';

/** What a tenant's pages may put in the browser to search: a tenant token, never a key. */
export interface PublicSearchConfig {
  host: string;
  indexUid: string;
  apiKey: string;
}

export interface TenantBuildData {
  tenant: Tenant;
  /** Stock passing the tenant's base filter, in custom-rank order. */
  vehicles: Vehicle[];
  search: PublicSearchConfig;
  /** Slugs of the makes and known models in stock: how search URLs map to exact facet values. */
  routing: RoutingContext;
  /** Every search landing page with its first page of results. */
  searchPages: PrerenderedSearchPage[];
  /** ISO time the stock was read; the "now" of every time rule in this build. */
  builtAt: string;
}

/** Where the render processes find the build data. */
export const BUILD_DATA_ENV = 'FORECOURT_BUILD_DATA';

export function buildDataDir(): string {
  return process.env[BUILD_DATA_ENV] ?? '.forecourt/build-data';
}

export function writeBuildData(dir: string, sites: TenantBuildData[]): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const site of sites) writeFileSync(join(dir, `${site.tenant.slug}.json`), JSON.stringify(site));
}

let cached: TenantBuildData[] | undefined;

/** Every tenant of this build, read once (a render process runs one build: see render.ts). */
export function loadBuildData(): TenantBuildData[] {
  if (cached) return cached;
  const dir = buildDataDir();
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  cached = files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as TenantBuildData);
  return cached;
}
