/**
 * The last step of assembling a site, before it is swapped in: the pages this build rendered get
 * their last touch (render/finish-pages.ts), and the site its files for the host beside them, the
 * _redirects (redirects.ts, with the departed cars') and the _headers that allow what those pages use (site-headers.ts).
 * `live` is the site an incremental build started from, whose kept pages are already finished.
 */
import type { TenantBuildData } from '../lib/site/site-data.ts';
import type { Redirect } from '../lib/site/redirects.ts';
import { finishPages } from './render/finish-pages.ts';
import { writeRedirects } from './redirects.ts';
import { writeSiteHeaders } from './site-headers.ts';

export function finishSite(
  dir: string,
  files: readonly string[],
  site: TenantBuildData,
  departed: readonly Redirect[],
  live: string | null,
): void {
  const needs = finishPages(dir, files, live);
  writeRedirects(dir, site, departed);
  writeSiteHeaders(dir, site, needs, live);
}
