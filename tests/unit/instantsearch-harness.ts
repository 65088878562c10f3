/**
 * The island's searches for a state (its own widgets, headless: scripts/lib/headless-search.ts)
 * through our search client, whose transport records the Meilisearch multi-search it sends and
 * answers with canned answers.
 */
import { meiliSearchClient, type SearchClientOptions } from '../../src/lib/search/meili-client.ts';
import type { SearchState } from '../../src/lib/search/types.ts';
import type { JsonPost } from '../../src/lib/search/multi-search.ts';
import { searchHeadless, type HeadlessOptions } from '../../scripts/lib/headless-search.ts';

export async function searchWith(
  state: SearchState,
  options: SearchClientOptions & Omit<HeadlessOptions, 'defaultSort'> & { now: Date },
  answer: (queries: Record<string, unknown>[]) => unknown[] = (queries) => queries.map(() => ({ hits: [] })),
) {
  const sent: { queries: Record<string, unknown>[] }[] = [];
  const post: JsonPost = async (_url, _headers, body) => {
    const parsed = JSON.parse(body) as (typeof sent)[number];
    sent.push(parsed);
    return { status: 200, json: { results: answer(parsed.queries) } };
  };
  const client = meiliSearchClient({ host: 'http://meili.invalid', apiKey: 'token' }, options, {
    now: () => options.now,
    post,
  });
  const results = await searchHeadless(client, state, { ...options, defaultSort: options.sortOptions[0]!.slug });
  return { sent, results: () => results };
}
