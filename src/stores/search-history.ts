/** The shopper's last searches (spec/site.md §3 Search history entry: filters plus path; the last 5 are kept). */
import { persistentJson } from './persist.ts';
import { rememberSearch, type SearchHistoryEntry } from '../lib/search/history.ts';

const $searchHistory = persistentJson<SearchHistoryEntry[]>('forecourt:search-history', []);

export function recordSearch(entry: SearchHistoryEntry, max: number): void {
  $searchHistory.set(rememberSearch($searchHistory.get(), entry, max));
}
