/**
 * The security headers of a site, as the best static hosts serve them: a Content-Security-Policy
 * that allows exactly what the site's pages use (its own files, its inline code by hash, and the
 * origins of site-sources.ts), no MIME sniffing, a referrer that keeps paths on the site, browser
 * features off unless a tenant turns one on, and no framing by other sites.
 */
import { DENIED_FEATURES, type SecurityOptions, type SourceKind } from './options.ts';

/** Origins per kind of request, beyond the site's own ('self' is always allowed). */
export type PolicySources = Record<SourceKind, readonly string[]>;

export type SitePolicy = {
  sources: PolicySources;
  /** Hashes of the inline scripts and styles the pages hold, as CSP writes them: sha256-<base64>. */
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  frameAncestors: SecurityOptions['frameAncestors'];
  permissions: SecurityOptions['permissions'];
};

const DIRECTIVE_OF: Record<SourceKind, string> = {
  script: 'script-src',
  style: 'style-src',
  img: 'img-src',
  font: 'font-src',
  connect: 'connect-src',
  frame: 'frame-src',
  media: 'media-src',
  form: 'form-action',
};

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
const quoted = (hashes: readonly string[]) => sorted(hashes).map((hash) => `'${hash}'`);
const allowlist = (entries: readonly string[]) => entries.map((entry) => (entry === 'self' ? "'self'" : entry));

/** @internal Exported for its tests. */
export function contentSecurityPolicy(policy: SitePolicy): string {
  const hashes: Partial<Record<SourceKind, string[]>> = {
    script: quoted(policy.scriptHashes),
    style: quoted(policy.styleHashes),
  };
  const directives = [
    "default-src 'self'",
    ...(Object.keys(DIRECTIVE_OF) as SourceKind[]).map((kind) =>
      [DIRECTIVE_OF[kind], "'self'", ...(hashes[kind] ?? []), ...sorted(policy.sources[kind])].join(' '),
    ),
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${policy.frameAncestors.length > 0 ? allowlist(policy.frameAncestors).join(' ') : "'none'"}`,
  ];
  return directives.join('; ');
}

/** Every feature of DENIED_FEATURES off (`camera=()`), but for those the tenant allows. */
function permissionsPolicy(permissions: SecurityOptions['permissions']): string {
  return DENIED_FEATURES.map((feature) => {
    const allowed = permissions[feature] ?? [];
    const entries = allowed.map((entry) => (entry === 'self' ? 'self' : `"${entry}"`));
    return `${feature}=(${entries.join(' ')})`;
  }).join(', ');
}

/** X-Frame-Options for browsers without frame-ancestors: it can say only "nobody" or "this site". */
function frameOptions(frameAncestors: SecurityOptions['frameAncestors']): Record<string, string> {
  if (frameAncestors.length === 0) return { 'X-Frame-Options': 'DENY' };
  if (frameAncestors.every((entry) => entry === 'self')) return { 'X-Frame-Options': 'SAMEORIGIN' };
  return {}; // other sites may frame the pages: only frame-ancestors can say which
}

export function securityHeaders(policy: SitePolicy): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(policy),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(policy.permissions),
    ...frameOptions(policy.frameAncestors),
  };
}

/**
 * What a policy written by contentSecurityPolicy allows beyond the site itself: its hashes and its
 * origins per kind (an incremental build keeps them, for the pages it keeps).
 */
export function readPolicy(csp: string): Pick<SitePolicy, 'sources' | 'scriptHashes' | 'styleHashes'> {
  const tokens = new Map(
    csp.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  const hashesOf = (name: string) =>
    (tokens.get(name) ?? []).filter((t) => /^'sha256-/.test(t)).map((t) => t.slice(1, -1));
  const sources = {} as Record<SourceKind, string[]>;
  for (const [kind, name] of Object.entries(DIRECTIVE_OF) as [SourceKind, string][])
    sources[kind] = (tokens.get(name) ?? []).filter((t) => !t.startsWith("'"));
  return { sources, scriptHashes: hashesOf('script-src'), styleHashes: hashesOf('style-src') };
}
