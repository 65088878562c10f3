import type { APIRoute } from 'astro';
import { tenantPaths } from '../../pipeline/static-paths.ts';
import { sitemapPagePaths } from '../../lib/site/pages.ts';
import type { TenantBuildData } from '../../lib/site/site-data.ts';
import { sitemapXml } from '../../lib/seo/sitemap.ts';

export const getStaticPaths = tenantPaths('seo');

export const GET: APIRoute = ({ props }) => {
  const { site } = props as { site: TenantBuildData };
  const pages = ['/', ...site.searchPages.map((p) => p.path), ...sitemapPagePaths(site.tenant)].map((path) => ({ path, lastmod: site.builtAt }));
  const cars = site.vehicles.map((v) => ({ path: `/cars/${v.slug}`, lastmod: v.updated_at || site.builtAt }));
  return new Response(sitemapXml(site.tenant.url, [...pages, ...cars]), { headers: { 'Content-Type': 'application/xml' } });
};
