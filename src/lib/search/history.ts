/**
 * Recent searches kept in the browser (spec/site.md §3 "Search history entry: chosen filters plus
 * path; the last 5 are kept", §9 "Search history keeps 5 entries"). Storage is the caller's.
 */
import type { SearchState } from './types.ts';

export interface SearchHistoryEntry {
  path: string;
  filters: SearchState;
}

const SEARCH_HISTORY_SIZE = 5;

/** Sorted keys and values, page left out: paging through one search is not another search. */
function identity(entry: SearchHistoryEntry): string {
  const { query, sortBy, refinementList, range } = entry.filters;
  const lists = Object.entries(refinementList)
    .filter(([, values]) => (values?.length ?? 0) > 0)
    .map(([attr, values]) => [attr, [...(values ?? [])].sort()] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  const ranges = Object.entries(range)
    .filter(([, value]) => value !== undefined)
    .map(([attr, value]) => [attr, value?.min ?? null, value?.max ?? null] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([entry.path, query, sortBy, lists, ranges]);
}

/** The history with `entry` first: an earlier entry of the same path and filters removed, at most `max` kept. */
export function rememberSearch(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
  max = SEARCH_HISTORY_SIZE,
): SearchHistoryEntry[] {
  const key = identity(entry);
  return [entry, ...history.filter((old) => identity(old) !== key)].slice(0, Math.max(0, max));
}
