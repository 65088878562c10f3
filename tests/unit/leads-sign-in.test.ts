import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gateFor, parseSignIn, signInUrl } from '../../src/lib/leads/sign-in.ts';

/** The routes a tenant may gate, as tenants/tenant.schema.json (generated from the tenant schema) lists them. */
const GATED_ROUTES = (
  JSON.parse(readFileSync('tenants/tenant.schema.json', 'utf8')) as {
    properties: { features: { properties: { gatedRoutes: { items: { enum: string[] } } } } };
  }
).properties.features.properties.gatedRoutes.items.enum;

describe('sign-in gating (spec/site.md §2.1, §4)', () => {
  it('builds /sign-in?type=watchlist&redirect={path}&back={path}', () => {
    expect(signInUrl('watchlist', '/cars/a-car', '/search/new-cars?page=2')).toBe(
      '/sign-in?type=watchlist&redirect=%2Fcars%2Fa-car&back=%2Fsearch%2Fnew-cars%3Fpage%3D2',
    );
  });

  it.each([
    ['/cars/x?y=1#z', '/cars/x?y=1#z'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    [null, '/'],
  ])('only follows same-site paths: %s → %s', (input, expected) => {
    const query = input === null ? '' : `redirect=${encodeURIComponent(input)}&back=${encodeURIComponent(input)}`;
    expect(parseSignIn(`?type=watchlist&${query}`)).toMatchObject({ redirect: expected, back: expected });
    expect(signInUrl('watchlist', input ?? '', '/')).toBe(
      `/sign-in?type=watchlist&redirect=${encodeURIComponent(expected)}&back=%2F`,
    );
  });

  it('reads the kind, redirect and back, defaulting unknown kinds to watchlist', () => {
    expect(parseSignIn('?type=checkout&redirect=%2Fcars%2Fx%2Fcheckout&back=%2Fcars%2Fx')).toEqual({
      kind: 'checkout',
      redirect: '/cars/x/checkout',
      back: '/cars/x',
    });
    expect(parseSignIn('?type=nonsense')).toEqual({ kind: 'watchlist', redirect: '/', back: '/' });
  });

  it.each([
    ['my-garage is always gated', 'my-garage', [], false, 'my-garage'],
    ['a gated route with sign-in on', 'checkout', ['checkout'], true, 'checkout'],
    ['a route the site does not gate', 'finance', ['checkout'], true, null],
    ['sign-in off', 'checkout', ['checkout'], false, null],
  ] as const)('%s', (_name, route, gated, enabled, expected) => {
    expect(gateFor(route, gated, enabled)).toBe(expected);
  });
});

describe('sign-in kinds', () => {
  it.each(['watchlist', ...GATED_ROUTES, 'my-garage'])(
    "a sign-in link keeps its kind for each of the tenant schema's gated routes, the watchlist and the garage: %s",
    (kind) => {
      expect(parseSignIn(`?type=${kind}`).kind).toBe(kind);
    },
  );
});
