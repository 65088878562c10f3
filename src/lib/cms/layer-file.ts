/**
 * What a CMS save writes to a site's own tenant file: the file as a developer would have edited it.
 * The form knows only some options (fields.ts); everything else in the file stays as it was. Keys
 * keep the file's order and new ones follow in the form's (the schema's) order, `$schema` stays
 * first, and a value the editor left empty is left out, so the site inherits it from its lower
 * layers rather than having a default copied into its own file. Pure: the backend does the I/O.
 */
import { isPlainObject } from '../plain-object.ts';

/** The part of a CMS field the merge needs: its name and, for an object or a list of objects, its fields. */
export interface FormField {
  name: string;
  /** The CMS widget: "object" and "list" fields have `fields`. */
  widget: string;
  fields?: readonly FormField[];
  /** The value the form starts from (the schema's default): a new option left at it is not written. */
  default?: unknown;
}

type Json = Record<string, unknown>;

/** Where a new site file points editors for autocomplete (tenants/sites/<slug>.json). */
const SITE_FILE_SCHEMA = '../tenant.schema.json';

/**
 * The site file after a save: `edited` (the form's values) over `original` (the file on disk, or
 * null for a new file), for the options `fields` covers.
 */
export function mergeSiteLayer(original: Json | null, edited: Json, fields: readonly FormField[]): Json {
  const merged = mergeKnownOptions(original ?? {}, edited, fields);
  const { $schema = SITE_FILE_SCHEMA, ...rest } = { ...merged, $schema: original?.$schema };
  return { $schema, ...rest };
}

/** A tenant file's text: two-space JSON with a final newline, as every tenant file is written. */
export function layerFileText(layer: Json): string {
  return `${JSON.stringify(layer, null, 2)}\n`;
}

/** `edited` over `original` for the options `fields` covers, in the file's key order; the other options as they were. */
export function mergeKnownOptions(original: Json, edited: Json, fields: readonly FormField[]): Json {
  const known = new Map(fields.map((field) => [field.name, field]));
  const result: Json = {};
  const keys = [...Object.keys(original), ...fields.map((f) => f.name).filter((name) => !(name in original))];
  for (const key of keys) {
    const field = known.get(key);
    const value = field ? mergeValue(original[key], edited[key], field) : original[key];
    if (value !== undefined && !(field && atDefault(field, value) && !(key in original))) result[key] = value;
  }
  return result;
}

/** A known option's value after the save; undefined leaves the option out of the file. */
function mergeValue(original: unknown, edited: unknown, field: FormField): unknown {
  if (field.widget === 'object' && field.fields) {
    // Options of the object the form does not show are kept, whatever the CMS sent back.
    const before = isPlainObject(original) ? original : {};
    const merged = mergeKnownOptions(before, isPlainObject(edited) ? edited : {}, field.fields);
    return Object.keys(merged).length > 0 || isPlainObject(original) ? merged : undefined;
  }
  if (Array.isArray(edited) && edited.length > 0) {
    const before = Array.isArray(original) ? original : [];
    return edited.map((item, index) => listItem(before[index], item, field));
  }
  if (Array.isArray(edited)) return Array.isArray(original) ? [] : undefined; // an empty list the file had replaces an inherited one
  return edited === '' || edited === null ? (edited === null && original === null ? null : undefined) : edited;
}

function listItem(original: unknown, item: unknown, field: FormField): unknown {
  if (!isPlainObject(item) || !field.fields) return item;
  return mergeKnownOptions(isPlainObject(original) ? original : {}, item, field.fields);
}

/** A value the form started from unchanged: the schema's default, which the site has without writing it. */
export function atDefault(field: FormField, value: unknown): boolean {
  return field.default !== undefined && field.default === value;
}
