import type { APIRoute } from 'astro';
import { tenantPaths } from '../../../pipeline/static-paths.ts';
import type { TenantBuildData } from '../../../lib/site/site-data.ts';
import { metaVehicleFeed } from '../../../lib/feeds/meta.ts';

export const getStaticPaths = tenantPaths('seo', (site) => site.tenant.feeds.meta);

export const GET: APIRoute = ({ props }) => {
  const { site } = props as { site: TenantBuildData };
  return new Response(metaVehicleFeed(site.tenant, site.vehicles), { headers: { 'Content-Type': 'application/xml' } });
};
