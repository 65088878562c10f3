// The routes spec/site.md §2.1 lists that a tenant gives rather than the code builds: a location's
// team page (/teams/{location-slug}) from its staff list; the gated routes /spin-to-win,
// /online-payment and a group's /my… garage ("Gated routes", §4: "My-garage routes are always
// gated. Checkout, finance, spin-to-win, trade-in and online-payment gating depends on site
// settings"); and group pages listed in the group's brand directory.
import { describe, expect, it } from 'vitest';
import { CONTENT_FILE_TYPES } from '../../src/lib/content/frontmatter.ts';
import { parseContentPath } from '../../src/lib/content/layers.ts';
import { resolveSiteContent } from '../../src/lib/content/site-content.ts';
import { parseContentSource, parseDataSource } from '../../src/lib/content/source.ts';
import type { ContentFile } from '../../src/lib/content/types.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import { teamPagePaths } from '../../src/lib/teams/site-teams.ts';
import { staffGroups } from '../../src/views/team-page.ts';
import { parseSignIn, SIGN_IN_HEADINGS } from '../../src/lib/leads/sign-in.ts';

const address = { street: '1 Main St', city: 'Capalaba', state: 'QLD', postcode: '4157', lat: -27.5, long: 153.2 };
const LOCATIONS = [
  { id: 1, slug: 'main', name: 'Main', dealershipId: 1, address, contact: { phone: '+61733901200' } },
  {
    id: 2,
    slug: 'hidden',
    name: 'Hidden',
    dealershipId: 1,
    address,
    contact: { phone: '+61733901200' },
    visible: false,
  },
];

function tenant(options: Record<string, unknown> = {}) {
  const parsed = parseTenant(
    {
      slug: 'example-motors',
      name: 'Example Motors',
      id: 1,
      url: 'https://example-motors.example',
      footerLinks: [],
      locations: LOCATIONS,
      ...options,
    },
    'tenants/sites/example-motors.json',
  );
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.tenant;
}

function file(relative: string, text: string): ContentFile {
  const shown = `tenants/content/${relative}`;
  const parse = relative.endsWith('.json') ? parseDataSource : parseContentSource;
  return { file: shown, path: parseContentPath(relative, CONTENT_FILE_TYPES)!, source: parse(shown, text) };
}

function resolve(files: ContentFile[], t = tenant()) {
  const result = resolveSiteContent(t, files, 'tenants/sites/example-motors.json');
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.content;
}
const errorsOf = (files: ContentFile[], t = tenant()) => {
  const result = resolveSiteContent(t, files, 'tenants/sites/example-motors.json');
  return result.ok ? [] : result.errors;
};

const gated = (gate: string) => `---\ntitle: A page\ndescription: About it.\ngate: ${gate}\n---\nText.\n`;
const plainPage = '---\ntitle: A page\ndescription: About it.\n---\nText.\n';
const team = (staff: unknown[]) => JSON.stringify({ staff });
const SIGN_IN = { signIn: true, gatedRoutes: ['spin-to-win', 'online-payment'] };

describe("§2.1 /teams/{location-slug}: a team page from the location's staff list", () => {
  const staff = [
    { name: 'Priya Sharma', role: 'Sales Manager', department: 'Sales' },
    { name: 'Graham Foster', role: 'Service Manager', department: 'Service' },
    { name: 'Tom Whitaker', role: 'Sales Consultant', department: 'Sales' },
    { name: 'Mark Delaney', role: 'Dealer Principal' },
  ];

  it('is built for a listed location with a team file, and not for a hidden one', () => {
    const content = resolve([
      file('sites/example-motors/teams/main.json', team(staff)),
      file('sites/example-motors/teams/hidden.json', team(staff)),
    ]);
    expect(teamPagePaths(content.teams)).toEqual(['/teams/main']);
  });

  it('lists the staff under their departments, in the order the file first names them', () => {
    expect(staffGroups(staff).map((g) => [g.heading, g.people.map((p) => p.name)])).toEqual([
      ['Sales', ['Priya Sharma', 'Tom Whitaker']],
      ['Service', ['Graham Foster']],
      ['Our team', ['Mark Delaney']],
    ]);
  });

  it.each([
    [
      'a location the site does not have',
      'sites/example-motors/teams/elsewhere.json',
      team(staff),
      `tenants/content/sites/example-motors/teams/elsewhere.json: file name: expected teams/<location slug>.json, for one of the site's locations ("main", "hidden"), found "teams/elsewhere.json"`,
    ],
    [
      'no staff',
      'sites/example-motors/teams/main.json',
      team([]),
      'tenants/content/sites/example-motors/teams/main.json: staff: expected at least one person',
    ],
    [
      'a person without a role',
      'sites/example-motors/teams/main.json',
      team([{ name: 'Sam' }]),
      'tenants/content/sites/example-motors/teams/main.json: staff[0].role:',
    ],
  ])('refuses %s', (_name, path, text, message) => {
    expect(errorsOf([file(path, text)]).join('\n')).toContain(message);
  });
});

describe('§4: a gated page the site gives', () => {
  it.each([
    ['spin-to-win', SIGN_IN, 'spin-to-win'],
    ['online-payment', SIGN_IN, 'online-payment'],
    ['spin-to-win', { signIn: true }, null],
    ['my-garage', { garage: true }, 'my-garage'],
  ])('gate: %s with features %j is behind sign-in kind %s', (gate, features, kind) => {
    const [page] = resolve([file('sites/example-motors/pages/a-page.md', gated(gate))], tenant({ features })).pages;
    expect(page!.gate).toBe(kind);
    // A crawler would only reach /sign-in.
    expect(page!.sitemap).toBe(kind === null);
    expect(page!.garage).toBe(gate === 'my-garage');
  });

  it('a my-garage page needs the garage', () => {
    expect(errorsOf([file('sites/example-motors/pages/my-portal.md', gated('my-garage'))])).toEqual([
      'tenants/content/sites/example-motors/pages/my-portal.md: gate: expected a site with features.garage on (the page shows its garage), found "my-garage"',
    ]);
  });

  it('the sign-in page knows the kinds "spin-to-win" and "online-payment"', () => {
    expect(parseSignIn('?type=spin-to-win&redirect=%2Fspin-to-win').kind).toBe('spin-to-win');
    expect(SIGN_IN_HEADINGS['online-payment']).toBe('Sign in to make a payment');
  });

  it('features.gatedRoutes takes "spin-to-win" and "online-payment"', () => {
    expect(tenant({ features: SIGN_IN }).features.gatedRoutes).toEqual(['spin-to-win', 'online-payment']);
  });
});

describe('group pages are content pages its brand directory lists', () => {
  const group = (href: string) =>
    tenant({
      template: 'group',
      brandDirectory: { brands: [{ title: 'Tyres', slug: 'tyres', kind: 'group', skipPage: true, href }] },
    });

  it('a directory tile may link a group page of the site', () => {
    expect(errorsOf([file('sites/example-motors/pages/group-tyres.md', plainPage)], group('/group-tyres'))).toEqual([]);
  });

  it('a tile linking a page the site does not have is refused', () => {
    expect(errorsOf([], group('/group-tyres'))).toEqual([
      'tenants/sites/example-motors.json: brandDirectory.brands[0].href: expected a page the site has (a content page of one of its layers, or one it builds), found "/group-tyres"',
    ]);
  });
});
