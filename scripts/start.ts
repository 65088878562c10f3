/**
 * npm start — the whole local stack on the demo tenants: Meilisearch, demo stock indexed (reused
 * when unchanged), every tenant built, each served at http://<slug>.localhost:<port>/. Ctrl-C stops it all.
 */
import { loadTenants } from '../src/pipeline/tenants.ts';
import { connectMeilisearch } from '../src/pipeline/meili/server.ts';
import { indexTenants } from '../src/pipeline/index-stock.ts';
import { buildSites } from '../src/pipeline/build-sites.ts';
import { printBuildSummary } from '../src/pipeline/build-summary.ts';
import { startSiteServer } from '../src/pipeline/serve/site-server.ts';
import { dealerInbox, setLocalWebhookSecrets } from '../src/pipeline/serve/dealer-inbox.ts';
import { historyReports } from '../src/pipeline/serve/history-reports.ts';
import { startMailbox } from '../src/pipeline/serve/mailbox.ts';
import { smtpMailer } from '../src/api/mailer.ts';
import { localLeadApi } from '../src/api/local.ts';
import { createLogger } from '../src/api/log.ts';
import { siteUrl } from '../src/pipeline/serve/hosts.ts';
import { demoStockDay } from '../src/pipeline/stock-source.ts';
import { exitWithError } from './lib/fail.ts';
import { parseCli } from './lib/cli.ts';

const USAGE = `Usage: npm start [-- --port 4321] [--cars 40]

Starts Meilisearch (.forecourt/meili), indexes the demo stock of every tenant (reusing the index
when nothing changed), builds every site into dist/ and serves each at http://<slug>.localhost:<port>/
with the lead API under /api (leads in .forecourt/api/leads.sqlite). Leads of tenants without their
own delivery URLs go to the local dealer inbox, http://localhost:<port>/dealer-inbox, which checks
their signatures: a tenant's webhook secret variable (leads.webhookSecretEnv) that is not set gets
a fresh local secret. A demo used car's "Car History Report" opens a sample report the stack makes
at /history-reports/<car id>.pdf on its site. Shoppers' alert emails go to a local SMTP server and
are listed at http://localhost:<port>/mailbox. Sign-in codes are printed here and kept in .forecourt/api/sms-outbox.jsonl.
The API logs readable lines here (LOG_LEVEL: trace, debug, info (default), warn, error, silent).
  --port <n>   port to serve on (default 4321)
  --cars <n>   demo cars per tenant (default 40)
  --help       show this help`;

const values = parseCli(USAGE, {
  port: { type: 'string', default: '4321' },
  cars: { type: 'string', default: '40' },
});
const port = Number(values.port);
const cars = Number(values.cars);

const { tenants, failures } = await loadTenants('tenants');
for (const failure of failures) console.error(`✗ ${failure.message}`);
setLocalWebhookSecrets(tenants, process.env);

console.log('Starting Meilisearch…');
const meili = await connectMeilisearch({ dataDir: '.forecourt/meili' }).catch(exitWithError);
let server: { close(): Promise<void> } | undefined;
const log = createLogger({ pretty: true });
const mailbox = await startMailbox();
const alerts = {
  mailer: smtpMailer(mailbox.smtpUrl),
  siteUrl: (t: { slug: string }) => siteUrl(t.slug, port).replace(/\/$/, ''),
};
const api = await localLeadApi({ dataDir: '.forecourt/api', tenants, client: meili.client, port, log, alerts }).catch(
  async (error: unknown) => {
    await meili.stop();
    return exitWithError(error);
  },
);

async function shutdown(code: number): Promise<never> {
  console.log('\nStopping…');
  await server?.close();
  await api.close();
  await mailbox.close();
  await meili.stop();
  process.exit(code);
}
process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));

try {
  console.log('Indexing demo stock…');
  await indexTenants(meili.client, tenants, { cars, now: demoStockDay(new Date()), force: false, log: console.log });
  console.log('Building sites…');
  const summary = await buildSites({
    client: meili.client,
    tenants,
    outDir: 'dist',
    publicSearchUrl: process.env.MEILISEARCH_PUBLIC_URL ?? meili.url,
  });
  printBuildSummary(summary);
  const inbox = dealerInbox({ tenants, env: process.env });
  server = await startSiteServer({
    distDir: 'dist',
    port,
    api: api.handle,
    local: (req, res) => inbox(req, res) || mailbox.handle(req, res),
    imageCacheDir: '.forecourt/images',
    files: historyReports({ client: meili.client, tenants }),
  });
  console.log(
    `\nForecourt is running. Sites:\n  http://localhost:${port}/ (index)\n  http://localhost:${port}/dealer-inbox (leads as the dealers receive them)\n  http://localhost:${port}/mailbox (alert emails as shoppers receive them)`,
  );
  for (const site of summary.built) console.log(`  ${siteUrl(site.slug, port)}`);
  console.log('\nPress Ctrl-C to stop.');
} catch (error) {
  await server?.close();
  await api.close();
  await meili.stop();
  exitWithError(error);
}
