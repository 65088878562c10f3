/**
 * The lead API: one handler for /api/* on every site's own origin. The tenant comes from the Host
 * (the site server resolves it) and must be a configured tenant. Every answer is JSON; failures
 * name what was wrong and never echo personal data or keys into the log.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Tenant } from '../lib/tenant/schema.ts';
import { tenantSigner, type Signer } from '../lib/leads/webhook-signing.ts';
import { HttpError, clientAddress, sendError, sendJson } from './http.ts';
import { createRateLimiter, type RateLimit } from './rate-limit.ts';
import { openDatabase, type DatabaseConfig } from './storage/database.ts';
import { createRepository, type Repository } from './storage/repository.ts';
import type { Destination } from './storage/leads.ts';
import { startOutbox } from './outbox.ts';
import { httpDeliver } from './delivery.ts';
import { viewCounter, type ViewCounterOptions } from './view-counter.ts';
import { createLogger, requestLogger, type Logger } from './log.ts';
import type { CarLookup } from './cars.ts';
import type { SmsSender } from './sms.ts';
import type { ApiContext } from './context.ts';
import { routes } from './routes.ts';
import { readRouteBody, type Route } from './route.ts';
import type { PaymentProcessor } from './payments.ts';
import { startDepositSweep, sweepDeposits } from './deposits.ts';
import { startAlertSender, type AlertSenderOptions } from './alert-sender.ts';

export type LeadApiOptions = {
  /** SQLite file (the embedded default) or PostgreSQL URL; see storage/database.ts. */
  database: DatabaseConfig;
  tenants: Tenant[];
  cars: CarLookup;
  /**
   * Sends sign-in codes. Required, so production cannot end up on the local sender by omission;
   * localSmsSender (a file and the log) is for npm start, tests and `npm run api -- --dev` only.
   */
  sms: SmsSender;
  /**
   * Takes reservation deposits: one processor for every site, or each site's (null: none, and its
   * reservations answer 503). Required for the same reason; testPaymentProcessor (never charges)
   * is for npm start, tests and `npm run api -- --dev` only; providers.ts builds production's.
   */
  payments: PaymentProcessor | ((tenant: Tenant) => PaymentProcessor | null);
  /** Overrides every tenant's delivery URLs (the local dealer inbox of npm start). */
  deliverTo?: (tenant: Tenant) => Destination[];
  /**
   * Per client address and tenant, for POSTs, in this process; the GETs that write (view.json)
   * get VIEWS_PER_POST times as much, counted apart.
   * With several instances a client gets up to this much from each: the shared limit is the CDN's
   * or WAF's job (docs/threat-model.md). The limits that must hold across instances (sign-in tries,
   * texts, reservations) are kept in the database.
   */
  rateLimit?: RateLimit;
  /** Take the client's address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy?: boolean;
  outbox?: { baseDelayMs?: number; pollMs?: number; timeoutMs?: number };
  views?: ViewCounterOptions;
  /** The clock (tests move it to run claims and holds out). */
  now?: () => Date;
  /** How often deposits nobody holds are released (deposits.ts); default every minute. */
  depositSweepMs?: number;
  /** Where webhook secrets are read from (the variables tenants' leads.webhookSecretEnv name); default process.env. */
  env?: Record<string, string | undefined>;
  log?: Logger;
  /** Sends shoppers' alerts (docs/alerts.md); without it, a site with alerts.enabled answers 503 to them. */
  alerts?: Pick<AlertSenderOptions, 'mailer' | 'pollMs' | 'leaseMs' | 'baseDelayMs'> & {
    /** Each site's origin for the links in messages; default its `url`. */
    siteUrl?: (tenant: Tenant) => string;
  };
};

const DEFAULT_RATE_LIMIT: RateLimit = { burst: 20, perMinute: 60 };
/**
 * GETs that write (view.json) may come this many times as often as POSTs.
 * @internal Exported for its tests.
 */
export const VIEWS_PER_POST = 5;
/** How often expired codes, sessions and limit windows are deleted. */
const HOUSEKEEPING_MS = 10 * 60_000;
const DAY_MS = 86_400_000;
const DEPOSIT_SWEEP_MS = 60_000;

export function tenantDestinations(tenant: Tenant): Destination[] {
  const list: Destination[] = [];
  if (tenant.leads.webhookUrl) list.push({ kind: 'webhook', url: tenant.leads.webhookUrl });
  if (tenant.leads.adfUrl) list.push({ kind: 'adf', url: tenant.leads.adfUrl });
  return list;
}

/** Every tenant's leads to one local receiver (npm start's dealer inbox, tests). */
export function inboxDestinations(base: string): (tenant: Tenant) => Destination[] {
  return (tenant) => [
    { kind: 'webhook', url: `${base}/${tenant.slug}` },
    { kind: 'adf', url: `${base}/${tenant.slug}/adf` },
  ];
}

function match(table: Route[], method: string, path: string): { route: Route; params: Record<string, string> } | null {
  for (const route of table) {
    if (route.method !== method) continue;
    const found = route.pattern.exec(path);
    if (found) return { route, params: found.groups ?? {} };
  }
  return null;
}

/** Deletes what nobody can use any more, every HOUSEKEEPING_MS; a failure is logged and tried next time. */
function housekeeping(store: ReturnType<typeof createRepository>, log: Logger): () => void {
  const timer = setInterval(() => {
    const now = Date.now();
    Promise.all([store.accounts.forgetExpired(now, DAY_MS), store.quotas.sweep(now - DAY_MS)]).catch((error: unknown) =>
      log.warn({ err: error }, 'housekeeping failed; trying again later'),
    );
  }, HOUSEKEEPING_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Each tenant's signer; a tenant whose secret is unusable is named in the log (never the secret) and its deliveries wait. */
function signers(tenants: Tenant[], env: Record<string, string | undefined>, log: Logger): Map<string, Signer> {
  const map = new Map(tenants.map((t) => [t.slug, tenantSigner(t, env)] as const));
  for (const [tenant, signer] of map) {
    if (signer.kind === 'unusable') log.error({ tenant }, `deliveries for ${tenant} are held: ${signer.problem}`);
  }
  return map;
}

/** Answers one request: the site, the call, the rate limit for a POST, then the call's handler. */
function dispatcher(ctx: ApiContext, options: LeadApiOptions) {
  const rate = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const limitPosts = createRateLimiter(rate);
  // A shopper opens many more car pages than they send forms: page views get a budget of their own.
  const limitViews = createRateLimiter({
    ...rate,
    burst: rate.burst * VIEWS_PER_POST,
    perMinute: rate.perMinute * VIEWS_PER_POST,
  });
  const table = routes();

  return async function handle(req: IncomingMessage, res: ServerResponse, slug: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://api.invalid');
    const tenant = ctx.tenants.get(slug);
    if (!tenant) throw new HttpError(404, 'Unknown site.');
    const found = match(table, req.method ?? 'GET', url.pathname);
    if (!found) throw new HttpError(404, `No such API call: ${req.method} ${url.pathname}`);
    if ((req.method === 'POST' && !found.route.signed) || found.route.writes) {
      const limit = req.method === 'POST' ? limitPosts : limitViews;
      const { allowed, retryAfter } = limit(`${ctx.clientAddress(req)} ${slug}`);
      if (!allowed) {
        sendJson(
          res,
          429,
          { error: 'Too many requests. Please wait a moment and try again.' },
          { 'Retry-After': String(retryAfter) },
        );
        return;
      }
    }
    const body = () => readRouteBody(found.route, req, ctx.now());
    await found.route.handler(ctx, { req, res, tenant, url, params: found.params, log: req.log, body });
  };
}

/** The alert sender, when the API has a mailer (without one, sites with alerts on answer 503: scripts/lead-api.ts refuses to start so). */
function alertSender(options: LeadApiOptions, store: Repository, tenants: Map<string, Tenant>, log: Logger) {
  const { alerts } = options;
  if (!alerts) return null;
  const { siteUrl = (tenant: Tenant) => tenant.url.replace(/\/$/, ''), ...sending } = alerts;
  return startAlertSender({ ...sending, store, tenants, sms: options.sms, siteUrl, log, now: options.now });
}

export async function createLeadApi(options: LeadApiOptions) {
  const log = options.log ?? createLogger();
  const database = await openDatabase(options.database, log);
  const store = createRepository(database);
  const tenants = new Map(options.tenants.map((t) => [t.slug, t]));
  const deliver = httpDeliver(tenants, options.cars, signers(options.tenants, options.env ?? process.env, log));
  const outbox = startOutbox({ store, deliver, log, ...options.outbox });
  const views = viewCounter(store.activity, log, options.views);
  const stopHousekeeping = housekeeping(store, log);
  const addressOf = (req: IncomingMessage) => clientAddress(req, options.trustProxy ?? false);
  const { payments } = options;
  const alerts = alertSender(options, store, tenants, log);
  const ctx: ApiContext = {
    store,
    views,
    tenants,
    cars: options.cars,
    sms: options.sms,
    payments: typeof payments === 'function' ? payments : () => payments,
    clientAddress: addressOf,
    now: options.now ?? (() => new Date()),
    destinations: options.deliverTo ?? tenantDestinations,
    kickOutbox: outbox.kick,
    kickAlerts: () => alerts?.kick(),
    sendsAlerts: alerts !== null,
  };
  const handle = dispatcher(ctx, options);
  const logRequest = requestLogger(log);
  const sweep = startDepositSweep(ctx, log, options.depositSweepMs ?? DEPOSIT_SWEEP_MS);

  return {
    /** The query builder over the API's tables (tests and tools read through it). */
    db: database.db,
    engine: database.engine,
    store,
    handle(req: IncomingMessage, res: ServerResponse, slug: string): void {
      logRequest(req, res);
      handle(req, res, slug).catch((error: unknown) => {
        if (res.headersSent) return void res.end();
        if (error instanceof HttpError) return sendError(res, error);
        req.log.error({ err: error, tenant: slug }, 'internal error');
        sendError(res, new HttpError(500, 'Something went wrong on our side. Please try again.'));
      });
    },
    /** Releases deposits nobody holds now, as the timer does (tests); answers how many it released or retried. */
    sweepDeposits: () => sweepDeposits(ctx, log),
    /** Writes the view counts waiting in memory now (tests; stop does it too). */
    flushViews: () => views.flush(),
    async close(): Promise<void> {
      stopHousekeeping();
      await sweep.stop();
      await outbox.stop();
      await alerts?.stop();
      await views.stop();
      await database.close();
    },
  };
}

export type LeadApi = Awaited<ReturnType<typeof createLeadApi>>;
