/**
 * Writes a built site's _redirects file (src/lib/site/redirects.ts) beside its pages: its aliases and
 * offers', then the pages of cars that left it (departed-redirects.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { redirectsFile, siteRedirectsOf, type Redirect } from '../lib/site/redirects.ts';
import type { TenantBuildData } from '../lib/site/site-data.ts';

export function writeRedirects(siteDir: string, site: TenantBuildData, departed: readonly Redirect[]): void {
  writeFileSync(join(siteDir, '_redirects'), redirectsFile([...siteRedirectsOf(site), ...departed]));
}
