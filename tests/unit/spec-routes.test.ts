// Every route of spec/site.md §2.1 and spec/shopping.md §2 has a status (tests/fixtures/spec-routes.ts),
// and each status is backed by what would make it true: a redirect in the alias table, a content
// file in some layer, and a line in the documentation's route table.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALIAS_PATHS } from '../../src/lib/site/redirects.ts';
import { brandOverviewPath } from '../../src/lib/brands/paths.ts';

/** Aliases with a placeholder: one per brand of a group site (the spec's /{brand-slug}/overview). */
const ALIAS_PATTERNS = [brandOverviewPath('{brand-slug}')];
import { SPEC_ROUTES } from '../fixtures/spec-routes.ts';

/** The README and every page under docs/: the route table lives in one of them. */
const DOCS = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const LAYERS = [
  'defaults',
  'manufacturers/nissan',
  'manufacturers/mitsubishi',
  'sites/bayside-nissan',
  'sites/harbour-motor-group',
];
const pathOf = (route: string) => route.split('?')[0]!.replace(/(.)\/$/, '$1');

describe('the spec route catalogue', () => {
  it.each(SPEC_ROUTES.map((r) => [r.route, r.status.kind]))('%s (%s) is in the route table of the docs', (route) => {
    expect(DOCS).toContain(`| \`${route}\` |`);
  });

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
