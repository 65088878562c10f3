// Issue 28 "Security headers as the best static hosts serve them": a Content-Security-Policy that
// allows exactly what the pages use, X-Content-Type-Options: nosniff, Referrer-Policy:
// strict-origin-when-cross-origin, a Permissions-Policy, frame-ancestors / X-Frame-Options; written
// as the _headers file Netlify and Cloudflare Pages read, which the local server applies as they do.
import { describe, expect, it } from 'vitest';
import { headersFile, headersFor, parseHeadersFile, type HeaderRule } from '../../src/lib/security/headers-file.ts';
import { securitySchema } from '../../src/lib/security/options.ts';
import { contentSecurityPolicy, readPolicy, securityHeaders, type SitePolicy } from '../../src/lib/security/policy.ts';
import { siteSources } from '../../src/lib/security/site-sources.ts';
import { withProcessorPermissions } from '../../src/lib/payments/csp.ts';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import type { TenantBuildData } from '../../src/lib/site/site-data.ts';

const NONE = { script: [], style: [], img: [], font: [], connect: [], frame: [], media: [], form: [] };
const policy = (over: Partial<SitePolicy> = {}): SitePolicy => ({
  sources: NONE,
  scriptHashes: [],
  styleHashes: [],
  frameAncestors: [],
  permissions: {},
  ...over,
});

const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d]));

describe('Content-Security-Policy', () => {
  it("allows the site's own files and nothing else by default; no plugins, no <base>, no framing", () => {
    expect(directives(contentSecurityPolicy(policy()))).toEqual({
      'default-src': "default-src 'self'",
      'script-src': "script-src 'self'",
      'style-src': "style-src 'self'",
      'img-src': "img-src 'self'",
      'font-src': "font-src 'self'",
      'connect-src': "connect-src 'self'",
      'frame-src': "frame-src 'self'",
      'media-src': "media-src 'self'",
      'form-action': "form-action 'self'",
      'object-src': "object-src 'none'",
      'base-uri': "base-uri 'none'",
      'frame-ancestors': "frame-ancestors 'none'",
    });
  });

  it('inline code by hash and other origins per kind, each once, in a stable order', () => {
    const csp = contentSecurityPolicy(
      policy({
        scriptHashes: ['sha256-B=', 'sha256-A=', 'sha256-B='],
        styleHashes: ['sha256-C='],
        sources: { ...NONE, connect: ['https://search.example', 'https://geo.example'], img: ['https://cdn.example'] },
      }),
    );
    expect(directives(csp)['script-src']).toBe("script-src 'self' 'sha256-A=' 'sha256-B='");
    expect(directives(csp)['style-src']).toBe("style-src 'self' 'sha256-C='");
    expect(directives(csp)['connect-src']).toBe("connect-src 'self' https://geo.example https://search.example");
    expect(directives(csp)['img-src']).toBe("img-src 'self' https://cdn.example");
    // No way round the hashes: neither 'unsafe-inline' nor 'unsafe-eval', and no style attributes.
    expect(csp).not.toMatch(/unsafe/);
  });

  it('reads back what it allows (an incremental build keeps it for the pages it keeps)', () => {
    const written = policy({
      scriptHashes: ['sha256-A='],
      styleHashes: ['sha256-C='],
      sources: { ...NONE, frame: ['https://www.youtube.com'] },
    });
    expect(readPolicy(contentSecurityPolicy(written))).toEqual({
      scriptHashes: ['sha256-A='],
      styleHashes: ['sha256-C='],
      sources: written.sources,
    });
  });
});

describe('the other headers', () => {
  it.each<[string, SitePolicy['frameAncestors'], string | undefined, string]>([
    ['nobody (the default)', [], 'DENY', "frame-ancestors 'none'"],
    ['the site itself', ['self'], 'SAMEORIGIN', "frame-ancestors 'self'"],
    [
      'another site: only frame-ancestors can say so',
      ['self', 'https://group.example'],
      undefined,
      "frame-ancestors 'self' https://group.example",
    ],
  ])('framing by %s', (_, frameAncestors, xfo, directive) => {
    const headers = securityHeaders(policy({ frameAncestors }));
    expect(headers['X-Frame-Options']).toBe(xfo);
    expect(directives(headers['Content-Security-Policy']!)['frame-ancestors']).toBe(directive);
  });

  it('nosniff, strict-origin-when-cross-origin, and browser features off unless a tenant turns one on', () => {
    const headers = securityHeaders(policy({ permissions: { payment: ['self', 'https://js.stripe.com'] } }));
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    const features = headers['Permissions-Policy']!.split(', ');
    expect(features).toContain('camera=()');
    expect(features).toContain('geolocation=()');
    expect(features).toContain('payment=(self "https://js.stripe.com")');
  });
});

describe('security options (tenant JSON)', () => {
  it('take https origins only: a tenant cannot open the policy with a keyword or a scheme', () => {
    for (const bad of ["'unsafe-inline'", 'https:', '*', 'http://tag.example', 'https://tag.example/path'])
      expect(securitySchema.safeParse({ sources: { script: [bad] } }).success, bad).toBe(false);
    expect(securitySchema.parse({ sources: { script: ['https://*.tag.example'] } }).sources.script).toEqual([
      'https://*.tag.example',
    ]);
  });
});

describe('the _headers file', () => {
  const rules: HeaderRule[] = [
    { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'self'" } },
    { path: '/_astro/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ];

  it('is a path, then its headers indented, and reads back as written', () => {
    const text = headersFile(rules);
    expect(text).toContain("/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n");
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it('gives a file the headers of every rule whose pattern matches it', () => {
    expect(headersFor(rules, '/cars/x')).toEqual(rules[0]!.headers);
    expect(headersFor(rules, '/_astro/a.js')).toEqual({ ...rules[0]!.headers, ...rules[1]!.headers });
  });
});

describe("the card processor's origins (issue 34)", () => {
  // Stripe's published list for Stripe.js, the Payment Element and the Express Checkout Element
  // (docs.stripe.com/security/guide, Content Security Policy).
  const STRIPE = {
    script: ['https://*.js.stripe.com', 'https://js.stripe.com'],
    frame: ['https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://js.stripe.com'],
    connect: ['https://api.stripe.com', 'https://merchant-ui-api.stripe.com'],
    img: ['https://*.stripe.com'],
  };
  const sourcesOf = async (change: (tenant: Tenant) => Tenant) => {
    const { tenants } = await loadTenants('tenants');
    const tenant = change(tenants.find((t) => t.features.reservation)!);
    const search = { host: 'https://search.example.com' } as TenantBuildData['search'];
    return siteSources({ tenant, vehicles: [], search, directory: null });
  };
  const stripe = (t: Tenant): Tenant => ({
    ...t,
    payments: { ...t.payments, processor: 'stripe', stripe: { ...t.payments.stripe, publishableKey: 'pk_test_1' } },
  });

  it("allows Stripe's origins on a site that takes deposits through Stripe", async () => {
    const sources = await sourcesOf(stripe);
    for (const [kind, origins] of Object.entries(STRIPE))
      expect(sources[kind as keyof typeof STRIPE]).toEqual(expect.arrayContaining(origins));
  });

  it("lets Stripe's frames use the Payment Request API (Apple Pay, Google Pay), beside the site's own", async () => {
    const { tenants } = await loadTenants('tenants');
    const site = stripe(tenants.find((t) => t.features.reservation)!);
    const own = { camera: ['self' as const] };
    expect(securityHeaders(policy({ permissions: withProcessorPermissions(site, own) }))['Permissions-Policy']).toMatch(
      /(^|, )payment=\(self "https:\/\/js\.stripe\.com"\)(, |$)/,
    );
    expect(withProcessorPermissions(site, own).camera).toEqual(['self']);
    expect(withProcessorPermissions({ ...site, payments: { ...site.payments, processor: null } }, own)).toBe(own);
  });

  it.each([
    ['names no processor', (t: Tenant) => t],
    ['takes no deposit', (t: Tenant) => ({ ...stripe(t), vehiclePage: { ...t.vehiclePage, reserveDeposit: 0 } })],
    [
      'neither reserves nor sells online',
      (t: Tenant) => ({ ...stripe(t), features: { ...t.features, reservation: false, onlinePurchase: false } }),
    ],
  ])('allows no Stripe origin on a site that %s', async (_name, change) => {
    const sources = await sourcesOf(change);
    expect(
      Object.values(sources)
        .flat()
        .filter((origin) => origin.includes('stripe.com')),
    ).toEqual([]);
  });
});
