import type { APIRoute } from 'astro';
import { tenantPaths } from '../../../pipeline/static-paths.ts';
import type { TenantBuildData } from '../../../lib/site/site-data.ts';
import { feedResponse, SITE_FEEDS } from '../../../lib/feeds/site-feeds.ts';

const feed = SITE_FEEDS.meta;

export const getStaticPaths = tenantPaths(feed.type, (site) => feed.publishes(site.tenant));

export const GET: APIRoute = ({ props }) => feedResponse(feed, (props as { site: TenantBuildData }).site);
