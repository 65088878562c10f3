/**
 * npm run api — the lead API on its own (npm start already runs it inside the site server). In
 * production each site's card processor and SMS provider come from its tenant options and the
 * environment (src/api/providers.ts, docs/payments.md); --dev uses the test processor and the
 * local SMS file for every site instead.
 */
import { loadTenants } from '../src/pipeline/tenants.ts';
import { createClient } from '../src/pipeline/meili/server.ts';
import { createLeadApi, inboxDestinations } from '../src/api/app.ts';
import { meiliCarLookup, noCars } from '../src/api/cars.ts';
import { localSmsSender, type SmsSender } from '../src/api/sms.ts';
import type { PaymentProcessor } from '../src/api/payments.ts';
import { devPayments } from '../src/api/local.ts';
import { productionProviders } from '../src/api/providers.ts';
import type { Tenant } from '../src/lib/tenant/schema.ts';
import { serveLeadApi } from '../src/api/standalone.ts';
import { smtpMailer } from '../src/api/mailer.ts';
import { databaseConfig, describeDatabase } from '../src/api/storage/database.ts';
import { createLogger, LOG_LEVELS } from '../src/api/log.ts';
import { parseCli } from './lib/cli.ts';
import { exitWithError } from './lib/fail.ts';

const USAGE = `Usage: npm run api -- [--dev] [--port 4322] [--data .forecourt/api] [--tenants tenants]

Serves the lead API (POST /api/leads, sign-in, watchlist, views, phone reveal, test-drive
availability, reservations; GET /api/openapi.json) for every valid tenant, choosing the tenant by
the Host header (the dealer's own domain or <slug>.localhost). Leads are stored durably before they
are acknowledged, then delivered to each tenant's leads.webhookUrl and leads.adfUrl with retries.

Deposits are taken by each site's card processor (tenant payments: Stripe) and sign-in codes
texted by its SMS provider (tenant sms: AWS SNS), their keys read from the environment variables
the tenant names (docs/payments.md). It says at start which each site uses, and refuses to start
while a site that takes deposits has no processor, or a site with sign-in no SMS provider.
  --dev              development only: deposits go to the test card processor (never charges;
                     its forms offer named test cards), but a Stripe site's to Stripe when its
                     key variables are set (refused when not), and sign-in codes to
                     <data>/sms-outbox.jsonl and the log
  --port <n>         port (default 4322)
  --data <dir>       data folder (default .forecourt/api): the SQLite file, unless DATABASE_URL is set
  --tenants <dir>    tenant folder (default tenants)
  --retry-ms <n>     first delivery retry delay in ms (default 1000; doubles each attempt)
  --timeout-ms <n>   a delivery not answered within this is retried (default 10000)
  --alert-lease-ms <n> how long an alert message a process took to send is its own: after a crash
                     mid-send, another process sends it once this has passed (default 60000)
  --rate-limit <b:m>  POSTs per client and site in this process: a burst of b, then m a minute
                     (default 20:60); with several instances, limit across them at the CDN/WAF
  --deliver-to <url> send every tenant's leads here instead of its own URLs: JSON to
                     <url>/<slug>, ADF/XML to <url>/<slug>/adf (a local dealer inbox)
  --pretty           readable log lines instead of JSON (for a terminal)
  --help             show this help

Environment:
  DATABASE_URL       postgres://user:password@host:5432/database: store leads in PostgreSQL, which
                     several API instances can share (outbox claimed with FOR UPDATE SKIP LOCKED,
                     reservations exclusive across instances). Unset: SQLite at <data>/leads.sqlite
                     (WAL, synchronous=FULL), for one server. The schema is migrated at start.
  <the variable each tenant's leads.webhookSecretEnv names>, e.g. BAYSIDE_NISSAN_WEBHOOK_SECRET
                     that tenant's webhook secret, "whsec_<base64>": its webhook and ADF deliveries
                     are signed with it (Standard Webhooks: webhook-id, webhook-timestamp,
                     webhook-signature). Tenants that name no variable send unsigned.
                     If it is unset or malformed the API says so at start (never printing it) and
                     holds that tenant's deliveries, stored, until it is set and the API restarted.
  SMTP_URL           smtp(s)://user:password@host:port: the mail server shoppers' alerts are sent
                     through (docs/alerts.md); required while a site has alerts.enabled (--dev
                     starts without it, refusing those sites' alert forms)
  LOG_LEVEL          ${LOG_LEVELS.join(', ')}
                     (default info). Logs are JSON lines on stdout with a requestId per request;
                     they name leads by id, never the shopper.
  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET (or the variables a site's payments.stripe names)
                     the Stripe account's secret key and its webhook endpoint's signing secret
                     (the endpoint: https://<site>/api/payments/stripe/events)
  STRIPE_API_URL     another Stripe API base (stripe-mock, a test stand-in); default Stripe's own
  AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (or AWS_PROFILE, or the server's role)
                     the AWS account that texts sign-in codes by SNS; AWS_ENDPOINT_URL_SNS
                     another SNS endpoint
  MEILISEARCH_URL and MEILISEARCH_ADMIN_KEY
                     live car fields (without them, car calls answer 503, leads naming a car are kept
                     unchecked (docs/threat-model.md) and ADF leads carry the
                     form's car fields only).`;

const values = parseCli(USAGE, {
  port: { type: 'string', default: '4322' },
  data: { type: 'string', default: '.forecourt/api' },
  tenants: { type: 'string', default: 'tenants' },
  'retry-ms': { type: 'string', default: '1000' },
  'timeout-ms': { type: 'string', default: '10000' },
  'alert-lease-ms': { type: 'string', default: '60000' },
  'deliver-to': { type: 'string' },
  'rate-limit': { type: 'string', default: '20:60' },
  pretty: { type: 'boolean', default: false },
  dev: { type: 'boolean', default: false },
});

function rateLimit(text: string) {
  const [burst, perMinute] = text.split(':').map(Number);
  if (!burst || !perMinute)
    exitWithError(new Error(`--rate-limit takes <burst>:<per minute>, like 20:60; found ${text}`));
  return { burst, perMinute };
}

/** A bad LOG_LEVEL or DATABASE_URL ends the script with its message. */
function orExit<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    return exitWithError(error);
  }
}

const log = orExit(() => createLogger({ pretty: values.pretty }));
const database = orExit(() => databaseConfig(process.env.DATABASE_URL, values.data));
const { tenants, failures } = await loadTenants(values.tenants);
for (const failure of failures) log.error(failure.message);
const { MEILISEARCH_URL: meiliUrl, MEILISEARCH_ADMIN_KEY: meiliKey } = process.env;
const cars = meiliUrl && meiliKey ? meiliCarLookup(createClient(meiliUrl, meiliKey)) : noCars;
if (cars === noCars)
  log.warn(
    'MEILISEARCH_URL / MEILISEARCH_ADMIN_KEY not set: live car fields are off, and cars named in leads are not checked.',
  );
/** --dev: the test processor and the local SMS file; else each site's own, as its options and the environment say. */
async function providers(): Promise<{ payments: (tenant: Tenant) => PaymentProcessor | null; sms: SmsSender }> {
  if (values.dev) {
    log.warn(
      `--dev: deposits go to the test card processor (never charges; a Stripe site's to Stripe) and sign-in codes to ${values.data}/sms-outbox.jsonl. Not for production.`,
    );
    return { payments: devPayments(tenants, process.env, log), sms: localSmsSender(values.data, log) };
  }
  const configured = await productionProviders(tenants, process.env, log).catch(exitWithError);
  for (const line of configured.described) log.info(line);
  return configured;
}

const { payments, sms } = await providers();
const alerting = tenants.filter((t) => t.alerts.enabled).map((t) => t.slug);
if (alerting.length > 0 && !process.env.SMTP_URL) {
  const missing = `${alerting.join(', ')} send shoppers alerts (alerts.enabled), but SMTP_URL is not set`;
  // --dev keeps the rest of the API up: the alert forms answer 503 until a mail server is named.
  if (values.dev) log.warn(`--dev: ${missing}; their alert forms are refused.`);
  else exitWithError(new Error(`${missing}.`));
}
const api = await createLeadApi({
  database,
  tenants,
  cars,
  payments,
  sms,
  ...(values['deliver-to'] ? { deliverTo: inboxDestinations(values['deliver-to']) } : {}),
  rateLimit: rateLimit(values['rate-limit']),
  outbox: { baseDelayMs: Number(values['retry-ms']), timeoutMs: Number(values['timeout-ms']) },
  ...(process.env.SMTP_URL
    ? {
        alerts: {
          // A send gives up within a quarter of the lease, long before another process may take its message.
          mailer: smtpMailer(process.env.SMTP_URL, { giveUpAfterMs: Number(values['alert-lease-ms']) / 4 }),
          leaseMs: Number(values['alert-lease-ms']),
        },
      }
    : {}),
  log,
}).catch(exitWithError);
const server = await serveLeadApi(api, tenants, Number(values.port));
log.info(
  `listening on http://127.0.0.1:${values.port}/api/ for ${tenants.length} tenant(s), leads in ${describeDatabase(database)}`,
);

async function stop() {
  server.close();
  await api.close();
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
