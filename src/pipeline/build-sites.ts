/**
 * Builds the sites of many tenants in one Astro build per core (render.ts) rather than one per
 * tenant, so the Vite bundling and start-up are paid once per core, and assembles dist/<slug>/
 * for each. A tenant whose config or stock cannot be read is reported and left out; the others
 * still build.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Meilisearch } from 'meilisearch';
import pLimit from 'p-limit';
import type { Tenant } from '../lib/tenant/schema.ts';
import { readTenantStock } from './meili/stock-reader.ts';
import { directorySearchConfigFor, searchConfigFor } from './meili/tokens.ts';
import { indexDirectory } from './meili/directory-index.ts';
import { manufacturerLogo } from './manufacturer-logos.ts';
import { directoryEntries } from '../lib/brands/entries.ts';
import { writeBuildData } from './build-data.ts';
import type { TenantBuildData } from '../lib/site/site-data.ts';
import { assembleTenantSite, emptyTrash, mergeRenders } from './render/assemble.ts';
import { defaultRenderProcesses, renderInProcesses } from './render/render.ts';
import { prerenderSearchPages } from './prerender-search.ts';
import { writeDemoImages } from './render/demo-images.ts';
import { builds } from './render/page-types.ts';
import { routingContextFor } from '../lib/search/url-state.ts';
import { resolveSiteContent } from '../lib/content/site-content.ts';
import type { ContentFile } from '../lib/content/types.ts';
import { readContentFiles } from './content.ts';
import { writeRedirects } from './redirects.ts';

interface BuildFailure {
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
  /** Astro processes rendering at once (default: one per core; see render.ts). */
  renderProcesses?: number;
  /** The content editors write (pages, posts): <tenants root>/content, by default tenants/content. */
  contentDir?: string;
  log?: (line: string) => void;
}

export interface BuildSummary {
  built: { slug: string; pages: number }[];
  failures: BuildFailure[];
  seconds: number;
}

export async function buildSites(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const { client, tenants, outDir, publicSearchUrl, now = new Date(), renderProcesses = defaultRenderProcesses(), log = console.log } = options;
  const contentDir = resolve(options.contentDir ?? 'tenants/content');
  const content = await readContentFiles(contentDir);
  // Per process, so a build never collides with another one running (npm start beside npm test).
  const workDir = resolve(options.workDir ?? `.forecourt/build/${process.pid}`);
  // Meilisearch answers one tenant's queries while this process parses another's.
  const limit = pLimit(Math.max(1, renderProcesses));
  const read = await Promise.all(tenants.map((tenant) => limit(() => readTenant(client, tenant, { now, publicSearchUrl, content }, log))));
  const sites = read.filter((site): site is TenantBuildData => !('message' in site));
  const failures = read.filter((site): site is BuildFailure => 'message' in site);
  // What earlier builds replaced is deleted while this one renders (disk work beside CPU work).
  const trashEmptied = emptyTrash(resolve(outDir));
  const built = sites.length > 0 ? await renderAndAssemble(sites, workDir, resolve(outDir), { processes: renderProcesses, log, trashEmptied, contentDir }) : [];
  await trashEmptied;
  return { built, failures, seconds: (performance.now() - started) / 1000 };
}

type ReadContext = { now: Date; publicSearchUrl: string; content: ContentFile[] };

/** A tenant's content, stock, token and prerendered search pages, or why they could not be read. */
async function readTenant(client: Meilisearch, tenant: Tenant, { now, publicSearchUrl, content }: ReadContext, log: (line: string) => void): Promise<TenantBuildData | BuildFailure> {
  try {
    const siteContent = resolveSiteContent(tenant, content);
    if (!siteContent.ok) throw new Error(`its content has problems:\n${siteContent.errors.join('\n')}`);
    const vehicles = await readTenantStock(client, tenant, now);
    const search = await searchConfigFor(client, tenant, now, publicSearchUrl);
    // Same token as the browser, but over the build's own route to Meilisearch.
    const queried = performance.now();
    const { routing, pages } = builds('search') || builds('special')
      ? await prerenderSearchPages(tenant, vehicles, { ...search, host: client.config.host }, now)
      : { routing: routingContextFor(vehicles, tenant.search), pages: [] };
    const queryMs = (performance.now() - queried).toFixed(0);
    log(`  ✓ ${tenant.slug}: ${vehicles.length} vehicles, ${pages.length} search pages queried in ${queryMs} ms`);
    const directory = await readDirectory(client, tenant, publicSearchUrl);
    return { tenant, vehicles, search, routing, searchPages: pages, builtAt: now.toISOString(), geocoderKey: geocoderKey(tenant), content: siteContent.content, directory };
  } catch (error) {
    log(`  ✗ ${tenant.slug}: ${errorMessage(error)}`);
    return { slug: tenant.slug, message: errorMessage(error) };
  }
}

/** A group site's brand directory, indexed for its search box, with the token that searches it. */
async function readDirectory(client: Meilisearch, tenant: Tenant, publicSearchUrl: string): Promise<TenantBuildData['directory']> {
  if (tenant.template !== 'group') return null;
  const entries = directoryEntries(tenant, manufacturerLogo);
  await indexDirectory(client, tenant.slug, entries);
  return { search: await directorySearchConfigFor(client, tenant.slug, publicSearchUrl), entries };
}

/** A hosted geocoder's browser key, from the environment variable the tenant names (never from tenant JSON). */
function geocoderKey(tenant: Tenant): string | null {
  const { keyEnv } = tenant.delivery.geocoder;
  return (keyEnv && process.env[keyEnv]) || null;
}

async function renderAndAssemble(sites: TenantBuildData[], workDir: string, outDir: string, run: { processes: number; log: (line: string) => void; trashEmptied: Promise<void>; contentDir: string }) {
  const dataDir = `${workDir}/data`;
  writeBuildData(dataDir, sites);
  const processes = Math.max(1, run.processes);
  run.log(`Rendering ${sites.length} site(s) in ${processes} Astro process(es)…`);
  const slugs = new Set(sites.map((s) => s.tenant.slug));
  const rendering = renderInProcesses(dataDir, workDir, processes, run.contentDir);
  // This process is idle while Astro renders: it draws the demo photos meanwhile, into a folder
  // shaped like a render's, merged with theirs.
  const photos = `${workDir}/demo-photos`;
  mkdirSync(photos, { recursive: true });
  for (const site of sites) writeDemoImages(`${photos}/${site.tenant.slug}`, site.vehicles);
  const astroOut = mergeRenders([...(await rendering), photos], slugs);
  await run.trashEmptied; // before anything new goes into the trash
  const built = sites.map((site) => ({ slug: site.tenant.slug, ...assembleTenantSite(astroOut, outDir, site.tenant.slug, slugs, (dir) => writeRedirects(dir, site)) }));
  rmSync(workDir, { recursive: true, force: true });
  return built;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
