/**
 * The part of a search page's island props that shapes the search it sends: where it asks, its
 * client's rules, its routing and its widgets. The build sends each landing page's first search from
 * these (src/pipeline/search/first-results.ts) and the island is handed them among its props
 * (views/search-island.ts), so both send the same search.
 */
import type { SearchIslandProps } from './island-props.ts';
import type { SearchLandingPage } from './types.ts';
import type { TenantBuildData } from '../site/site-data.ts';
import { pageClientOptions, pageRouting, panelsFor, searchClientOptions } from './tenant-requests.ts';
import { panelsForStock, type FacetPanel } from './facets.ts';
import { toDocument } from '../stock/document.ts';
import { getOrMake } from '../memo.ts';

export type IslandSearchProps = Pick<
  SearchIslandProps,
  'endpoint' | 'routing' | 'client' | 'hitsPerPage' | 'panels' | 'sortOptions' | 'builtAt' | 'landingPath'
>;

/** What of a site a search page's search depends on. */
export type SearchSite = Pick<TenantBuildData, 'tenant' | 'search' | 'routing' | 'vehicles' | 'builtAt'>;

const panelsBySite = new WeakMap<SearchSite['vehicles'], FacetPanel[]>();

/**
 * The tenant's filter panels that its stock fills (once per stock: every search page shares them);
 * alert matching (pipeline/alert-searches.ts) reads saved searches with the same panels.
 */
export function islandPanels(site: Pick<SearchSite, 'tenant' | 'vehicles'>): FacetPanel[] {
  return getOrMake(panelsBySite, site.vehicles, () =>
    panelsForStock(panelsFor(site.tenant), site.vehicles.map(toDocument)),
  );
}

export function islandSearchProps(site: SearchSite, page: SearchLandingPage): IslandSearchProps {
  const { tenant } = site;
  return {
    endpoint: { host: site.search.host, apiKey: site.search.apiKey },
    routing: pageRouting(page.path, site.routing),
    client: pageClientOptions(page.path, searchClientOptions(tenant, site.search)),
    hitsPerPage: tenant.search.hitsPerPage,
    panels: islandPanels(site),
    sortOptions: tenant.search.sortOptions.map(({ slug, label }) => ({ slug, label })),
    builtAt: site.builtAt,
    landingPath: page.path,
  };
}
