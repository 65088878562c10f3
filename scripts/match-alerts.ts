/**
 * npm run alerts:match — after a stock change is indexed and its site built, queues the alerts it
 * brings (docs/alerts.md), for the lead API to send.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadTenants } from '../src/pipeline/tenants.ts';
import { connectMeilisearch } from '../src/pipeline/meili/server.ts';
import { alertSearches } from '../src/pipeline/alert-searches.ts';
import { openDatabase, databaseConfig, describeDatabase } from '../src/api/storage/database.ts';
import { createRepository } from '../src/api/storage/repository.ts';
import { queueAlertMatches } from '../src/api/alert-matching.ts';
import { silentLogger } from '../src/api/log.ts';
import { stockNews } from '../src/lib/alerts/matching.ts';
import type { ImportReport } from '../src/lib/stock/import-report.ts';
import { parseCli } from './lib/cli.ts';
import { exitWithError } from './lib/fail.ts';

const USAGE = `Usage: npm run alerts:match -- (--tenant <slug>... | --all) [--out dist] [--data .forecourt/api]

Run after npm run stock:index and the build of the sites it changed (so every link in a message
points at a page that exists). For each site with alerts.enabled, reads the last import's report
(<out>/.<slug>.stock-report.json) and matches its new cars, cars back in stock and price drops
(more than alerts.minPriceDrop) against the site's confirmed alerts: a watched car's drop or
return, and the new and returned cars each saved search finds, asked through the search page's
own search. Each message is queued once (running it again for the same import queues nothing
more); the lead API sends them.
  --tenant <slug>   site to match (repeatable, or comma-separated)
  --all             every site under tenants/sites/
  --out <dir>       where stock:index kept the import reports (default dist)
  --data <dir>      the lead API's data folder, for its SQLite file (default .forecourt/api)
  --help            show this help

Environment: DATABASE_URL (the lead API's PostgreSQL, when it has one); MEILISEARCH_URL and
MEILISEARCH_ADMIN_KEY as for stock:index.`;

const values = parseCli(USAGE, {
  tenant: { type: 'string', multiple: true },
  all: { type: 'boolean', default: false },
  out: { type: 'string', default: 'dist' },
  data: { type: 'string', default: '.forecourt/api' },
});
const only = values.tenant?.flatMap((t) => t.split(',')).filter(Boolean);
if (!values.all && !only?.length) exitWithError(new Error('Name a site with --tenant <slug>, or use --all.'));

const { tenants, failures } = await loadTenants('tenants', values.all ? undefined : only);
for (const failure of failures) console.error(`✗ ${failure.message}`);
const config = databaseConfig(process.env.DATABASE_URL, values.data);
const database = await openDatabase(config, silentLogger()).catch(exitWithError);
const store = createRepository(database);
const meili = await connectMeilisearch({ dataDir: '.forecourt/meili' }).catch(exitWithError);
try {
  for (const tenant of tenants.filter((t) => t.alerts.enabled)) {
    const file = `${values.out}/.${tenant.slug}.stock-report.json`;
    const report = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ImportReport) : null;
    if (report?.outcome !== 'indexed') {
      console.log(`${tenant.slug}: no new import to match (${report ? report.outcome : 'no report'})`);
      continue;
    }
    const now = new Date();
    const searches = await alertSearches(meili.client, tenant, now);
    const news = stockNews(report, searches.cars, tenant.alerts);
    const result = await queueAlertMatches(store, tenant, news, searches.find, now);
    console.log(
      `${tenant.slug}: ${news.length} car(s) of news against ${result.alerts} confirmed alert(s): ${result.matches} match(es), ${result.queued} newly queued in ${describeDatabase(config)}`,
    );
  }
} finally {
  await meili.stop();
  await database.close();
}
process.exitCode = failures.length > 0 ? 1 : 0;
