/**
 * A lead survives the API being killed (SIGKILL, no shutdown) right after it answered: on restart
 * the lead is still in the SQLite file and the outbox delivers it to the dealer exactly once.
 */
import { afterAll, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { freePort } from '../../src/pipeline/free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { spawnLeadApi } from '../../scripts/lib/spawn-lead-api.ts';
import { call, enquiry, plainEnquiryTenant, startReceiver, until } from './lead-api-harness.ts';

const children: ChildProcess[] = [];
afterAll(() => children.forEach((child) => child.kill('SIGKILL')));

async function startApi(port: number, dataDir: string, inbox: string): Promise<ChildProcess> {
  const child = await spawnLeadApi(['--dev', '--port', String(port), '--data', dataDir, '--deliver-to', inbox, '--retry-ms', '50', '--timeout-ms', '500']);
  children.push(child);
  return child;
}

it('keeps and then delivers once a lead accepted just before the API was killed', async () => {
  const { tenants } = await loadTenants('tenants');
  const tenant = plainEnquiryTenant(tenants);
  const receiver = await startReceiver();
  receiver.setUp(false); // the dealer is down, so the lead cannot have been delivered before the kill
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-crash-'));
  const port = await freePort();

  const first = await startApi(port, dataDir, `${receiver.url}/inbox`);
  const reply = await call(port, tenant.slug, 'POST', '/api/leads', enquiry());
  expect(reply.status).toBe(201);
  first.kill('SIGKILL');
  await new Promise((done) => first.once('exit', done));

  const stored = new DatabaseSync(join(dataDir, 'leads.sqlite'), { readOnly: true });
  expect(stored.prepare('SELECT COUNT(*) AS n FROM leads WHERE id = ?').get(reply.body.lead_id)!.n).toBe(1);
  stored.close();

  receiver.setUp(true);
  await startApi(port, dataDir, `${receiver.url}/inbox`);
  const mine = (path: string) => receiver.delivered(path).filter((r) => r.idempotencyKey === reply.body.lead_id);
  await until(() => mine(`/inbox/${tenant.slug}`).length > 0 && mine(`/inbox/${tenant.slug}/adf`).length > 0);
  await new Promise((r) => setTimeout(r, 500));
  expect(mine(`/inbox/${tenant.slug}`)).toHaveLength(1);
  expect(mine(`/inbox/${tenant.slug}/adf`)).toHaveLength(1);
  await receiver.close();
});
