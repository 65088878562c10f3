import type { APIRoute } from 'astro';
import { tenantPaths } from '../../pipeline/static-paths.ts';
import type { TenantBuildData } from '../../lib/site/site-data.ts';
import { robotsTxt } from '../../lib/seo/robots.ts';

export const getStaticPaths = tenantPaths('seo');

export const GET: APIRoute = ({ props }) => {
  const { tenant } = (props as { site: TenantBuildData }).site;
  return new Response(robotsTxt(tenant), { headers: { 'Content-Type': 'text/plain' } });
};
