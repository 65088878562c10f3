/**
 * npm run stock:index -- --tenant <slug> [--file feed.csv|xml|json | --url https://…] [--accept-removals]
 *   [--build incremental [--deploy-to s3://…]]
 * Loads a tenant's stock (a feed through its stockFeed mapping, or demo stock) and indexes it into
 * Meilisearch with an atomic swap, then (--build) builds the sites it indexed and (--deploy-to)
 * deploys the one site. Skipped feed records are listed but never fail the run; a tenant that could
 * not be indexed, built or deployed does (exit code 1), and a feed the removal guard held does (exit
 * code 3, when nothing else failed).
 */
import { appendFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Meilisearch } from 'meilisearch';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import type { StoredSite } from '../../src/pipeline/deploy/deploy.ts';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { startRendering, type StartedRender } from '../../src/pipeline/render/start-rendering.ts';
import { contentDirOf } from '../../src/pipeline/content.ts';
import type { DeployTarget } from '../../src/lib/deploy/target.ts';
import { parseCli } from './cli.ts';
import { deployedLine, deployTargetOption, withDeployHint } from './deploy-report.ts';

const USAGE = `Usage: npm run stock:index -- (--tenant <slug>... | --all) [--file <feed> | --url <feed url>]
         [--accept-removals] [--cars N] [--force] [--build full|incremental [--deploy-to <s3-url>]]

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
  --deploy-to <s3-url>  then deploy the one site built, as npm run deploy -- --to <s3-url> does (see its
                      --help); the store is listed while the site builds, so a feed reaches the CDN in
                      one command (credentials and region as for npm run deploy)
  --endpoint <url>    the S3-compatible endpoint for --deploy-to (default: AWS_ENDPOINT_URL_S3)
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
  'deploy-to': { type: 'string' },
  endpoint: { type: 'string' },
  out: { type: 'string', default: 'dist' },
  root: { type: 'string', default: 'tenants' },
  now: { type: 'string' },
});
const only = values.tenant?.flatMap((t) => t.split(',')).filter(Boolean);
if (!values.all && !only?.length) fail('Name a tenant with --tenant <slug>, or use --all.');
if (values.all && only?.length) fail('Use either --tenant or --all, not both.');
if (values.build !== undefined && values.build !== 'full' && values.build !== 'incremental')
  fail(`--build must be "full" or "incremental", found "${values.build}".`);
if (values['deploy-to'] !== undefined && values.build === undefined)
  fail('--deploy-to deploys what --build built: give --build with it.');
const target = values['deploy-to'] === undefined ? null : deployTarget(values['deploy-to']);
const cars = Number(values.cars);
if (!Number.isInteger(cars) || cars < 0) fail(`--cars must be a whole number, found "${values.cars}".`);
const now = values.now === undefined ? new Date() : new Date(values.now);
if (Number.isNaN(now.getTime())) fail(`--now: expected an ISO time like 2026-11-25T01:00:00Z, found "${values.now}"`);
if (values.file !== undefined && values.url !== undefined) fail('Give either --file or --url, not both.');
if (values.url !== undefined && !/^https?:\/\//.test(values.url))
  fail(`--url must be an http(s) address, found "${values.url}".`);

const { tenants, failures } = await loadTenants(values.root, values.all ? undefined : only);
for (const failure of failures) console.error(`✗ ${failure.message}`);
if ((values.file ?? values.url) !== undefined && tenants.length + failures.length > 1)
  fail("--file and --url are one tenant's feed: give exactly one --tenant with it.");
if (target && tenants.length + failures.length > 1)
  fail("--deploy-to is one site's place in the store: give exactly one --tenant with it.");

let failed = failures.length;
let held = 0;
const renderOptions = { contentDir: contentDirOf(values.root), incremental: values.build === 'incremental' };
// The render processes load (Astro, or the bundle a build of this code kept) while the feed is read
// and indexed: a few changed cars then reach the site about a second sooner. Awaited, as they start
// once the content files are read, which the feed's parsing would hold up.
const rendering = values.build !== undefined && tenants.length > 0 ? startRendering(renderOptions) : null;
await rendering?.catch(() => {}); // a failure to start is reported once the stock is in
if (tenants.length > 0) {
  const { connectMeilisearch } = await import('../../src/pipeline/meili/server.ts');
  const meili = await connectMeilisearch({ dataDir: '.forecourt/meili' }).catch((error: unknown) => {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  try {
    const indexed = await indexStock(meili.client, tenants);
    if (values.build !== undefined) {
      // A site's store is read while it builds: its stock is in, so it will build and deploy.
      const deploy = target && indexed.length > 0 ? await startDeploy(target) : null;
      const built = await build(meili, indexed, await rendering);
      if (deploy && built.length > 0) await deploy(built[0]!);
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

/** Indexes each tenant's stock, printing its report; resolves with the tenants whose stock went in. */
async function indexStock(client: Meilisearch, all: Tenant[]): Promise<Tenant[]> {
  const [{ indexTenants }, { demoStockDay }, { importReportMarkdown }] = await Promise.all([
    import('../../src/pipeline/index-stock.ts'),
    import('../../src/pipeline/stock-source.ts'),
    import('../../src/lib/stock/import-report.ts'),
  ]);
  const outcomes = await indexTenants(client, all, {
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
  return all.filter((tenant) => outcomes.some((o) => o.ok && o.slug === tenant.slug));
}

/** A feed arriving is then one command: the sites whose stock was indexed, built at once. */
async function build(meili: { client: Meilisearch; url: string }, indexed: Tenant[], started?: StartedRender | null) {
  const [{ buildSites }, { printBuildSummary }] = await Promise.all([
    import('../../src/pipeline/build-sites.ts'),
    import('../../src/pipeline/build-summary.ts'),
  ]);
  console.log(`Building ${indexed.length} tenant(s) into ${values.out}/ (${values.build})`);
  const summary = await buildSites({
    client: meili.client,
    tenants: indexed,
    outDir: values.out,
    publicSearchUrl: process.env.MEILISEARCH_PUBLIC_URL ?? meili.url,
    ...renderOptions,
    root: values.root,
    started: started ?? undefined,
  });
  if (!printBuildSummary(summary)) failed += summary.failures.length;
  return summary.built.map((site) => site.slug);
}

function deployTarget(url: string): DeployTarget {
  try {
    return deployTargetOption('--deploy-to', url);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Starts reading the store (its listing and the last deploy's manifest) and resolves with the deploy
 * of a built site, which waits for that reading.
 */
async function startDeploy(to: DeployTarget) {
  const [{ deploySite, readStoredSite }, { s3Client, s3Endpoint, s3Store }] = await Promise.all([
    import('../../src/pipeline/deploy/deploy.ts'),
    import('../../src/pipeline/deploy/s3-store.ts'),
  ]);
  const store = s3Store(s3Client({ endpoint: s3Endpoint(values.endpoint) }), to);
  const stored: Promise<StoredSite> = readStoredSite(store);
  stored.catch(() => {}); // reported by the deploy, which awaits it
  return async (slug: string) => {
    const siteDir = path.join(values.out, slug);
    console.log(`Deploying ${siteDir}/ to ${values['deploy-to']}`);
    try {
      console.log(deployedLine(await deploySite({ siteDir, store, stored, log: console.log })));
    } catch (error) {
      const reason = withDeployHint(error);
      console.error(`✗ Deploy of ${slug} failed: ${reason instanceof Error ? reason.message : String(reason)}`);
      failed += 1;
    }
  };
}
