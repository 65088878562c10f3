import type { APIRoute } from 'astro';
import { tenantPaths } from '../../pipeline/static-paths.ts';
import type { TenantBuildData } from '../../lib/site/site-data.ts';
import { absoluteUrl } from '../../lib/seo/urls.ts';

export const getStaticPaths = tenantPaths('seo');

export const GET: APIRoute = ({ props }) => {
  const { tenant } = (props as { site: TenantBuildData }).site;
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${absoluteUrl(tenant.url, '/sitemap.xml')}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain' } });
};
