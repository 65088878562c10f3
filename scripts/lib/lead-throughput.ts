/**
 * The lead API benchmark: valid leads accepted per second, 32 at a time over keep-alive HTTP, each
 * API instance in its own process (scripts/lead-api.ts, as production runs it) on one database:
 * SQLite in a fresh folder (one instance), or a PostgreSQL database (any number). Then checks that
 * none was lost (every 201 is in the database), none stored twice, every lead reached the dealer
 * receiver as JSON and ADF with a valid signature, and none was delivered twice.
 */
import { mkdtempSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { freePort } from '../../src/pipeline/free-port.ts';
import { openDatabase, type DatabaseConfig } from '../../src/api/storage/database.ts';
import { silentLogger } from '../../src/api/log.ts';
import { spawnLeadApi } from './spawn-lead-api.ts';
import { sendLeads, startCountingReceiver, waitFor } from './lead-load.ts';
import { startPostgres } from './embedded-postgres.ts';

type Throughput = {
  perSecond: number;
  accepted: number;
  total: number;
  lost: number;
  storedTwice: number;
  undelivered: number;
  deliveredTwice: number;
  badSignatures: number;
};

/** `database`: a PostgreSQL URL, or undefined for SQLite (then `instances` must be 1). */
async function leadThroughput({
  tenant,
  total,
  concurrency,
  instances = 1,
  databaseUrl,
}: {
  tenant: Tenant;
  total: number;
  concurrency: number;
  instances?: number;
  databaseUrl?: string;
}): Promise<Throughput> {
  const secretEnv = tenant.leads.webhookSecretEnv;
  const secret = secretEnv ? `whsec_${randomBytes(32).toString('base64')}` : null;
  const receiver = await startCountingReceiver(secret);
  const firstDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-api-'));
  const config: DatabaseConfig = databaseUrl
    ? { engine: 'postgres', url: databaseUrl }
    : { engine: 'sqlite', file: join(firstDir, 'leads.sqlite') };
  const env = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(secretEnv && secret ? { [secretEnv]: secret } : {}),
  };
  const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
  const apis = await Promise.all(
    ports.map((port, n) =>
      startApi(port, n === 0 ? firstDir : mkdtempSync(join(tmpdir(), 'forecourt-bench-api-')), receiver.url, env),
    ),
  );
  try {
    const load = await sendLeads({ slug: tenant.slug, total, concurrency, ports });
    const ids = [...load.accepted.values()];
    await waitFor(() => receiver.hasAll(ids), 120_000);
    await Promise.all(apis.map((api) => new Promise((done) => api.once('exit', done).kill('SIGTERM'))));
    return { ...(await tally(ids, config, receiver)), perSecond: load.accepted.size / load.seconds, total };
  } finally {
    for (const api of apis) api.kill('SIGKILL');
    await receiver.close();
  }
}

/** A lead API process in development mode, unthrottled, delivering to the counting receiver. */
function startApi(port: number, dataDir: string, deliverTo: string, env: Record<string, string>) {
  const args = ['--dev', '--port', String(port), '--data', dataDir];
  return spawnLeadApi([...args, '--rate-limit', '1000000:1000000000', '--deliver-to', deliverTo], env);
}

/** What became of the accepted leads: stored once each, delivered once each, signed right. */
async function tally(
  ids: string[],
  config: DatabaseConfig,
  receiver: Awaited<ReturnType<typeof startCountingReceiver>>,
) {
  const database = await openDatabase(config, silentLogger());
  const stored = (await database.db.selectFrom('leads').select('id').execute()).map((row) => row.id);
  await database.close();
  const storedIds = new Set(stored);
  return {
    accepted: ids.length,
    lost: ids.filter((id) => !storedIds.has(id)).length,
    storedTwice: stored.length - new Set(ids).size,
    undelivered: ids.filter((id) => !receiver.counts.webhook.has(id) || !receiver.counts.adf.has(id)).length,
    deliveredTwice: receiver.repeats(),
    badSignatures: receiver.badSignatures(),
  };
}

const LEADS = 5000;
const AT_ONCE = 32;

function leadLine(engine: string, leads: Throughput): string {
  return (
    `${Math.round(leads.perSecond)} leads/s accepted (${leads.accepted} of ${leads.total} sent, ${AT_ONCE} at a time); ` +
    `${leads.lost} lost, ${leads.storedTwice} stored twice, ${leads.undelivered} undelivered, ${leads.deliveredTwice} delivered twice, ${leads.badSignatures} bad signatures [${engine}]`
  );
}

/** The bench's lead lines: leads/s on SQLite (one API process), then on PostgreSQL (two on one embedded server). */
export async function leadFigures(tenant: Tenant): Promise<string[]> {
  console.log('Sending leads to the lead API on SQLite…');
  const sqlite = await leadThroughput({ tenant, total: LEADS, concurrency: AT_ONCE });
  console.log('Sending leads to two lead API instances on PostgreSQL…');
  const postgres = await startPostgres();
  try {
    const databaseUrl = await postgres.createDatabase('bench');
    const shared = await leadThroughput({ tenant, total: LEADS, concurrency: AT_ONCE, instances: 2, databaseUrl });
    return [
      `  lead API, SQLite:  ${leadLine('1 instance', sqlite)}`,
      `  lead API, PostgreSQL: ${leadLine('2 instances', shared)}`,
    ];
  } finally {
    await postgres.stop();
  }
}
