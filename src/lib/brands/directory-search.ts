/**
 * Searching the brand directory (spec/site.md §2.3 "brand directory with search (query parameter)",
 * §5, §9): the state in the URL, the Meilisearch request the island sends with the site's tenant
 * token, and the answer read back. Pure, so the browser, the build and the tests share it.
 */
import { DIRECTORY_ENTRY_FIELDS, type DirectoryEntry } from './entries.ts';

/** §9: "Directory pages show 21 per page." */
const DIRECTORY_PAGE_SIZE = 21;
/** §9: "Brand-directory make list shows 7 items before 'Show all makes'." */
const MAKE_LIST_VISIBLE = 7;
export const SHOW_ALL_MAKES = 'Show all makes';

export type DirectoryState = { query: string; makes: string[]; page: number };
export const DEFAULT_DIRECTORY_STATE: DirectoryState = { query: '', makes: [], page: 1 };

export type MakeCount = { value: string; count: number };
export type DirectoryResults = {
  hits: DirectoryEntry[];
  total: number;
  page: number;
  totalPages: number;
  makes: MakeCount[];
};

/**
 * The state a directory URL's query string holds (?query=kia&make=Kia&page=2), or null when it holds
 * none of them: §5 "the directory home path with no query parameters is ignored", so the page keeps
 * the results it was built with and asks nothing.
 */
export function directoryStateFromSearch(search: string): DirectoryState | null {
  const params = new URLSearchParams(search);
  if (!['query', 'make', 'page'].some((name) => params.has(name))) return null;
  const page = Number(params.get('page'));
  return {
    query: (params.get('query') ?? '').trim(),
    makes: [...new Set(params.getAll('make').filter((make) => make.trim() !== ''))],
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL of a state: defaults left out, so the first page of everything is the bare path. */
export function directoryUrl(path: string, state: DirectoryState): string {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  for (const make of state.makes) params.append('make', make);
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * One multi-search: the page of entries (any of the chosen makes), and the make counts without the
 * make filter, so choosing Kia does not hide Mazda from the list (disjunctive, as InstantSearch does).
 * With no query the tenant's own order decides; with one, relevance does.
 */
export function directoryRequest(indexUid: string, state: DirectoryState): { queries: object[] } {
  const filter = state.makes.length > 0 ? [state.makes.map((make) => `makes = ${quoted(make)}`)] : undefined;
  const sort = state.query ? undefined : ['order:asc'];
  return {
    queries: [
      {
        indexUid,
        q: state.query,
        filter,
        sort,
        page: state.page,
        hitsPerPage: DIRECTORY_PAGE_SIZE,
        attributesToRetrieve: DIRECTORY_ENTRY_FIELDS,
      },
      { indexUid, q: state.query, facets: ['makes'], hitsPerPage: 0, page: 1 },
    ],
  };
}

type SearchAnswer = {
  hits?: unknown[];
  totalHits?: number;
  totalPages?: number;
  page?: number;
  facetDistribution?: Record<string, Record<string, number>>;
};

function makeCounts(distribution: Record<string, number> | undefined, chosen: readonly string[]): MakeCount[] {
  const counts = { ...Object.fromEntries(chosen.map((make) => [make, 0])), ...distribution };
  return Object.entries(counts)
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => a.value.localeCompare(b.value, 'en-AU'));
}

/** The answer to directoryRequest, as results. */
export function readDirectoryAnswer(results: unknown[], state: DirectoryState): DirectoryResults {
  const [page, facets] = results as [SearchAnswer, SearchAnswer];
  return {
    hits: (page.hits ?? []) as DirectoryEntry[],
    total: page.totalHits ?? 0,
    page: page.page ?? state.page,
    totalPages: page.totalPages ?? 0,
    makes: makeCounts(facets.facetDistribution?.makes, state.makes),
  };
}

/** What Meilisearch answers for a state with no query, worked out from the entries: the page the build prerenders. */
export function unsearchedResults(
  entries: readonly DirectoryEntry[],
  state: Omit<DirectoryState, 'query'>,
): DirectoryResults {
  const matching = [...entries]
    .sort((a, b) => a.order - b.order)
    .filter((entry) => state.makes.length === 0 || entry.makes.some((make) => state.makes.includes(make)));
  const distribution: Record<string, number> = {};
  for (const entry of entries) for (const make of entry.makes) distribution[make] = (distribution[make] ?? 0) + 1;
  const start = (state.page - 1) * DIRECTORY_PAGE_SIZE;
  return {
    hits: matching.slice(start, start + DIRECTORY_PAGE_SIZE),
    total: matching.length,
    page: state.page,
    totalPages: Math.ceil(matching.length / DIRECTORY_PAGE_SIZE),
    makes: makeCounts(distribution, state.makes),
  };
}

/** The make list: the first 7, and the rest behind 'Show all makes' (a chosen make always shows). */
export function makeList(
  makes: readonly MakeCount[],
  chosen: readonly string[],
): { visible: MakeCount[]; more: MakeCount[] } {
  const visible = makes.filter((make, index) => index < MAKE_LIST_VISIBLE || chosen.includes(make.value));
  return { visible, more: makes.filter((make) => !visible.includes(make)) };
}
