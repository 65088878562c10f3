/**
 * npm run dev — every demo site (or one) from Astro's dev server, as editors and developers work:
 * a saved tenant file, content file or component shows in the open browser without a reload, and
 * the CMS for editors is at http://localhost:<port>/admin/. Meilisearch and the lead API as npm start
 * has them. Ctrl-C stops it all.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { connectMeilisearch } from '../src/pipeline/meili/server.ts';
import { indexTenants } from '../src/pipeline/index-stock.ts';
import { loadTenants } from '../src/pipeline/tenants.ts';
import { dealerInbox, setLocalWebhookSecrets } from '../src/pipeline/serve/dealer-inbox.ts';
import { localLeadApi } from '../src/api/local.ts';
import { createLogger } from '../src/api/log.ts';
import { siteUrl } from '../src/pipeline/serve/hosts.ts';
import { demoStockDay } from '../src/pipeline/stock-source.ts';
import { startDevSites } from '../src/pipeline/dev/dev-sites.ts';
import { startDevServer } from '../src/pipeline/dev/dev-server.ts';
import { cmsRequests } from '../src/pipeline/cms/admin.ts';
import { exitWithError } from './lib/fail.ts';
import { parseCli } from './lib/cli.ts';

const USAGE = `Usage: npm run dev [-- --tenant <slug>] [--port 4321] [--cars 40] [--root tenants] [--data .forecourt/dev]

Serves every site (or the --tenant ones) at http://<slug>.localhost:<port>/ from Astro's dev server,
with Meilisearch (its own, in <data>/meili, or MEILISEARCH_URL) and the lead API
under /api as npm start has them. Saving a tenant or content file under <root> re-reads the sites it
reaches and reloads the open pages; a file that does not validate shows its problems on the site's
pages and here until it is fixed. The CMS for editors is at http://localhost:<port>/admin/.
  --tenant <slug>  serve only this site (repeatable, or comma-separated)
  --port <n>       port to serve on (default 4321)
  --cars <n>       demo cars per site (default 40)
  --root <dir>     the tenant files' folder (default tenants)
  --data <dir>     Meilisearch's data, the leads and the dev server's scratch files (default .forecourt/dev)
  --help           show this help`;

const values = parseCli(USAGE, {
  tenant: { type: 'string', multiple: true },
  port: { type: 'string', default: '4321' },
  cars: { type: 'string', default: '40' },
  root: { type: 'string', default: 'tenants' },
  data: { type: 'string', default: '.forecourt/dev' },
});
const port = Number(values.port);
const root = values.root;
const only = values.tenant?.flatMap((slug) => slug.split(',')).filter(Boolean);
const workDir = path.resolve(values.data, `work-${process.pid}`);

const { tenants, failures } = await loadTenants(root, only);
for (const failure of failures) console.error(`✗ ${failure.message}`);
const env: Record<string, string | undefined> = { ...process.env };
setLocalWebhookSecrets(tenants, env);

console.log('Starting Meilisearch…');
const meili = await connectMeilisearch({ dataDir: path.join(values.data, 'meili') }).catch(exitWithError);
const log = createLogger({ pretty: true });
const api = await localLeadApi({
  dataDir: path.join(values.data, 'api'),
  tenants,
  client: meili.client,
  port,
  log,
  env,
});
let server: { close(): Promise<void> } | undefined;

async function shutdown(code: number): Promise<never> {
  console.log('\nStopping…');
  await server?.close();
  await api.close();
  await meili.stop();
  rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}
process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));

try {
  console.log('Indexing demo stock…');
  await indexTenants(meili.client, tenants, {
    cars: Number(values.cars),
    now: demoStockDay(new Date()),
    force: false,
    log: console.log,
  });
  console.log('Reading the sites…');
  const sites = await startDevSites({
    client: meili.client,
    root,
    only,
    dataDir: `${workDir}/data`,
    publicSearchUrl: process.env.MEILISEARCH_PUBLIC_URL ?? meili.url,
    log: console.log,
  });
  server = await startDevServer({
    root,
    dataDir: `${workDir}/data`,
    sites,
    port,
    api: api.handle,
    local: cmsRequests({ root, also: dealerInbox({ tenants, env }) }),
    log: console.log,
  });
  console.log(`\nForecourt dev server is running. Edit a file under ${root}/ and the open page reloads.`);
  console.log(`  http://localhost:${port}/admin/ (the CMS for editors)`);
  for (const slug of sites.slugs()) console.log(`  ${siteUrl(slug, port)}`);
  console.log('\nPress Ctrl-C to stop.');
} catch (error) {
  await server?.close();
  await api.close();
  await meili.stop();
  exitWithError(error);
}
