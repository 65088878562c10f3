// Issue 20: "Unit tests for the change → pages mapping". A stock change must reach "the vehicle pages
// of cars added, changed or sold; the pages whose inputs those cars feed: the search landing pages
// and their first page of results and facet counts, the similar-cars lists that include them, the
// home page's latest arrivals, the sitemap and the feeds; and delete the pages of cars that have
// gone" — and no other page. Each page's input hash is taken exactly as the render processes take
// it: through static-paths.ts, with the routes' own models. What each change should reach is worked
// out here independently: from spec §5's similar-cars rule over the whole stock, and from what each
// search page shows (its results and its filter counts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageHashes as pageHashesOf } from '../fixtures/page-hashes.ts';
import { generateDemoFeed } from '../../src/demo-stock/generate.ts';
import { normaliseFeed } from '../../src/lib/stock/normalise.ts';
import { tenantStockFilterOptions } from '../../src/lib/stock/base-filter.ts';
import { shownBySpec } from '../fixtures/stock-visibility.ts';
import { landingPagesOf } from '../../src/pipeline/search/landing-pages.ts';
import { toDocument } from '../../src/lib/stock/document.ts';
import type { PrerenderedSearchPage, SearchState } from '../../src/lib/search/types.ts';
import { pickSimilar } from '../../src/lib/vehicle/similar.ts';
import { isReservable } from '../../src/lib/vehicle/cta.ts';
import type { Vehicle } from '../../src/lib/stock/vehicle.ts';
import type { TenantBuildData } from '../../src/lib/site/site-data.ts';
import type { ContentFile, SiteContent } from '../../src/lib/content/types.ts';
import { resolveSiteContent } from '../../src/lib/content/site-content.ts';
import { readContentFiles } from '../../src/pipeline/content.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { demoStockOptionsFor } from '../../src/pipeline/stock-source.ts';
import { siteInputs } from '../../src/pipeline/incremental/site-plan.ts';
import { chooseBuild, type SiteInputs } from '../../src/lib/build/plan.ts';
import { MANIFEST_VERSION, type ManifestRead } from '../../src/lib/build/manifest.ts';

const NOW = new Date('2026-11-23T00:00:00Z');
let tenant: Tenant;
let stock: Vehicle[];
let content: SiteContent;
let work: string;

beforeAll(async () => {
  // A site with printable pages and reservations, so every page per car is there.
  tenant = (await loadTenants('tenants', ['coastline-mg'])).tenants[0]!;
  expect([tenant.features.print, tenant.features.reservation]).toEqual([true, true]);
  const feed = generateDemoFeed(demoStockOptionsFor(tenant, 60, NOW));
  stock = normaliseFeed({ vehicles: feed }, { now: NOW }).vehicles.filter((v) =>
    shownBySpec(v, tenantStockFilterOptions(tenant), NOW),
  );
  const resolved = resolveSiteContent(tenant, await readContentFiles('tenants/content'));
  if (!resolved.ok) throw new Error(resolved.errors.join('\n'));
  content = resolved.content;
  // A site with locations, content pages and a blog, so every once-per-site kind of page is there.
  expect([tenant.locations.length > 0, content.pages.length > 0, content.posts.length > 0]).toEqual([true, true, true]);
  work = mkdtempSync(join(tmpdir(), 'forecourt-incremental-pages-'));
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * The site as the build hands it to the render processes. Each search page's first answer stands in
 * for Meilisearch's: what this test works out the page shows (`pageView`). That the build stores
 * Meilisearch's real answer, and that a page re-renders exactly when it changes, is
 * tests/integration/search-server-state.test.ts and incremental-build.test.ts.
 */
function site(vehicles: Vehicle[]): TenantBuildData {
  const { routing, pages } = landingPagesOf(tenant, vehicles);
  const answered = pages.map((page) => ({
    ...page,
    firstResults: { [page.path]: { state: {}, results: [pageView(vehicles, page.state)] } },
  }));
  return {
    tenant,
    vehicles,
    routing,
    searchPages: answered as unknown as PrerenderedSearchPage[],
    search: { host: 'https://search.example', indexUid: 'cars-coastline-mg', apiKey: 'token' },
    buildSearchHost: 'http://127.0.0.1:7700',
    builtAt: NOW.toISOString(),
    geocoderKey: null,
    content,
    directory: null,
  };
}

let run = 0;
/** Every page's input hash by path, as the render processes record it for this site. */
const pageHashes = (data: TenantBuildData) => pageHashesOf(data, join(work, `run-${++run}`));

/** The pages a change must reach, from the spec's rules rather than the build's. */
function pagesReached(before: Vehicle[], after: Vehicle[]): string[] {
  const old = new Map(before.map((v) => [v.id, v]));
  const changed = new Set(after.filter((v) => JSON.stringify(old.get(v.id)) !== JSON.stringify(v)).map((v) => v.id));
  for (const v of before) if (!after.some((w) => w.id === v.id)) changed.add(v.id);
  const similarIds = (cars: Vehicle[], car: Vehicle) => pickSimilar(car, cars).map((v) => v.id);
  const ownPages = (car: Vehicle) => [
    `/cars/${car.slug}`,
    `/print/${car.slug}`,
    ...(isReservable(car, true) ? [`/cars/${car.slug}/checkout`] : []),
  ];
  const reached = new Set(['/', '/sitemap.xml', '/feeds/google-vehicles.xml']);
  for (const car of [...before, ...after].filter((v) => changed.has(v.id)))
    for (const page of ownPages(car)) reached.add(page);
  for (const car of after.filter((v) => old.has(v.id))) {
    const was = similarIds(before, old.get(car.id)!);
    const is = similarIds(after, car);
    if (was.join() !== is.join() || is.some((id) => changed.has(id))) reached.add(`/cars/${car.slug}`);
  }
  for (const path of searchPagesShowingChange(before, after)) reached.add(path);
  return [...reached].sort();
}

/**
 * What a search page shows: its results (every car that meets all its refinements, whole) and, for
 * each refined list, that list's counts over the cars that meet the other refinements
 * (InstantSearch's disjunctive lists).
 */
function pageView(cars: Vehicle[], search: SearchState): string {
  const meets = (car: Record<string, unknown>, [list, values]: [string, string[] | undefined]) =>
    values!.some((value) => String(car[list]).toLowerCase() === value.toLowerCase());
  const docs = cars.map(toDocument) as Record<string, unknown>[];
  const lists = Object.entries(search.refinementList);
  const counts = lists.map(([list]) => {
    const others = lists.filter(([other]) => other !== list);
    const counted = docs.filter((car) => others.every((refinement) => meets(car, refinement)));
    return [
      list,
      Object.entries(Object.groupBy(counted, (car) => String(car[list])))
        .map(([value, group]) => [value, group!.length])
        .sort(),
    ];
  });
  return JSON.stringify({
    results: docs.filter((car) => lists.every((refinement) => meets(car, refinement))),
    counts,
  });
}

/**
 * The search pages whose first render differs: what they show changed, or the site's search routing
 * (the makes and models with pages of their own) that every search page carries to its island.
 */
function searchPagesShowingChange(before: Vehicle[], after: Vehicle[]): string[] {
  const pagesOf = (cars: Vehicle[]) =>
    new Map(
      landingPagesOf(tenant, cars)
        .pages.filter((p) => p.path.startsWith('/search/'))
        .map((p) => [p.path, p.state]),
    );
  const routing = (cars: Vehicle[]) => JSON.stringify(landingPagesOf(tenant, cars).routing);
  const routingChanged = routing(before) !== routing(after);
  const [was, is] = [pagesOf(before), pagesOf(after)];
  return [...new Set([...was.keys(), ...is.keys()])].filter((path) => {
    const [a, b] = [was.get(path), is.get(path)];
    return !a || !b || routingChanged || pageView(before, a) !== pageView(after, b);
  });
}

function differing(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((path) => before[path] !== after[path])
    .sort();
}

const inStock = () => stock.filter((v) => v.status === 'in_stock' && v.price !== null);
const carCount = (make: string) => stock.filter((v) => v.make === make).length;

const changes: [string, () => Vehicle[]][] = [
  [
    'a price drop',
    () => stock.map((v) => (v.id === inStock()[0]!.id ? { ...v, price: v.price! - 1500, before_price: v.price } : v)),
  ],
  [
    'a car sold',
    () =>
      stock.map((v) =>
        v.id === inStock()[1]!.id ? { ...v, status: 'sold', sold: true, sold_date: '2026-11-22T20:00:00Z' } : v,
      ),
  ],
  [
    'a new car',
    () => [...stock, { ...inStock()[2]!, id: 990_001, slug: 'a-new-car-990001', price: inStock()[2]!.price! + 900 }],
  ],
  ['a car removed', () => stock.filter((v) => v.id !== inStock()[3]!.id)],
  [
    'a make removed',
    () => {
      const make = [...new Set(stock.map((v) => v.make))].sort((a, b) => carCount(a) - carCount(b))[0]!;
      return stock.filter((v) => v.make !== make);
    },
  ],
  [
    'a car moving between landing pages',
    () =>
      stock.map((v) => (v.id === inStock().find((c) => c.car_type === 'used')!.id ? { ...v, car_type: 'demo' } : v)),
  ],
];

describe('the pages a stock change reaches', () => {
  let before: Record<string, string>;
  /** The pages of no car that are neither home, the sitemap nor a feed. */
  const sitePages = () =>
    Object.keys(before).filter(
      (path) => !/^\/(cars|print|feeds|search)\//.test(path) && !['/', '/sitemap.xml'].includes(path),
    );
  beforeAll(async () => {
    before = await pageHashes(site(stock));
  });

  it('every page has an input hash, and the same site hashes the same', async () => {
    const location = tenant.locations.find((l) => l.visible)!;
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        '/',
        '/404',
        '/contact-us',
        '/dealerships',
        `/locations/${location.slug}`,
        content.pages[0]!.path,
        '/blog',
        content.posts[0]!.path,
        '/sitemap.xml',
        `/cars/${stock[0]!.slug}`,
        `/print/${stock[0]!.slug}`,
      ]),
    );
    expect(sitePages().length).toBeGreaterThan(8);
    expect(await pageHashes(site(stock))).toEqual(before);
  });

  it.each(changes)(
    '%s: exactly its own pages, the cars whose similar cars it changes, the search pages that show it, home, sitemap and feeds',
    async (_, change) => {
      const after = change();
      const reached = differing(before, await pageHashes(site(after)));
      expect(reached).toEqual(pagesReached(stock, after));
      // Locations, content pages, the blog, redirects, 404: the site's config, which stock does not change.
      expect(reached.filter((path) => sitePages().includes(path))).toEqual([]);
      expect(reached.length).toBeLessThan(Object.keys(before).length / 3);
    },
  );
});

// "A content or tenant change must rebuild what it affects": a page's Markdown reaches it through
// the Content Layer rather than its props, so the files of a site's own content layers count as its
// config, and a change to one builds in full exactly the sites whose layers hold it.
describe('the sites a content file reaches', () => {
  let files: ContentFile[];
  beforeAll(async () => {
    files = await readContentFiles('tenants/content');
  });

  const edited = (file: string) =>
    files.map((f) =>
      f.file.endsWith(file) && f.source.ok
        ? { ...f, source: { ...f.source, body: `${f.source.body}\nOne more line.\n` } }
        : f,
    );

  it.each([
    ['a post of its own', 'sites/coastline-mg/posts/reserving-a-car-online.md', true],
    ['a page every site has by default', 'defaults/pages/privacy-policy.md', true],
    ["another site's post", 'sites/bayside-nissan/posts/navara-first-service.md', false],
  ])('%s (%s): the site is rebuilt in full: %s', (_, file, reached) => {
    expect(files.some((f) => f.file.endsWith(file))).toBe(true);
    const before = siteInputs(site(stock), 'code', files);
    const after = siteInputs(site(stock), 'code', edited(file));
    expect(after.config !== before.config).toBe(reached);
    expect(after.stock).toBe(before.stock);
    if (reached)
      expect(chooseBuild(manifestOf(before), after, NOW)).toEqual({
        kind: 'full',
        reason: "the site's content (pages, posts, offers, reviews) changed since the last build",
      });
  });
});

function manifestOf(inputs: SiteInputs): ManifestRead {
  const { code, config, configParts, stock: stockHash, cars } = inputs;
  return {
    kind: 'found',
    manifest: {
      version: MANIFEST_VERSION,
      slug: tenant.slug,
      builtAt: NOW.toISOString(),
      inputs: { code, config, configParts, bundle: 'b' },
      stock: stockHash,
      cars,
      routes: [],
      pages: {},
    },
  };
}
