/**
 * The conversions a feed mapping applies to one value (feed-options.ts): the feed's words to ours,
 * lists joined in one column, dates in day-first or month-first order, miles to kilometres and
 * prices without GST to prices with it. Each either gives the value or says why it cannot.
 */
import { toNumber } from './coerce.ts';
import type { DateOrder, FieldMapping } from './feed-options.ts';

export type Converted = { ok: true; value: unknown } | { ok: false; reason: string };

const KM_PER_MILE = 1.609344;
const GST = 0.1;

/** Fields whose value is a list: a single value for one of them becomes a list of one. */
const LIST_FIELDS: ReadonlySet<string> = new Set([
  'images',
  'thumbnails',
  'spin_images',
  'standardEquipment',
  'filtered_features',
  'categories',
  'payment_processors',
]);

export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.every(isBlank))
  );
}

/** The feed's value (as read from its column or element) converted for the field `target`. */
export function convertValue(raw: unknown, mapping: Exclude<FieldMapping, string>, target: string): Converted {
  if (mapping.value !== undefined) return { ok: true, value: mapping.value };
  if (isBlank(raw)) return { ok: true, value: mapping.default ?? null };
  let value = shape(raw, mapping.separator, LIST_FIELDS.has(target));
  if (mapping.values) value = mapEach(value, (item) => lookUp(item, mapping.values!));
  const steps: ((v: unknown) => Converted)[] = [];
  if (mapping.date) steps.push(dateStep(mapping.date));
  if (mapping.unit === 'miles') steps.push(scaleStep(KM_PER_MILE, 'a distance in miles'));
  if (mapping.gst === 'excluded') steps.push(scaleStep(1 + GST, 'a price'));
  for (const step of steps) {
    const converted = step(value);
    if (!converted.ok) return converted;
    value = converted.value;
  }
  return { ok: true, value };
}

/** A list field gets a list (split on the separator, blanks dropped); another field a single value. */
function shape(raw: unknown, separator: string | undefined, isList: boolean): unknown {
  const items = Array.isArray(raw) ? raw : [raw];
  if (isList) {
    const split = items.flatMap((item) =>
      typeof item === 'string' && separator !== undefined ? item.split(separator) : [item],
    );
    return split.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => !isBlank(item));
  }
  if (!Array.isArray(raw)) return raw;
  return items.filter((item) => !isBlank(item)).join(separator ?? ' ');
}

function mapEach(value: unknown, f: (item: unknown) => unknown): unknown {
  return Array.isArray(value) ? value.map(f) : f(value);
}

/** The feed's word looked up ignoring case and surrounding spaces; unlisted words pass through. */
function lookUp(item: unknown, values: Record<string, unknown>): unknown {
  if (typeof item !== 'string' && typeof item !== 'number') return item;
  const key = String(item).trim().toLowerCase();
  for (const [word, to] of Object.entries(values)) if (word.trim().toLowerCase() === key) return to;
  return item;
}

function scaleStep(factor: number, what: string): (value: unknown) => Converted {
  return (value) => {
    const n = typeof value === 'number' ? value : toNumber(value);
    if (typeof n !== 'number' || !Number.isFinite(n))
      return { ok: false, reason: `expected ${what}, found ${show(value)}` };
    return { ok: true, value: Math.round(n * factor) };
  };
}

const DATE_PATTERNS: Record<DateOrder, RegExp> = {
  'dd/mm/yyyy': /^(?<d>\d{1,2})[/.-](?<m>\d{1,2})[/.-](?<y>\d{4})(?<time>[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/,
  'mm/dd/yyyy': /^(?<m>\d{1,2})[/.-](?<d>\d{1,2})[/.-](?<y>\d{4})(?<time>[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/,
  'yyyy-mm-dd': /^(?<y>\d{4})[/.-](?<m>\d{1,2})[/.-](?<d>\d{1,2})(?<time>[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/,
};

const EXAMPLES: Record<DateOrder, string> = {
  'dd/mm/yyyy': '22/11/2026',
  'mm/dd/yyyy': '11/22/2026',
  'yyyy-mm-dd': '2026-11-22',
};

/** A date in the given order to ISO (`2026-11-22`, or `2026-11-22T14:05:00` with its time). */
function dateStep(order: DateOrder): (value: unknown) => Converted {
  return (value) => {
    const match = typeof value === 'string' ? DATE_PATTERNS[order].exec(value.trim()) : null;
    const fail = { ok: false as const, reason: `expected a date like ${EXAMPLES[order]}, found ${show(value)}` };
    if (!match?.groups) return fail;
    const { d, m, y, time } = match.groups as { d: string; m: string; y: string; time?: string };
    const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
    const check = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== day) return fail;
    if (!time) return { ok: true, value: day };
    const [hours, minutes, seconds = '00'] = time.trim().split(':') as [string, string, string?];
    if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return fail;
    return { ok: true, value: `${day}T${hours.padStart(2, '0')}:${minutes}:${seconds}` };
  };
}

function show(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}
