// The build's first answer of each search page (pipeline/search/first-results.ts: the island's widgets
// added headless, at once, in the page's state) against React InstantSearch's own getServerState
// rendering the island, on every landing page of each demo site, over a real Meilisearch: the two must
// be the same, byte for byte as the page serialises them, or a page would hydrate from results its
// widgets did not ask for.
import { createElement, createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { InstantSearch, getServerState } from 'react-instantsearch-core';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMeilisearch, type MeiliConnection } from '../../src/pipeline/meili/server.ts';
import { loadTenants, siteFileOf } from '../../src/pipeline/tenants.ts';
import { indexTenantStock } from '../../src/pipeline/meili/indexer.ts';
import { loadStockFeed } from '../../src/pipeline/stock-source.ts';
import { readContentFiles } from '../../src/pipeline/content.ts';
import { readTenant } from '../../src/pipeline/read-site.ts';
import { nodeJsonPost } from '../../src/pipeline/http-post.ts';
import { searchIslandProps } from '../../src/views/search-island.ts';
import { islandSearch } from '../../src/components/search/island-search.ts';
import { meiliSearchClient } from '../../src/lib/search/meili-client.ts';
import { SearchPage } from '../../src/components/search/SearchPage.tsx';
import type { UiState } from 'instantsearch.js';
import type { SearchIslandProps } from '../../src/lib/search/island-props.ts';
import type { SearchState } from '../../src/lib/search/types.ts';
import type { TenantBuildData } from '../../src/lib/site/site-data.ts';
import type { ContentFile } from '../../src/lib/content/types.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import type { Vehicle } from '../../src/lib/stock/vehicle.ts';
import { withFirstResults } from '../../src/pipeline/search/first-results.ts';
import { pageHashes } from '../fixtures/page-hashes.ts';

const CLOCK = new Date('2026-11-23T00:30:00Z');
let meili: MeiliConnection;
let work: string;
let content: ContentFile[];
const sites: TenantBuildData[] = [];
/** Each tenant's stock as indexed. */
const stocks = new Map<string, Vehicle[]>();

async function read(tenant: Tenant): Promise<TenantBuildData> {
  const site = await readTenant(
    meili.client,
    tenant,
    { now: CLOCK, publicSearchUrl: meili.url, content, siteFile: siteFileOf('tenants', tenant.slug) },
    () => {},
  );
  if (!('tenant' in site)) throw new Error(site.message);
  return site;
}

beforeAll(async () => {
  mkdirSync(resolve('.forecourt'), { recursive: true });
  work = mkdtempSync(resolve('.forecourt/test-server-state-'));
  meili = await startMeilisearch({ dataDir: join(work, 'meili') });
  const { tenants } = await loadTenants('tenants');
  content = await readContentFiles('tenants/content');
  for (const tenant of tenants) {
    stocks.set(tenant.slug, (await loadStockFeed({ tenant, cars: 120, now: CLOCK })).vehicles);
    await indexTenantStock(meili.client, tenant, stocks.get(tenant.slug)!);
    const site = await read(tenant);
    if (site.searchPages.length > 0) sites.push(site);
  }
});

afterAll(async () => {
  await meili?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/**
 * What getServerState finds rendering the island as SearchApp renders it (its routing reading the
 * landing URL), through the build's route to Meilisearch at the build's clock.
 */
function reactServerState(props: SearchIslandProps, host: string) {
  const { options, indexName } = islandSearch(props);
  const searchClient = meiliSearchClient(
    { ...props.endpoint, host },
    { ...props.client, cacheSize: 0 },
    { post: nodeJsonPost, now: () => new Date(props.builtAt) },
  );
  const island = createElement(
    InstantSearch<UiState, SearchState>,
    { ...options, searchClient: searchClient as unknown as typeof options.searchClient },
    createElement(SearchPage, { ...props, indexId: indexName, root: createRef<HTMLDivElement>() }),
  );
  return getServerState(island, { renderToString });
}

describe("the build's first answer of each search page", () => {
  it('is what React InstantSearch finds rendering the island, on every landing page of each demo site', async () => {
    expect(sites.length).toBeGreaterThan(2);
    let pages = 0;
    for (const site of sites) {
      for (const page of site.searchPages) {
        const react = await reactServerState(searchIslandProps(site, page), site.buildSearchHost);
        // What the build stored for the page, as the page hands it to the island's SSR provider.
        const ours = { initialResults: page.firstResults };
        expect(JSON.stringify(ours), `${site.tenant.slug}${page.path}`).toBe(JSON.stringify(react));
        pages++;
      }
    }
    expect(pages).toBeGreaterThan(50);
  });
});

// Issue 30: "search pages' first results fetched by the build process and passed in as props, so that
// which pages a stock change reaches comes from the stored answers". A search page with a price range
// is where a model of Meilisearch's facet rules gave up (every change reached it); the stored answers
// tell the range that holds the car from the one that does not.
describe('a price change of one car', () => {
  it('re-renders exactly the search pages whose stored answer changed, pages with a price range included', async () => {
    const site = sites.find((s) => s.tenant.slug === 'bayside-nissan')!;
    // A car priced between the cheapest and the dearest, so that neither end of a price slider moves.
    const priced = site.vehicles.filter((v) => v.price !== null).sort((a, b) => a.price! - b.price!);
    const car = priced[Math.floor(priced.length / 2)]!;
    const [price, newPrice] = [car.price!, car.price! - 500];
    const landing = site.searchPages.find((p) => p.path === site.tenant.search.defaultPath)!;
    const withRange = (name: string, min: number, max: number | null) => ({
      path: `/search/price-${name}`,
      heading: `Cars ${name}`,
      state: { ...landing.state, range: { price: { min, max } } },
    });
    const ranges = [withRange('around', price - 3000, price + 3000), withRange('above', price + 5000, null)];
    const withRanges = async (s: TenantBuildData) => ({
      ...s,
      searchPages: [...s.searchPages, ...(await withFirstResults(s, ranges, s.buildSearchHost))],
    });
    const before = await withRanges(site);
    const stock = stocks.get(site.tenant.slug)!.map((v) => (v.id === car.id ? { ...v, price: newPrice } : v));
    await indexTenantStock(meili.client, site.tenant, stock);
    const after = await withRanges(await read(site.tenant));

    const [was, is] = [await pageHashes(before, join(work, 'before')), await pageHashes(after, join(work, 'after'))];
    const searchPaths = after.searchPages.map((p) => p.path).filter((path) => path.startsWith('/search/'));
    expect(searchPaths.every((path) => path in was && path in is)).toBe(true);
    const rerendered = searchPaths.filter((path) => was[path] !== is[path]);
    const answer = (s: TenantBuildData, path: string) =>
      JSON.stringify(s.searchPages.find((p) => p.path === path)!.firstResults);
    expect(rerendered).toEqual(searchPaths.filter((path) => answer(before, path) !== answer(after, path)));
    // The range that holds the car shows its new price; the one above it shows nothing of it.
    expect(rerendered).toContain('/search/price-around');
    expect(rerendered).not.toContain('/search/price-above');
    // Every page whose first results list the car shows its new price; the pages of other makes
    // count it only under Make, which a price does not change.
    const listsCar = (path: string) =>
      Object.values(before.searchPages.find((p) => p.path === path)!.firstResults).some(({ results }) =>
        results?.[0]?.hits.some((hit) => (hit as { id?: number }).id === car.id),
      );
    expect(searchPaths.filter(listsCar).length).toBeGreaterThan(0);
    expect(searchPaths.filter(listsCar).filter((path) => !rerendered.includes(path))).toEqual([]);
    // All stock lists the car past its first page, whose answer is the same: left as it is.
    expect([listsCar(landing.path), rerendered.includes(landing.path)]).toEqual([false, false]);
    const otherMakes = after.searchPages.filter(
      (p) => p.state.refinementList.make?.length && !p.state.refinementList.make.includes(car.make),
    );
    expect(otherMakes.length).toBeGreaterThan(0);
    expect(rerendered.filter((path) => otherMakes.some((p) => p.path === path))).toEqual([]);
  });
});
