/**
 * Builds the sites of many tenants in ONE Astro build (one Vite bundle for the islands, one start-up)
 * and assembles dist/<slug>/ for each. A tenant whose config or stock cannot be read is reported and
 * left out; the others still build.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Meilisearch } from 'meilisearch';
import { build } from 'astro';
import type { Tenant } from '../../lib/tenant/schema.ts';
import { readTenantStock } from '../meili/stock-reader.ts';
import { searchConfigFor } from '../meili/tokens.ts';
import { writeBuildData, type TenantBuildData } from '../build-data.ts';
import { assembleTenantSite, emptyTrash } from './assemble.ts';
import { prerenderSearchPages } from './search-pages.ts';
import { writeDemoImages } from './demo-images.ts';
import { builds } from '../page-types.ts';
import { routingContextFor } from '../../lib/search/url-state.ts';

export interface BuildFailure {
  slug: string;
  message: string;
}

export interface BuildOptions {
  client: Meilisearch;
  tenants: Tenant[];
  /** Where dist/<slug>/ folders go. */
  outDir: string;
  /** Meilisearch URL as the shopper's browser reaches it. */
  publicSearchUrl: string;
  now?: Date;
  workDir?: string;
  log?: (line: string) => void;
}

export interface BuildSummary {
  built: { slug: string; pages: number }[];
  failures: BuildFailure[];
  seconds: number;
}

export async function buildSites(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const { client, tenants, outDir, publicSearchUrl, now = new Date(), log = console.log } = options;
  // Per process, so a build never collides with another one running (npm start beside npm test).
  const workDir = resolve(options.workDir ?? `.forecourt/build/${process.pid}`);
  const failures: BuildFailure[] = [];
  const sites: TenantBuildData[] = [];
  for (const tenant of tenants) {
    try {
      const vehicles = await readTenantStock(client, tenant, now);
      const search = await searchConfigFor(client, tenant, now, publicSearchUrl);
      // Same token as the browser, but over the build's own route to Meilisearch.
      const queried = performance.now();
      const { routing, pages } = builds('search') || builds('special')
        ? await prerenderSearchPages(tenant, vehicles, { ...search, host: client.config.host }, now)
        : { routing: routingContextFor(vehicles, tenant.search), pages: [] };
      const queryMs = (performance.now() - queried).toFixed(0);
      sites.push({ tenant, vehicles, search, routing, searchPages: pages, builtAt: now.toISOString() });
      log(`  ✓ ${tenant.slug}: ${vehicles.length} vehicles, ${pages.length} search pages queried in ${queryMs} ms`);
    } catch (error) {
      failures.push({ slug: tenant.slug, message: errorMessage(error) });
      log(`  ✗ ${tenant.slug}: ${errorMessage(error)}`);
    }
  }
  // What earlier builds replaced is deleted while this one renders (disk work beside CPU work).
  const trashEmptied = emptyTrash(resolve(outDir));
  const built = sites.length > 0 ? await renderAndAssemble(sites, workDir, resolve(outDir), log, trashEmptied) : [];
  await trashEmptied;
  return { built, failures, seconds: (performance.now() - started) / 1000 };
}

let renderedInThisProcess = false;

async function renderAndAssemble(sites: TenantBuildData[], workDir: string, outDir: string, log: (line: string) => void, trashEmptied: Promise<void>) {
  // Astro keeps the routes of its first build in a process and does not call getStaticPaths
  // again, so a second build would silently render the first build's tenants.
  if (renderedInThisProcess) throw new Error('buildSites renders once per process; start a new process for another build.');
  renderedInThisProcess = true;
  const dataDir = `${workDir}/data`;
  const astroOut = `${workDir}/astro-out`;
  writeBuildData(dataDir, sites);
  rmSync(astroOut, { recursive: true, force: true });
  process.env.FORECOURT_BUILD_DATA = dataDir;
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  log(`Rendering ${sites.length} site(s) in one Astro build…`);
  // FORECOURT_ASTRO_LOG=info shows Astro's per-page render times (the benchmark reads them).
  const logLevel = process.env.FORECOURT_ASTRO_LOG === 'info' ? 'info' : 'warn';
  await build({ root: process.cwd(), outDir: astroOut, logLevel });
  const slugs = new Set(sites.map((s) => s.tenant.slug));
  await trashEmptied; // before anything new goes into the trash
  for (const site of sites) writeDemoImages(`${astroOut}/${site.tenant.slug}`, site.vehicles);
  const built = sites.map(({ tenant }) => ({ slug: tenant.slug, ...assembleTenantSite(astroOut, outDir, tenant.slug, slugs) }));
  rmSync(workDir, { recursive: true, force: true });
  return built;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
