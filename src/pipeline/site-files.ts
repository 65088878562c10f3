/**
 * The last step of assembling a site, before it is swapped in: its files for the host beside its
 * pages, the _redirects (redirects.ts, with the departed cars') and the _headers that allow what its
 * pages use (site-headers.ts): `needs`, what the pages this build rendered need, as the render
 * processes that finished them said (render/finish-pages.ts). `live` is the site an incremental
 * build started from, whose policy allowed what its kept pages need.
 */
import type { TenantBuildData } from '../lib/site/site-data.ts';
import type { Redirect } from '../lib/site/redirects.ts';
import type { SiteNeeds } from './render/finish-pages.ts';
import { writeRedirects } from './redirects.ts';
import { writeSiteHeaders } from './site-headers.ts';

export function finishSite(
  dir: string,
  site: TenantBuildData,
  departed: readonly Redirect[],
  needs: SiteNeeds,
  live: string | null,
): void {
  writeRedirects(dir, site, departed);
  writeSiteHeaders(dir, site, needs, live);
}
