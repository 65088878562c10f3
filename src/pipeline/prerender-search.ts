/**
 * Prerenders every search landing page's first results by asking Meilisearch exactly what the
 * browser will ask (same request builder, same tenant token), so the HTML is complete before any
 * JavaScript and hydration does not repeat the query.
 */
import type { Tenant } from '../lib/tenant/schema.ts';
import type { Vehicle } from '../lib/stock/vehicle.ts';
import { buildSearchRequests, readSearchResults } from '../lib/search/requests.ts';
import { routeToState, routingContextFor, type RoutingContext } from '../lib/search/url-state.ts';
import { multiSearch } from '../lib/search/meili-fetch.ts';
import type { PrerenderedSearchPage, SearchState } from '../lib/search/types.ts';
import { searchLandingPages } from '../lib/search/landing-pages.ts';
import { pageSearchContext, searchRequestOptions, SPECIAL_OFFERS_PATH } from '../lib/search/tenant-requests.ts';
import type { PublicSearchConfig } from '../lib/site/site-data.ts';
import { nodeJsonPost } from './http-post.ts';

/** Landing pages are few per tenant; a handful in flight keeps Meilisearch busy without queueing. */
const CONCURRENCY = 4;

export async function prerenderSearchPages(tenant: Tenant, vehicles: Vehicle[], config: PublicSearchConfig, now: Date) {
  const routing = routingContextFor(vehicles, tenant.search);
  const baseOptions = searchRequestOptions(tenant, config, now);
  const pages = searchLandingPages({ defaultPath: tenant.search.defaultPath, usedLabel: tenant.texts.usedLabel }, vehicles);
  if (tenant.search.specialOffers.enabled) pages.push({ path: SPECIAL_OFFERS_PATH, heading: tenant.search.specialOffers.heading, carTypes: null, make: null, model: null });
  const prerendered: PrerenderedSearchPage[] = [];
  const queue = [...pages];
  const worker = async () => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      const context = pageSearchContext(page.path, routing, baseOptions);
      const state = landingState(page.path, context.routing);
      const response = await multiSearch(config, buildSearchRequests(state, context.options), { post: nodeJsonPost });
      prerendered.push({ path: page.path, heading: page.heading, state, results: readSearchResults(state, response, context.options) });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { routing, pages: prerendered.sort((a, b) => a.path.localeCompare(b.path)) };
}

function landingState(path: string, routing: RoutingContext): SearchState {
  const state = routeToState(path, '', routing);
  if (!state) throw new Error(`${path} is not a search path`);
  return state;
}
