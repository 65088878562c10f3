/**
 * Issue 32: saved searches are matched "using the same filter semantics as the search page (one rule,
 * not a second implementation)". On demo sites indexed in a real Meilisearch, every landing page the
 * build prerenders, with shopper states on each (a query, a refinement from each of the island's
 * lists, two values of one list, a price range, a year and km range, another sort, page 2, and a
 * refinement of a list the site has no panel for), is saved as the island writes its URL. The alert
 * pipeline (alertSearches) must find exactly the cars InstantSearch lists for that URL through the
 * island's own widgets and client (scripts/lib/headless-search.ts, with the page's island props),
 * and savedSearchRequest must send the very Meilisearch filter and query the island sends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMeilisearch, type MeiliConnection } from '../../src/pipeline/meili/server.ts';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { indexTenants } from '../../src/pipeline/index-stock.ts';
import { readTenantStock } from '../../src/pipeline/meili/stock-reader.ts';
import { searchConfigFor } from '../../src/pipeline/meili/tokens.ts';
import { landingPagesOf } from '../../src/pipeline/search/landing-pages.ts';
import { alertSearches } from '../../src/pipeline/alert-searches.ts';
import { nodeJsonPost } from '../../src/pipeline/http-post.ts';
import { demoStockDay } from '../../src/pipeline/stock-source.ts';
import { savedSearchRequest } from '../../src/lib/alerts/matching.ts';
import { islandSearchProps, type IslandSearchProps } from '../../src/lib/search/island-search-props.ts';
import { islandWidgets } from '../../src/lib/search/island-widgets.ts';
import { meiliSearchClient } from '../../src/lib/search/meili-client.ts';
import { multiSearch, type JsonPost } from '../../src/lib/search/multi-search.ts';
import { routeToState, stateToRoute } from '../../src/lib/search/url-state.ts';
import { LIST_ATTRIBUTES } from '../../src/lib/search/constants.ts';
import type { ListAttribute, SearchState } from '../../src/lib/search/types.ts';
import type { PublicSearchConfig } from '../../src/lib/site/site-data.ts';
import { toDocument } from '../../src/lib/stock/document.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { searchHeadless } from '../../scripts/lib/headless-search.ts';

/** Special offers (harbour), category pages (outback), a used-cars default path with alerts on (ridgeline). */
const SITES = ['harbour-motor-group', 'outback-trucks-bikes-and-vans', 'ridgeline-pre-owned'];
const CARS = 40;
const now = demoStockDay(new Date());

let meili: MeiliConnection;
let work: string;
let tenants: Tenant[];

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'forecourt-alert-equivalence-'));
  meili = await startMeilisearch({ dataDir: path.join(work, 'meili') });
  tenants = (await loadTenants('tenants')).tenants.filter((tenant) => SITES.includes(tenant.slug));
  await indexTenants(meili.client, tenants, { cars: CARS, now, force: true, stateDir: work, log: () => {} });
}, 180_000);

afterAll(async () => {
  await meili?.stop();
  rmSync(work, { recursive: true, force: true });
});

type Doc = Readonly<Record<string, unknown>>;
type MeiliQuery = { q: string; filter: string[]; limit?: number } & Record<string, unknown>;

/** A car's values of a list attribute, as facet values (strings). */
const valuesOf = (doc: Doc, attribute: string): string[] =>
  [doc[attribute]].flat().flatMap((v) => (v === null || v === undefined || v === '' ? [] : [String(v)]));

/** The distinct values the cars have of an attribute, most common first. */
function commonValues(docs: readonly Doc[], attribute: string): string[] {
  const counts = new Map<string, number>();
  for (const value of docs.flatMap((doc) => valuesOf(doc, attribute))) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value]) => value);
}

const quartile = (numbers: readonly number[], q: number) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(((numbers.length - 1) * q) / 4)] ?? 0;

/**
 * A shopper's states on a page, each named: the page as built, then a change a shopper makes on it.
 * Values come from the cars the page lists (docs), so each state narrows them to some but not all.
 */
function shopperStates(base: SearchState, props: IslandSearchProps, docs: readonly Doc[], all: boolean) {
  const refine = (attribute: ListAttribute, values: string[]): SearchState => ({
    ...base,
    refinementList: { ...base.refinementList, [attribute]: values },
  });
  const lists = props.panels.filter((panel) => panel.kind === 'list').map((panel) => panel.attribute as ListAttribute);
  const refined = (all ? lists : lists.filter((_, i) => i % 4 === 0)).flatMap((attribute) => {
    const [value] = commonValues(docs, attribute);
    return value === undefined ? [] : [[`refined ${attribute}`, refine(attribute, [value])] as const];
  });
  const twoOf = lists.find((attribute) => attribute !== 'car_type' && commonValues(docs, attribute).length > 2);
  const column = (field: string) => docs.map((doc) => Number(doc[field]));
  const [prices, years, kms] = [column('price'), column('year'), column('km')];
  const sort = props.sortOptions.find((option) => option.slug !== base.sortBy && /price/.test(option.slug));
  // A list this site has no panel for: a URL can still carry it (typed, or saved before the stock changed).
  const unpaneled = LIST_ATTRIBUTES.filter((attribute) => !lists.includes(attribute));
  const states: (readonly [string, SearchState])[] = [
    ['as built', base],
    ['query', { ...base, query: String(docs[0]?.model ?? 'car').toLowerCase() }],
    ...refined,
    ...(twoOf ? [[`two ${twoOf}`, refine(twoOf, commonValues(docs, twoOf).slice(1, 3))] as const] : []),
    ['price range', { ...base, range: { price: { min: quartile(prices, 1), max: quartile(prices, 3) } } }],
    [
      'year and km',
      { ...base, range: { year: { min: quartile(years, 1), max: null }, km: { min: null, max: quartile(kms, 3) } } },
    ],
    ...(sort ? [[`sorted ${sort.slug}`, { ...base, sortBy: sort.slug }] as const] : []),
    ['page 2', { ...base, page: 2 }],
    ...(all ? unpaneled.map((attribute) => [`no panel ${attribute}`, refine(attribute, ['Unlisted'])] as const) : []),
  ];
  return states;
}

/** A search client whose Meilisearch queries are kept, over the island's own client rules. */
function recordingClient(config: PublicSearchConfig, props: IslandSearchProps) {
  const sent: MeiliQuery[] = [];
  const post: JsonPost = (url, headers, body, signal) => {
    sent.push(...(JSON.parse(body) as { queries: MeiliQuery[] }).queries);
    return nodeJsonPost(url, headers, body, signal);
  };
  return { sent, client: meiliSearchClient(config, { ...props.client, cacheSize: 0 }, { post, now: () => now }) };
}

/** InstantSearch's main query (the disjunctive ones ask for no hits) as filter and query, and every car it finds. */
async function islandSearch(config: PublicSearchConfig, props: IslandSearchProps, state: SearchState) {
  const { sent, client } = recordingClient(config, props);
  const { hitsPerPage, sortOptions, panels } = props;
  await searchHeadless(client, state, { hitsPerPage, sortOptions, panels, defaultSort: props.routing.defaultSort });
  const main = sent.find((query) => query.limit === undefined)!;
  const everything = { ...main, page: 1, hitsPerPage: CARS * 2 };
  const { results } = await multiSearch(config, { queries: [everything] }, { post: nodeJsonPost });
  const ids = ((results[0] as { hits: { id: number }[] }).hits ?? []).map((hit) => hit.id);
  return { filter: [...main.filter].sort(), q: main.q, ids: ids.sort((a, b) => a - b) };
}

/** The filter and query savedSearchRequest sends for the state, through the page's client. */
async function alertRequest(config: PublicSearchConfig, props: IslandSearchProps, state: SearchState) {
  const { sent, client } = recordingClient(config, props);
  await client.search([savedSearchRequest(state, islandWidgets(props), CARS * 2)]);
  return { filter: [...sent[0]!.filter].sort(), q: sent[0]!.q };
}

describe.each(SITES)('%s: a saved search finds what its search page lists', (slug) => {
  it('on every landing page, in every shopper state', async () => {
    const tenant = tenants.find((t) => t.slug === slug)!;
    const vehicles = await readTenantStock(meili.client, tenant, now);
    const config = await searchConfigFor(meili.client, tenant, now, meili.url);
    const { routing, pages } = landingPagesOf(tenant, vehicles);
    const site = { tenant, search: config, routing, vehicles, builtAt: now.toISOString() };
    const docs = vehicles.map(toDocument) as unknown as Doc[];
    const cases = pages.flatMap((page) => {
      const props = islandSearchProps(site, page);
      const listed = docs.filter((doc) =>
        Object.entries(page.state.refinementList).every(([attr, values]) =>
          valuesOf(doc, attr).some((v) => values?.includes(v)),
        ),
      );
      const all = page.path === tenant.search.defaultPath;
      return shopperStates(page.state, props, listed.length > 0 ? listed : docs, all).map(([shopper, state]) => ({
        name: `${page.path} ${shopper}`,
        url: stateToRoute(state, props.routing),
        props,
      }));
    });
    const found = await (await alertSearches(meili.client, tenant, now)).find(
      cases.map((c) => c.url),
      vehicles.map((v) => v.id),
    );
    const limit = pLimit(4);
    const compared = await Promise.all(
      cases.map((c) =>
        limit(async () => {
          const url = new URL(c.url, 'http://site.invalid');
          // The island's router reads the URL into a state; both sides start from it.
          const state = routeToState(url.pathname, url.search, c.props.routing)!;
          const island = await islandSearch(config, c.props, state);
          const alert = await alertRequest(config, c.props, state);
          const ids = [...(found.get(c.url) ?? [])].sort((a, b) => a - b);
          return { name: c.name, url: c.url, island, alert: { ...alert, ids } };
        }),
      ),
    );
    const differ = compared.filter((c) => JSON.stringify(c.island) !== JSON.stringify(c.alert));
    expect(differ.map(({ name, url, island, alert }) => ({ name, url, island, alert }))).toEqual([]);
    // Most states narrow the stock to some but not all cars, so a rule one side ignored would show.
    expect(pages.length).toBeGreaterThan(3);
    const narrowing = compared.filter((c) => c.island.ids.length > 0 && c.island.ids.length < vehicles.length);
    expect(narrowing.length).toBeGreaterThan(compared.length / 2);
  }, 240_000);
});
