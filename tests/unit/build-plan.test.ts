// Issue 20's rules for an incremental build (src/lib/build/): when it "falls back to a full build,
// and says why, whenever the manifest is missing or stale, or a config, template or code change
// makes it unsafe"; which cars changed; which pages were re-rendered, kept or deleted; and where
// each route's pages land in dist/<slug>/.
import { describe, expect, it } from 'vitest';
import {
  MANIFEST_VERSION,
  parseSiteManifest,
  type ManifestRead,
  type SiteManifest,
} from '../../src/lib/build/manifest.ts';
import {
  buildClock,
  chooseBuild,
  pageOutcome,
  routesWithoutInputs,
  type SiteInputs,
} from '../../src/lib/build/plan.ts';
import { sitePageFile, sitePagePath } from '../../src/lib/build/page-files.ts';

/** 10:00 in Brisbane (UTC+10, no daylight saving). */
const BUILT_AT = '2026-11-23T00:00:00.000Z';

const inputs: SiteInputs = {
  code: 'code-1',
  config: 'config-1',
  configParts: { tenant: 't-1', search: 's-1', builtAt: 'b-1', geocoderKey: 'g-1' },
  stock: 'stock-1',
  cars: { 101: 'a', 102: 'b', 103: 'c' },
};

const manifest: SiteManifest = {
  version: MANIFEST_VERSION,
  slug: 'bayside-nissan',
  builtAt: BUILT_AT,
  inputs: { code: inputs.code, config: inputs.config, configParts: inputs.configParts, bundle: 'bundle-1' },
  stock: inputs.stock,
  cars: inputs.cars,
  routes: ['/[tenant]', '/[tenant]/cars/[slug]'],
  pages: {
    '/': { route: '/[tenant]', hash: 'h-home' },
    '/cars/x-101': { route: '/[tenant]/cars/[slug]', hash: 'h-101' },
  },
};
const found: ManifestRead = { kind: 'found', manifest };
const sameDay = new Date('2026-11-23T09:00:00Z'); // 19:00 in Brisbane

describe('reading a manifest', () => {
  it.each([
    ['none', null, { kind: 'missing' }],
    ['not JSON', '{"version":', { kind: 'unusable', problem: 'it is not JSON' }],
    [
      'an older version',
      JSON.stringify({ ...manifest, version: 0 }),
      { kind: 'unusable', problem: `it is version 0, this build writes ${MANIFEST_VERSION}` },
    ],
    [
      'another shape',
      JSON.stringify({ ...manifest, pages: [] }),
      { kind: 'unusable', problem: 'pages: Invalid input: expected record, received array' },
    ],
    [
      "another site's",
      JSON.stringify({ ...manifest, slug: 'bellarine-ford' }),
      { kind: 'unusable', problem: 'it is the manifest of bellarine-ford' },
    ],
    ['a good one', JSON.stringify(manifest), found],
  ])('%s', (_, text, read) => expect(parseSiteManifest(text, 'bayside-nissan')).toEqual(read));
});

describe('the build clock', () => {
  it.each([
    ["the same day in Brisbane: the last build's clock", found, sameDay, BUILT_AT],
    ["a minute before midnight in Brisbane: still the last build's", found, new Date('2026-11-23T13:59:00Z'), BUILT_AT],
    ['a minute after midnight in Brisbane: now', found, new Date('2026-11-23T14:01:00Z'), '2026-11-23T14:01:00.000Z'],
    ['no manifest: now', { kind: 'missing' } as const, sameDay, sameDay.toISOString()],
  ])('%s', (_, read, now, clock) => expect(buildClock(read, now).toISOString()).toBe(clock));
});

describe('a full build, and why', () => {
  it.each([
    ['no manifest', { kind: 'missing' } as const, inputs, sameDay, 'there is no manifest from an earlier build'],
    [
      'an unusable manifest',
      { kind: 'unusable', problem: 'it is not JSON' } as const,
      inputs,
      sameDay,
      'the manifest cannot be used: it is not JSON',
    ],
    [
      'a new day',
      found,
      inputs,
      new Date('2026-11-24T00:00:00Z'),
      "the last build's clock is from 2026-11-23, and date rules (sold cars, New tags, rego expiry) move with the day",
    ],
    [
      'new code',
      found,
      { ...inputs, code: 'code-2' },
      sameDay,
      'the code, templates or dependencies changed since the last build',
    ],
    [
      'tenant config',
      found,
      { ...inputs, config: 'config-2', configParts: { ...inputs.configParts, tenant: 't-2' } },
      sameDay,
      "the site's tenant config changed since the last build",
    ],
    [
      'the search endpoint',
      found,
      { ...inputs, config: 'config-2', configParts: { ...inputs.configParts, search: 's-2' } },
      sameDay,
      'the search endpoint or token (MEILISEARCH_PUBLIC_URL, the search key) changed since the last build',
    ],
    [
      'content',
      found,
      { ...inputs, config: 'config-2', configParts: { ...inputs.configParts, content: 'c-2', contentFiles: 'f-2' } },
      sameDay,
      "the site's content (pages, posts, offers, reviews) changed since the last build",
    ],
    [
      'the geocoder key and a new field',
      found,
      { ...inputs, config: 'config-2', configParts: { ...inputs.configParts, geocoderKey: 'g-2', posts: 'p-1' } },
      sameDay,
      "the geocoder key and the site's posts changed since the last build",
    ],
  ])('%s', (_, read, current, now, reason) =>
    expect(chooseBuild(read, current, now)).toEqual({ kind: 'full', reason }),
  );
});

describe('a build in part', () => {
  it('leaves the site as it is when nothing any page reads has changed', () => {
    expect(chooseBuild(found, inputs, sameDay)).toEqual({ kind: 'unchanged' });
  });

  it('names the cars added, changed and removed', () => {
    const current = { ...inputs, stock: 'stock-2', cars: { 101: 'a', 102: 'b2', 104: 'd' } };
    expect(chooseBuild(found, current, sameDay)).toEqual({
      kind: 'incremental',
      previous: manifest,
      changes: { added: ['104'], changed: ['102'], removed: ['103'] },
    });
  });

  it('is incremental when the cars are the same but the stock is not (other search results, another order)', () => {
    expect(chooseBuild(found, { ...inputs, stock: 'stock-2' }, sameDay)).toMatchObject({
      kind: 'incremental',
      changes: { added: [], changed: [], removed: [] },
    });
  });
});

describe('the changed cars of a build in part', () => {
  it.each([
    ['a price drop', { 1: 'a', 2: 'b' }, { 1: 'a', 2: 'b2' }, { added: [], changed: ['2'], removed: [] }],
    ['a new car', { 1: 'a' }, { 1: 'a', 12: 'c' }, { added: ['12'], changed: [], removed: [] }],
    ['cars gone', { 1: 'a', 2: 'b', 10: 'c' }, { 2: 'b' }, { added: [], changed: [], removed: ['1', '10'] }],
    [
      'ids in number order',
      { 9: 'a' },
      { 10: 'a', 9: 'b', 100: 'c' },
      { added: ['10', '100'], changed: ['9'], removed: [] },
    ],
  ])('%s', (_, before, after, changes) => {
    const last = { kind: 'found', manifest: { ...manifest, cars: before } } as const;
    expect(chooseBuild(last, { ...inputs, stock: 'stock-2', cars: after }, sameDay)).toMatchObject({ changes });
  });
});

describe('pageOutcome', () => {
  const previous = {
    '/': { route: '/[tenant]', hash: 'h1' },
    '/cars/a': { route: '/[tenant]/cars/[slug]', hash: 'h2' },
    '/cars/b': { route: '/[tenant]/cars/[slug]', hash: 'h3' },
  };

  it('re-rendered, kept and removed pages', () => {
    const current = {
      '/': { route: '/[tenant]', hash: 'h1b', rendered: true },
      '/cars/a': { route: '/[tenant]/cars/[slug]', hash: 'h2', rendered: false },
      '/cars/c': { route: '/[tenant]/cars/[slug]', hash: 'h4', rendered: true },
    };
    expect(pageOutcome(previous, current)).toEqual({
      rendered: ['/', '/cars/c'],
      kept: ['/cars/a'],
      removed: ['/cars/b'],
    });
  });

  it('refuses to keep a page the last build recorded other inputs for', () => {
    expect(() =>
      pageOutcome(previous, { '/cars/a': { route: '/[tenant]/cars/[slug]', hash: 'other', rendered: false } }),
    ).toThrow('/cars/a was kept, but the last build recorded other inputs for it.');
  });
});

it('routesWithoutInputs names the routes the last build never asked for', () => {
  expect(
    routesWithoutInputs(
      ['/[tenant]', '/[tenant]/cars/[slug]'],
      ['/[tenant]/locations/[slug]', '/[tenant]', '/[tenant]/blog/[slug]'],
    ),
  ).toEqual(['/[tenant]/blog/[slug]', '/[tenant]/locations/[slug]']);
});

describe('where a page lands in dist/<slug>/', () => {
  it.each([
    ['/[tenant]', {}, '/', 'index.html'],
    ['/[tenant]/404', {}, '/404', '404.html'],
    [
      '/[tenant]/cars/[slug]',
      { slug: '2022-nissan-navara-1042' },
      '/cars/2022-nissan-navara-1042',
      'cars/2022-nissan-navara-1042/index.html',
    ],
    ['/[tenant]/cars/[slug]/checkout', { slug: 'x-1' }, '/cars/x-1/checkout', 'cars/x-1/checkout/index.html'],
    [
      '/[tenant]/search/[...path]',
      { path: 'used-cars/toyota/camry' },
      '/search/used-cars/toyota/camry',
      'search/used-cars/toyota/camry/index.html',
    ],
    ['/[tenant]/sitemap.xml', {}, '/sitemap.xml', 'sitemap.xml'],
    ['/[tenant]/feeds/google-vehicles.xml', {}, '/feeds/google-vehicles.xml', 'feeds/google-vehicles.xml'],
    ['/[tenant]/data/lead-forms.json', {}, '/data/lead-forms.json', 'data/lead-forms.json'],
    ['/[tenant]/blog/rss.xml', {}, '/blog/rss.xml', 'blog/rss.xml'],
    ['/[tenant]/blog/[entry]', { entry: 'winter-tyres' }, '/blog/winter-tyres', 'blog/winter-tyres/index.html'],
    ['/[tenant]/[...page]', { page: 'pages/4x4xmore' }, '/pages/4x4xmore', 'pages/4x4xmore/index.html'],
    ['/[tenant]/[...alias]', { alias: 'sell-my-car' }, '/sell-my-car', 'sell-my-car/index.html'],
    [
      '/[tenant]/locations/[slug]',
      { slug: 'bayside-nissan-service' },
      '/locations/bayside-nissan-service',
      'locations/bayside-nissan-service/index.html',
    ],
  ])('%s %j: %s in %s', (route, params, path, file) => {
    expect(sitePagePath(route, { tenant: 'bayside-nissan', ...params })).toBe(path);
    expect(sitePageFile(path)).toBe(file);
  });

  it('refuses a route outside /[tenant]/', () => {
    expect(() => sitePagePath('/index', {})).toThrow(
      'Route /index is not under /[tenant]/: every page belongs to one site.',
    );
  });
});
