// The brand directory's URL state and search (spec/site.md §5, §9): "the directory home path with no
// query parameters is ignored", its request and its pages of 21, and the make list of 7 before
// 'Show all makes'.
import { describe, expect, it } from 'vitest';
import { DIRECTORY_ENTRY_FIELDS, type DirectoryEntry } from '../../src/lib/brands/entries.ts';
import {
  DEFAULT_DIRECTORY_STATE,
  SHOW_ALL_MAKES,
  directoryRequest,
  directoryStateFromSearch,
  directoryUrl,
  makeList,
  readDirectoryAnswer,
  unsearchedResults,
} from '../../src/lib/brands/directory-search.ts';

describe('§5 the directory URL: "the directory home path with no query parameters is ignored"', () => {
  it.each<[string, ReturnType<typeof directoryStateFromSearch>]>([
    ['', null],
    ['?utm_source=mail', null],
    ['?query=kia', { query: 'kia', makes: [], page: 1 }],
    ['?query=+kia+&make=Kia&make=Mazda&make=Kia&page=3', { query: 'kia', makes: ['Kia', 'Mazda'], page: 3 }],
    ['?page=0', { query: '', makes: [], page: 1 }],
    ['?page=two', { query: '', makes: [], page: 1 }],
  ])('%j → %j', (search, state) => {
    expect(directoryStateFromSearch(search)).toEqual(state);
  });

  it.each([
    [DEFAULT_DIRECTORY_STATE, '/brands'],
    [{ query: 'north kia', makes: [], page: 1 }, '/brands?query=north+kia'],
    [{ query: '', makes: ['Kia', 'Land Rover'], page: 2 }, '/brands?make=Kia&make=Land+Rover&page=2'],
  ])('%j is %s, and reads back the same', (state, url) => {
    expect(directoryUrl('/brands', state)).toBe(url);
    expect(directoryStateFromSearch(url.slice('/brands'.length)) ?? DEFAULT_DIRECTORY_STATE).toEqual(state);
  });
});

describe('§9 the directory search: pages of 21, the make list', () => {
  it('asks for 21 a page, filters by any chosen make, and counts makes without that filter', () => {
    const { queries } = directoryRequest('directory-example-group', { query: '', makes: ['Kia', 'Mc"Laren'], page: 2 });
    expect(queries).toEqual([
      {
        indexUid: 'directory-example-group',
        q: '',
        filter: [['makes = "Kia"', 'makes = "Mc\\"Laren"']],
        sort: ['order:asc'],
        page: 2,
        hitsPerPage: 21,
        attributesToRetrieve: DIRECTORY_ENTRY_FIELDS,
      },
      { indexUid: 'directory-example-group', q: '', facets: ['makes'], hitsPerPage: 0, page: 1 },
    ]);
    expect(
      (directoryRequest('d', { query: 'kia', makes: [], page: 1 }).queries[0] as { sort?: unknown }).sort,
    ).toBeUndefined();
  });

  const entry = (order: number, makes: string[]): DirectoryEntry => ({
    id: `e-${order}`,
    kind: 'dealership',
    title: `E${order}`,
    href: '/',
    external: false,
    logoSrc: null,
    summary: '',
    makes,
    order,
  });
  const many = Array.from({ length: 50 }, (_, i) => entry(49 - i, [i % 2 ? 'Kia' : 'Mazda']));

  it('the prerendered page is what Meilisearch answers with no query: the first 21 in order, and every make counted', () => {
    const results = unsearchedResults(many, DEFAULT_DIRECTORY_STATE);
    expect(results.hits.map((h) => h.order)).toEqual(Array.from({ length: 21 }, (_, i) => i));
    expect([results.total, results.totalPages, results.page]).toEqual([50, 3, 1]);
    expect(results.makes).toEqual([
      { value: 'Kia', count: 25 },
      { value: 'Mazda', count: 25 },
    ]);
    expect(unsearchedResults(many, { makes: ['Kia'], page: 2 }).hits).toHaveLength(4);
  });

  it('reads the answer: hits, totals and the make counts, a chosen make listed even at 0', () => {
    const answer = [
      { hits: [many[0]], totalHits: 1, totalPages: 1, page: 1 },
      { hits: [], facetDistribution: { makes: { Mazda: 3, Kia: 1 } } },
    ];
    expect(readDirectoryAnswer(answer, { query: 'x', makes: ['Volvo'], page: 1 })).toEqual({
      hits: [many[0]],
      total: 1,
      page: 1,
      totalPages: 1,
      makes: [
        { value: 'Kia', count: 1 },
        { value: 'Mazda', count: 3 },
        { value: 'Volvo', count: 0 },
      ],
    });
  });

  it("shows 7 makes before 'Show all makes', and a chosen make always", () => {
    const makes = 'ABCDEFGHIJ'.split('').map((value) => ({ value, count: 1 }));
    expect(SHOW_ALL_MAKES).toBe('Show all makes');
    expect(
      makeList(makes, [])
        .visible.map((m) => m.value)
        .join(''),
    ).toBe('ABCDEFG');
    expect(
      makeList(makes, [])
        .more.map((m) => m.value)
        .join(''),
    ).toBe('HIJ');
    expect(
      makeList(makes, ['I'])
        .visible.map((m) => m.value)
        .join(''),
    ).toBe('ABCDEFGI');
    expect(makeList(makes.slice(0, 7), []).more).toEqual([]);
  });
});
