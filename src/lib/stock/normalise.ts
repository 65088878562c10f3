/**
 * Feed → Vehicle[]. A bad record is skipped and reported (never aborting the feed); only a feed that
 * is not `{ "vehicles": [...] }` at all throws, since then nothing can be indexed.
 */
import type { z } from 'zod';
import { createFeedRecordSchema } from './feed.ts';
import type { Vehicle } from './vehicle.ts';

export type SkippedRecord = {
  /** the record's position in the feed; -1 for a car left out after reading (a delta feed's slug clash) */
  index: number;
  /** the record's id as given, or '#<index>' when it has none */
  recordId: string;
  /** dotted JSON path inside the record of the first problem ('' for the record itself) */
  field: string;
  reason: string;
};

export type NormaliseResult = { vehicles: Vehicle[]; skipped: SkippedRecord[] };

export type NormaliseOptions = {
  /** decides the latest model year accepted (next year); defaults to the clock */
  now?: Date;
};

export function normaliseFeed(input: unknown, options: NormaliseOptions = {}): NormaliseResult {
  const normaliser = createNormaliser(options);
  feedRecords(input).forEach((record, index) => {
    normaliser.add(record, index);
  });
  return normaliser.result();
}

/** Takes records one at a time, as a streaming reader hands them over, and keeps only the vehicles. */
export interface Normaliser {
  /** Checks a record; `index` is its position in the feed. */
  add(record: unknown, index: number): void;
  /** Reports a record as skipped for a problem found before it reached the schema. */
  skip(skipped: SkippedRecord): void;
  result(): NormaliseResult;
}

export function createNormaliser(options: NormaliseOptions = {}): Normaliser {
  const schema = createFeedRecordSchema((options.now ?? new Date()).getUTCFullYear() + 1);
  const vehicles: Vehicle[] = [];
  const skipped: SkippedRecord[] = [];
  const seenIds = new Map<number, number>();
  const seenSlugs = new Map<string, number>();
  return {
    add(record, at) {
      const recordId = idOf(record, at);
      const parsed = schema.safeParse(record, { reportInput: true });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        skipped.push({
          index: at,
          recordId,
          field: issue ? issue.path.join('.') : '',
          reason: issue ? describeIssue(issue) : 'invalid',
        });
        return;
      }
      const v = parsed.data;
      const clash = duplicateOf(v, seenIds, seenSlugs);
      if (clash) {
        skipped.push({ index: at, recordId, ...clash });
        return;
      }
      seenIds.set(v.id, at);
      seenSlugs.set(v.slug, at);
      vehicles.push(v);
    },
    skip(record) {
      skipped.push(record);
    },
    result: () => ({ vehicles, skipped }),
  };
}

/** One line for build and index reports, e.g. `record #3 (id 1042) price: expected a number, found "abc"`. */
export function formatSkipped(s: SkippedRecord): string {
  const id = s.recordId === `#${s.index}` ? '' : ` (id ${s.recordId})`;
  const which = s.index < 0 ? `car ${s.recordId}` : `record #${s.index}${id}`;
  return `${which}${s.field ? ` ${s.field}` : ''}: ${s.reason}`;
}

function feedRecords(input: unknown): unknown[] {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new Error(`The stock feed must be a JSON object like { "vehicles": [...] }, found ${describeValue(input)}.`);
  }
  const vehicles = (input as { vehicles?: unknown }).vehicles;
  if (!Array.isArray(vehicles)) {
    throw new Error(`The stock feed needs a "vehicles" array, found ${describeValue(vehicles)}.`);
  }
  return vehicles;
}

/** The record's id as given, or '#<index>' when it has none. */
export function idOf(record: unknown, index: number): string {
  const id = record !== null && typeof record === 'object' ? (record as { id?: unknown }).id : undefined;
  return (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.trim() !== '')
    ? String(id).trim()
    : `#${index}`;
}

function duplicateOf(v: Vehicle, ids: Map<number, number>, slugs: Map<string, number>) {
  const byId = ids.get(v.id);
  if (byId !== undefined) return { field: 'id', reason: `duplicate id ${v.id} (already used by record #${byId})` };
  const bySlug = slugs.get(v.slug);
  if (bySlug !== undefined)
    return { field: 'slug', reason: `duplicate slug "${v.slug}" (already used by record #${bySlug})` };
  return null;
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  record: 'an object',
};

/** Plain words: 'expected a number, found "abc"'. Only the offending value is quoted. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const found = 'input' in issue && issue.input !== undefined ? `, found ${describeValue(issue.input)}` : '';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'is required but missing'
        : `expected ${TYPE_WORDS[issue.expected] ?? issue.expected}${found}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}${found}`;
    case 'too_small':
      if (issue.origin === 'string') return `expected non-empty text${found}`;
      return `expected ${issue.inclusive === false ? 'more than' : 'at least'} ${issue.minimum}${found}`;
    case 'too_big':
      return `expected ${issue.inclusive === false ? 'less than' : 'at most'} ${issue.maximum}${found}`;
    case 'invalid_format':
    case 'custom':
      return `${issue.message}${issue.input === null ? '' : found}`;
    default:
      return `${issue.message}${found}`;
  }
}

function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 37)}...` : v);
  return String(v);
}
