/**
 * The search landing pages a tenant's site prerenders, each with its search state, and the routing
 * (the makes and models with pages of their own) their URLs are read with. Their first answers come
 * from Meilisearch next (first-results.ts).
 */
import type { Tenant } from '../../lib/tenant/schema.ts';
import type { Vehicle } from '../../lib/stock/vehicle.ts';
import { routeToState, routingContextFor, type RoutingContext } from '../../lib/search/url-state.ts';
import type { SearchLandingPage, SearchState } from '../../lib/search/types.ts';
import { searchLandingPages } from '../../lib/search/landing-pages.ts';
import { pageRouting, SPECIAL_OFFERS_PATH } from '../../lib/search/tenant-requests.ts';

export function landingPagesOf(tenant: Tenant, vehicles: Vehicle[]) {
  const routing = routingContextFor(vehicles, tenant.search);
  const pages = searchLandingPages(
    {
      defaultPath: tenant.search.defaultPath,
      usedLabel: tenant.texts.usedLabel,
      categoryPages: tenant.search.categoryPages,
    },
    vehicles,
  );
  if (tenant.search.specialOffers.enabled)
    pages.push({
      path: SPECIAL_OFFERS_PATH,
      heading: tenant.search.specialOffers.heading,
      carTypes: null,
      make: null,
      model: null,
    });
  const landing: SearchLandingPage[] = pages.map((page) => ({
    path: page.path,
    heading: page.heading,
    state: landingState(page.path, pageRouting(page.path, routing)),
  }));
  return { routing, pages: landing.sort((a, b) => a.path.localeCompare(b.path)) };
}

function landingState(path: string, routing: RoutingContext): SearchState {
  const state = routeToState(path, '', routing);
  if (!state) throw new Error(`${path} is not a search path`);
  return state;
}
