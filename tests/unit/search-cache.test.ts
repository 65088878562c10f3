// spec/shopping.md §9: "Search cache keeps a tenant-defined number of entries, oldest evicted";
// issue 29: "back and forward answered from it without a new query".
import { describe, expect, it } from 'vitest';
import { searchCache, searchCacheKey } from '../../src/lib/search/search-cache.ts';
import { meiliSearchClient } from '../../src/lib/search/meili-client.ts';
import type { JsonPost } from '../../src/lib/search/multi-search.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';

describe('the cache: a tenant-defined number of entries, oldest evicted', () => {
  it.each([
    ['size 2 after a, b, c: a evicted', 2, ['a', 'b', 'c'], ['b', 'c']],
    ['size 3 keeps all three', 3, ['a', 'b', 'c'], ['a', 'b', 'c']],
    ['storing a kept key again moves it last: a, b, a, c evicts b', 2, ['a', 'b', 'a', 'c'], ['a', 'c']],
    ['size 0 keeps none', 0, ['a', 'b'], []],
  ])('%s', (_name, size, stored, kept) => {
    const cache = searchCache<string>(size);
    for (const key of stored) cache.set(key, key.toUpperCase());
    expect(['a', 'b', 'c'].filter((key) => cache.get(key) !== undefined)).toEqual(kept);
    for (const key of kept) expect(cache.get(key)).toBe(key.toUpperCase());
  });
});

describe('the key: what decides the answer, and only that', () => {
  const base = { indexName: 'relevance', params: { query: '', page: 0, hitsPerPage: 21, facets: ['make', 'body'] } };
  it.each([
    ['parameters the client ignores (highlight tags)', { ...base.params, highlightPreTag: '<mark>' }, true],
    ['facets in another order', { ...base.params, facets: ['body', 'make'] }, true],
    ['another page', { ...base.params, page: 1 }, false],
    ['a facet filter', { ...base.params, facetFilters: [['make:Kia']] }, false],
    ['a numeric filter', { ...base.params, numericFilters: ['price>=5000'] }, false],
    ['another text', { ...base.params, query: 'hilux' }, false],
  ])('%s: same key %s', (_name, params, same) => {
    expect(searchCacheKey([{ ...base, params }]) === searchCacheKey([base])).toBe(same);
  });

  it('another sort (InstantSearch index) is another key', () => {
    expect(searchCacheKey([{ ...base, indexName: 'price-asc' }])).not.toBe(searchCacheKey([base]));
  });
});

describe('the search client answers from the cache without a new query', () => {
  const options = {
    indexUid: 'cars-test',
    sortOptions: [{ slug: 'relevance', sortKey: null }],
    excludeZeroPriceOnPriceAscending: false,
    stockFilter: { soldDays: 3, usedOnly: false, inStockOnly: false, excludedMakes: [], dealershipIds: [] },
  };
  const request = (query: string) => [{ indexName: 'relevance', params: { query, page: 0, hitsPerPage: 21 } }];
  const counted = (cacheSize: number) => {
    const sent: string[] = [];
    const post: JsonPost = async (_url, _headers, body) => {
      const { queries } = JSON.parse(body) as { queries: { q: string }[] };
      sent.push(queries[0]!.q);
      return { status: 200, json: { results: queries.map(() => ({ hits: [], totalHits: 0 })) } };
    };
    const client = meiliSearchClient(
      { host: 'http://meili.invalid', apiKey: 'token' },
      { ...options, cacheSize },
      {
        post,
        now: () => new Date('2026-01-01T00:00:00Z'),
      },
    );
    return { client, sent };
  };

  it('back and forward between two searches send each once', async () => {
    const { client, sent } = counted(10);
    for (const query of ['', 'kia', '', 'kia', '']) await client.search(request(query));
    expect(sent).toEqual(['', 'kia']);
  });

  it('beyond the tenant size the oldest is asked again', async () => {
    const { client, sent } = counted(2);
    for (const query of ['a', 'b', 'c', 'a']) await client.search(request(query));
    expect(sent).toEqual(['a', 'b', 'c', 'a']);
  });

  it('a remembered (prerendered) answer is given without asking, as a copy', async () => {
    const { client, sent } = counted(10);
    const prerendered = { hits: [{ objectID: '7' }], nbHits: 1 };
    client.remember(request(''), [prerendered]);
    const first = await client.search(request(''));
    (first.results[0] as unknown as { nbHits: number }).nbHits = 99;
    const again = await client.search(request(''));
    expect([sent, again.results[0]]).toEqual([[], prerendered]);
  });

  it('search.cacheSize defaults to 10 entries and takes 0 to 100', () => {
    const SITE = { slug: 'minimal-motors', name: 'Minimal Motors', id: 1, url: 'https://minimal.example' };
    const plain = parseTenant(SITE, 'tenants/sites/minimal-motors.json');
    expect(plain.ok && plain.tenant.search.cacheSize).toBe(10);
    const bad = parseTenant({ ...SITE, search: { cacheSize: 500 } }, 'tenants/sites/minimal-motors.json');
    expect(bad.ok ? [] : bad.errors).toEqual([
      'tenants/sites/minimal-motors.json: search.cacheSize: expected a whole number from 0 to 100, found 500',
    ]);
  });
});
