import { describe, expect, it } from 'vitest';
import { SIGN_IN_KINDS, gateFor, parseSignIn, samePath, signInUrl } from '../../src/lib/leads/sign-in.ts';
import { GATED_ROUTES } from '../../src/lib/tenant/features.ts';

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
    expect(samePath(input)).toBe(expected);
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
  it("are the tenant schema's gated routes plus the watchlist and the garage", () => {
    expect([...SIGN_IN_KINDS].sort()).toEqual(['watchlist', ...GATED_ROUTES, 'my-garage'].sort());
  });
});
