/**
 * What the build knows of one site: the pipeline reads it (tenant config, stock from Meilisearch,
 * a tenant token, prerendered search pages) and the views turn it into page models. Plain JSON, so
 * it crosses from the build process to the render processes as a file.
 */
import type { Tenant } from '../tenant/schema.ts';
import type { Vehicle } from '../stock/vehicle.ts';
import type { RoutingContext } from '../search/url-state.ts';
import type { PrerenderedSearchPage } from '../search/types.ts';
import type { SiteContent } from '../content/types.ts';
import type { DirectoryEntry } from '../brands/entries.ts';

/** What a tenant's pages may put in the browser to search: a tenant token, never a key. */
export interface PublicSearchConfig {
  host: string;
  indexUid: string;
  apiKey: string;
}

export interface TenantBuildData {
  tenant: Tenant;
  /** Stock passing the tenant's base filter, in custom-rank order. */
  vehicles: Vehicle[];
  search: PublicSearchConfig;
  /** The build's own route to Meilisearch (it may differ from the public URL): prerendered search pages ask there, with `search`'s token. */
  buildSearchHost: string;
  /** Slugs of the makes and known models in stock: how search URLs map to exact facet values. */
  routing: RoutingContext;
  /** Every search landing page (its first page of results comes with its render). */
  searchPages: PrerenderedSearchPage[];
  /** ISO time the stock was read; the "now" of every time rule in this build. */
  builtAt: string;
  /**
   * The hosted geocoder's browser key (delivery.geocoder.keyEnv, read from the environment by the
   * build), or null. It reaches the browser, so it must be a domain-restricted browser key.
   */
  geocoderKey: string | null;
  /** The content pages and blog posts the site has (their Markdown comes through the Content Layer). */
  content: SiteContent;
  /** A group site's brand directory: its entries and the token that searches them; null on other sites. */
  directory: { search: PublicSearchConfig; entries: DirectoryEntry[] } | null;
}

/**
 * The parts of a site's build data that are not its stock: what a page of one car or one search
 * page is handed beside its car or search results (src/pipeline/static-paths.ts), so that what it
 * renders from is exactly what its input hash covers. A new field of TenantBuildData lands here
 * unless it is named as stock, and so counts as config: changing it rebuilds the whole site.
 */
export type SiteContext = Omit<TenantBuildData, StockField>;

/** The fields that change with the stock; everything else is the site's config. */
export type StockField = 'vehicles' | 'searchPages' | 'routing';

/** A site's build data split into its config (a SiteContext) and its stock. */
export function splitSite(site: TenantBuildData): { context: SiteContext; stock: Pick<TenantBuildData, StockField> } {
  const { vehicles, searchPages, routing, ...context } = site;
  return { context, stock: { vehicles, searchPages, routing } };
}
