/**
 * The search island's answers kept in memory (spec/shopping.md §9: "Search cache keeps a
 * tenant-defined number of entries, oldest evicted"), so going back or forward to a search the
 * shopper has seen asks nothing. An entry is keyed by what decides the answer: each query's index
 * (sort), text, page, page size, facets and filters, not by parameters the search client ignores.
 */

/** What of an InstantSearch query decides its answer (meili-client.ts reads these and no others). */
export interface CachedQuery {
  indexName: string;
  params?: {
    query?: string;
    page?: number;
    hitsPerPage?: number;
    facets?: string | readonly string[];
    facetFilters?: unknown;
    numericFilters?: unknown;
  };
}

/** One key per search: the queries in order, facets sorted (their order changes no answer). */
export function searchCacheKey(queries: readonly CachedQuery[]): string {
  return JSON.stringify(
    queries.map(({ indexName, params = {} }) => [
      indexName,
      params.query ?? '',
      params.page ?? 0,
      params.hitsPerPage ?? null,
      [params.facets ?? []].flat().sort(),
      params.facetFilters ?? null,
      params.numericFilters ?? null,
    ]),
  );
}

export interface SearchCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

/** Keeps up to `size` answers; a new one beyond that evicts the one stored first. Size 0 keeps none. */
export function searchCache<T>(size: number): SearchCache<T> {
  const entries = new Map<string, T>();
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      if (size <= 0) return;
      entries.delete(key);
      entries.set(key, value);
      for (const oldest of entries.keys()) {
        if (entries.size <= size) break;
        entries.delete(oldest);
      }
    },
  };
}
