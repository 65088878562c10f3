// Issue 35, against a real Meilisearch and real Astro builds: "a CSV and an XML feed indexed and
// built; a truncated feed held with nothing changed on the site; a delta feed applied; an unchanged
// URL feed answered 304 and skipped", and a car that left redirected while the sitemap and the
// vehicle feeds drop it. The feeds are the worked examples in src/demo-stock/feeds/ with their
// tenants' mappings (docs/stock-feed.md).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMeilisearch, type MeiliConnection } from '../../src/pipeline/meili/server.ts';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { indexTenants, type IndexTenantsOptions } from '../../src/pipeline/index-stock.ts';
import { buildSites } from '../../src/pipeline/build-sites.ts';
import { readIndexedStock } from '../../src/pipeline/meili/stock-reader.ts';
import { indexedHash } from '../../src/pipeline/meili/indexer.ts';
import { readDepartures } from '../../src/pipeline/meili/departures-index.ts';
import type { ImportReport } from '../../src/lib/stock/import-report.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';

const CSV_SITE = 'coastline-mg';
const XML_SITE = 'bellarine-ford';
const CSV = readFileSync('src/demo-stock/feeds/coastline-mg.csv', 'utf8');
const XML = readFileSync('src/demo-stock/feeds/bellarine-ford.xml', 'utf8');
const CLOCK = new Date('2026-11-25T01:00:00Z');

let meili: MeiliConnection;
let work: string;
let tenants: Record<string, Tenant>;
const quiet = () => {};

beforeAll(async () => {
  mkdirSync(resolve('.forecourt'), { recursive: true });
  work = mkdtempSync(resolve('.forecourt/test-stock-import-'));
  meili = await startMeilisearch({ dataDir: join(work, 'meili') });
  const loaded = await loadTenants('tenants', [CSV_SITE, XML_SITE]);
  tenants = Object.fromEntries(loaded.tenants.map((tenant) => [tenant.slug, tenant]));
});

afterAll(async () => {
  await meili?.stop();
  rmSync(work, { recursive: true, force: true });
});

const dist = () => join(work, 'dist');

async function importFeed(tenant: Tenant, name: string, text: string, options: Partial<IndexTenantsOptions> = {}) {
  const file = join(work, name);
  writeFileSync(file, text);
  const [outcome] = await indexTenants(meili.client, [tenant], {
    file,
    cars: 0,
    now: CLOCK,
    force: false,
    reportDir: dist(),
    stateDir: join(work, 'feed-state'),
    log: quiet,
    ...options,
  });
  return outcome!;
}

const stockIds = async (slug: string) => (await readIndexedStock(meili.client, slug)).map((v) => v.id);
const report = (slug: string) =>
  JSON.parse(readFileSync(join(dist(), `.${slug}.stock-report.json`), 'utf8')) as ImportReport;

describe('mapped feeds into a real index', () => {
  it('indexes the CSV and the XML example through their mappings, skipping bad records with their reasons', async () => {
    const csv = await importFeed(tenants[CSV_SITE]!, 'feed.csv', CSV);
    const xml = await importFeed(tenants[XML_SITE]!, 'feed.xml', XML);
    expect(csv.ok && xml.ok).toBe(true);
    expect(await stockIds(CSV_SITE)).toEqual([84001, 84002, 84003, 84004, 84005, 84006, 84007]);
    expect(await stockIds(XML_SITE)).toEqual([91001, 91002, 91003, 91004]);
    const csvReport = report(CSV_SITE);
    expect(csvReport).toMatchObject({ outcome: 'indexed', records: 8, before: 0, after: 7, holdReasons: [] });
    expect(csvReport.skipped).toEqual([
      {
        index: 7,
        recordId: '84008',
        field: 'created_at',
        reason: 'expected a date like 22/11/2026, found "31/11/2026"',
      },
    ]);
    expect(report(XML_SITE).skipped.map((s) => [s.recordId, s.field])).toEqual([
      ['91005', 'status'],
      ['91006', 'model'],
    ]);
    const hilux = (await readIndexedStock(meili.client, CSV_SITE)).find((v) => v.id === 84005)!;
    expect(hilux).toMatchObject({ price: 45_990, km: 61_250, car_type: 'used', simple_transmission: 'Automatic' });
    expect(hilux.images.map((i) => i.image.url)).toHaveLength(3);
  });

  it('holds a truncated feed: nothing swapped in, exit code 3 naming the numbers', async () => {
    const hash = await indexedHash(meili.client, CSV_SITE);
    const truncated = CSV.split('\n').slice(0, 3).join('\n'); // the header and two cars of seven
    const file = join(work, 'truncated.csv');
    const summary = join(work, 'summary.md'); // as CI's $GITHUB_STEP_SUMMARY
    writeFileSync(file, truncated);
    const run = spawnSync(
      process.execPath,
      // With --build, as a feed arriving in CI is one command: a held feed builds nothing.
      [
        'scripts/index-stock.ts',
        '--tenant',
        CSV_SITE,
        '--file',
        file,
        '--out',
        dist(),
        '--summary',
        summary,
        '--build',
        'full',
        // The feed's dates against the clock the site was indexed at, not today's.
        '--now',
        CLOCK.toISOString(),
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, MEILISEARCH_URL: meili.url, MEILISEARCH_ADMIN_KEY: meili.adminKey },
        timeout: 120_000,
      },
    );
    expect(run.status, run.stderr).toBe(3);
    expect(run.stdout).toContain("HELD, nothing swapped in: it would take 5 of the site's 7 cars off it (71.4 %");
    expect(readFileSync(summary, 'utf8')).toContain(`### ⛔ ${CSV_SITE}: stock feed held, nothing swapped in`);
    expect(await indexedHash(meili.client, CSV_SITE)).toBe(hash);
    expect(existsSync(join(dist(), CSV_SITE))).toBe(false);
    expect(await stockIds(CSV_SITE)).toHaveLength(7);
    expect(await readDepartures(meili.client, CSV_SITE)).toEqual([]);
    expect(report(CSV_SITE)).toMatchObject({ outcome: 'held', onSite: 7, leaving: 5, after: 2 });
  }, 150_000);

  it('applies a delta feed: its cars replace or join theirs, its removals go, the rest stay', async () => {
    const tenant = tenants[XML_SITE]!;
    const delta = {
      ...tenant,
      stockFeed: { ...tenant.stockFeed, mode: 'delta' as const, removal: { from: '@action', values: ['delete'] } },
    };
    const vehicles = XML.match(/<Vehicle id="9100[14]"[\s\S]*?<\/Vehicle>/g)!;
    const cheaper = vehicles[0]!.replace(
      '<Price type="DriveAway" gst="inc">68990',
      '<Price type="DriveAway" gst="inc">66990',
    );
    const arrived = vehicles[0]!.replace('id="91001"', 'id="91007"').replace('BF91001', 'BF91007');
    const gone = '<Vehicle id="91004" action="delete"/>';
    const outcome = await importFeed(delta, 'delta.xml', `<Changes>${cheaper}${arrived}${gone}</Changes>`);
    expect(outcome.ok).toBe(true);
    expect(await stockIds(XML_SITE)).toEqual([91001, 91002, 91003, 91007]);
    const changes = report(XML_SITE);
    expect(changes).toMatchObject({ mode: 'delta', outcome: 'indexed', before: 4, after: 4 });
    expect(changes.priceDropped.map((d) => [d.id, d.from, d.to])).toEqual([[91001, 68_990, 66_990]]);
    expect(changes.added.map((c) => c.id)).toEqual([91007]);
    expect(changes.removed.map((c) => c.id)).toEqual([91004]);
  });

  it('lets a real clear-out through with --accept-removals, and builds the sites with its cars redirected', async () => {
    const truncated = CSV.split('\n').filter((line, i) => i === 0 || /^8400[45],/.test(line));
    const outcome = await importFeed(tenants[CSV_SITE]!, 'clear-out.csv', truncated.join('\n'), {
      acceptRemovals: true,
    });
    expect(outcome.ok).toBe(true);
    expect(report(CSV_SITE)).toMatchObject({ outcome: 'indexed', removalsAccepted: true, leaving: 5 });

    const summary = await buildSites({
      client: meili.client,
      tenants: [tenants[CSV_SITE]!, tenants[XML_SITE]!],
      outDir: dist(),
      workDir: join(work, 'build'),
      publicSearchUrl: meili.url,
      now: CLOCK,
      renderProcesses: 1,
      log: quiet,
    });
    expect(summary.failures).toEqual([]);
    const site = (slug: string, file: string) => readFileSync(join(dist(), slug, file), 'utf8');
    expect(site(CSV_SITE, 'cars/2021-toyota-hilux-sr5-84005/index.html')).toContain('45,990');
    expect(site(XML_SITE, 'cars/2026-ford-ranger-xlt-2-0-4x4-91001/index.html')).toContain('66,990');
    expect(existsSync(join(dist(), CSV_SITE, 'cars/2026-mg-zs-excite-84001'))).toBe(false);

    const redirects = site(CSV_SITE, '_redirects');
    expect(redirects).toContain('/cars/2026-mg-zs-excite-84001 /search/mg/zs 301'); // its model still has a car
    expect(redirects).toContain('/cars/2026-mg-hs-vibe-84002 /search/mg 301'); // its make does
    expect(redirects).toContain('/cars/2020-mazda-cx-5-maxx-sport-84007 /search/new-used-and-demo-cars 301');
    // The delta feed's removal: the only Mustang, so to the make's page.
    expect(site(XML_SITE, '_redirects')).toContain('/cars/2019-ford-mustang-gt-5-0-v8-91004 /search/ford 301');
    for (const file of ['sitemap.xml', 'feeds/google-vehicles.xml', 'feeds/meta-vehicles.xml']) {
      expect(site(CSV_SITE, file)).not.toContain('2026-mg-zs-excite-84001');
      expect(site(CSV_SITE, file)).toContain('2021-toyota-hilux-sr5-84005');
    }
  }, 600_000);

  it('names the cars the clear-out took off the site, and that are for sale again, back in stock', async () => {
    const departed = (await readDepartures(meili.client, CSV_SITE)).map((d) => d.id).sort((x, y) => x - y);
    expect(departed).toContain(84006); // sold: it comes back, but not for sale
    // One price moved too, so the feed over HTTP below (the file as it is) is still a change.
    const outcome = await importFeed(tenants[CSV_SITE]!, 'back.csv', CSV.replace('"41,809"', '"41,999"'));
    expect(outcome.ok).toBe(true);
    const changes = report(CSV_SITE);
    expect(changes.backInStock.map((c) => c.id)).toEqual(departed.filter((id) => id !== 84006));
    expect(changes.added.map((c) => c.id)).toEqual(departed);
    expect(await readDepartures(meili.client, CSV_SITE)).toEqual([]);
  });
});

describe('a feed over HTTP', () => {
  let server: Server;
  let body = CSV;
  const asked: (string | undefined)[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push(req.headers['if-none-match']);
      const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { ETag: etag }).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8', ETag: etag }).end(body);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  });

  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('answers an unchanged feed 304 and skips it; a changed one is read again', async () => {
    const { port } = server.address() as { port: number };
    const url = `http://127.0.0.1:${port}/stock/coastline-mg.csv?key=secret`;
    const tenant = tenants[CSV_SITE]!;
    const options = {
      cars: 0,
      now: CLOCK,
      force: false,
      acceptRemovals: true,
      stateDir: join(work, 'feed-state'),
      reportDir: dist(),
      log: quiet,
    };
    const first = await indexTenants(meili.client, [tenant], { ...options, url });
    expect(first[0]).toMatchObject({ ok: true, reused: false });
    expect(report(CSV_SITE).source).toBe(`http://127.0.0.1:${port}/stock/coastline-mg.csv`);

    const second = await indexTenants(meili.client, [tenant], { ...options, url });
    expect(second[0]).toMatchObject({ ok: true, reused: true });
    expect(report(CSV_SITE).outcome).toBe('not-modified');
    expect(asked[1]).toMatch(/^"[0-9a-f]+"$/); // the first answer's ETag, sent back

    body = CSV.replace('"41,809"', '"40,900"');
    const third = await indexTenants(meili.client, [tenant], { ...options, url });
    expect(third[0]).toMatchObject({ ok: true, reused: false });
    expect(report(CSV_SITE).priceDropped.map((d) => d.id)).toEqual([84005]);
    expect(asked).toHaveLength(3);
  });
});
