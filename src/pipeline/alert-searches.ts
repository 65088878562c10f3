/**
 * A tenant's saved searches, asked about the cars that are news, the way its search page asks
 * (docs/alerts.md): the same tenant token (the base stock filter baked in), the same routing
 * context and URL-state module reading each saved URL, and the same search client building the
 * Meilisearch filter, plus `id IN [the new cars]`. Identical searches are asked once, many to a
 * multi-search.
 */
import type { Meilisearch } from 'meilisearch';
import type { Tenant } from '../lib/tenant/schema.ts';
import type { Vehicle } from '../lib/stock/vehicle.ts';
import type { AlertCar } from '../lib/alerts/messages.ts';
import { carIdFilter, savedSearchRequest } from '../lib/alerts/matching.ts';
import { meiliSearchClient } from '../lib/search/meili-client.ts';
import { searchClientOptions } from '../lib/search/tenant-requests.ts';
import { routeToState, routingContextFor } from '../lib/search/url-state.ts';
import { searchConfigFor } from './meili/tokens.ts';
import { readTenantStock } from './meili/stock-reader.ts';
import { nodeJsonPost } from './http-post.ts';

/** Searches per multi-search request. */
const PER_REQUEST = 250;
/** Multi-search requests in flight at once. */
const AT_ONCE = 4;

export type AlertSearches = {
  /** The tenant's cars on its site now, as a message shows them. */
  cars: Map<number, AlertCar>;
  /** For each saved search (path and query), which of `ids` its search finds. */
  find(searches: readonly string[], ids: readonly number[]): Promise<Map<string, Set<number>>>;
};

const alertCar = (v: Vehicle): AlertCar => ({
  id: v.id,
  slug: v.slug,
  name: v.name,
  price: v.price,
  was: null,
  photo: v.primary_image_url,
});

export async function alertSearches(client: Meilisearch, tenant: Tenant, now: Date): Promise<AlertSearches> {
  const stock = await readTenantStock(client, tenant, now);
  const config = await searchConfigFor(client, tenant, now, client.config.host);
  const routing = routingContextFor(stock, tenant.search);
  const options = searchClientOptions(tenant, config);
  return {
    cars: new Map(stock.map((v) => [v.id, alertCar(v)])),
    async find(searches, ids) {
      const found = new Map<string, Set<number>>();
      if (ids.length === 0) return found;
      const search = meiliSearchClient(
        config,
        { ...options, extraFilters: [carIdFilter(ids)], cacheSize: 0 },
        { post: nodeJsonPost, now: () => now },
      );
      const unique = [...new Set(searches)].flatMap((saved) => {
        const url = new URL(saved, 'http://site.invalid');
        const state = routeToState(url.pathname, url.search, routing);
        return state ? [{ saved, request: savedSearchRequest(state, ids.length) }] : [];
      });
      const parts = Array.from({ length: Math.ceil(unique.length / PER_REQUEST) }, (_, i) =>
        unique.slice(i * PER_REQUEST, (i + 1) * PER_REQUEST),
      );
      // A few requests at a time: Meilisearch answers each on its own threads.
      for (let i = 0; i < parts.length; i += AT_ONCE) {
        await Promise.all(
          parts.slice(i, i + AT_ONCE).map(async (part) => {
            const { results } = await search.search(part.map((p) => p.request));
            for (const [j, p] of part.entries())
              found.set(p.saved, new Set((results[j]?.hits ?? []).map((hit) => hit.id)));
          }),
        );
      }
      return found;
    },
  };
}
