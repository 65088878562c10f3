/**
 * Leads survive an API process being killed (SIGKILL, no shutdown). On SQLite: a lead accepted just
 * before the kill is still in the file on restart and delivered once. On PostgreSQL: two processes
 * share one database while 2,000 leads arrive 32 at a time, one is killed mid-stream and restarted;
 * every lead is stored once and reaches the dealer, signed, once per Idempotency-Key.
 */
import { afterAll, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { freePort } from '../../src/pipeline/free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { spawnLeadApi } from '../../scripts/lib/spawn-lead-api.ts';
import {
  call,
  enquiry,
  plainEnquiryTenant,
  sharedPostgres,
  startReceiver,
  stopSharedPostgres,
  until,
  webhookSecrets,
} from './lead-api-harness.ts';
import { sendLeads, startCountingReceiver, waitFor } from '../../scripts/lib/lead-load.ts';
import { openDatabase } from '../../src/api/storage/database.ts';
import { silentLogger } from '../../src/api/log.ts';

const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await stopSharedPostgres();
});

/** `timeoutMs`: how long a delivery may take; longer than a loaded machine's slowest answer, or a slow answer is sent again. */
async function startApi(
  port: number,
  dataDir: string,
  inbox: string,
  env: Record<string, string> = {},
  timeoutMs = 500,
): Promise<ChildProcess> {
  const child = await spawnLeadApi(
    [
      '--dev',
      '--port',
      String(port),
      '--data',
      dataDir,
      '--deliver-to',
      inbox,
      '--retry-ms',
      '50',
      '--timeout-ms',
      String(timeoutMs),
      '--rate-limit',
      '1000000:1000000000',
    ],
    env,
  );
  children.push(child);
  return child;
}

it('keeps and then delivers once a lead accepted just before the API was killed', async () => {
  const { tenants } = await loadTenants('tenants');
  const tenant = plainEnquiryTenant(tenants);
  const env = webhookSecrets(tenants);
  const receiver = await startReceiver();
  receiver.setUp(false); // the dealer is down, so the lead cannot have been delivered before the kill
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-crash-'));
  const port = await freePort();

  const first = await startApi(port, dataDir, `${receiver.url}/inbox`, env);
  const reply = await call(port, tenant.slug, 'POST', '/api/leads', enquiry());
  expect(reply.status).toBe(201);
  first.kill('SIGKILL');
  await new Promise((done) => first.once('exit', done));

  const stored = new DatabaseSync(join(dataDir, 'leads.sqlite'), { readOnly: true });
  expect(stored.prepare('SELECT COUNT(*) AS n FROM leads WHERE id = ?').get(reply.body.lead_id)!.n).toBe(1);
  stored.close();

  receiver.setUp(true);
  await startApi(port, dataDir, `${receiver.url}/inbox`, env);
  const mine = (path: string) => receiver.delivered(path).filter((r) => r.idempotencyKey === reply.body.lead_id);
  await until(() => mine(`/inbox/${tenant.slug}`).length > 0 && mine(`/inbox/${tenant.slug}/adf`).length > 0);
  await new Promise((r) => setTimeout(r, 500));
  expect(mine(`/inbox/${tenant.slug}`)).toHaveLength(1);
  expect(mine(`/inbox/${tenant.slug}/adf`)).toHaveLength(1);
  await receiver.close();
});

it('two processes on one PostgreSQL, one killed mid-stream and restarted: 2,000 leads stored once, each delivered once by Idempotency-Key', {
  timeout: 240_000,
}, async () => {
  const TOTAL = 2000;
  const { tenants } = await loadTenants('tenants');
  const tenant = plainEnquiryTenant(tenants);
  const secretEnv = tenant.leads.webhookSecretEnv!;
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const url = await (await sharedPostgres()).createDatabase('crash');
  const env = { DATABASE_URL: url, [secretEnv]: secret };
  const receiver = await startCountingReceiver(secret);
  const [first, second] = [
    mkdtempSync(join(tmpdir(), 'forecourt-crash-a-')),
    mkdtempSync(join(tmpdir(), 'forecourt-crash-b-')),
  ];
  const ports = [await freePort(), await freePort()];
  // Both start (and migrate) at once.
  const start = (port: number, dataDir: string) => startApi(port, dataDir, receiver.url, env, 5000);
  const [, victim] = await Promise.all([start(ports[0]!, first), start(ports[1]!, second)]);
  const killed = new Promise((done) => victim!.once('exit', done));
  let restarted: Promise<ChildProcess> | null = null;
  const load = await sendLeads({
    slug: tenant.slug,
    total: TOTAL,
    concurrency: 32,
    ports,
    onSent(n) {
      if (n === 800) victim!.kill('SIGKILL');
      // Back on the same port while leads are still arriving (until then the other instance takes them).
      if (n === 1000) restarted = killed.then(() => start(ports[1]!, second));
    },
  });
  expect(victim!.signalCode).toBe('SIGKILL');
  await restarted;

  const ids = [...load.accepted.values()];
  expect(load.accepted.size).toBe(TOTAL);
  expect(new Set(ids).size).toBe(TOTAL);
  const database = await openDatabase({ engine: 'postgres', url }, silentLogger());
  try {
    const stored = (await database.db.selectFrom('leads').select('id').execute()).map((row) => row.id);
    expect(stored).toHaveLength(TOTAL);
    expect(new Set(stored)).toEqual(new Set(ids));
    // Every lead delivered: the outbox empties (the killed process's leased rows are sent again once their lease runs out).
    const pending = () =>
      database.db
        .selectFrom('outbox')
        .select('id')
        .where('delivered_at', 'is', null)
        .execute()
        .then((rows) => rows.length);
    expect(await waitFor(async () => (await pending()) === 0, 120_000)).toBe(true);
  } finally {
    await database.close();
  }
  for (const counts of [receiver.counts.webhook, receiver.counts.adf]) {
    expect(new Set(counts.keys())).toEqual(new Set(ids));
  }
  expect(receiver.badSignatures()).toBe(0);
  // Each lead once per Idempotency-Key. A POST can only be repeated for rows the killed process had
  // claimed and was sending when it died: at most one batch.
  expect(receiver.repeats()).toBeLessThanOrEqual(20); // the outbox claims 20 rows a batch
  await receiver.close();
});
