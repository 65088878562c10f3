/**
 * getStaticPaths for every page type, over every tenant of this build. Each page is rendered under
 * /<tenant>/…; scripts/build-all.ts moves it to dist/<tenant>/… so each site is rooted at /.
 */
import { loadBuildData, type TenantBuildData } from './build-data.ts';
import { searchLandingPages, stockForLandingPage, type LandingPage } from '../lib/search/landing-pages.ts';
import type { Vehicle } from '../lib/stock/vehicle.ts';

export function tenantPaths() {
  return loadBuildData().map((site) => ({ params: { tenant: site.tenant.slug }, props: { site } }));
}

export function landingPagesFor(site: TenantBuildData): LandingPage[] {
  return searchLandingPages(
    { defaultPath: site.tenant.search.defaultPath, usedLabel: site.tenant.texts.usedLabel },
    site.vehicles,
  );
}

export function searchPaths() {
  return loadBuildData().flatMap((site) =>
    landingPagesFor(site).map((page) => ({
      params: { tenant: site.tenant.slug, path: page.path.replace(/^\/search\//, '') },
      props: { site, page, results: stockForLandingPage(page, site.vehicles) as Vehicle[] },
    })),
  );
}

export function vehiclePaths() {
  return loadBuildData().flatMap((site) =>
    site.vehicles.map((vehicle) => ({ params: { tenant: site.tenant.slug, slug: vehicle.slug }, props: { site, vehicle } })),
  );
}
