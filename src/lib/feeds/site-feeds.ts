/**
 * The site's vehicle feeds, files made of its data alone with no template. Their Astro routes render
 * them in a full build and in `npm run dev`; an incremental build writes them in its build process,
 * which holds the site and is otherwise idle while its render process renders the templated pages
 * (pipeline/render/feed-files.ts). Both go through `render` here, so they write the same bytes.
 */
import type { PageType } from '../site/pages.ts';
import type { Tenant } from '../tenant/schema.ts';
import type { Vehicle } from '../stock/vehicle.ts';
import { GOOGLE_FEED_PATH, googleVehicleFeed } from './google.ts';
import { META_FEED_PATH, metaVehicleFeed } from './meta.ts';

type FeedSite = { tenant: Tenant; vehicles: readonly Vehicle[] };

export interface SiteFeed {
  /** The Astro route that renders it, as the build's page records name it. */
  route: string;
  path: string;
  /** The page type it is built with (FORECOURT_PAGE_TYPES, render/page-types.ts). */
  type: PageType;
  publishes(tenant: Pick<Tenant, 'feeds'>): boolean;
  render(site: FeedSite): string;
}

export const SITE_FEEDS = {
  google: {
    route: `/[tenant]${GOOGLE_FEED_PATH}`,
    path: GOOGLE_FEED_PATH,
    type: 'seo',
    publishes: (tenant) => tenant.feeds.google,
    render: (site) => googleVehicleFeed(site.tenant, site.vehicles),
  },
  meta: {
    route: `/[tenant]${META_FEED_PATH}`,
    path: META_FEED_PATH,
    type: 'seo',
    publishes: (tenant) => tenant.feeds.meta,
    render: (site) => metaVehicleFeed(site.tenant, site.vehicles),
  },
} satisfies Record<string, SiteFeed>;

/** A feed as its route answers it. */
export function feedResponse(feed: SiteFeed, site: FeedSite): Response {
  return new Response(feed.render(site), { headers: { 'Content-Type': 'application/xml' } });
}
