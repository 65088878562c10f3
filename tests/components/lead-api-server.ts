/**
 * The real lead API, in-process, for component tests: real SQLite (in memory: an island's test is
 * about the island, and a disk flush on a busy machine can outlast Testing Library's one-second
 * wait; the integration tests prove leads reach the disk) and real HTTP. jsdom's fetch cannot send a tenant Host header, so the first path segment names the
 * site: `${origin}/${prefix}/api/…` goes to `sites[prefix]`, and any other prefix to an unknown site.
 * `before` may answer a request itself (a dependency being down) and returns true when it did.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLeadApi, type LeadApi, type LeadApiOptions } from '../../src/api/app.ts';
import { noCars, type CarLookup } from '../../src/api/cars.ts';
import { localSmsSender, type SmsSender } from '../../src/api/sms.ts';
import { testPaymentProcessor } from '../../src/api/payments.ts';
import { silentLogger } from '../../src/api/log.ts';
import { smtpMailer } from '../../src/api/mailer.ts';
import { startMailbox } from '../../src/pipeline/serve/mailbox.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import type { LeadCar, LiveCar } from '../../src/lib/stock/shapes.ts';
import { emptyVehicle } from '../../src/lib/stock/vehicle.ts';

/**
 * A stock index holding the cars a test's forms are about, as the lead API reads them (it files a
 * car lead under the index's make, model and title, never the page's).
 */
export function stockOf(cars: (LeadCar & { year: number; badge?: string | null })[]): CarLookup {
  const live = (car: (typeof cars)[number]) =>
    ({
      ...emptyVehicle(),
      id: car.id,
      slug: car.slug,
      year: car.year,
      make: car.make,
      model: car.model,
      badge: car.badge ?? null,
      car_type: car.car_type,
      status: car.status,
      stocknum: car.stocknum,
      dealership_id: car.dealership_id,
      dealership_slug: car.dealership_slug,
    }) as LiveCar;
  return {
    ...noCars,
    byId: async (_tenant, id) => {
      const car = cars.find((c) => c.id === id);
      return car ? live(car) : null;
    },
    bySlug: async (_tenant, slug) => {
      const car = cars.find((c) => c.slug === slug);
      return car ? live(car) : null;
    },
  };
}

export type ComponentApi = { api: LeadApi; origin: string; dataDir: string; close(): Promise<void> };

export async function startComponentApi(options: {
  tenants: Tenant[];
  sites: Record<string, string>;
  cars?: CarLookup;
  sms?: SmsSender;
  /** The card processor; the test processor by default. */
  payments?: LeadApiOptions['payments'];
  before?: (prefix: string, path: string, res: ServerResponse) => boolean;
  /** Sends shoppers' alerts (a test's mail server); none by default. */
  alerts?: LeadApiOptions['alerts'];
}): Promise<ComponentApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-component-api-'));
  const log = silentLogger();
  const api = await createLeadApi({
    database: { engine: 'sqlite', file: ':memory:' },
    tenants: options.tenants,
    cars: options.cars ?? noCars,
    // A test stack: the test card processor (never charges) and, unless a test sends its own, codes to a file.
    payments: options.payments ?? testPaymentProcessor(),
    sms: options.sms ?? localSmsSender(dataDir, log),
    deliverTo: () => [],
    rateLimit: { burst: 500, perMinute: 6000 },
    ...(options.alerts ? { alerts: options.alerts } : {}),
    log,
  });
  const server = createServer((req, res) => {
    const [, prefix = '', ...rest] = (req.url ?? '/').split('/');
    req.url = `/${rest.join('/')}`;
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (options.before?.(prefix, req.url, res)) return;
    api.handle(req, res, options.sites[prefix] ?? 'no-such-site');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    api,
    dataDir,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      server.close();
      await api.close();
    },
  };
}

/** The lead API with shoppers' alerts on, mailing through a real local SMTP server that closes with it. */
export async function startAlertsApi(
  options: Omit<Parameters<typeof startComponentApi>[0], 'alerts'>,
): Promise<ComponentApi> {
  const mailbox = await startMailbox();
  const server = await startComponentApi({ ...options, alerts: { mailer: smtpMailer(mailbox.smtpUrl), pollMs: 20 } });
  return {
    ...server,
    async close() {
      await server.close();
      await mailbox.close();
    },
  };
}

/**
 * The API's first lead compiles its schemas: a test file takes that here, so its first test's
 * one-second waits measure the island, not the warm-up (on a busy machine that first lead took longer).
 */
export async function warmUp(server: ComponentApi, site = 'site'): Promise<void> {
  const answer = await fetch(`${server.origin}/${site}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind: 'contact', fields: {}, userData: {} }),
  });
  await answer.body?.cancel();
}

/**
 * The browser's fetch for pages of `site()`, for islands under jsdom: Node's fetch neither resolves
 * same-origin paths ('/api/session', as the account store asks) nor keeps cookies, so paths resolve
 * against the site and cookies live in `jar`. `before` runs first: a test may hold a call back;
 * `answered` runs once the server has answered: a test may hold the answer back on its way.
 */
export function pageFetcher(
  site: () => string,
  before?: (input: RequestInfo | URL) => Promise<void> | void,
  answered?: (input: RequestInfo | URL) => Promise<void> | void,
) {
  const jar = new Map<string, string>();
  const realFetch = globalThis.fetch;
  async function pageFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    await before?.(input);
    const url = typeof input === 'string' && input.startsWith('/') ? `${site()}${input}` : String(input);
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await realFetch(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')) jar.delete(name);
      else jar.set(name, value);
    }
    await answered?.(input);
    return response;
  }
  const post = (path: string, body: unknown) =>
    pageFetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { jar, pageFetch, post };
}
