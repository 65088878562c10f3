/**
 * Which sites a change to the repository reaches, following the tenant layers as a site resolves
 * them (resolve.ts: defaults < manufacturers < group < site). Pure: it takes the changed paths
 * (relative to the project root) and what each site file refers to, and answers with slugs, so CI
 * rebuilds only the sites a commit can have changed.
 *
 * Content files (pages, posts, offers, reviews) follow the same layers. Their convention is
 * `tenants/content/<layer>/<owner>/…`, e.g. `tenants/content/sites/<slug>/pages/about-us.md`,
 * `tenants/content/manufacturers/<make>/offers/<id>.md`, `tenants/content/defaults/pages/…`; a
 * layer folder deeper in the path (`tenants/content/<collection>/<layer>/<owner>…`) is understood
 * too. A path under tenants/ that names no layer reaches every site, so nothing is ever missed.
 */
import { CONTENT_DEFAULTS_LAYER } from '../content/layers.ts';

/** What one site file refers to, as far as it could be read. */
export interface SiteLayerRefs {
  slug: string;
  group: string | null;
  manufacturers: readonly string[];
  /** false when the site file is not valid JSON: it may use any layer, so any layer change reaches it. */
  readable: boolean;
}

/** Where one changed path reaches. */
type Reach =
  | { kind: 'every-site'; why: string }
  | { kind: 'site'; slug: string }
  | { kind: 'group'; group: string }
  | { kind: 'manufacturer'; name: string }
  | { kind: 'none' };

export interface AffectedSites {
  /** Slugs of existing sites to rebuild, sorted. */
  slugs: string[];
  /** For each slug, the changed paths that reach it (for the log). */
  reasons: Map<string, string[]>;
  /** Changed site files whose site no longer exists: its deployment is the operator's to remove. */
  removed: string[];
}

/** Layer folders, as named in tenants/ and in tenants/content/. */
const LAYER_FOLDERS = { sites: 'site', groups: 'group', manufacturers: 'manufacturer' } as const;
/** tenants/_defaults.json: the tenant JSON every site starts from. */
const DEFAULTS_FILE = '_defaults.json';

/** Paths that never change a built site: tests, docs, CI config, editor files, the CMS (admin/). */
const IRRELEVANT_FOLDERS = ['tests/', 'docs/', '.github/', '.ci/', '.vscode/', 'admin/'];
const IRRELEVANT_FILES = ['.gitignore', '.editorconfig', 'LICENSE', 'vitest.config.ts'];

/** Where a changed path reaches. Anything not known to be irrelevant counts as shared code. */
function reachOf(path: string, tenantsDir = 'tenants'): Reach {
  const root = `${tenantsDir.replace(/\/+$/, '')}/`;
  if (path.startsWith(root)) return tenantFileReach(path.slice(root.length));
  if (IRRELEVANT_FOLDERS.some((folder) => path.startsWith(folder))) return { kind: 'none' };
  if (IRRELEVANT_FILES.includes(path) || /^[^/]+\.md$/i.test(path)) return { kind: 'none' };
  return { kind: 'every-site', why: 'shared code' };
}

function tenantFileReach(inTenants: string): Reach {
  if (inTenants === DEFAULTS_FILE) return { kind: 'every-site', why: 'tenant defaults' };
  // Generated from the zod schema: it changes only with src/, which reaches every site itself.
  if (inTenants === 'tenant.schema.json') return { kind: 'none' };
  const [folder, ...rest] = inTenants.split('/');
  if (folder === 'content') return contentReach(rest);
  const owner = rest.length === 1 ? jsonName(rest[0]!) : null;
  if (owner !== null && isLayerFolder(folder)) return layerReach(folder, owner);
  return { kind: 'every-site', why: 'a tenant file outside the layer folders' };
}

function contentReach(segments: string[]): Reach {
  const at = segments.findIndex((segment) => segment === CONTENT_DEFAULTS_LAYER || isLayerFolder(segment));
  const layer = segments[at];
  if (layer === CONTENT_DEFAULTS_LAYER) return { kind: 'every-site', why: 'default content' };
  const owner = segments[at + 1]?.replace(/\.[^.]+$/, '');
  if (layer === undefined || !isLayerFolder(layer) || !owner)
    return { kind: 'every-site', why: 'content that names no layer' };
  return layerReach(layer, owner);
}

function layerReach(folder: keyof typeof LAYER_FOLDERS, owner: string): Reach {
  const kind = LAYER_FOLDERS[folder];
  if (kind === 'site') return { kind, slug: owner };
  if (kind === 'group') return { kind, group: owner };
  return { kind, name: owner };
}

function isLayerFolder(folder: string | undefined): folder is keyof typeof LAYER_FOLDERS {
  return folder !== undefined && Object.hasOwn(LAYER_FOLDERS, folder);
}

function jsonName(file: string): string | null {
  return file.endsWith('.json') ? file.slice(0, -'.json'.length) : null;
}

/** The sites the changed paths reach, with the paths that reach each. */
export function affectedSites(
  changed: readonly string[],
  sites: readonly SiteLayerRefs[],
  tenantsDir = 'tenants',
): AffectedSites {
  const reasons = new Map<string, string[]>();
  const removed = new Set<string>();
  const known = new Set(sites.map((site) => site.slug));
  for (const path of changed) {
    const reach = reachOf(path, tenantsDir);
    if (reach.kind === 'site' && !known.has(reach.slug)) removed.add(reach.slug);
    for (const site of sites) {
      if (reaches(reach, site)) reasons.set(site.slug, [...(reasons.get(site.slug) ?? []), path]);
    }
  }
  return { slugs: [...reasons.keys()].sort(), reasons, removed: [...removed].sort() };
}

function reaches(reach: Reach, site: SiteLayerRefs): boolean {
  switch (reach.kind) {
    case 'every-site':
      return true;
    case 'site':
      return reach.slug === site.slug;
    case 'group':
      return !site.readable || site.group === reach.group;
    case 'manufacturer':
      return !site.readable || site.manufacturers.includes(reach.name);
    case 'none':
      return false;
  }
}

/** What a site file refers to: its `group` and `manufacturers`, read leniently (the build reports bad values). */
export function siteLayerRefs(slug: string, parsed: unknown): SiteLayerRefs {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { slug, group: null, manufacturers: [], readable: false };
  const { group, manufacturers } = parsed as Record<string, unknown>;
  return {
    slug,
    group: typeof group === 'string' ? group : null,
    manufacturers: Array.isArray(manufacturers)
      ? manufacturers.filter((name): name is string => typeof name === 'string')
      : [],
    readable: true,
  };
}
