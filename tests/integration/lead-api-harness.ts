/**
 * Real HTTP around the lead API for integration tests: requests with a Host, a dealer receiver,
 * and the API on either engine: SQLite in a temporary folder, or a fresh database on one real
 * PostgreSQL server per test file (started on first use; call stopSharedPostgres in afterAll).
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LeadRequestInput } from '../../src/lib/leads/schema.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { formRules } from '../../src/lib/leads/form-rules.ts';
import { createLeadApi, type LeadApiOptions } from '../../src/api/app.ts';
import type { CarLookup } from '../../src/api/cars.ts';
import { localSmsSender } from '../../src/api/sms.ts';
import { testPaymentProcessor, type TestPaymentProcessor } from '../../src/api/payments.ts';
import { fixtureCars } from './lead-api-stock.ts';
import type { RateLimit } from '../../src/api/rate-limit.ts';
import { serveLeadApi } from '../../src/api/standalone.ts';
import { silentLogger } from '../../src/api/log.ts';
import type { DatabaseConfig } from '../../src/api/storage/database.ts';
import { startPostgres, type PostgresServer } from '../../scripts/lib/embedded-postgres.ts';
import { checkDocumented } from './documented-answers.ts';

type Engine = DatabaseConfig['engine'];
export const ENGINES: Engine[] = ['sqlite', 'postgres'];

let postgres: Promise<PostgresServer> | null = null;

/** This test file's PostgreSQL server, started on first use. */
export function sharedPostgres(): Promise<PostgresServer> {
  postgres ??= startPostgres();
  return postgres;
}

export async function stopSharedPostgres(): Promise<void> {
  const started = postgres;
  postgres = null;
  await (await started)?.stop();
}

/** A new, empty database: a SQLite file in its own folder, or a database on the shared PostgreSQL server. */
export async function freshDatabase(engine: Engine, name = 'api'): Promise<DatabaseConfig> {
  if (engine === 'postgres')
    return { engine, url: await (await sharedPostgres()).createDatabase(name.replace(/-/g, '_')) };
  return { engine, file: join(mkdtempSync(join(tmpdir(), `forecourt-${name}-`)), 'leads.sqlite') };
}

/** A webhook secret for every tenant that names one (leads.webhookSecretEnv), as the API's environment. */
export function webhookSecrets(tenants: Tenant[]): Record<string, string> {
  return Object.fromEntries(
    tenants.flatMap((t) =>
      t.leads.webhookSecretEnv ? [[t.leads.webhookSecretEnv, `whsec_${randomBytes(32).toString('base64')}`]] : [],
    ),
  );
}

// biome-ignore lint/suspicious/noExplicitAny: tests read the API's JSON answer field by field and let expect() judge it.
export type Reply = { status: number; headers: IncomingHttpHeaders; body: any };

export function call(
  port: number,
  slug: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          Host: `${slug}.localhost:${port}`,
          ...(text !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res
          .on('data', (c: Buffer) => chunks.push(c))
          .on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = raw;
            try {
              parsed = JSON.parse(raw);
            } catch {
              /* not JSON */
            }
            try {
              checkDocumented(method, path, res.statusCode ?? 0, parsed);
              done({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
            } catch (error) {
              fail(error);
            }
          });
      },
    );
    req.on('error', fail);
    req.end(text);
  });
}

type Received = {
  path: string;
  contentType: string;
  idempotencyKey: string;
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
};

/** The dealer's systems: records every POST and answers `status()` (503 while "down"). */
export async function startReceiver() {
  const received: Received[] = [];
  let up = true;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req
      .on('data', (c: Buffer) => chunks.push(c))
      .on('end', () => {
        const answered = up ? 200 : 503;
        received.push({
          path: req.url ?? '',
          contentType: String(req.headers['content-type']),
          idempotencyKey: String(req.headers['idempotency-key']),
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          answered,
        });
        res.writeHead(answered).end();
      });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    setUp(value: boolean) {
      up = value;
    },
    delivered: (path: string) => received.filter((r) => r.path === path && r.answered === 200),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

type StartOptions<P> = Partial<
  Pick<
    LeadApiOptions,
    'env' | 'log' | 'views' | 'deliverTo' | 'trustProxy' | 'now' | 'depositSweepMs' | 'sms' | 'alerts'
  >
> & {
  /** The card processor: the test one (its ledger counts deposits) unless given; share one to run two instances on one. */
  payments?: P;
  cars?: CarLookup;
  name?: string;
  rateLimit?: RateLimit;
  engine?: Engine;
  /** Another instance's database, to run two instances on one. Default: a fresh one. */
  database?: DatabaseConfig;
};

/**
 * The lead API served over HTTP on a free port with a database of its own (or `database`), the
 * fixture stock (fixtureCars) unless `cars` says otherwise, and a test card processor of its own
 * unless `payments` shares one,
 * delivering each tenant's leads to a receiver (unless `deliverTo` says otherwise) as webhook
 * JSON (/hook/<slug>) and ADF/XML (/adf/<slug>), signed where the tenant names a secret (the secrets are in `env`). `rateLimit` is
 * generous unless a test asks for a strict one.
 */
export type LeadApiStack<P extends LeadApiOptions['payments'] = TestPaymentProcessor> = Awaited<
  ReturnType<typeof startLeadApi<P>>
>;

export async function startLeadApi<P extends LeadApiOptions['payments'] = TestPaymentProcessor>(
  tenants: Tenant[],
  options: StartOptions<P> = {},
) {
  const {
    cars = fixtureCars(tenants),
    name = 'api',
    rateLimit = { burst: 500, perMinute: 6000 },
    engine = 'sqlite',
    log = silentLogger(),
  } = options;
  const payments = (options.payments ?? testPaymentProcessor()) as P;
  const env = options.env ?? webhookSecrets(tenants);
  const database = options.database ?? (await freshDatabase(engine, name));
  const receiver = await startReceiver();
  const dataDir = mkdtempSync(join(tmpdir(), `forecourt-${name}-`));
  const api = await createLeadApi({
    database,
    tenants,
    cars,
    env,
    log,
    ...(options.views ? { views: options.views } : {}),
    // A test stack: the test card processor (never charges) and sign-in codes to dataDir/sms-outbox.jsonl, unless given.
    payments,
    sms: options.sms ?? localSmsSender(dataDir, log),
    ...(options.now ? { now: options.now } : {}),
    ...(options.depositSweepMs ? { depositSweepMs: options.depositSweepMs } : {}),
    ...(options.trustProxy ? { trustProxy: true } : {}),
    ...(options.alerts ? { alerts: options.alerts } : {}),
    deliverTo:
      options.deliverTo ??
      ((t) => [
        { kind: 'webhook', url: `${receiver.url}/hook/${t.slug}` },
        { kind: 'adf', url: `${receiver.url}/adf/${t.slug}` },
      ]),
    rateLimit,
    outbox: { baseDelayMs: 50, pollMs: 20 },
  });
  const server = await serveLeadApi(api, tenants, 0);
  return {
    api,
    payments,
    receiver,
    dataDir,
    database,
    env,
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await api.close();
      await receiver.close();
    },
  };
}

/** A site whose enquiry form needs no dealership choice and no terms box, so enquiry() is valid as it is. */
export function plainEnquiryTenant(tenants: Tenant[]): Tenant {
  const tenant = tenants.find((t) => formRules(t, 'enquiry').dealerships === null && !t.leads.termsText);
  if (!tenant) throw new Error('No tenant has an enquiry form without a dealership choice or terms box.');
  return tenant;
}

export const until = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};

export function enquiry(
  overrides: Partial<LeadRequestInput['fields']> = {},
  category = 'General Enquiry',
): LeadRequestInput {
  return {
    kind: 'enquiry',
    fields: {
      name: 'Alex Citizen',
      email: 'alex@example.com',
      phone: '0412 345 678',
      message: 'Is it still available?',
      category,
      car_id: 263011,
      'Vehicle Make': 'Nissan',
      'Vehicle Model': 'Navara',
      stock_number: 'N1234',
      car_type: 'used',
      ...overrides,
    },
    userData: {
      category,
      url: 'http://site.localhost/cars/x',
      source: 'Website',
      user_agent: 'test',
      car_id: 263011,
      car_dealership_id: null,
      lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
    },
  };
}
