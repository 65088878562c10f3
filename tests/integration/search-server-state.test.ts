// The build's search server state (components/search/server-state.ts: the island's widgets added
// headless, at once) against React InstantSearch's own getServerState rendering the island, on every
// landing page of each demo site, over a real Meilisearch: the two must be the same, byte for byte as
// the page serialises them, or a page would hydrate from results its widgets did not ask for.
import { createElement, createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { InstantSearch, getServerState } from 'react-instantsearch-core';
import { mkdtempSync, rmSync } from 'node:fs';
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
import { searchServerState } from '../../src/components/search/server-state.ts';
import { islandSearch, type Prerender } from '../../src/components/search/island-search.ts';
import { SearchPage } from '../../src/components/search/SearchPage.tsx';
import type { UiState } from 'instantsearch.js';
import type { SearchIslandProps } from '../../src/lib/search/island-props.ts';
import type { SearchState } from '../../src/lib/search/types.ts';
import type { TenantBuildData } from '../../src/lib/site/site-data.ts';

const CLOCK = new Date('2026-11-23T00:30:00Z');
let meili: MeiliConnection;
let work: string;
const sites: TenantBuildData[] = [];

beforeAll(async () => {
  work = mkdtempSync(resolve('.forecourt/test-server-state-'));
  meili = await startMeilisearch({ dataDir: join(work, 'meili') });
  const { tenants } = await loadTenants('tenants');
  const content = await readContentFiles('tenants/content');
  for (const tenant of tenants) {
    await indexTenantStock(meili.client, tenant, (await loadStockFeed({ tenant, cars: 120, now: CLOCK })).vehicles);
    const site = await readTenant(
      meili.client,
      tenant,
      { now: CLOCK, publicSearchUrl: meili.url, content, siteFile: siteFileOf('tenants', tenant.slug) },
      () => {},
    );
    if (!('tenant' in site)) throw new Error(site.message);
    if (site.searchPages.length > 0) sites.push(site);
  }
});

afterAll(async () => {
  await meili?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** What getServerState finds rendering the island as SearchApp renders it, with the build's route to Meilisearch. */
function reactServerState(props: SearchIslandProps, prerender: Prerender) {
  const { options, indexName } = islandSearch(props, prerender);
  const island = createElement(
    InstantSearch<UiState, SearchState>,
    options,
    createElement(SearchPage, { ...props, indexId: indexName, root: createRef<HTMLDivElement>() }),
  );
  return getServerState(island, { renderToString });
}

describe("the build's search server state", () => {
  it('is what React InstantSearch finds rendering the island, on every landing page of each demo site', async () => {
    expect(sites.length).toBeGreaterThan(2);
    let pages = 0;
    for (const site of sites) {
      const prerender = { host: site.buildSearchHost, post: nodeJsonPost };
      for (const page of site.searchPages) {
        const props = searchIslandProps(site, page);
        const [ours, react] = [await searchServerState(props, prerender), await reactServerState(props, prerender)];
        expect(JSON.stringify(ours), `${site.tenant.slug}${page.path}`).toBe(JSON.stringify(react));
        pages++;
      }
    }
    expect(pages).toBeGreaterThan(50);
  });
});
