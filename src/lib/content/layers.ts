/**
 * Where content files live and which of them a site reads. Content is laid out by layer, the same
 * layers as tenant JSON, each with a folder per kind of content:
 *
 *   tenants/content/defaults/<kind>/<id>.md
 *   tenants/content/manufacturers/<make>/<kind>/<id>.md
 *   tenants/content/groups/<group>/<kind>/<id>.md
 *   tenants/content/sites/<slug>/<kind>/<id>.md
 *
 * (.md, or .json for a kind kept as data: reviews; see CONTENT_FILE_TYPES.)
 *
 * The `<layer>/<owner>` prefix says whose a file is (CI maps a changed file to the tenants it affects
 * by it). A site reads its layers lowest first, as tenant JSON is merged (defaults < manufacturers
 * in the site's order < group < site), and an entry with the same id in a later layer replaces the
 * earlier one; an entry with `published: false` takes the id off the site altogether.
 */

/** A content file's place: its layer prefix ('defaults', 'sites/example-motors' …), kind and id. */
export interface ContentPath {
  /** 'defaults', or '<manufacturers|groups|sites>/<owner>'. */
  layer: string;
  kind: string;
  /** The path under the kind folder without its file type, e.g. 'about-us' or 'pages/4x4xmore'. */
  id: string;
}

/** The folder of the layer every site reads: tenants/content/defaults/. */
export const CONTENT_DEFAULTS_LAYER = 'defaults';
const OWNED_LAYERS = ['manufacturers', 'groups', 'sites'] as const;
const ID_SEGMENT = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** An id is lower-case words joined by '-', in one or more '/'-separated segments: it becomes a URL. */
export function isContentId(id: string): boolean {
  return id.split('/').every((segment) => ID_SEGMENT.test(segment));
}

/**
 * Reads `relative` (a path under the content root, '/'-separated) as a content file of one of the
 * `kinds`, each with its file type ('.md', '.json'); null when it is not one (a README, an image, a
 * file in an unknown folder, a file of another type than its kind's).
 */
export function parseContentPath(relative: string, kinds: Readonly<Record<string, string>>): ContentPath | null {
  const extension = /\.[a-z]+$/.exec(relative)?.[0];
  if (!extension) return null;
  const parts = relative.slice(0, -extension.length).split('/');
  const ownerParts =
    parts[0] === CONTENT_DEFAULTS_LAYER ? 1 : (OWNED_LAYERS as readonly string[]).includes(parts[0] ?? '') ? 2 : 0;
  if (ownerParts === 0 || parts.length < ownerParts + 2) return null;
  const kind = parts[ownerParts]!;
  if (!Object.hasOwn(kinds, kind) || kinds[kind] !== extension) return null;
  return { layer: parts.slice(0, ownerParts).join('/'), kind, id: parts.slice(ownerParts + 1).join('/') };
}

/** The key an entry is stored under (the Content Layer id): its path without the file type. */
export function entryKey(path: ContentPath): string {
  return `${path.layer}/${path.kind}/${path.id}`;
}

/** The layers a site reads, lowest first: the same order tenant JSON is merged in. */
export function contentLayersOf(tenant: {
  slug: string;
  manufacturers: readonly string[];
  group: string | null;
}): string[] {
  return [
    'defaults',
    ...tenant.manufacturers.map((make) => `manufacturers/${make}`),
    ...(tenant.group ? [`groups/${tenant.group}`] : []),
    `sites/${tenant.slug}`,
  ];
}

/**
 * The entries a site has, one per kind and id: the one from its most specific layer, unless that
 * one is unpublished. Entries of layers the site does not read are ignored. Sorted by id.
 */
export function layerEntries<E extends { path: ContentPath; published: boolean }>(
  entries: readonly E[],
  layers: readonly string[],
): E[] {
  const rank = new Map(layers.map((layer, index) => [layer, index]));
  const chosen = new Map<string, E>();
  for (const entry of entries) {
    const level = rank.get(entry.path.layer);
    if (level === undefined) continue;
    const key = `${entry.path.kind}/${entry.path.id}`;
    const current = chosen.get(key);
    if (!current || rank.get(current.path.layer)! < level) chosen.set(key, entry);
  }
  return [...chosen.values()].filter((entry) => entry.published).sort((a, b) => a.path.id.localeCompare(b.path.id));
}
