// spec/site.md §3 "Search history entry: chosen filters plus path; the last 5 are kept" and §9
// "Search history keeps 5 entries".
import { describe, expect, it } from 'vitest';
import { rememberSearch, type SearchHistoryEntry } from '../../src/lib/search/history.ts';
import type { SearchState } from '../../src/lib/search/types.ts';

const filters = (over: Partial<SearchState> = {}): SearchState => ({
  query: '',
  page: 1,
  sortBy: 'relevance',
  refinementList: {},
  range: {},
  ...over,
});
const entry = (path: string, over: Partial<SearchState> = {}): SearchHistoryEntry => ({ path, filters: filters(over) });

describe('rememberSearch', () => {
  it('"the last 5 are kept", newest first', () => {
    let history: SearchHistoryEntry[] = [];
    for (const make of ['toyota', 'kia', 'mazda', 'ford', 'nissan', 'mg', 'jeep'])
      history = rememberSearch(history, entry(`/search/${make}`));
    expect(history.map((e) => e.path)).toEqual([
      '/search/jeep',
      '/search/mg',
      '/search/nissan',
      '/search/ford',
      '/search/mazda',
    ]);
  });

  it('a search made again moves to the front instead of appearing twice', () => {
    const history = [entry('/search/kia'), entry('/search/toyota')];
    expect(rememberSearch(history, entry('/search/toyota')).map((e) => e.path)).toEqual([
      '/search/toyota',
      '/search/kia',
    ]);
  });

  it.each<[string, SearchHistoryEntry, SearchHistoryEntry, boolean]>([
    [
      'same path and filters',
      entry('/s', { refinementList: { make: ['Kia'] } }),
      entry('/s', { refinementList: { make: ['Kia'] } }),
      true,
    ],
    [
      'values in another order',
      entry('/s', { refinementList: { make: ['Kia', 'MG'] } }),
      entry('/s', { refinementList: { make: ['MG', 'Kia'] } }),
      true,
    ],
    [
      'attributes in another order',
      entry('/s', { refinementList: { make: ['Kia'], body: ['SUV'] } }),
      entry('/s', { refinementList: { body: ['SUV'], make: ['Kia'] } }),
      true,
    ],
    ['an empty list is no filter', entry('/s', { refinementList: { make: [] } }), entry('/s'), true],
    ['another page of the same search', entry('/s', { page: 2 }), entry('/s'), true],
    ['another path', entry('/search/kia'), entry('/search/mg'), false],
    ['another query', entry('/s', { query: 'ute' }), entry('/s', { query: 'van' }), false],
    [
      'another range',
      entry('/s', { range: { price: { min: 1000, max: null } } }),
      entry('/s', { range: { price: { min: null, max: 1000 } } }),
      false,
    ],
    ['another sort', entry('/s', { sortBy: 'latest' }), entry('/s'), false],
  ])('duplicate when: %s → %s', (_name, first, second, duplicate) => {
    expect(rememberSearch([first], second)).toHaveLength(duplicate ? 1 : 2);
  });

  it('keeps the newest copy of a duplicate', () => {
    const newer = entry('/s', { page: 3 });
    expect(rememberSearch([entry('/s')], newer)[0]).toBe(newer);
  });

  it.each([
    [1, 1],
    [0, 0],
    [3, 3],
  ])('a smaller limit of %i keeps %i', (max, kept) => {
    expect(rememberSearch([entry('/a'), entry('/b'), entry('/c')], entry('/d'), max)).toHaveLength(kept);
  });

  it('does not change the history it was given', () => {
    const history = [entry('/a')];
    rememberSearch(history, entry('/b'));
    expect(history).toEqual([entry('/a')]);
  });
});
