import type { APIRoute } from 'astro';
import { configPaths } from '../../pipeline/static-paths.ts';
import type { SiteContext } from '../../lib/site/site-data.ts';
import { robotsTxt } from '../../lib/seo/robots.ts';

export const getStaticPaths = configPaths('seo');

export const GET: APIRoute = ({ props }) => {
  const { tenant } = (props as { site: SiteContext }).site;
  return new Response(robotsTxt(tenant), { headers: { 'Content-Type': 'text/plain' } });
};
