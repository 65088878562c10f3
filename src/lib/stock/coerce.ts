/**
 * zod field builders for the stock feed: the "sensible coercions" of docs/stock-feed.md.
 * Blank values (missing, null, '' or only spaces) become null for optional fields; numeric strings
 * ('12,990', '$12990', ' 42 ') become numbers; 'yes'/'no'/'1'/'0' become booleans; dates become ISO.
 * Anything that cannot be coerced is passed on unchanged so zod reports what was found.
 */
import { z } from 'zod';

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

const NUMERIC = /^-?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/;

/** A numeric string ('12,990', '$12990', ' 42 ') as a number; anything else unchanged. */
export function toNumber(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim().replace(/^\$/, '');
  return NUMERIC.test(s) ? Number(s.replaceAll(',', '')) : v;
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);

function toBoolean(v: unknown): unknown {
  if (v === 1 || v === 0) return v === 1;
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  if (TRUE_WORDS.has(s)) return true;
  if (FALSE_WORDS.has(s)) return false;
  return v;
}

const ISO_DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Unix seconds (or milliseconds when > 1e11) and ISO 8601 strings to `toISOString()` form (UTC). */
function toIsoDateTime(v: unknown): unknown {
  if (typeof v === 'number' && Number.isFinite(v)) return new Date(v > 1e11 ? v : v * 1000).toISOString();
  if (typeof v !== 'string') return v;
  const s = v.trim();
  if (ISO_DATE.test(s)) {
    const day = parseIsoDate(s);
    return day === null ? v : `${day}T00:00:00.000Z`;
  }
  if (!ISO_DATE_TIME.test(s)) return v;
  // A time without an offset is read as UTC, so the result never depends on the machine's zone.
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(s) ? s : `${s}Z`;
  const ms = Date.parse(zoned.replace(' ', 'T'));
  return Number.isNaN(ms) || parseIsoDate(s.slice(0, 10)) === null ? v : new Date(ms).toISOString();
}

/** 'YYYY-MM-DD', 'YYYY-MM' (first of the month) or the date part of an ISO date-time to 'YYYY-MM-DD'. */
function toIsoDate(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  if (s.length > 10 && !ISO_DATE_TIME.test(s)) return v;
  return parseIsoDate(s.length > 10 ? s.slice(0, 10) : s) ?? v;
}

function parseIsoDate(s: string): string | null {
  const m = ISO_DATE.exec(s);
  if (!m) return null;
  const day = `${m[1]}-${m[2]}-${m[3] ?? '01'}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day ? day : null;
}

function trimmed(v: unknown): unknown {
  return typeof v === 'string' ? v.trim() : v;
}

function orNull(f: (v: unknown) => unknown): (v: unknown) => unknown {
  return (v) => (isBlank(v) ? null : f(v));
}

const identity = (v: unknown): unknown => v;

export const req = {
  number: () => z.preprocess(toNumber, z.number()),
  int: () => z.preprocess(toNumber, z.number().int()),
  string: () => z.preprocess(trimmed, z.string().min(1)),
  boolean: () => z.preprocess(toBoolean, z.boolean()),
};

export const opt = {
  number: () => z.preprocess(orNull(toNumber), z.number().nullable()),
  int: () => z.preprocess(orNull(toNumber), z.number().int().nullable()),
  /** numbers are accepted as text too: stock numbers and postcodes are often sent as numbers */
  string: () =>
    z.preprocess(
      orNull((v) => (typeof v === 'number' ? String(v) : trimmed(v))),
      z.string().nullable(),
    ),
  dateTime: () =>
    z.preprocess(
      orNull(toIsoDateTime),
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}T/, { message: 'expected an ISO 8601 date-time' })
        .nullable(),
    ),
  date: () =>
    z.preprocess(
      orNull(toIsoDate),
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'expected an ISO 8601 date (YYYY-MM-DD)' })
        .nullable(),
    ),
  /** a blank value becomes `fallback` */
  boolean: (fallback: boolean) => z.preprocess((v) => (isBlank(v) ? fallback : toBoolean(v)), z.boolean()),
  list: <T extends z.ZodType>(item: T) => z.preprocess((v) => (isBlank(v) ? [] : v), z.array(item)),
  object: <T extends z.ZodType>(schema: T) => z.preprocess(orNull(identity), schema.nullable()),
};

/** A case-, space- and hyphen-insensitive enum: 'In Stock' and 'in-stock' both give 'in_stock'. */
export function looseEnum<const T extends readonly [string, ...string[]]>(values: T, singular = false) {
  const key = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');
  const byKey = new Map(values.map((v) => [key(v), v]));
  return z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const k = key(v);
    return byKey.get(k) ?? (singular ? byKey.get(k.replace(/s$/, '')) : undefined) ?? v;
  }, z.enum(values));
}
