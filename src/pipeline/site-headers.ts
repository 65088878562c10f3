/**
 * Writes a built site's _headers file (lib/security): the security headers every page is served
 * with, by Netlify and Cloudflare Pages as they read the file, and by the local server
 * (serve/site-server.ts), which applies it as they do. The policy allows the inline code and the
 * origins of the pages this build rendered (render/finish-pages.ts) and those of site-sources.ts;
 * an incremental build also keeps what the last build's policy allowed, for the pages it kept.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_IMMUTABLE } from '../lib/deploy/headers.ts';
import { headersFile, parseHeadersFile, type HeaderRule } from '../lib/security/headers-file.ts';
import type { SourceKind } from '../lib/security/options.ts';
import { readPolicy, securityHeaders, type SitePolicy } from '../lib/security/policy.ts';
import { siteSources } from '../lib/security/site-sources.ts';
import { withProcessorPermissions } from '../lib/payments/csp.ts';
import type { TenantBuildData } from '../lib/site/site-data.ts';
import type { SiteNeeds } from './render/finish-pages.ts';

const HEADERS_FILE = '_headers';

/** The policy the live site was served with, or nothing to keep. */
function livePolicy(live: string | null): ReturnType<typeof readPolicy> | null {
  const file = live === null ? null : join(live, HEADERS_FILE);
  if (file === null || !existsSync(file)) return null;
  const csp = parseHeadersFile(readFileSync(file, 'utf8')).find((rule) => rule.path === '/*')?.headers[
    'Content-Security-Policy'
  ];
  return csp ? readPolicy(csp) : null;
}

function sitePolicy(site: TenantBuildData, needs: SiteNeeds, live: string | null): SitePolicy {
  const kept = livePolicy(live);
  const derived = siteSources(site);
  const sources = {} as Record<SourceKind, string[]>;
  for (const kind of Object.keys(derived) as SourceKind[])
    sources[kind] = [...derived[kind], ...(needs.origins.get(kind) ?? []), ...(kept?.sources[kind] ?? [])];
  return {
    sources,
    scriptHashes: [...needs.scriptHashes, ...(kept?.scriptHashes ?? [])],
    styleHashes: [...needs.styleHashes, ...(kept?.styleHashes ?? [])],
    frameAncestors: site.tenant.security.frameAncestors,
    permissions: withProcessorPermissions(site.tenant, site.tenant.security.permissions),
  };
}

function siteHeaderRules(policy: SitePolicy): HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders(policy) },
    // Bundle files are named by their content: a host may keep them for good.
    { path: '/_astro/*', headers: { 'Cache-Control': CACHE_IMMUTABLE } },
  ];
}

export function writeSiteHeaders(siteDir: string, site: TenantBuildData, needs: SiteNeeds, live: string | null): void {
  writeFileSync(join(siteDir, HEADERS_FILE), headersFile(siteHeaderRules(sitePolicy(site, needs, live))));
}
