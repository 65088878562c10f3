/** Times real searches over HTTP with a tenant's browser token, as a shopper's browser would send them. */
import type { Meilisearch } from 'meilisearch';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { searchConfigFor } from '../../src/server/meili/tokens.ts';

const QUERIES = ['', 'hilux', 'ranger xlt', 'hybrid', 'white suv', 'automatic', 'kia', 'diesel 4x4', 'toyta', 'mazda cx-5'];

export async function searchLatency(client: Meilisearch, tenant: Tenant, url: string, samples: number) {
  const config = await searchConfigFor(client, tenant, new Date(), url);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const response = await fetch(`${config.host}/indexes/${config.indexUid}/search`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ q: QUERIES[i % QUERIES.length], limit: tenant.search.hitsPerPage, facets: ['make', 'body', 'car_type', 'price'] }),
    });
    await response.json();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), samples };
}
