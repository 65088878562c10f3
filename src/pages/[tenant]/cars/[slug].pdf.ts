/** /cars/{slug}.pdf for tenants that offer a PDF download (vehiclePage.pdf). */
import type { APIRoute } from 'astro';
import { vehiclePaths } from '../../../server/site-paths.ts';
import { vehiclePageModel } from '../../../server/vehicle-page.ts';
import { vehiclePdf } from '../../../server/pdf/vehicle-pdf.ts';
import type { TenantBuildData } from '../../../server/build-data.ts';
import type { Vehicle } from '../../../lib/stock/vehicle.ts';

export const getStaticPaths = () => vehiclePaths().filter(({ props }) => props.site.tenant.vehiclePage.pdf);

export const GET: APIRoute = async ({ props }) => {
  const { site, vehicle } = props as { site: TenantBuildData; vehicle: Vehicle };
  const bytes = await vehiclePdf(vehiclePageModel(site, vehicle), site.tenant);
  return new Response(Buffer.from(bytes), { headers: { 'Content-Type': 'application/pdf' } });
};
