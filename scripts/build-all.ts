/**
 * npm run build [-- --tenant <slug> ...] [--out dist]
 * Builds every tenant (or the named ones) into dist/<slug>/ from tenant JSON and the stock indexed in
 * Meilisearch. A tenant that fails is reported in the summary and the exit code; the rest still build.
 */
import { loadTenants } from '../src/pipeline/tenants.ts';
import { connectMeilisearch } from '../src/pipeline/meili/server.ts';
import { buildSites } from '../src/pipeline/build-sites.ts';
import { printBuildSummary } from '../src/pipeline/build-summary.ts';
import { exitWithError } from './lib/fail.ts';
import { parseCli } from './lib/cli.ts';

const USAGE = `Usage: npm run build -- [--tenant <slug>]... [--out <dir>]

Builds each tenant's static site into <out>/<slug>/ (default dist/).
  --tenant <slug>  build only this tenant (repeatable, or comma-separated)
  --out <dir>      output folder (default: dist)
  --root <dir>     tenant files (default: tenants)
  --jobs <n>       Astro render processes at once (default: one per core)
  --help           show this help

Meilisearch: MEILISEARCH_URL and MEILISEARCH_ADMIN_KEY select a running server; otherwise a private
server is started on .forecourt/meili (run \`npm run stock:index\` first). MEILISEARCH_PUBLIC_URL is
the address browsers use to search (default: the server's own URL).`;

const values = parseCli(USAGE, {
  tenant: { type: 'string', multiple: true },
  out: { type: 'string', default: 'dist' },
  root: { type: 'string', default: 'tenants' },
  jobs: { type: 'string' },
});
const jobs = values.jobs === undefined ? undefined : Number(values.jobs);
if (jobs !== undefined && !(Number.isInteger(jobs) && jobs >= 1)) exitWithError(new Error(`--jobs: expected a whole number from 1, found "${values.jobs}"`));

const only = values.tenant?.flatMap((t) => t.split(',')).filter(Boolean);
const { tenants, failures: configFailures } = await loadTenants(values.root, only);
for (const failure of configFailures) console.error(`✗ ${failure.message}`);
const meili = await connectMeilisearch({ dataDir: '.forecourt/meili' }).catch(exitWithError);
try {
  console.log(`Building ${tenants.length} tenant(s) into ${values.out}/`);
  const summary = await buildSites({
    client: meili.client,
    tenants,
    outDir: values.out,
    publicSearchUrl: process.env.MEILISEARCH_PUBLIC_URL ?? meili.url,
    renderProcesses: jobs,
  });
  const configFailed = configFailures.map((f) => ({ slug: f.slug, message: 'invalid tenant config (see above)' }));
  const ok = printBuildSummary({ ...summary, failures: [...configFailed, ...summary.failures] });
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  await meili.stop();
  exitWithError(error);
} finally {
  await meili.stop();
}
