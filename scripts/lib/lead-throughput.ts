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
import type { ChildProcess } from 'node:child_process';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { freePort } from '../../src/pipeline/free-port.ts';
import { openDatabase, type DatabaseConfig } from '../../src/api/storage/database.ts';
import { silentLogger } from '../../src/api/log.ts';
import { spawnLeadApi } from './spawn-lead-api.ts';
import { sendLeads, startCountingReceiver, waitFor } from './lead-load.ts';

export type Throughput = {
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
export async function leadThroughput({
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
  const apis: ChildProcess[] = await Promise.all(
    ports.map((port, n) =>
      spawnLeadApi(
        [
          '--dev',
          '--port',
          String(port),
          '--data',
          n === 0 ? firstDir : mkdtempSync(join(tmpdir(), 'forecourt-bench-api-')),
          '--rate-limit',
          '1000000:1000000000',
          '--deliver-to',
          receiver.url,
        ],
        env,
      ),
    ),
  );
  try {
    const load = await sendLeads({ slug: tenant.slug, total, concurrency, ports });
    const ids = [...load.accepted.values()];
    await waitFor(() => receiver.hasAll(ids), 120_000);
    await Promise.all(apis.map((api) => new Promise((done) => api.once('exit', done).kill('SIGTERM'))));
    const database = await openDatabase(config, silentLogger());
    const stored = (await database.db.selectFrom('leads').select('id').execute()).map((row) => row.id);
    await database.close();
    const storedIds = new Set(stored);
    return {
      perSecond: load.accepted.size / load.seconds,
      accepted: load.accepted.size,
      total,
      lost: ids.filter((id) => !storedIds.has(id)).length,
      storedTwice: stored.length - new Set(ids).size,
      undelivered: ids.filter((id) => !receiver.counts.webhook.has(id) || !receiver.counts.adf.has(id)).length,
      deliveredTwice: receiver.repeats(),
      badSignatures: receiver.badSignatures(),
    };
  } finally {
    for (const api of apis) api.kill('SIGKILL');
    await receiver.close();
  }
}
