/**
 * A tenant's saved searches, asked about the cars that are news, the way its search page asks
 * (docs/alerts.md): the same tenant token (the base stock filter baked in), the same routing
 * context and URL-state module reading each saved URL, and the same search client building the
 * Meilisearch filter with the page's own conditions (pageRouting and pageClientOptions, as the
 * page's island gets them: special offers lists reduced cars only), plus `id IN [the new cars]`.
 * The island's widgets (its panels for this stock) say which refinements count, as they do on the page.
 * Identical searches are asked once, many to a multi-search.
 */
import type { Meilisearch } from 'meilisearch';
import type { Tenant } from '../lib/tenant/schema.ts';
import type { Vehicle } from '../lib/stock/vehicle.ts';
import type { AlertCar } from '../lib/alerts/messages.ts';
import { carIdFilter, savedSearchRequest } from '../lib/alerts/matching.ts';
import { meiliSearchClient, type MeiliSearchClient } from '../lib/search/meili-client.ts';
import { pageClientOptions, pageRouting, searchClientOptions } from '../lib/search/tenant-requests.ts';
import type { SearchState } from '../lib/search/types.ts';
import { islandPanels } from '../lib/search/island-search-props.ts';
import { islandWidgets } from '../lib/search/island-widgets.ts';
import { routeToState, routingContextFor, type RoutingContext } from '../lib/search/url-state.ts';
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
  const { hitsPerPage, sortOptions } = tenant.search;
  const widgets = islandWidgets({ hitsPerPage, sortOptions, panels: islandPanels({ tenant, vehicles: stock }) });
  return {
    cars: new Map(stock.map((v) => [v.id, alertCar(v)])),
    async find(searches, ids) {
      const found = new Map<string, Set<number>>();
      if (ids.length === 0) return found;
      const base = { ...options, extraFilters: [carIdFilter(ids)], cacheSize: 0 };
      for (const page of savedPages(searches, routing)) {
        const search = meiliSearchClient(config, pageClientOptions(page.path, base), {
          post: nodeJsonPost,
          now: () => now,
        });
        const requests = page.saved.map(({ saved, state }) => ({
          saved,
          request: savedSearchRequest(state, widgets, ids.length),
        }));
        await askInParts(search, requests, found);
      }
      return found;
    },
  };
}

type SavedSearch = { saved: string; state: SearchState };

/**
 * Each distinct saved search read back as its page reads its URL (a page with conditions of its own,
 * special offers, has its own routing), grouped by page path, as each page's search client adds
 * that page's own conditions.
 */
function savedPages(searches: readonly string[], routing: RoutingContext): { path: string; saved: SavedSearch[] }[] {
  const pages = new Map<string, SavedSearch[]>();
  for (const saved of new Set(searches)) {
    const url = new URL(saved, 'http://site.invalid');
    const path = url.pathname.replace(/(.)\/+$/, '$1');
    const state = routeToState(path, url.search, pageRouting(path, routing));
    if (state) pages.set(path, [...(pages.get(path) ?? []), { saved, state }]);
  }
  return [...pages].map(([path, saved]) => ({ path, saved }));
}

/** Many searches to a multi-search, a few requests at a time: Meilisearch answers each on its own threads. */
async function askInParts(
  search: MeiliSearchClient,
  requests: { saved: string; request: ReturnType<typeof savedSearchRequest> }[],
  found: Map<string, Set<number>>,
): Promise<void> {
  const parts = Array.from({ length: Math.ceil(requests.length / PER_REQUEST) }, (_, i) =>
    requests.slice(i * PER_REQUEST, (i + 1) * PER_REQUEST),
  );
  for (let i = 0; i < parts.length; i += AT_ONCE) {
    await Promise.all(
      parts.slice(i, i + AT_ONCE).map(async (part) => {
        const { results } = await search.search(part.map((p) => p.request));
        for (const [j, p] of part.entries()) found.set(p.saved, new Set((results[j]?.hits ?? []).map((hit) => hit.id)));
      }),
    );
  }
}
