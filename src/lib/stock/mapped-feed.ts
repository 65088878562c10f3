/**
 * A dealer's feed, one raw record at a time (as a streaming reader hands them over), to vehicles:
 * each record through the tenant's mapping and the canonical schema, a bad one skipped with its
 * reason, and in a delta feed the records that mark a car as gone collected as removals.
 */
import type { StockFeedOptions } from './feed-options.ts';
import { mapRecord, readPath } from './mapping.ts';
import { createNormaliser, idOf, type NormaliseResult } from './normalise.ts';
import { toNumber } from './coerce.ts';

export interface MappedFeedResult extends NormaliseResult {
  /** Ids of the cars a delta feed removes (always empty for a full feed). */
  removals: number[];
  /** Records read, skipped ones and removals included. */
  records: number;
}

export interface FeedImporter {
  add(raw: unknown): void;
  result(): MappedFeedResult;
}

type ImportOptions = Pick<StockFeedOptions, 'fields' | 'mode' | 'removal'>;

export function createFeedImporter(options: ImportOptions, now: Date): FeedImporter {
  const normaliser = createNormaliser({ now });
  const removals: number[] = [];
  let index = 0;
  return {
    add(raw) {
      const at = index++;
      if (options.mode === 'delta' && isRemoval(raw, options)) {
        const id = idFor(raw, options);
        if (Number.isSafeInteger(id) && (id as number) > 0) removals.push(id as number);
        else
          normaliser.skip({ index: at, recordId: `#${at}`, field: 'id', reason: 'a removal needs the id of its car' });
        return;
      }
      const mapped = mapRecord(raw, options.fields);
      if (mapped.ok) normaliser.add(mapped.record, at);
      else {
        const id = idFor(raw, options);
        const recordId = id === undefined ? `#${at}` : String(id);
        normaliser.skip({ index: at, recordId, field: mapped.field, reason: mapped.reason });
      }
    },
    result: () => ({ ...normaliser.result(), removals, records: index }),
  };
}

/** The record's id as the mapping reads it (a number when it is one), for reports and removals. */
function idFor(raw: unknown, options: ImportOptions): unknown {
  const rule = options.fields.id;
  const from = rule === undefined ? 'id' : typeof rule === 'string' ? rule : rule.from;
  if (from === undefined) return undefined;
  const value = toNumber(readPath(raw, from));
  if (typeof value === 'number') return value;
  const given = idOf({ id: value }, -1);
  return given === '#-1' ? undefined : given;
}

function isRemoval(raw: unknown, { removal }: ImportOptions): boolean {
  const marker = readPath(raw, removal.from);
  if (typeof marker !== 'string' && typeof marker !== 'number') return false;
  const word = String(marker).trim().toLowerCase();
  return removal.values.some((value) => value.trim().toLowerCase() === word);
}
