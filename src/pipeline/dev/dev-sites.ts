/**
 * What `npm run dev` serves: each site's build data (the same TenantBuildData a build hands its render
 * processes), kept in the build-data folder the pages read, and re-read for the sites a saved file
 * reaches. A site whose files do not validate keeps no data but its errors, which the dev server shows
 * in place of its pages until the file is fixed; the other sites carry on.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Meilisearch } from 'meilisearch';
import type { TenantBuildData } from '../../lib/site/site-data.ts';
import { affectedSites, siteLayerRefs, type SiteLayerRefs } from '../../lib/tenant/affected.ts';
import type { Tenant } from '../../lib/tenant/schema.ts';
import { BUILD_DATA_GENERATION_ENV, writeBuildData } from '../build-data.ts';
import { contentDirOf, readContentFiles } from '../content.ts';
import { readTenant } from '../read-site.ts';
import { loadTenants, siteFileOf } from '../tenants.ts';
import { demoStockDay } from '../stock-source.ts';

export interface SiteProblem {
  slug: string;
  /** One line per problem: file, JSON path, what was expected and what was found. */
  lines: string[];
}

export interface DevSitesOptions {
  client: Meilisearch;
  /** The tenant files' folder (tenants/, or a copy of it in a test). */
  root: string;
  /** Only these sites (npm run dev -- --tenant). */
  only?: string[];
  /** Where the pages read the build data (FORECOURT_BUILD_DATA). */
  dataDir: string;
  publicSearchUrl: string;
  log: (line: string) => void;
}

export interface DevSites {
  /** The sites that validate, by slug. */
  readonly sites: ReadonlyMap<string, TenantBuildData>;
  /** The sites that do not, by slug. */
  readonly problems: ReadonlyMap<string, SiteProblem>;
  /** Every site slug asked for, in order. */
  slugs(): string[];
  /** Reads the sites these changed files (paths relative to the project) reach again; the slugs it re-read. */
  refresh(changed: readonly string[]): Promise<string[]>;
  /** The tenants that validate now (the lead API's). */
  tenants(): Tenant[];
}

export async function startDevSites(options: DevSitesOptions): Promise<DevSites> {
  const sites = new Map<string, TenantBuildData>();
  const problems = new Map<string, SiteProblem>();
  let slugs: string[] = [];
  let generation = 0;

  async function read(which: ReadonlySet<string> | 'all'): Promise<string[]> {
    const loaded = await loadTenants(options.root, options.only, { checkContent: false });
    const content = await readContentFiles(contentDirOf(options.root));
    slugs = [...loaded.tenants.map((t) => t.slug), ...loaded.failures.map((f) => f.slug)].sort();
    const now = demoStockDay(new Date());
    const reread: string[] = [];
    for (const failure of loaded.failures) {
      sites.delete(failure.slug);
      problems.set(failure.slug, { slug: failure.slug, lines: failure.message.split('\n') });
      reread.push(failure.slug);
    }
    const due = loaded.tenants.filter((t) => which === 'all' || which.has(t.slug) || !sites.has(t.slug));
    await Promise.all(
      due.map(async (tenant) => {
        const siteFile = siteFileOf(options.root, tenant.slug);
        const data = await readTenant(
          options.client,
          tenant,
          { now, publicSearchUrl: options.publicSearchUrl, content, siteFile },
          options.log,
        );
        if ('message' in data) {
          sites.delete(tenant.slug);
          problems.set(tenant.slug, { slug: tenant.slug, lines: data.message.split('\n') });
        } else {
          sites.set(tenant.slug, data);
          problems.delete(tenant.slug);
        }
        reread.push(tenant.slug);
      }),
    );
    for (const slug of [...sites.keys()]) if (!slugs.includes(slug)) sites.delete(slug);
    writeBuildData(options.dataDir, [...sites.values()]);
    process.env[BUILD_DATA_GENERATION_ENV] = String(++generation);
    return reread.sort();
  }

  await read('all');
  return {
    sites,
    problems,
    slugs: () => slugs,
    tenants: () => [...sites.values()].map((site) => site.tenant),
    async refresh(changed) {
      const reached = affectedSites(changed, await siteRefs(options.root, slugs), tenantsDirOf(options.root));
      return read(new Set(reached.slugs));
    },
  };
}

/** The tenants folder as affectedSites names paths: relative to the project, with forward slashes. */
function tenantsDirOf(root: string): string {
  return path.relative(process.cwd(), path.resolve(root)).split(path.sep).join('/');
}

async function siteRefs(root: string, slugs: readonly string[]): Promise<SiteLayerRefs[]> {
  return Promise.all(
    slugs.map(async (slug) => {
      const text = await readFile(path.join(root, 'sites', `${slug}.json`), 'utf8').catch(() => '');
      try {
        return siteLayerRefs(slug, JSON.parse(text));
      } catch {
        return siteLayerRefs(slug, null);
      }
    }),
  );
}
