// Resolves a site's layers into one raw tenant object: defaults < manufacturers (in the order the
// site lists them) < group < site. Pure: it takes parsed files and returns merged input plus where
// each value came from; the schema (errors.ts) validates and fills in the defaults.
import { layerObject, type LayerSource } from './json.ts';
import { deepMerge } from './merge.ts';
import { recordOrigins, type Origins } from './origins.ts';
import { describeFound, problemLine } from './problem.ts';
import { STOCK_CATEGORIES } from './dealer.ts';

/** Every layer file a site can refer to, keyed by file name without `.json`. */
export interface TenantLibrary {
  defaults: LayerSource | null;
  manufacturers: ReadonlyMap<string, LayerSource>;
  groups: ReadonlyMap<string, LayerSource>;
}

/** What parseTenant needs to name files: the site file, and the file behind each merged path. */
export interface SourceFiles {
  site: string;
  origins: Origins;
}

export type ResolveResult =
  | { ok: true; raw: Record<string, unknown>; sources: SourceFiles }
  | { ok: false; errors: string[] };

type Layer = { file: string; data: Record<string, unknown> };

/** Keys only a site file may set: they say which site this is and which layers it uses. */
const SITE_ONLY_KEYS = ['slug', 'group', 'manufacturers'];
/** A manufacturer's identity, kept out of the merge so one make cannot overwrite another's. */
const IDENTITY_KEYS = ['make', 'category'];

export function resolveTenantLayers(slug: string, site: LayerSource, library: TenantLibrary): ResolveResult {
  const errors: string[] = [];
  const siteLayer = readLayer(site, errors);
  if (!siteLayer) return { ok: false, errors };
  if (siteLayer.data.slug !== undefined && siteLayer.data.slug !== slug) {
    errors.push(
      problemLine(site.file, 'slug', `${JSON.stringify(slug)} (the file name)`, describeFound(siteLayer.data.slug)),
    );
  }
  const groupName = referencedGroup(siteLayer, library, errors);
  const makes = referencedManufacturers(siteLayer, library, errors);
  const defaults = library.defaults ? readLayer(library.defaults, errors) : null;
  const group = groupName === null ? null : readLayer(library.groups.get(groupName)!, errors);
  const manufacturers = makes.flatMap((name) => readLayer(library.manufacturers.get(name)!, errors) ?? []);
  for (const layer of [defaults, group, ...manufacturers]) if (layer) rejectSiteOnlyKeys(layer, errors);
  const identities = manufacturers.map((layer) => manufacturerIdentity(layer, errors));
  if (errors.length > 0) return { ok: false, errors };

  const layers: Layer[] = [
    ...(defaults ? [defaults] : []),
    ...manufacturers.map((layer) => ({ file: layer.file, data: omit(layer.data, IDENTITY_KEYS) })),
    ...(identities.length > 0 ? [{ file: site.file, data: derivedFromManufacturers(identities) }] : []),
    ...(group ? [group] : []),
    { file: site.file, data: { ...siteLayer.data, slug } },
  ];
  return { ok: true, ...mergeLayers(layers, site.file) };
}

/** Merges layers lowest first, recording which file set each path. */
function mergeLayers(
  layers: readonly Layer[],
  siteFile: string,
): { raw: Record<string, unknown>; sources: SourceFiles } {
  const origins = new Map<string, string>();
  let raw: Record<string, unknown> = {};
  for (const layer of layers) raw = deepMerge(raw, layer.data, recordOrigins(origins, layer.file));
  return { raw, sources: { site: siteFile, origins } };
}

function readLayer(source: LayerSource, errors: string[]): Layer | null {
  if ('error' in source) {
    errors.push(source.error);
    return null;
  }
  const object = layerObject(source);
  if (!object.ok) {
    errors.push(object.error);
    return null;
  }
  // `$schema` only points editors at tenant.schema.json; it is not an option.
  return { file: source.file, data: omit(object.value, ['$schema']) };
}

function referencedGroup(site: Layer, library: TenantLibrary, errors: string[]): string | null {
  const value = site.data.group;
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && library.groups.has(value)) return value;
  errors.push(problemLine(site.file, 'group', `null or ${fileChoice('groups', library.groups)}`, describeFound(value)));
  return null;
}

function referencedManufacturers(site: Layer, library: TenantLibrary, errors: string[]): string[] {
  const value = site.data.manufacturers;
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    errors.push(
      problemLine(
        site.file,
        'manufacturers',
        'a list of manufacturer file names like ["nissan"]',
        describeFound(value),
      ),
    );
    return [];
  }
  return value.filter((name: unknown, index) => {
    if (typeof name === 'string' && library.manufacturers.has(name)) return true;
    errors.push(
      problemLine(
        site.file,
        ['manufacturers', index],
        fileChoice('manufacturers', library.manufacturers),
        describeFound(name),
      ),
    );
    return false;
  }) as string[];
}

function fileChoice(folder: string, files: ReadonlyMap<string, unknown>): string {
  const names = [...files.keys()].sort().map((name) => JSON.stringify(name));
  return `the name of a file in ${folder}/ (${names.join(', ') || 'none'})`;
}

function rejectSiteOnlyKeys(layer: Layer, errors: string[]) {
  for (const key of SITE_ONLY_KEYS) {
    if (layer.data[key] !== undefined)
      errors.push(problemLine(layer.file, key, 'this option only in a site file', describeFound(layer.data[key])));
  }
}

type Identity = { make: string; category: (typeof STOCK_CATEGORIES)[number] };

function manufacturerIdentity(layer: Layer, errors: string[]): Identity {
  const { make, category = 'cars' } = layer.data;
  if (typeof make !== 'string' || make.trim() === '') {
    errors.push(problemLine(layer.file, 'make', 'the make as stock spells it, like "Nissan"', describeFound(make)));
  }
  if (!(STOCK_CATEGORIES as readonly unknown[]).includes(category)) {
    errors.push(
      problemLine(
        layer.file,
        'category',
        `one of ${STOCK_CATEGORIES.map((c) => JSON.stringify(c)).join(', ')}`,
        describeFound(category),
      ),
    );
  }
  return { make: String(make), category: category as Identity['category'] };
}

/** Defaults that follow from the listed makes; a group or site file can still set each one. */
function derivedFromManufacturers(identities: Identity[]): Record<string, unknown> {
  const makes = [...new Set(identities.map((identity) => identity.make))];
  const categories = STOCK_CATEGORIES.filter((category) =>
    identities.some((identity) => identity.category === category),
  );
  return { franchiseMakes: makes, manufacturer: makes.length === 1 ? makes[0] : null, stockCategories: categories };
}

function omit(data: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));
}
