/**
 * Issue 32: alert messages are "never lost in a crash" and sent "at most once per message". The lead
 * API runs as its own process (scripts/lead-api.ts, as production runs it) on a SQLite file, sending
 * to a real SMTP server (the local mailbox). The mail server takes a confirmation email but never
 * answers it; the API is killed (SIGKILL, no shutdown) while it waits, and started again on the
 * same file: once the dead process's lease runs out, the new one sends the message, once. The
 * message the dead process left unanswered was never delivered (the mail server had not accepted
 * it), so nothing is sent twice.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { spawnLeadApi } from '../../scripts/lib/spawn-lead-api.ts';
import { freePort } from '../../src/pipeline/free-port.ts';
import { startMailbox } from '../../src/pipeline/serve/mailbox.ts';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { openDatabase } from '../../src/api/storage/database.ts';
import { silentLogger } from '../../src/api/log.ts';
import { call, until } from './lead-api-harness.ts';

/** Short, so the test waits one lease, not the default minute. */
const LEASE_MS = 1500;
const children: ChildProcess[] = [];
const work = mkdtempSync(join(tmpdir(), 'forecourt-alerts-crash-'));
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

async function startApi(port: number, smtpUrl: string): Promise<ChildProcess> {
  const args = ['--dev', '--port', String(port), '--data', work, '--alert-lease-ms', String(LEASE_MS)];
  const child = await spawnLeadApi(args, { SMTP_URL: smtpUrl });
  children.push(child);
  return child;
}

it('a confirmation email the API was killed while sending is sent once by the API started again', {
  timeout: 120_000,
}, async () => {
  const { tenants } = await loadTenants('tenants');
  const site = tenants.find((t) => t.alerts.enabled)!;
  expect(site, 'a demo site has alerts.enabled').toBeDefined();
  const mailbox = await startMailbox();
  const port = await freePort();
  const email = 'killed-mid-send@example.com';

  mailbox.hold(true);
  const first = await startApi(port, mailbox.smtpUrl);
  const saved = await call(port, site.slug, 'POST', '/api/alerts', { email, search: '/search' });
  expect(saved.status).toBe(202);
  // The mail server has the message and has not answered: the API is mid-send.
  await until(() => mailbox.held() === 1, 30_000);
  first.kill('SIGKILL');
  await new Promise((done) => first.once('exit', done));
  mailbox.hold(false);
  expect(mailbox.messages).toHaveLength(0);

  await startApi(port, mailbox.smtpUrl);
  await until(() => mailbox.messages.length > 0, 30_000);
  // Long enough for a second send (a poll a second, the lease over), were one coming.
  await new Promise((done) => setTimeout(done, LEASE_MS + 2000));
  expect(mailbox.messages.map((m) => [m.to, m.subject])).toEqual([
    [email, `Confirm your alert from ${site.alerts.senderName ?? site.name}`],
  ]);

  const database = await openDatabase({ engine: 'sqlite', file: join(work, 'leads.sqlite') }, silentLogger());
  try {
    const rows = await database.db.selectFrom('alert_messages').select(['kind', 'sent_at', 'last_error']).execute();
    expect(rows.map((r) => [r.kind, r.sent_at !== null, r.last_error])).toEqual([['confirm', true, null]]);
  } finally {
    await database.close();
  }
  await mailbox.close();
});
