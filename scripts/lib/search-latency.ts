/**
 * Query-to-results round trips over HTTP with a tenant's token, sending exactly the multi-search the
 * search island sends for a set of typical shopper states (keep-alive, as a browser does).
 */
import type { Meilisearch } from 'meilisearch';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { searchConfigFor } from '../../src/pipeline/meili/tokens.ts';
import { searchRequestOptions } from '../../src/lib/search/tenant-requests.ts';
import { buildSearchRequests } from '../../src/lib/search/requests.ts';
import { emptySearchState } from '../../src/lib/search/url-state.ts';
import { multiSearch } from '../../src/lib/search/meili-fetch.ts';
import { nodeJsonPost } from '../../src/pipeline/http-post.ts';
import type { SearchState } from '../../src/lib/search/types.ts';

export async function searchLatency(client: Meilisearch, tenant: Tenant, url: string, samples: number) {
  const now = new Date();
  const config = await searchConfigFor(client, tenant, now, url);
  const options = searchRequestOptions(tenant, config, now);
  const blank = emptySearchState(tenant.search);
  const states: SearchState[] = [
    blank,
    { ...blank, query: 'hilux' },
    { ...blank, query: 'toyta' },
    { ...blank, refinementList: { car_type: ['used'] }, sortBy: 'price-asc' },
    { ...blank, refinementList: { make: ['Toyota', 'Kia'], body: ['SUV'] } },
    { ...blank, range: { price: { min: 20000, max: 60000 } }, page: 2 },
  ];
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await multiSearch(config, buildSearchRequests(states[i % states.length]!, options), { post: nodeJsonPost });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), samples };
}
