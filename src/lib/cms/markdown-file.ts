/**
 * What a CMS save writes to a Markdown content file (an offer, post or page): the frontmatter as a
 * developer would have edited it. A field whose value did not change keeps its lines exactly as
 * they were (a folded `>-` disclaimer stays folded where it was folded); a changed or new field is
 * written in the files' own style, a long text folded with `>-`; fields keep the file's order, new
 * ones follow in the form's; a field left empty is left out. Pure: the backend does the I/O.
 */
import { Document, isMap, parseDocument, Scalar } from 'yaml';
import { isPlainObject } from '../plain-object.ts';
import { atDefault, type FormField } from './layer-file.ts';

/** Lines longer than this are folded, as the content files are. */
const LINE_WIDTH = 100;

/** The file after a save: `edited` frontmatter and `body` over `original` (the file's text, or null for a new file). */
export function markdownFileText(
  original: string | null,
  edited: Record<string, unknown>,
  body: string,
  fields: readonly FormField[],
): string {
  const blocks = original === null ? new Map<string, { text: string; value: unknown }>() : topLevelBlocks(original);
  const known = new Map(fields.map((field) => [field.name, field]));
  const keys = [...blocks.keys(), ...fields.map((field) => field.name).filter((name) => !blocks.has(name))];
  const lines: string[] = [];
  for (const key of keys) {
    const before = blocks.get(key);
    const field = known.get(key);
    const value = field ? cleaned(edited[key]) : before?.value;
    if (value === undefined || (field && !before && atDefault(field, value))) continue;
    lines.push(before && sameValue(before.value, value) ? before.text : fieldText(key, value));
  }
  return `---\n${lines.join('')}---\n${body.replace(/\s*$/, '\n')}`;
}

/** Each top-level field's lines (with their newline) and value, in the frontmatter of `text`. */
function topLevelBlocks(text: string): Map<string, { text: string; value: unknown }> {
  const yamlText = /^---[ \t]*\r?\n([\s\S]*?)^---[ \t]*$/m.exec(text)?.[1] ?? '';
  const document = parseDocument(yamlText);
  const blocks = new Map<string, { text: string; value: unknown }>();
  if (!isMap(document.contents)) return blocks;
  const values = document.toJS() as Record<string, unknown>;
  const starts = document.contents.items.map((pair) => (pair.key as Scalar).range![0]);
  document.contents.items.forEach((pair, index) => {
    const key = String((pair.key as Scalar).value);
    const end = starts[index + 1] ?? yamlText.length;
    blocks.set(key, { text: yamlText.slice(starts[index], end), value: values[key] });
  });
  return blocks;
}

/** One field written afresh, long text folded with `>-`. */
function fieldText(key: string, value: unknown): string {
  const document = new Document({ [key]: value });
  const node = document.get(key, true);
  if (
    node instanceof Scalar &&
    typeof value === 'string' &&
    (value.length > LINE_WIDTH - key.length - 2 || value.includes('\n'))
  )
    node.type = value.includes('\n') ? Scalar.BLOCK_LITERAL : Scalar.BLOCK_FOLDED;
  return document.toString({ lineWidth: LINE_WIDTH });
}

/** Frontmatter values are plain data (YAML's or the form's), so their JSON compares them. */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A value without the empty parts the form leaves (blank text, empty lists and objects); undefined if nothing is left. */
function cleaned(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const items = value.map(cleaned).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value).flatMap(([k, v]) => (cleaned(v) === undefined ? [] : [[k, cleaned(v)]]));
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}
