/**
 * Query-to-results round trips over HTTP with a tenant's token, sending exactly the multi-search the
 * search island sends (InstantSearch's widgets, headless, through our search client) for a set of
 * typical shopper states (keep-alive, as a browser does).
 */
import type { Meilisearch } from 'meilisearch';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import type { PublicSearchConfig } from '../../src/lib/site/site-data.ts';
import { searchConfigFor } from '../../src/pipeline/meili/tokens.ts';
import { searchClientOptions } from '../../src/lib/search/tenant-requests.ts';
import { meiliSearchClient, type MeiliSearchClient } from '../../src/lib/search/meili-client.ts';
import { emptySearchState } from '../../src/lib/search/url-state.ts';
import { nodeJsonPost } from '../../src/pipeline/http-post.ts';
import type { SearchState } from '../../src/lib/search/types.ts';
import { headlessOptionsFor, searchHeadless } from './headless-search.ts';

/** Typical things shoppers ask for: everything, a model, a typo, filters, a sort, a price range and page 2. */
function shopperStates(tenant: Tenant): SearchState[] {
  const blank = emptySearchState(tenant.search);
  return [
    blank,
    { ...blank, query: 'hilux' },
    { ...blank, query: 'toyta' },
    { ...blank, refinementList: { car_type: ['used'] }, sortBy: 'price-asc' },
    { ...blank, refinementList: { make: ['Toyota', 'Kia'], body: ['SUV'] } },
    { ...blank, range: { price: { min: 20000, max: 60000 } }, page: 2 },
  ];
}

/** Sends the island's search for the `n`th shopper state (round the list) and resolves with its round trip in ms. */
export type TimedSearch = (n: number) => Promise<number>;

/** The island's search for a tenant with its token, timing only the search client's round trip, not InstantSearch's set-up. */
export function timedIslandSearch(tenant: Tenant, config: PublicSearchConfig): TimedSearch {
  // No cache: every sample repeats a search, and each is to be a round trip.
  const uncached = { ...searchClientOptions(tenant, config), cacheSize: 0 };
  const search = meiliSearchClient(config, uncached, { post: nodeJsonPost });
  const states = shopperStates(tenant);
  const headless = headlessOptionsFor(tenant);
  return async (n) => {
    let ms = 0;
    const timed: Pick<MeiliSearchClient, 'search'> = {
      async search(requests) {
        const started = performance.now();
        const answer = await search.search(requests);
        ms += performance.now() - started;
        return answer;
      },
    };
    await searchHeadless(timed, states[n % states.length]!, headless);
    return ms;
  };
}

/** The `q` quantile (0–1) of sorted times. */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function searchLatency(client: Meilisearch, tenant: Tenant, url: string, samples: number) {
  const search = timedIslandSearch(tenant, await searchConfigFor(client, tenant, new Date(), url));
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push(await search(i));
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), samples: times.length };
}
