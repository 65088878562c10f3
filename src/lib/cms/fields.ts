/**
 * The CMS's form fields (Decap CMS's field configuration) for an option, made from its JSON Schema,
 * which is made from the zod schema with each option's JSDoc as its description
 * (pipeline/tenant-json-schema.ts). A new option therefore shows in the CMS with its help text and
 * no hand edit. The label is the option's name in words and the hint its description, with what
 * the site inherits when it does not set the option (a lower layer's value or the schema's
 * default). An option no form widget can edit (a map of free keys, a choice of shapes) is left
 * out of the form, and so kept as it is in the file (layer-file.ts).
 */
import type { FormField } from './layer-file.ts';

/** The JSON Schema of one option, as far as the form reads it. */
export interface JsonNode {
  type?: string | string[];
  properties?: Record<string, JsonNode>;
  items?: JsonNode | JsonNode[];
  anyOf?: JsonNode[];
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  required?: string[];
  description?: string;
  default?: unknown;
}

export interface CmsField extends FormField {
  label: string;
  required: boolean;
  hint?: string;
  fields?: CmsField[];
  /** A list of plain values: the one field each value is edited with. */
  field?: CmsField;
  options?: string[];
  multiple?: boolean;
  /** [regular expression, the schema's message when a value does not match] */
  pattern?: [string, string];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  collapsed?: boolean;
  /** A yes/no option's value when the entry does not set it (the schema's default). */
  default?: boolean;
  /** What a collapsed list item shows, from its fields' values. */
  summary?: string;
}

export interface FieldContext {
  /** The schema's message for a bad value of the string option at this path (it completes "expected …"). */
  message(path: readonly string[]): string | undefined;
  /** What the site inherits at this path when its own file leaves it out (or the schema's default), as a sentence. */
  inherited(path: readonly string[], schemaDefault: unknown): string | undefined;
}

/** The field for option `name` at `path` (its parents' names), or null when no widget can edit it. */
export function cmsField(
  name: string,
  node: JsonNode,
  path: readonly string[],
  ctx: FieldContext,
  required = false,
): CmsField | null {
  const schema = withoutNull(node);
  const here = [...path, name];
  const base = {
    name,
    label: labelOf(name),
    required,
    ...hint(node.description ?? schema.description, ctx.inherited(here, node.default ?? schema.default)),
  };
  const type = Array.isArray(schema.type) ? null : schema.type;
  if (schema.enum?.every((value) => typeof value === 'string'))
    return { ...base, widget: 'select', options: schema.enum as string[] };
  switch (type) {
    case 'string': {
      const message = ctx.message(here) ?? 'a value in the right format';
      return { ...base, widget: 'string', ...(schema.pattern ? { pattern: [schema.pattern, message] } : {}) };
    }
    case 'integer':
    case 'number':
      return { ...base, widget: 'number', value_type: type === 'integer' ? 'int' : 'float', ...bounds(schema) };
    case 'boolean':
      // Without a default the CMS shows (and writes) false; the schema's default is what the site has.
      return {
        ...base,
        widget: 'boolean',
        ...(typeof schema.default === 'boolean' ? { default: schema.default } : {}),
      };
    case 'object':
      return objectField(base, schema, here, ctx);
    case 'array':
      return listField(base, schema, here, ctx);
    default:
      return null;
  }
}

function objectField(
  base: Omit<CmsField, 'widget'>,
  node: JsonNode,
  path: string[],
  ctx: FieldContext,
): CmsField | null {
  // An optional object's own required options are required only once it is filled in, which the CMS cannot say.
  const fields = fieldsOf(node, path, ctx, base.required);
  return fields.length > 0 ? { ...base, widget: 'object', collapsed: path.length > 1, fields } : null;
}

function listField(base: Omit<CmsField, 'widget'>, node: JsonNode, path: string[], ctx: FieldContext): CmsField | null {
  const items = Array.isArray(node.items) ? undefined : node.items && withoutNull(node.items);
  if (!items) return null;
  if (items.enum?.every((value) => typeof value === 'string'))
    return { ...base, widget: 'select', multiple: true, options: items.enum as string[] };
  if (items.type === 'object') {
    const fields = fieldsOf(items, path, ctx);
    return fields.length > 0 ? { ...base, widget: 'list', collapsed: true, summary: summaryOf(fields), fields } : null;
  }
  const field = cmsField(singular(base.name), items, path, ctx, true);
  return field && field.widget !== 'object' && field.widget !== 'list' ? { ...base, widget: 'list', field } : null;
}

/** What a collapsed list item shows: its name ("Bayside Nissan Service"), or its first telling values ("2026-12-24 Closed"). */
function summaryOf(fields: readonly CmsField[]): string | undefined {
  const has = (name: string) => fields.some((field) => field.name === name);
  const named = ['name', 'label', 'title'].find(has);
  const names = named ? [named] : ['date', 'weekday', 'status', 'slug', 'id'].filter(has).slice(0, 2);
  return names.length > 0 ? names.map((name) => `{{fields.${name}}}`).join(' ') : undefined;
}

/** The fields of an object's options: those the schema requires are required when the object itself is (a list item, a content file's frontmatter). */
export function fieldsOf(
  node: JsonNode,
  path: readonly string[],
  ctx: FieldContext,
  objectRequired = true,
): CmsField[] {
  const required = new Set(objectRequired ? (node.required ?? []) : []);
  return Object.entries(node.properties ?? {}).flatMap(
    ([key, child]) => cmsField(key, child, path, ctx, required.has(key)) ?? [],
  );
}

/** A nullable option is edited as its value: leaving it empty leaves it out of the file. */
function withoutNull(node: JsonNode): JsonNode {
  const options = node.anyOf?.filter((option) => option.type !== 'null');
  if (options?.length === 1) return { ...options[0], description: node.description ?? options[0]!.description };
  if (Array.isArray(node.type)) {
    const types = node.type.filter((type) => type !== 'null');
    if (types.length === 1) return { ...node, type: types[0] };
  }
  return node;
}

function bounds(node: JsonNode): Pick<CmsField, 'min' | 'max'> {
  return {
    ...(node.minimum !== undefined ? { min: node.minimum } : {}),
    ...(node.maximum !== undefined ? { max: node.maximum } : {}),
  };
}

function hint(description: string | undefined, inherited: string | undefined): { hint?: string } {
  const text = [description, inherited].filter(Boolean).join(' ');
  return text ? { hint: text } : {};
}

const WORDS: Record<string, string> = { id: 'ID', ids: 'IDs', url: 'URL', urls: 'URLs', abn: 'ABN', seo: 'SEO' };

/**
 * An option's name in words: openingHours → "Opening hours", dealershipId → "Dealership ID".
 * @internal Exported for its tests.
 */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

function singular(name: string): string {
  return name.endsWith('s') ? name.slice(0, -1) : name;
}
