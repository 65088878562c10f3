/**
 * npm run build (through scripts/build-all.ts) [-- --tenant <slug> ... | --since <git-ref>] [--incremental] [--out dist]
 * Builds every tenant (or the chosen ones) into dist/<slug>/ from tenant JSON and the stock indexed in
 * Meilisearch. A tenant that fails is reported in the summary and the exit code; the rest still build.
 */
import { writeFileSync } from 'node:fs';
import { startRendering } from '../../src/pipeline/render/start-rendering.ts';
import { exitWithError } from './fail.ts';
import { contentDirOf } from '../../src/pipeline/content.ts';
import { parseCli } from './cli.ts';

const USAGE = `Usage: npm run build -- [--tenant <slug>]... [--since <git-ref>] [--incremental] [--out <dir>]

Builds each tenant's static site into <out>/<slug>/ (default dist/).
  --tenant <slug>  build only this tenant (repeatable, or comma-separated)
  --since <ref>    build only the sites a change since <ref> reaches (see npm run tenants:affected)
  --incremental    re-render only the pages the stock changed since each site's last build (by the
                   manifest <out>/.<slug>.build.json); a site is built in full, saying why, when its
                   manifest is missing or stale, or config, code or the day changed
  --out <dir>      output folder (default: dist)
  --root <dir>     tenant files (default: tenants), with their pages and posts in <dir>/content
  --jobs <n>       render processes at once (default: one per core)
  --built-list <file>  write the slugs of the sites that built, one a line (CI deploys only those)
  --help           show this help

Meilisearch: MEILISEARCH_URL and MEILISEARCH_ADMIN_KEY select a running server; otherwise a private
server is started on .forecourt/meili (run \`npm run stock:index\` first). MEILISEARCH_PUBLIC_URL is
the address browsers use to search (default: the server's own URL).`;

const values = parseCli(USAGE, {
  tenant: { type: 'string', multiple: true },
  since: { type: 'string' },
  incremental: { type: 'boolean', default: false },
  out: { type: 'string', default: 'dist' },
  root: { type: 'string', default: 'tenants' },
  jobs: { type: 'string' },
  'built-list': { type: 'string' },
});
const jobs = values.jobs === undefined ? undefined : Number(values.jobs);
if (jobs !== undefined && !(Number.isInteger(jobs) && jobs >= 1))
  exitWithError(new Error(`--jobs: expected a whole number from 1, found "${values.jobs}"`));

const only = await chosenTenants().catch(exitWithError);
if (values.since !== undefined && only?.length === 0) {
  console.log(`Nothing to build: no site is affected since ${values.since}.`);
  process.exit(0);
}
// The render processes load (Astro or a kept bundle) while the tenants load and the stock is read.
const renderOptions = { contentDir: contentDirOf(values.root), incremental: values.incremental, renderProcesses: jobs };
const started = await startRendering(renderOptions).catch(exitWithError);
// The rest of the build loads as they start: a render process starts once this one has the bundle's
// key, not after every module of the build.
const [{ loadTenants }, { connectMeilisearch }, { buildSites }, { printBuildSummary }] = await Promise.all([
  import('../../src/pipeline/tenants.ts'),
  import('../../src/pipeline/meili/server.ts'),
  import('../../src/pipeline/build-sites.ts'),
  import('../../src/pipeline/build-summary.ts'),
]);
// Meilisearch is reached (or started) while the tenants load.
const connecting = connectMeilisearch({ dataDir: '.forecourt/meili' }).then(
  (meili) => ({ meili }),
  (error: unknown) => ({ error }),
);
// Each tenant's content is checked as the build reads it, while Meilisearch writes out its stock.
const { tenants, failures: configFailures } = await loadTenants(values.root, only, { checkContent: false });
for (const failure of configFailures) console.error(`✗ ${failure.message}`);
const connected = await connecting;
if ('error' in connected) {
  await started.session.cancel();
  exitWithError(connected.error);
}
const { meili } = connected;
try {
  console.log(`Building ${tenants.length} tenant(s) into ${values.out}/`);
  const summary = await buildSites({
    client: meili.client,
    tenants,
    outDir: values.out,
    publicSearchUrl: process.env.MEILISEARCH_PUBLIC_URL ?? meili.url,
    ...renderOptions,
    root: values.root,
    started,
  });
  const configFailed = configFailures.map((f) => ({ slug: f.slug, message: 'invalid tenant config (see above)' }));
  if (values['built-list'] !== undefined)
    writeFileSync(values['built-list'], summary.built.map((site) => `${site.slug}\n`).join(''));
  const ok = printBuildSummary({ ...summary, failures: [...configFailed, ...summary.failures] });
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  await meili.stop();
  exitWithError(error);
} finally {
  await meili.stop();
}

/** The slugs to build (undefined: every tenant). Each way of choosing is one option here. */
async function chosenTenants(): Promise<string[] | undefined> {
  const named = values.tenant?.flatMap((t) => t.split(',')).filter(Boolean);
  if (values.since === undefined) return named;
  if (named) throw new Error('--since and --tenant choose tenants two ways: give one of them.');
  const { affectedSince } = await import('../../src/pipeline/affected.ts');
  const affected = await affectedSince(values.since, values.root);
  console.log(
    `${affected.slugs.length} site(s) affected since ${values.since}${affected.slugs.length > 0 ? `: ${affected.slugs.join(', ')}` : ''}`,
  );
  return affected.slugs;
}
