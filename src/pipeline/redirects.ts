/** Writes a built site's _redirects file (src/lib/site/redirects.ts) beside its pages. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { redirectsFile, siteRedirectsOf } from '../lib/site/redirects.ts';
import type { TenantBuildData } from '../lib/site/site-data.ts';

export function writeRedirects(siteDir: string, site: TenantBuildData): void {
  writeFileSync(join(siteDir, '_redirects'), redirectsFile(siteRedirectsOf(site)));
}
