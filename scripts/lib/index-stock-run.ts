/**
 * npm run stock:index -- --tenant <slug> [--file feed.csv|xml|json | --url https://…] [--accept-removals] [--build incremental]
 * Loads a tenant's stock (a feed through its stockFeed mapping, or demo stock) and indexes it into
 * Meilisearch with an atomic swap, then (--build) builds the sites it indexed. Skipped feed records
 * are listed but never fail the run; a tenant that could not be indexed or built does (exit code 1),
 * and a feed the removal guard held does (exit code 3, when nothing else failed).
 */
import { loadTenants } from '../src/pipeline/tenants.ts';
import { connectMeilisearch } from '../src/pipeline/meili/server.ts';
import { indexTenants } from '../src/pipeline/index-stock.ts';
import { demoStockDay } from '../src/pipeline/stock-source.ts';
import { buildSites } from '../src/pipeline/build-sites.ts';
import { startRendering } from '../src/pipeline/render/start-rendering.ts';
import { printBuildSummary } from '../src/pipeline/build-summary.ts';
import { contentDirOf } from '../src/pipeline/content.ts';
import { parseCli } from './lib/cli.ts';
import { appendFileSync, rmSync } from 'node:fs';
import { importReportMarkdown } from '../src/lib/stock/import-report.ts';

const USAGE = `Usage: npm run stock:index -- (--tenant <slug>... | --all) [--file <feed> | --url <feed url>] [--accept-removals] [--cars N] [--force] [--build full|incremental]

Indexes each tenant's stock into Meilisearch (index cars-<slug>), swapping the new index in only
when it is complete. Unchanged stock is not indexed again unless --force is given. A feed is read
through the tenant's stockFeed mapping (docs/stock-feed.md); one that would take more than the
guard allows off the site (default 25 %, every car of a make, or all of it) is held: nothing is
swapped in and the command exits with code 3. Each import's report is printed and written to
<out>/.<slug>.stock-report.json.
  --tenant <slug>     tenant to index (repeatable, or comma-separated)
  --all               every tenant under tenants/sites/
  --file <path>       the one tenant's feed: CSV, XML or JSON (by the tenant's stockFeed.format, else
                      the extension); default: demo stock
  --url <https://…>   the one tenant's feed over HTTP(S), asked with the last import's ETag and
                      Last-Modified (kept in .forecourt/feed-state/), so an unchanged feed is a no-op
  --accept-removals   let a feed through that the removal guard would hold (a real clear-out)
  --cars <n>          demo cars per tenant (default 40)
  --force             re-index even when nothing changed (and fetch a URL whole)
  --summary <file>    also append each import report to this file as Markdown (CI: $GITHUB_STEP_SUMMARY)
  --build <how>       then build the sites indexed into <out>/<slug>/: "incremental" re-renders only
                      the pages the stock change reaches (see npm run build -- --help), "full" all
  --out <dir>         where --build writes the sites and each import report is kept (default: dist)
  --root <dir>        tenant files (default: tenants), with their pages and posts in <dir>/content
  --now <ISO time>    the import's clock (default: now), which decides e.g. how long a sold car is
                      still shown: for a reproducible run
  --help              show this help

Meilisearch: MEILISEARCH_URL and MEILISEARCH_ADMIN_KEY select a running server; otherwise a private
server is started on .forecourt/meili for the run.`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const values = parseCli(USAGE, {
  tenant: { type: 'string', multiple: true },
  all: { type: 'boolean', default: false },
  file: { type: 'string' },
  url: { type: 'string' },
  'accept-removals': { type: 'boolean', default: false },
  summary: { type: 'string' },
  cars: { type: 'string', default: '40' },
  force: { type: 'boolean', default: false },
  build: { type: 'string' },
  out: { type: 'string', default: 'dist' },
  root: { type: 'string', default: 'tenants' },
  now: { type: 'string' },
});
const only = values.tenant?.flatMap((t) => t.split(',')).filter(Boolean);
if (!values.all && !only?.length) fail('Name a tenant with --tenant <slug>, or use --all.');
if (values.all && only?.length) fail('Use either --tenant or --all, not both.');
if (values.build !== undefined && values.build !== 'full' && values.build !== 'incremental')
  fail(`--build must be "full" or "incremental", found "${values.build}".`);
const cars = Number(values.cars);
if (!Number.isInteger(cars) || cars < 0) fail(`--cars must be a whole number, found "${values.cars}".`);

const { tenants, failures } = await loadTenants(values.root, values.all ? undefined : only);
for (const failure of failures) console.error(`✗ ${failure.message}`);
if (values.file !== undefined && values.url !== undefined) fail('Give either --file or --url, not both.');
if ((values.file ?? values.url) !== undefined && tenants.length + failures.length > 1)
  fail("--file and --url are one tenant's feed: give exactly one --tenant with it.");
if (values.url !== undefined && !/^https?:\/\//.test(values.url))
  fail(`--url must be an http(s) address, found "${values.url}".`);

let failed = failures.length;
let held = 0;
const renderOptions = { contentDir: contentDirOf(values.root), incremental: values.build === 'incremental' };
// The render processes load (Astro, or the bundle a build of this code kept) while the feed is read
// and indexed, rather than after: a few changed cars then reach the site about a second sooner.
const rendering = values.build !== undefined && tenants.length > 0 ? startRendering(renderOptions) : null;
rendering?.catch(() => {}); // awaited once the stock is in, where a failure to start is reported
if (tenants.length > 0) {
  const meili = await connectMeilisearch({ dataDir: '.forecourt/meili' }).catch((error: unknown) => {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  try {
    const now = values.now === undefined ? new Date() : new Date(values.now);
    if (Number.isNaN(now.getTime()))
      fail(`--now: expected an ISO time like 2026-11-25T01:00:00Z, found "${values.now}"`);
    const outcomes = await indexTenants(meili.client, tenants, {
      file: values.file,
      url: values.url,
      cars,
      // A feed carries real dates; demo stock is generated for the day, so reruns are reused.
      now: (values.file ?? values.url) === undefined ? demoStockDay(now) : now,
      force: values.force,
      acceptRemovals: values['accept-removals'],
      reportDir: values.out,
      log: console.log,
    });
    if (values.summary) {
      const reports = outcomes.flatMap((o) => (o.report ? [importReportMarkdown(o.report)] : []));
      appendFileSync(values.summary, reports.join('\n'));
    }
    held += outcomes.filter((o) => !o.ok && o.report?.outcome === 'held').length;
    failed += outcomes.filter((o) => !o.ok && o.report?.outcome !== 'held').length;
    if (values.build !== undefined) {
      // A feed arriving is then one command: the sites whose stock was indexed, built at once.
      const indexed = tenants.filter((tenant) => outcomes.some((o) => o.ok && o.slug === tenant.slug));
      console.log(`Building ${indexed.length} tenant(s) into ${values.out}/ (${values.build})`);
      const summary = await buildSites({
        client: meili.client,
        tenants: indexed,
        outDir: values.out,
        publicSearchUrl: process.env.MEILISEARCH_PUBLIC_URL ?? meili.url,
        ...renderOptions,
        root: values.root,
        started: (await rendering) ?? undefined,
      });
      if (!printBuildSummary(summary)) failed += summary.failures.length;
    }
  } finally {
    // Already done if the build ran; otherwise the processes are waiting for a plan that never comes.
    const started = await rendering;
    await started?.session.cancel();
    if (started) rmSync(started.workDir, { recursive: true, force: true });
    await meili.stop();
  }
}
process.exitCode = failed > 0 ? 1 : held > 0 ? 3 : 0;
