/**
 * One record of a dealer's feed, as its CSV row, XML element or JSON object was read, to a record of
 * the canonical feed (docs/stock-feed.md) through the tenant's mapping (feed-options.ts). The
 * canonical schema (feed.ts) then judges the result, exactly as it judges a canonical feed.
 *
 * A read XML element is a plain object: child elements by name (a list when repeated), attributes as
 * `@name`, and its text as `#text` when it also has attributes or children (text alone: a string).
 */
import { slugify } from '../format/slug.ts';
import { convertValue, isBlank } from './convert.ts';
import type { StockFeedOptions } from './feed-options.ts';

type MappedRecord = Record<string, unknown>;
export type MapOutcome = { ok: true; record: MappedRecord } | { ok: false; field: string; reason: string };

/** The value at a column name, key or element path (`Photos/Photo/@url`); repeated elements give a list. */
export function readPath(record: unknown, path: string): unknown {
  if (isObject(record) && path in record) return record[path];
  let current: unknown = record;
  for (const step of path.split('/')) {
    current = Array.isArray(current) ? current.flatMap((item) => childOf(item, step)) : childOf(current, step);
  }
  return current;
}

function childOf(node: unknown, name: string): unknown {
  if (!isObject(node)) return name === '#text' && typeof node === 'string' ? node : undefined;
  return node[name];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The record through the mapping; with no fields mapped, the record is canonical already. */
export function mapRecord(raw: unknown, fields: StockFeedOptions['fields']): MapOutcome {
  const entries = Object.entries(fields);
  if (entries.length === 0) return { ok: true, record: isObject(raw) ? raw : {} };
  const record: MappedRecord = {};
  for (const [target, mapping] of entries) {
    const rule = typeof mapping === 'string' ? { from: mapping } : mapping;
    const raw_ = rule.from === undefined ? undefined : textOf(readPath(raw, rule.from));
    const converted = convertValue(raw_, rule, target);
    if (!converted.ok) return { ok: false, field: target, reason: converted.reason };
    // Left out rather than null, so a required field reads "is required but missing".
    if (converted.value !== null) setPath(record, target, converted.value);
  }
  if (!('slug' in fields)) record.slug = derivedSlug(record);
  return { ok: true, record };
}

/** An element's text where it has attributes too (`{ "@unit": "km", "#text": "61250" }`). */
function textOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(textOf);
  return isObject(value) && '#text' in value ? value['#text'] : value;
}

function setPath(record: MappedRecord, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let node = record;
  for (const key of keys.slice(0, -1)) {
    if (!isObject(node[key])) node[key] = {};
    node = node[key] as MappedRecord;
  }
  node[keys.at(-1)!] = value;
}

/** `2021-toyota-hilux-sr5-1042`: the car page's slug when the feed gives none; the id keeps it unique. */
function derivedSlug(record: MappedRecord): string | null {
  if (isBlank(record.id)) return null;
  const parts = [record.year, record.make, record.model, record.badge, record.id].filter((part) => !isBlank(part));
  return slugify(parts.map(String).join(' ')) || null;
}
