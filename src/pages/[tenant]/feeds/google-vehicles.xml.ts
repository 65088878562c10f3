import type { APIRoute } from 'astro';
import { tenantPaths } from '../../../pipeline/static-paths.ts';
import type { TenantBuildData } from '../../../lib/site/site-data.ts';
import { googleVehicleFeed } from '../../../lib/feeds/google.ts';

export const getStaticPaths = tenantPaths('seo', (site) => site.tenant.feeds.google);

export const GET: APIRoute = ({ props }) => {
  const { site } = props as { site: TenantBuildData };
  return new Response(googleVehicleFeed(site.tenant, site.vehicles), {
    headers: { 'Content-Type': 'application/xml' },
  });
};
