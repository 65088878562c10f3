/**
 * Leads per second the lead API accepts on this machine, with none lost: the API runs as its own
 * process (as in production), a keep-alive client sends `total` valid leads `concurrency` at a
 * time, then every 201 is checked against the SQLite file and against what the dealer received.
 */
import { Agent, createServer, request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { AddressInfo } from 'node:net';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { freePort } from '../../src/pipeline/free-port.ts';
import { spawnLeadApi } from './spawn-lead-api.ts';

const lead = (i: number) => JSON.stringify({
  kind: 'test-drive',
  fields: { name: 'Bench Shopper', email: `bench${i}@example.com`, phone: '0412345678', message: 'Benchmark lead' },
  userData: { category: 'Test Drive', url: 'http://bench.localhost/', source: 'Website', user_agent: 'bench', car_id: null, car_dealership_id: null, lead_attributes: { visited_pages: ['/'], linked_query_params: {} } },
});

export async function leadThroughput(tenant: Tenant, total: number, concurrency: number) {
  const delivered = new Set<string>();
  const inbox = createServer((req, res) => {
    req.resume().on('end', () => {
      if (!req.url?.endsWith('/adf')) delivered.add(String(req.headers['idempotency-key']));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => inbox.listen(0, '127.0.0.1', done));
  const data = mkdtempSync(join(tmpdir(), 'forecourt-bench-api-'));
  const port = await freePort();
  const api = await spawnLeadApi(['--dev', '--port', String(port), '--data', data, '--rate-limit', '1000000:1000000000', '--deliver-to', `http://127.0.0.1:${(inbox.address() as AddressInfo).port}`]);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const accepted: string[] = [];
  let next = 0;
  const send = (i: number) => new Promise<void>((done, fail) => {
    const body = lead(i);
    const req = request({ host: '127.0.0.1', port, path: '/api/leads', method: 'POST', agent, headers: { Host: `${tenant.slug}.localhost`, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c)).on('end', () => {
        if (res.statusCode === 201) accepted.push((JSON.parse(text) as { lead_id: string }).lead_id);
        done();
      });
    });
    req.on('error', fail).end(body);
  });
  const worker = async () => { while (next < total) await send(next++); };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const end = Date.now() + 60_000;
  while (accepted.some((id) => !delivered.has(id)) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  agent.destroy();
  inbox.close();
  const db = new DatabaseSync(join(data, 'leads.sqlite'), { readOnly: true });
  const stored = new Set(db.prepare('SELECT id FROM leads').all().map((row) => String(row.id)));
  db.close();
  return {
    perSecond: accepted.length / seconds, accepted: accepted.length, total,
    lost: accepted.filter((id) => !stored.has(id)).length,
    undelivered: accepted.filter((id) => !delivered.has(id)).length,
  };
}
