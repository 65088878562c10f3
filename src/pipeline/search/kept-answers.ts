/**
 * Each search page's first search as the last build sent it, and what came of it, kept beside the
 * site (dist/.<slug>.answers.json, a dot file: neither served nor deployed), so that an incremental
 * build asks Meilisearch the same question and, where the answer is the same, takes the page's first
 * results as they were, and where it differs makes them of the new answer (withNewAnswer), instead
 * of working them out in InstantSearch again (about 10 ms of CPU a page, most of an incremental
 * build's search time: docs/performance.md).
 *
 * An entry stands in only where nothing that decides the first results but the answer can differ:
 * its key is the hash of the code (InstantSearch's version among it), the island's search props
 * (endpoint and token, client rules, routing, widgets' options, clock) and the page's search state,
 * which together decide the requests InstantSearch sends and how it reads the answer. So an entry
 * from any earlier build is either exactly right or not used; tests/integration/incremental-build.test.ts
 * compares the site an incremental build makes with them against a fresh full build's after every
 * stock change. It holds no key or token.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InitialResults } from 'instantsearch.js';
import type { IslandSearchProps } from '../../lib/search/island-search-props.ts';
import type { MeiliSearchClient } from '../../lib/search/meili-client.ts';
import type { SearchLandingPage } from '../../lib/search/types.ts';
import { sha256 } from '../render/page-inputs.ts';

/** Raised whenever what an entry means changes: older files are then not read. */
const VERSION = 1;

/** The requests of one search, as InstantSearch hands them to the search client. */
export type SearchRequests = Parameters<MeiliSearchClient['search']>[0];

export interface KeptAnswer {
  /** answerKey of the page's search. */
  key: string;
  /** The requests InstantSearch sent to the search client, as JSON. */
  requests: SearchRequests;
  /** answerHash of what the search client answered them. */
  answer: string;
  firstResults: InitialResults;
}

/**
 * A site's kept answers by page path: the last build's to reuse, the answers to their searches sent
 * again (first-results.ts askKeptSearches), and this build's to keep.
 */
export interface AnswerBook {
  code: string;
  previous: Readonly<Record<string, KeptAnswer>>;
  asked: Record<string, ReturnType<MeiliSearchClient['search']>>;
  next: Record<string, KeptAnswer>;
}

/** What decides a page's requests and InstantSearch's reading of their answer. */
export function answerKey(code: string, props: IslandSearchProps, page: SearchLandingPage): string {
  return sha256(JSON.stringify([code, props, page]));
}

/** The hash of the search client's answer to a page's requests. */
export function answerHash(results: unknown): string {
  return sha256(JSON.stringify(results));
}

function answersFile(distDir: string, slug: string): string {
  return join(distDir, `.${slug}.answers.json`);
}

/**
 * The book of an incremental build of the site in `distDir`, with the answers its last build kept,
 * or of a full build (`distDir` null), which asks every page afresh. A file that cannot be read or
 * is of another version counts as none.
 */
export function answerBook(code: string, distDir: string | null, slug: string): AnswerBook {
  if (distDir === null) return { code, previous: {}, asked: {}, next: {} };
  try {
    const kept = JSON.parse(readFileSync(answersFile(distDir, slug), 'utf8')) as {
      version: number;
      pages: Record<string, KeptAnswer>;
    };
    return { code, previous: kept.version === VERSION ? kept.pages : {}, asked: {}, next: {} };
  } catch {
    return { code, previous: {}, asked: {}, next: {} };
  }
}

/**
 * The first results InstantSearch makes of a new answer to a kept search: the kept ones with the new
 * answer in place of the old. Of an answer to the same requests in the same state, InstantSearch keeps
 * the state it searched in and the requests' parameters, which the answer does not change, and the
 * answer as the search client gave it (getInitialResults reads `_rawResults`). Null where the kept
 * results hold anything else, or not one index's answer of as many results: only InstantSearch may
 * work those out.
 */
export function withNewAnswer(kept: InitialResults, results: readonly object[]): InitialResults | null {
  const entries = Object.entries(kept);
  if (entries.length !== 1) return null;
  const [index, entry] = entries[0]!;
  const fields = Object.keys(entry).join();
  if (!ANSWER_FIELDS.includes(fields) || entry.results?.length !== results.length) return null;
  // In the kept order of fields, as InstantSearch writes them.
  return { [index]: { ...entry, results: results as NonNullable<typeof entry.results> } };
}

const ANSWER_FIELDS = ['state,results', 'state,results,requestParams'];

/** How many of the site's first answers this build took from the last one, and made of a kept search's new answer. */
export function reusedAnswers(book: AnswerBook): { same: number; renewed: number } {
  const entries = Object.entries(book.next);
  return {
    same: entries.filter(([path, entry]) => book.previous[path] === entry).length,
    renewed: entries.filter(([path, entry]) => {
      const kept = book.previous[path];
      return kept !== undefined && kept !== entry && kept.requests === entry.requests;
    }).length,
  };
}

/** Keeps this build's answers beside its site, for the next incremental build. */
export function keepAnswers(distDir: string, slug: string, book: AnswerBook): void {
  const file = answersFile(distDir, slug);
  writeFileSync(`${file}.tmp`, JSON.stringify({ version: VERSION, pages: book.next }));
  renameSync(`${file}.tmp`, file);
}
