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
  /** Slugs of the makes and known models in stock: how search URLs map to exact facet values. */
  routing: RoutingContext;
  /** Every search landing page with its first page of results. */
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
