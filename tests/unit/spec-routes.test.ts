// Every route of spec/site.md §2.1 and spec/shopping.md §2 has a status (tests/fixtures/spec-routes.ts),
// and each status is backed by what would make it true: a redirect in the alias table, a content
// file in some layer, and a line in the route table of docs/routes.md.
import { SPEC_ROUTES } from '../fixtures/spec-routes.ts';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALIAS_PATHS } from '../../src/lib/site/redirects.ts';
import { brandOverviewPath } from '../../src/lib/brands/paths.ts';

const ROUTE_TABLE = readFileSync('docs/routes.md', 'utf8');

/** Aliases with a placeholder: one per brand of a group site (the spec's /{brand-slug}/overview). */
const ALIAS_PATTERNS = [brandOverviewPath('{brand-slug}')];
const LAYERS = [
  'defaults',
  'manufacturers/nissan',
  'manufacturers/mitsubishi',
  'groups/harbour-motor-group',
  'sites/bayside-nissan',
  'sites/coastline-mg',
  'sites/harbour-motor-group',
];
const pathOf = (route: string) => route.split('?')[0]!.replace(/(.)\/$/, '$1');

describe('the spec route catalogue', () => {
  it.each(SPEC_ROUTES.map((r) => [r.route, r.status.kind]))(
    '%s (%s) is in the route table of docs/routes.md',
    (route) => {
      expect(ROUTE_TABLE).toContain(`| \`${route}\` |`);
    },
  );

  it.each(SPEC_ROUTES.filter((r) => r.status.kind === 'redirect').map((r) => [r.route]))(
    '%s is an alias a site redirects',
    (route) => {
      expect([...ALIAS_PATHS, ...ALIAS_PATTERNS]).toContain(pathOf(route));
    },
  );

  it.each(SPEC_ROUTES.flatMap((r) => (r.status.kind === 'content' ? [[r.route, r.status.id]] : [])))(
    '%s has its content file (%s) in a layer',
    (route, id) => {
      expect(pathOf(route)).toBe(`/${id}`);
      expect(LAYERS.some((layer) => existsSync(`tenants/content/${layer}/pages/${id}.md`))).toBe(true);
    },
  );

  it('lists each route once', () => {
    const routes = SPEC_ROUTES.map((r) => r.route);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
