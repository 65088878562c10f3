/**
 * Query-to-results round trips over HTTP with a tenant's token, sending exactly the multi-search the
 * search island sends (InstantSearch's widgets, headless, through our search client) for a set of
 * typical shopper states (keep-alive, as a browser does).
 */
import type { Meilisearch } from 'meilisearch';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { searchConfigFor } from '../../src/pipeline/meili/tokens.ts';
import { searchClientOptions } from '../../src/lib/search/tenant-requests.ts';
import { meiliSearchClient, type MeiliSearchClient } from '../../src/lib/search/meili-client.ts';
import { emptySearchState } from '../../src/lib/search/url-state.ts';
import { nodeJsonPost } from '../../src/pipeline/http-post.ts';
import type { SearchState } from '../../src/lib/search/types.ts';
import { headlessOptionsFor, searchHeadless } from './headless-search.ts';

export async function searchLatency(client: Meilisearch, tenant: Tenant, url: string, samples: number) {
  const config = await searchConfigFor(client, tenant, new Date(), url);
  // No cache: every sample repeats a search, and each is to be a round trip.
  const uncached = { ...searchClientOptions(tenant, config), cacheSize: 0 };
  const search = meiliSearchClient(config, uncached, { post: nodeJsonPost });
  const times: number[] = [];
  // Only the search client's round trip is timed, not InstantSearch's set-up around it.
  const timed: Pick<MeiliSearchClient, 'search'> = {
    async search(requests) {
      const started = performance.now();
      const answer = await search.search(requests);
      times.push(performance.now() - started);
      return answer;
    },
  };
  const headless = headlessOptionsFor(tenant);
  const blank = emptySearchState(tenant.search);
  const states: SearchState[] = [
    blank,
    { ...blank, query: 'hilux' },
    { ...blank, query: 'toyta' },
    { ...blank, refinementList: { car_type: ['used'] }, sortBy: 'price-asc' },
    { ...blank, refinementList: { make: ['Toyota', 'Kia'], body: ['SUV'] } },
    { ...blank, range: { price: { min: 20000, max: 60000 } }, page: 2 },
  ];
  for (let i = 0; i < samples; i++) await searchHeadless(timed, states[i % states.length]!, headless);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), samples: times.length };
}
