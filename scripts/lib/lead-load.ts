/**
 * Load for the lead API (the benchmark and the crash test): `total` valid leads sent `concurrency`
 * at a time over keep-alive HTTP, spread over the API instances in turn as a load balancer would.
 * Each lead has its own Idempotency-Key, so a lead whose instance died mid-request is sent again
 * to the next instance without risk of storing it twice. Every loop is bounded.
 *
 * The dealer receiver counts deliveries by Idempotency-Key (per destination) and checks each
 * Standard Webhooks signature with the site's secret, as a dealer's CRM would.
 */
import { Agent, createServer, request } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { verifyDelivery } from '../../src/lib/leads/webhook-signing.ts';

const MAX_TRIES = 50;
const RETRY_PAUSE_MS = 20;

const benchLead = (i: number) =>
  JSON.stringify({
    kind: 'test-drive',
    fields: { name: 'Bench Shopper', email: `bench${i}@example.com`, phone: '0412345678', message: 'Benchmark lead' },
    userData: {
      category: 'Test Drive',
      url: 'http://bench.localhost/',
      source: 'Website',
      user_agent: 'bench',
      car_id: null,
      car_dealership_id: null,
      lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
    },
  });

type Answer = { status: number; leadId: string | null };

function post(port: number, agent: Agent, slug: string, key: string, body: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/leads',
        method: 'POST',
        agent,
        headers: {
          Host: `${slug}.localhost`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'Idempotency-Key': key,
        },
      },
      (res) => {
        let text = '';
        res
          .on('data', (c: Buffer) => (text += c))
          .on('end', () => {
            done({
              status: res.statusCode ?? 0,
              leadId: res.statusCode === 201 ? (JSON.parse(text) as { lead_id: string }).lead_id : null,
            });
          })
          .on('error', fail);
      },
    );
    req.on('error', fail).end(body);
  });
}

export type LoadResult = {
  /** The lead id answered for each lead sent, by its index; missing where no instance took it. */
  accepted: Map<number, string>;
  seconds: number;
  /** Sends that failed (connection refused or reset, 5xx) and were sent again. */
  retries: number;
};

/** `onSent(n)` runs as the n-th lead is handed to a worker (the crash test kills an instance there). */
export async function sendLeads({
  slug,
  total,
  concurrency,
  ports,
  onSent,
}: {
  slug: string;
  total: number;
  concurrency: number;
  ports: number[];
  onSent?: (n: number) => void;
}): Promise<LoadResult> {
  const agents = ports.map(() => new Agent({ keepAlive: true, maxSockets: concurrency }));
  const run = randomUUID();
  const accepted = new Map<number, string>();
  let next = 0;
  let retries = 0;
  async function sendOne(i: number): Promise<void> {
    const body = benchLead(i);
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      const target = (i + attempt) % ports.length;
      const answer = await post(ports[target]!, agents[target]!, slug, `${run}-${i}`, body).catch(() => null);
      if (answer?.leadId) return void accepted.set(i, answer.leadId);
      if (answer && answer.status < 500) return; // refused for good: reported as not accepted
      retries += 1;
      await new Promise((r) => setTimeout(r, RETRY_PAUSE_MS));
    }
  }
  const worker = async () => {
    while (next < total) {
      const i = next++;
      onSent?.(i + 1);
      await sendOne(i);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  for (const agent of agents) agent.destroy();
  return { accepted, seconds, retries };
}

/** A dealer receiver at <url>/<slug> (JSON) and <url>/<slug>/adf: counts POSTs per Idempotency-Key, and signatures that fail. */
export async function startCountingReceiver(secret: string | null) {
  const counts = { webhook: new Map<string, number>(), adf: new Map<string, number>() };
  let badSignatures = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req
      .on('data', (c: Buffer) => chunks.push(c))
      .on('end', () => {
        const counted = req.url?.endsWith('/adf') ? counts.adf : counts.webhook;
        const key = String(req.headers['idempotency-key']);
        counted.set(key, (counted.get(key) ?? 0) + 1);
        const check = verifyDelivery(
          secret,
          Buffer.concat(chunks).toString('utf8'),
          req.headers as Record<string, string | undefined>,
        );
        if (check.status !== (secret ? 'verified' : 'unsigned')) badSignatures += 1;
        res.writeHead(204).end();
      });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    badSignatures: () => badSignatures,
    /** Whether every one of `ids` has reached both destinations. */
    hasAll: (ids: Iterable<string>) => [...ids].every((id) => counts.webhook.has(id) && counts.adf.has(id)),
    /** POSTs beyond the first per key and destination: deliveries sent again. */
    repeats: () => [...counts.webhook.values(), ...counts.adf.values()].reduce((sum, n) => sum + n - 1, 0),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Waits (at most `ms`) until `check` holds; answers whether it did. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}
