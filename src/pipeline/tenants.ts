// Loads every tenant from tenants/: _defaults.json, manufacturers/*.json, groups/*.json and
// sites/<slug>.json, and checks the content its layers hold under content/. A broken file fails
// only the tenants that use it, so one editor's typo never stops the other sites from building.
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseTenant } from '../lib/tenant/parse.ts';
import { parseLayerText, type LayerSource } from '../lib/tenant/json.ts';
import { resolveTenantLayers, type TenantLibrary } from '../lib/tenant/resolve.ts';
import type { Tenant } from '../lib/tenant/schema.ts';
import { resolveSiteContent } from '../lib/content/site-content.ts';
import { contentDirOf, readContentFiles } from './content.ts';
import type { ContentFile } from '../lib/content/types.ts';
import { displayPath } from './display-path.ts';

interface TenantFailure {
  slug: string;
  /** The file to fix first: the one named by the first error. */
  file: string;
  /** One line per problem, each naming its file, JSON path, what was expected and what was found. */
  message: string;
}

export interface LoadedTenants {
  tenants: Tenant[];
  failures: TenantFailure[];
}

/**
 * Loads the tenants under `rootDir` (all sites, or only the slugs in `only`), sorted by slug, checking
 * each one's content, the files under <rootDir>/content; unless `checkContent` is false, for a caller
 * that checks each tenant's content itself, as the build does when it reads a tenant (read-site.ts).
 */
export async function loadTenants(
  rootDir = 'tenants',
  only?: string[],
  { checkContent = true } = {},
): Promise<LoadedTenants> {
  const [{ sites, library }, files] = await Promise.all([
    readTenantFiles(rootDir),
    checkContent ? readContentFiles(contentDirOf(rootDir)) : [],
  ]);
  return resolveTenants({ rootDir, sites, library, files: checkContent ? files : null }, only);
}

/** The tenant files and content as read (or as a save would leave them: pipeline/cms/check-save.ts). */
export interface TenantFiles {
  rootDir: string;
  sites: ReadonlyMap<string, LayerSource>;
  library: TenantLibrary;
  /** The content files, to check each tenant's content against; null leaves content unchecked. */
  files: readonly ContentFile[] | null;
}

/** Resolves and validates the sites of `only` (default: every site file), sorted by slug. */
export function resolveTenants({ rootDir, sites, library, files }: TenantFiles, only?: string[]): LoadedTenants {
  const slugs = only ?? [...sites.keys()];
  const tenants: Tenant[] = [];
  const failures: TenantFailure[] = [];
  for (const slug of [...new Set(slugs)].sort()) {
    const site = sites.get(slug);
    const siteFile = siteFileOf(rootDir, slug);
    if (!site) {
      failures.push({
        slug,
        file: siteFile,
        message: `${siteFile}: no such tenant (there is no site file for "${slug}")`,
      });
      continue;
    }
    const resolved = resolveTenantLayers(slug, site, library);
    const parsed = resolved.ok ? parseTenant(resolved.raw, resolved.sources) : resolved;
    const checked = parsed.ok && files ? resolveSiteContent(parsed.tenant, files, siteFile) : parsed;
    if (parsed.ok && checked.ok) tenants.push(parsed.tenant);
    else if (!checked.ok)
      failures.push({ slug, file: fileOf(checked.errors[0], siteFile), message: checked.errors.join('\n') });
  }
  return { tenants, failures };
}

/** Every tenant file under `rootDir`: the site files by slug, and the layers they can refer to. */
export async function readTenantFiles(
  rootDir: string,
): Promise<{ sites: Map<string, LayerSource>; library: TenantLibrary }> {
  const [sites, manufacturers, groups, defaults] = await Promise.all([
    readFolder(rootDir, 'sites'),
    readFolder(rootDir, 'manufacturers'),
    readFolder(rootDir, 'groups'),
    readDefaults(rootDir),
  ]);
  return { sites, library: { defaults, manufacturers, groups } };
}

/** A site's own file, as errors about its options name it. */
export function siteFileOf(rootDir: string, slug: string): string {
  return displayPath(path.join(rootDir, 'sites', `${slug}.json`));
}

/** `<folder>/*.json` keyed by file name without `.json`; a missing folder is empty. */
async function readFolder(rootDir: string, folder: string): Promise<Map<string, LayerSource>> {
  const names = await readdir(path.join(rootDir, folder)).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith('.json')).sort();
  const layers = await Promise.all(files.map((name) => readLayer(path.join(rootDir, folder, name))));
  return new Map(files.map((name, index) => [name.slice(0, -'.json'.length), layers[index]!]));
}

/** `_defaults.json` is optional: without it the schema's own defaults apply. */
async function readDefaults(rootDir: string): Promise<LayerSource | null> {
  const file = path.join(rootDir, '_defaults.json');
  const exists = await access(file).then(
    () => true,
    () => false,
  );
  return exists ? readLayer(file) : null;
}

async function readLayer(file: string): Promise<LayerSource> {
  const shown = displayPath(file);
  try {
    return parseLayerText(shown, await readFile(file, 'utf8'));
  } catch (error) {
    return {
      file: shown,
      error: `${shown}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    };
  }
}

function fileOf(line: string | undefined, fallback: string): string {
  return line?.split(': ')[0] ?? fallback;
}
