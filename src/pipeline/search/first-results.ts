/**
 * The build's half of InstantSearch's server rendering: each landing page's first search, sent as the
 * island would send it (the same widgets, client rules and tenant token, over the build's own route to
 * Meilisearch), and its answer as the initial results the page renders and the island hydrates from
 * (InstantSearchSSRProvider) without asking again. The build sends them before any page renders and
 * hands each page its answer in its props, so an incremental build re-renders a search page exactly
 * when its answer changed (docs/incremental-builds.md).
 *
 * React InstantSearch's own getServerState renders the whole island once to learn its widgets, and
 * each hook adds its widget alone, so InstantSearch works out the search parameters of every widget
 * already added again for each new one (algolia/instantsearch#6008): about 30 widgets per page. Here
 * the widgets are added at once, headless, from the list the hooks take their options from
 * (lib/search/island-widgets.ts), and the answer is read off as getServerState reads it
 * (waitForResults, getInitialResults): the same initial results (a test compares the two on every
 * landing page of the demo sites) for much less CPU (docs/decisions/0002).
 */
import type { InitialResults } from 'instantsearch.js';
import pLimit from 'p-limit';
import { islandSearchProps, type SearchSite } from '../../lib/search/island-search-props.ts';
import { meiliSearchClient } from '../../lib/search/meili-client.ts';
import { pageClientOptions, searchClientOptions } from '../../lib/search/tenant-requests.ts';
import type { PrerenderedSearchPage, SearchLandingPage } from '../../lib/search/types.ts';
import { nodeJsonPost } from '../http-post.ts';
import { answerHash, answerKey, withNewAnswer, type AnswerBook } from './kept-answers.ts';

/** Searches in flight at once: enough to keep Meilisearch busy while this process sets up the next. */
const IN_FLIGHT = 6;

/**
 * Each landing page with its first answer, in the order given; `host` is the build's route to
 * Meilisearch. With a book (kept-answers.ts), a page whose search is answered as the last build's was
 * takes that build's first results, and every page's search and answer go into the book.
 */
export async function withFirstResults(
  site: SearchSite,
  pages: readonly SearchLandingPage[],
  host: string,
  book?: AnswerBook,
): Promise<PrerenderedSearchPage[]> {
  const answered: PrerenderedSearchPage[] = new Array(pages.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < pages.length; i = next++) {
      const page = pages[i]!;
      const results = await firstResults(site, page, host, book).catch((error: unknown) => {
        // A page without its results would be an empty search page: the build fails, saying which.
        throw new Error(`${page.path}: the search for this page failed (${(error as Error).message})`, {
          cause: error,
        });
      });
      answered[i] = { ...page, firstResults: results };
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, pages.length) }, worker));
  return answered;
}

/**
 * Sends each kept search (kept-answers.ts) again as soon as the site's token is made, while its stock
 * is still being read: a page whose key turns out to be the kept one then finds its answer in hand.
 * Neither the requests nor the client that sends them depend on the stock (pageSearchClient).
 */
export function askKeptSearches(
  site: Pick<SearchSite, 'tenant' | 'search' | 'builtAt'>,
  host: string,
  book: AnswerBook,
) {
  const limit = pLimit(IN_FLIGHT);
  for (const [path, kept] of Object.entries(book.previous)) {
    const answer = limit(() => pageSearchClient(site, path, host).search(kept.requests));
    answer.catch(() => {}); // the page that takes this answer fails with it; unused, it does not matter
    book.asked[path] = answer;
  }
}

/**
 * The search client of the island on the page at `path` (its token, its client rules), over the
 * build's route to Meilisearch and at the build's clock. It remembers one answer: if a kept page's
 * search is answered otherwise now, InstantSearch's own search, the same requests, then asks nothing more.
 */
function pageSearchClient(site: Pick<SearchSite, 'tenant' | 'search' | 'builtAt'>, path: string, host: string) {
  return meiliSearchClient(
    { host, apiKey: site.search.apiKey },
    { ...pageClientOptions(path, searchClientOptions(site.tenant, site.search)), cacheSize: 1 },
    { post: nodeJsonPost, now: () => new Date(site.builtAt) },
  );
}

/** A landing page's first answer: the island's search in the page's own state, at the build's clock. */
async function firstResults(
  site: SearchSite,
  page: SearchLandingPage,
  host: string,
  book: AnswerBook | undefined,
): Promise<InitialResults> {
  const props = islandSearchProps(site, page);
  const client = pageSearchClient(site, page.path, host);
  if (!book) return (await searchAfresh(client, props, page)).firstResults;
  const key = answerKey(book.code, props, page);
  const kept = book.previous[page.path];
  if (kept?.key === key) {
    const { results } = await (book.asked[page.path] ?? client.search(kept.requests));
    const answer = answerHash(results);
    if (answer === kept.answer) {
      book.next[page.path] = kept;
      return kept.firstResults;
    }
    const firstResults = withNewAnswer(kept.firstResults, results);
    if (firstResults) {
      book.next[page.path] = { ...kept, answer, firstResults };
      return firstResults;
    }
    // InstantSearch sends these same requests first: they are answered from here.
    client.remember(kept.requests, results);
  }
  const { firstResults, asked } = await searchAfresh(client, props, page);
  // The requests and answer a page's first results come of, when they came of one search.
  if (asked.length === 1) book.next[page.path] = { key, ...asked[0]!, firstResults };
  return firstResults;
}

/**
 * InstantSearch's own first results for the page (instantsearch-answer.ts), loaded only for a page
 * whose first results it must work out: when every kept search stands, it is never loaded.
 */
async function searchAfresh(...args: Parameters<typeof import('./instantsearch-answer.ts').searchAfresh>) {
  const { searchAfresh: search } = await import('./instantsearch-answer.ts');
  return search(...args);
}
