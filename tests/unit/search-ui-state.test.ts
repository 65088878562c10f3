// The router's state mapping: InstantSearch's UI state of the search index ↔ our SearchState, which
// url-state.ts writes as the URL (spec/shopping.md §2 Search page, site.md §2.2). Both ways, pure.
import { describe, expect, it } from 'vitest';
import { toSearchState, toUiState, type SearchUiState } from '../../src/lib/search/ui-state.ts';
import type { SearchState } from '../../src/lib/search/types.ts';

const DEFAULT_SORT = 'relevance';
const state = (over: Partial<SearchState> = {}): SearchState => ({
  query: '',
  page: 1,
  sortBy: DEFAULT_SORT,
  refinementList: {},
  range: {},
  ...over,
});

describe('each field maps both ways, defaults left out (InstantSearch leaves them out too)', () => {
  it.each<[string, Partial<SearchState>, SearchUiState]>([
    ['nothing', {}, {}],
    ['query', { query: 'hilux sr5' }, { query: 'hilux sr5' }],
    ['"A page number is added … only when it is not 1": page 1', { page: 1 }, {}],
    ['page 3', { page: 3 }, { page: 3 }],
    ['the default sort', { sortBy: DEFAULT_SORT }, {}],
    ['another sort (an index name: the sort slug)', { sortBy: 'price-asc' }, { sortBy: 'price-asc' }],
    [
      'lists',
      { refinementList: { make: ['Toyota', 'Kia'], body: ['SUV'] } },
      { refinementList: { make: ['Toyota', 'Kia'], body: ['SUV'] } },
    ],
    ['"range[price]=min:max"', { range: { price: { min: 10000, max: 50000 } } }, { range: { price: '10000:50000' } }],
    [
      'open sides',
      { range: { km: { min: null, max: 50000 }, year: { min: 2019, max: null } } },
      { range: { km: ':50000', year: '2019:' } },
    ],
  ])('%s', (_name, over, ui) => {
    expect(toUiState(state(over), DEFAULT_SORT)).toEqual(ui);
    expect(toSearchState(ui, DEFAULT_SORT)).toEqual(state(over));
  });
});

describe('what InstantSearch may hold is read defensively', () => {
  it.each<[string, SearchUiState, Partial<SearchState>]>([
    ['an attribute that is not a search field', { refinementList: { nope: ['x'] } }, {}],
    [
      'empty values and duplicates',
      { refinementList: { make: ['', 'Kia', 'Kia'] } },
      { refinementList: { make: ['Kia'] } },
    ],
    ['an empty list', { refinementList: { make: [] } }, {}],
    ['a range that is not min:max', { range: { price: 'cheap' } }, {}],
    ['a range of another attribute', { range: { colour: '1:2' } }, {}],
    ['page 0 or a fraction', { page: 0 }, {}],
    ['an empty sortBy', { sortBy: '' }, {}],
  ])('%s', (_name, ui, over) => {
    expect(toSearchState(ui, DEFAULT_SORT)).toEqual(state(over));
  });
});
