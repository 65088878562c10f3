// Issue 33, small: the scale benchmark's site generator (scripts/lib/scale-sites.ts) at 12 sites,
// so it cannot rot, and the rule that nothing a site's build reads grows with the other sites: one
// site's full and incremental build, among twelve indexed sites, asks Meilisearch about its own
// indexes only (every request counted through a proxy in front of a real Meilisearch).
import { mkdirSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeScaleSites, type ScaleSite } from '../../scripts/lib/scale-sites.ts';
import { createClient, startMeilisearch, type MeiliConnection } from '../../src/pipeline/meili/server.ts';
import { indexTenants } from '../../src/pipeline/index-stock.ts';
import { readIndexedStock } from '../../src/pipeline/meili/stock-reader.ts';
import { indexTenantStock, META_INDEX } from '../../src/pipeline/meili/indexer.ts';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { buildSites } from '../../src/pipeline/build-sites.ts';
import { contentDirOf } from '../../src/pipeline/content.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';

const SITES = 12;
const CARS = 10;
const NOW = new Date('2026-11-23T00:30:00Z');

let work: string;
let root: string;
let made: ScaleSite[];
let tenants: Tenant[];
let failures: unknown[];
let meili: MeiliConnection;
let proxy: Server;
/** The indexes each request through the proxy named: in its path, or in a multi-search's queries. */
const asked: string[] = [];

/** Forwards every request to Meilisearch unchanged, noting which indexes it names. */
function countingProxy(target: string): Server {
  const { hostname, port } = new URL(target);
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      // The bookkeeping index is shared, one document per site: which document counts.
      const [, uid, doc] = /^\/indexes\/([^/?]+)(?:\/documents\/([^/?]+))?/.exec(req.url ?? '') ?? [];
      if (uid) asked.push(uid === META_INDEX ? `${uid}/${doc ?? '*'}` : decodeURIComponent(uid));
      if (req.url?.startsWith('/multi-search'))
        for (const query of (JSON.parse(body.toString()) as { queries: { indexUid: string }[] }).queries)
          asked.push(query.indexUid);
      const forward = request({ hostname, port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.end(body);
    });
  });
}

beforeAll(async () => {
  // Under the project, as Astro's render processes need their folders to be (render.ts); always the
  // same folder, so the content's paths are too, and a run after the first renders with the bundle
  // the first kept (render/saved-bundle.ts) rather than with Astro.
  work = resolve('.forecourt/test-scale');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  root = join(work, 'tenants');
  made = writeScaleSites(root, SITES);
  ({ tenants, failures } = await loadTenants(root));
  meili = await startMeilisearch({ dataDir: join(work, 'meili') });
  const options = { cars: CARS, now: NOW, force: true, log: () => {} };
  // One import per site at once: Meilisearch batches their tasks.
  await Promise.all(tenants.map((tenant) => indexTenants(meili.client, [tenant], options)));
  proxy = countingProxy(meili.url);
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
}, 120_000);

afterAll(async () => {
  proxy?.close();
  await meili?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the scale generator', () => {
  it('makes every site from the demo sites, each a dealer of its own that loads without an error', () => {
    expect(failures).toEqual([]);
    expect(tenants.map((t) => t.slug)).toEqual(made.map((site) => site.slug).sort());
    expect(new Set(made.map((site) => site.template)).size).toBe(6);
    for (const key of ['name', 'id', 'url'] as const) expect(new Set(tenants.map((t) => t[key])).size).toBe(SITES);
    const streets = tenants.map((t) => t.locations[0]!.address.street);
    expect(new Set(streets).size).toBe(SITES);
  });

  it('gives each site stock of its own, indexed apart', async () => {
    const stocks = await Promise.all(tenants.map((t) => readIndexedStock(meili.client, t.slug)));
    for (const stock of stocks) expect(stock).toHaveLength(CARS);
    const twins = made.filter((site) => site.template === made[0]!.template).map((site) => site.slug);
    const [a, b] = twins.map((slug) => stocks[tenants.findIndex((t) => t.slug === slug)]!);
    expect(a!.map((car) => car.vin)).not.toEqual(b!.map((car) => car.vin));
  });
});

describe("one site's build among many", () => {
  it("reads only that site's indexes, in full and incrementally", async () => {
    const tenant = tenants[0]!;
    const client = createClient(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, meili.adminKey);
    const lines: string[] = [];
    const build = (now: Date) =>
      buildSites({
        client,
        tenants: [tenant],
        outDir: join(work, 'dist'),
        publicSearchUrl: meili.url,
        contentDir: contentDirOf(root),
        root,
        incremental: true,
        renderProcesses: 1,
        workDir: join(work, 'build'),
        now,
        log: (line) => lines.push(line),
      });
    const full = await build(NOW);
    expect(full.built.map((site) => site.how)).toEqual(['full']);
    const stock = await readIndexedStock(meili.client, tenant.slug);
    const car = stock.find((v) => v.status === 'in_stock' && v.price !== null)!;
    const dropped = stock.map((v) => (v.id === car.id ? { ...v, price: car.price! - 500 } : v));
    await indexTenantStock(meili.client, tenant, dropped);
    const again = await build(new Date(NOW.getTime() + 600_000));
    expect(
      again.built.map((site) => site.how),
      lines.join('\n'),
    ).toEqual(['incremental']);
    const own = new Set(
      ['cars', 'departed', 'directory', `${META_INDEX}/cars`].map((prefix) => `${prefix}-${tenant.slug}`),
    );
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((uid) => !own.has(uid))).toEqual([]);
  }, 240_000);
});
