/**
 * The search landing pages a tenant's site prerenders, each with its search state. Their first
 * results come with the render: each page's frontmatter sends the island's first search
 * (components/search/server-state.ts), exactly what the browser's island would (same widgets, client
 * and tenant token).
 */
import type { Tenant } from '../lib/tenant/schema.ts';
import type { Vehicle } from '../lib/stock/vehicle.ts';
import { routeToState, routingContextFor, type RoutingContext } from '../lib/search/url-state.ts';
import type { PrerenderedSearchPage, SearchState } from '../lib/search/types.ts';
import { searchLandingPages } from '../lib/search/landing-pages.ts';
import { pageRouting, SPECIAL_OFFERS_PATH } from '../lib/search/tenant-requests.ts';

export function prerenderedSearchPages(tenant: Tenant, vehicles: Vehicle[]) {
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
  const prerendered: PrerenderedSearchPage[] = pages.map((page) => ({
    path: page.path,
    heading: page.heading,
    state: landingState(page.path, pageRouting(page.path, routing)),
  }));
  return { routing, pages: prerendered.sort((a, b) => a.path.localeCompare(b.path)) };
}

function landingState(path: string, routing: RoutingContext): SearchState {
  const state = routeToState(path, '', routing);
  if (!state) throw new Error(`${path} is not a search path`);
  return state;
}
