/** Demo stock photos, drawn locally as SVG so nothing is fetched at build or run time. */
import type { APIRoute } from 'astro';
import { loadBuildData } from '../../../server/build-data.ts';
import { builds } from '../../../server/page-types.ts';
import { demoImageNames, demoImageSvg } from '../../../lib/stock/demo/images.ts';

export function getStaticPaths() {
  if (!builds('images')) return [];
  return loadBuildData().flatMap((site) =>
    demoImageNames(site.vehicles).map((name) => ({ params: { tenant: site.tenant.slug, name } })),
  );
}

export const GET: APIRoute = ({ params }) => {
  const svg = demoImageSvg(String(params.name));
  if (svg === null) return new Response('Not found', { status: 404 });
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
};
