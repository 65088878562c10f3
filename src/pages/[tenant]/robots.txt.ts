import type { APIRoute } from 'astro';
import { tenantPaths } from '../../server/site-paths.ts';
import type { TenantBuildData } from '../../server/build-data.ts';
import { absoluteUrl } from '../../lib/seo/urls.ts';

export const getStaticPaths = tenantPaths('seo');

export const GET: APIRoute = ({ props }) => {
  const { tenant } = (props as { site: TenantBuildData }).site;
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${absoluteUrl(tenant.url, '/sitemap.xml')}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain' } });
};
