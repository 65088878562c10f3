/**
 * The car page's lead forms for this site (titles and field rules, per form), fetched by the
 * forms' island on the first click. One file per site instead of the same props in every car page
 * keeps each page, and its build, smaller.
 */
import type { APIRoute } from 'astro';
import { configPaths } from '../../../pipeline/static-paths.ts';
import type { SiteContext } from '../../../lib/site/site-data.ts';
import { vehicleLeadForms } from '../../../views/lead-forms.ts';

export const getStaticPaths = configPaths('vehicle');

export const GET: APIRoute = ({ props }) => {
  const { site } = props as { site: SiteContext };
  return new Response(JSON.stringify(vehicleLeadForms(site.tenant)), {
    headers: { 'Content-Type': 'application/json' },
  });
};
