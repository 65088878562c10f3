import type { APIRoute } from 'astro';
import { tenantPaths } from '../../pipeline/static-paths.ts';
import type { TenantBuildData } from '../../lib/site/site-data.ts';
import { sitemapXml } from '../../lib/seo/sitemap.ts';
import { sitemapEntries } from '../../views/sitemap.ts';

export const getStaticPaths = tenantPaths('seo');

export const GET: APIRoute = ({ props }) => {
  const { site } = props as { site: TenantBuildData };
  return new Response(sitemapXml(site.tenant.url, sitemapEntries(site)), {
    headers: { 'Content-Type': 'application/xml' },
  });
};
