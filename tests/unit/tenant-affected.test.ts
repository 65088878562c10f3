// The layer → affected-sites mapping of `npm run tenants:affected` (issue 19: "It follows the layers").
import { describe, expect, it } from 'vitest';
import { affectedSites, siteLayerRefs, type SiteLayerRefs } from '../../src/lib/tenant/affected.ts';

const site = (slug: string, group: string | null, manufacturers: string[]): SiteLayerRefs => ({
  slug,
  group,
  manufacturers,
  readable: true,
});

// Four sites: two Nissan dealers (one in a group), a multi-franchise group site and a used-only dealer.
const SITES = [
  site('north-nissan', null, ['nissan']),
  site('south-nissan', 'sunny-group', ['nissan']),
  site('sunny-kia-mazda', 'sunny-group', ['kia', 'mazda']),
  site('valley-used', null, []),
];
const ALL = ['north-nissan', 'south-nissan', 'sunny-kia-mazda', 'valley-used'];

describe.each([
  // "_defaults.json → every site"
  ['_defaults.json → every site', 'tenants/_defaults.json', ALL],
  // "manufacturers/<make>.json → the sites of that make"
  [
    'manufacturers/<make>.json → the sites of that make',
    'tenants/manufacturers/nissan.json',
    ['north-nissan', 'south-nissan'],
  ],
  ['a make only one site lists', 'tenants/manufacturers/mazda.json', ['sunny-kia-mazda']],
  ['a make no site lists', 'tenants/manufacturers/ford.json', []],
  // "groups/<g>.json → that group's sites"
  ["groups/<g>.json → that group's sites", 'tenants/groups/sunny-group.json', ['south-nissan', 'sunny-kia-mazda']],
  // "sites/<slug>.json → that site"
  ['sites/<slug>.json → that site', 'tenants/sites/valley-used.json', ['valley-used']],
  // "content, offer and review files → their owners"
  ["a site's page → that site", 'tenants/content/sites/north-nissan/pages/about-us.md', ['north-nissan']],
  [
    "a manufacturer's offer → the sites of that make",
    'tenants/content/manufacturers/nissan/offers/navara-run-out.md',
    ['north-nissan', 'south-nissan'],
  ],
  [
    "a group's reviews → that group's sites",
    'tenants/content/groups/sunny-group/reviews/site.json',
    ['south-nissan', 'sunny-kia-mazda'],
  ],
  ['default content → every site', 'tenants/content/defaults/pages/privacy-policy.md', ALL],
  ['a collection folder before the layer', 'tenants/content/reviews/sites/valley-used.json', ['valley-used']],
  ['content that names no layer → every site', 'tenants/content/pages/about-us.md', ALL],
  // "shared code → every site"
  ['shared code → every site', 'src/lib/stock/normalise.ts', ALL],
  ['a script', 'scripts/build-all.ts', ALL],
  ['a public file', 'public/favicon.svg', ALL],
  ['the lock file', 'package-lock.json', ALL],
  ['the Astro config', 'astro.config.mjs', ALL],
  ['an unknown tenant folder → every site', 'tenants/brands/nissan.json', ALL],
  // Nothing a site is built from.
  ['a test → no site', 'tests/unit/format.test.ts', []],
  ['the docs → no site', 'docs/stock-feed.md', []],
  ['the README → no site', 'README.md', []],
  ['the CI workflow → no site', '.github/workflows/sites.yml', []],
  ['the generated JSON Schema → no site', 'tenants/tenant.schema.json', []],
  ["the CMS's configuration → no site", 'admin/config.json', []],
])('%s', (_rule, path, expected) => {
  it(`${path} → ${expected.length === 0 ? 'nothing' : expected.join(', ')}`, () => {
    expect(affectedSites([path], SITES).slugs).toEqual(expected);
  });
});

describe('affectedSites', () => {
  it('one site file touched rebuilds one site, however many sites there are', () => {
    const many = Array.from({ length: 200 }, (_, i) => site(`dealer-${i}`, i % 2 ? 'big-group' : null, ['toyota']));
    expect(affectedSites(['tenants/sites/dealer-7.json'], many).slugs).toEqual(['dealer-7']);
  });

  it('unions several changes and says which paths reached each site', () => {
    const result = affectedSites(
      ['tenants/sites/north-nissan.json', 'tenants/groups/sunny-group.json', 'docs/x.md'],
      SITES,
    );
    expect(result.slugs).toEqual(['north-nissan', 'south-nissan', 'sunny-kia-mazda']);
    expect(result.reasons.get('south-nissan')).toEqual(['tenants/groups/sunny-group.json']);
  });

  it('a deleted site is reported as removed, not printed as a site to build', () => {
    const result = affectedSites(['tenants/sites/closed-motors.json'], SITES);
    expect(result).toMatchObject({ slugs: [], removed: ['closed-motors'] });
  });

  it('a site file that is not valid JSON may use any layer, so any layer change reaches it', () => {
    const broken = siteLayerRefs('broken-motors', null);
    expect(affectedSites(['tenants/manufacturers/ford.json'], [...SITES, broken]).slugs).toEqual(['broken-motors']);
    expect(affectedSites(['tenants/groups/other.json'], [...SITES, broken]).slugs).toEqual(['broken-motors']);
  });

  it('a tenants folder elsewhere is matched by its own path', () => {
    const inConfig = (path: string) => affectedSites([path], SITES, 'config/tenants');
    expect(inConfig('config/tenants/sites/north-nissan.json').slugs).toEqual(['north-nissan']);
    expect(inConfig('tenants/sites/north-nissan.json').slugs).toEqual(ALL);
  });

  it('the content layer every site reads is tenants/content/defaults/, as the content loader reads it', () => {
    expect(affectedSites(['tenants/content/defaults/posts/winter-driving.md'], SITES).slugs).toEqual(ALL);
  });
});

describe('siteLayerRefs', () => {
  it.each([
    [
      { group: 'g', manufacturers: ['kia', 3] },
      { group: 'g', manufacturers: ['kia'], readable: true },
    ],
    [{}, { group: null, manufacturers: [], readable: true }],
    [[1], { group: null, manufacturers: [], readable: false }],
  ])('%j', (parsed, expected) => {
    expect(siteLayerRefs('s', parsed)).toEqual({ slug: 's', ...expected });
  });
});
