import type { APIRoute } from 'astro';
import { tenantPaths } from '../../server/site-paths.ts';
import type { TenantBuildData } from '../../server/build-data.ts';
import { sitemapXml } from '../../lib/seo/sitemap.ts';
import { gateFor, type SignInKind } from '../../lib/leads/sign-in.ts';

export const getStaticPaths = tenantPaths('seo');

export const GET: APIRoute = ({ props }) => {
  const { site } = props as { site: TenantBuildData };
  const { tenant } = site;
  // Pages behind sign-in are left out: a crawler would only be sent to /sign-in.
  const open = (route: SignInKind, path: string) => (gateFor(route, tenant.features.gatedRoutes, tenant.features.signIn) ? [] : [path]);
  const leadPages = [...open('finance', '/finance'), '/contact', '/service', ...(tenant.features.tradeInValuation ? open('trade-in', '/trade-in') : [])];
  const pages = ['/', ...site.searchPages.map((p) => p.path), ...leadPages].map((path) => ({ path, lastmod: site.builtAt }));
  const cars = site.vehicles.map((v) => ({ path: `/cars/${v.slug}`, lastmod: v.updated_at || site.builtAt }));
  return new Response(sitemapXml(site.tenant.url, [...pages, ...cars]), { headers: { 'Content-Type': 'application/xml' } });
};
