/** The services the end-to-end tests run against: a private Meilisearch, demo stock, built sites, a server. */
import { freePort } from '../../src/pipeline/free-port.ts';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { startMeilisearch } from '../../src/pipeline/meili/server.ts';
import { indexTenants } from '../../src/pipeline/index-stock.ts';
import { buildSites } from '../../src/pipeline/build-sites.ts';
import { printBuildSummary } from '../../src/pipeline/build-summary.ts';
import { startSiteServer } from '../../src/pipeline/serve/site-server.ts';
import { dealerInbox, setLocalWebhookSecrets } from '../../src/pipeline/serve/dealer-inbox.ts';
import { historyReports } from '../../src/pipeline/serve/history-reports.ts';
import { startMailbox, type Mailbox } from '../../src/pipeline/serve/mailbox.ts';
import { smtpMailer } from '../../src/api/mailer.ts';
import { siteUrl } from '../../src/pipeline/serve/hosts.ts';
import { localLeadApi } from '../../src/api/local.ts';
import { silentLogger } from '../../src/api/log.ts';
import { departACar } from './e2e-departed-car.ts';
import { startStripeStandIn } from '../../tests/stand-ins/stripe-api.ts';

/** POSTs each client may send each site during a run (see the frozen limiter clock below). */
const E2E_RATE_BURST = 200;

type StackOptions = {
  /**
   * The stock's and the build's clock (default: now, as a site is built minutes before a shopper opens
   * it). The search island filters by the browser's time: built hours before the tests, a page's
   * prerendered answer could count a sold car that its live search no longer finds. The screenshots
   * pin it, so their pages never change with the date.
   */
  now?: Date;
  /** Only the first this many demo tenants (default: all). */
  sites?: number;
};

/**
 * The lead API's environment: local webhook secrets, as npm start sets them, so the dealer inbox
 * shows signed leads verified; and the Stripe API stand-in. A site whose processor is Stripe takes
 * its deposits through it (Stripe cannot be reached here); every other site through the test
 * processor, as under npm start.
 */
async function apiSecrets(tenants: Tenant[]) {
  const secrets: Record<string, string | undefined> = {};
  setLocalWebhookSecrets(tenants, secrets);
  const stripe = await startStripeStandIn({
    secretKey: 'sk_test_e2eStandIn',
    publishableKey:
      tenants.find((t) => t.payments.processor === 'stripe')?.payments.stripe.publishableKey ?? 'pk_test_none',
  });
  Object.assign(secrets, {
    STRIPE_SECRET_KEY: 'sk_test_e2eStandIn',
    STRIPE_WEBHOOK_SECRET: 'whsec_e2eStandIn',
    STRIPE_API_URL: stripe.url,
  });
  return { secrets, stripe };
}

type Meili = Awaited<ReturnType<typeof startMeilisearch>>;

/** Indexes the demo stock, takes one car off a site by import, and builds the sites; the departed car. */
async function stockAndSites(
  meili: Meili,
  tenants: Tenant[],
  { workDir, distDir, cars, now }: { workDir: string; distDir: string; cars: number; now: Date },
) {
  const quiet = () => {};
  await indexTenants(meili.client, tenants, { cars, now, force: true, log: quiet });
  const departed = await departACar(meili.client, tenants, { cars, now, feedFile: `${workDir}/departed-feed.json` });
  const summary = await buildSites({
    client: meili.client,
    tenants,
    outDir: distDir,
    workDir: `${workDir}/build`,
    publicSearchUrl: meili.url,
    now,
    log: quiet,
  });
  if (!printBuildSummary(summary)) throw new Error('The demo sites did not all build.');
  return departed;
}

/**
 * The lead API. Its limiter's clock is frozen, so a bucket never refills during the run: a test that
 * uses up a client's allowance gets its 429 whatever the machine's speed. Every other test stays far
 * under the burst. Behind X-Forwarded-For (as behind a CDN), a test can be a client of its own.
 */
function startLeadApi(
  tenants: Tenant[],
  client: Meili['client'],
  {
    port,
    dataDir,
    env,
    mailbox,
  }: { port: number; dataDir: string; env: Record<string, string | undefined>; mailbox: Mailbox },
) {
  // Alerts go to the stack's mailbox at once (no waiting between sends), their links to this server.
  const alerts = {
    mailer: smtpMailer(mailbox.smtpUrl),
    pollMs: 100,
    siteUrl: (tenant: Tenant) => siteUrl(tenant.slug, port).replace(/\/$/, ''),
  };
  return localLeadApi({
    alerts,
    dataDir,
    tenants,
    client,
    port,
    carCacheMs: 0,
    log: silentLogger(),
    env,
    rateLimit: { burst: E2E_RATE_BURST, perMinute: 60, clock: () => 0 },
    trustProxy: true,
  });
}

export async function startE2eStack(workDir: string, cars: number, { now = new Date(), sites }: StackOptions = {}) {
  const loaded = await loadTenants('tenants');
  if (loaded.failures.length > 0)
    throw new Error(`Demo tenants are invalid:\n${loaded.failures.map((f) => f.message).join('\n')}`);
  const tenants = loaded.tenants.slice(0, sites ?? loaded.tenants.length);
  const meili = await startMeilisearch({ dataDir: `${workDir}/meili` });
  const distDir = `${workDir}/dist`;
  const departed = await stockAndSites(meili, tenants, { workDir, distDir, cars, now });
  const port = await freePort();
  const apiDir = `${workDir}/api`;
  const { secrets, stripe } = await apiSecrets(tenants);
  const mailbox = await startMailbox();
  const api = await startLeadApi(tenants, meili.client, { port, dataDir: apiDir, env: secrets, mailbox });
  const inbox = dealerInbox({ tenants, env: secrets });
  const server = await startSiteServer({
    distDir,
    port,
    api: api.handle,
    local: (req, res) => inbox(req, res) || mailbox.handle(req, res),
    // Shared with npm start: a photo made once serves every later run.
    imageCacheDir: '.forecourt/images',
    files: historyReports({ client: meili.client, tenants }),
  });
  return {
    env: (report: string) => ({
      E2E_PORT: String(port),
      E2E_DIST: distDir,
      E2E_REPORT: report,
      // The clock the stock and the build were made with, for tests that pin the browser's to it.
      E2E_NOW: now.toISOString(),
      E2E_SITES: tenants.map((tenant) => tenant.slug).join(','),
      // Demo cars per site, so a test can make a site's feed again and change it (alerts.spec.ts).
      E2E_CARS: String(cars),
      // A car an import took off one site, whose page now redirects (e2e-departed-car.ts).
      E2E_DEPARTED_CAR: JSON.stringify(departed),
      E2E_MEILISEARCH_URL: meili.url,
      // The lead API's data folder: its SQLite file and the texted sign-in codes.
      E2E_API_DATA: apiDir,
      E2E_RATE_BURST: String(E2E_RATE_BURST),
      // The Stripe API stand-in the Stripe sites' deposits go to, and the stand-in of Stripe.js talks to.
      E2E_STRIPE_API_URL: stripe.url,
      // Only so a test can prove this key appears nowhere in the built sites.
      E2E_ADMIN_KEY: meili.adminKey,
    }),
    stop: async () => {
      await server.close();
      await api.close();
      await mailbox.close();
      await stripe.close();
      await meili.stop();
    },
  };
}

/**
 * The screenshots' stack: the first two demo sites, their stock and build made at one fixed time
 * (which the tests also set as the browser's clock), so a baseline changes only when a page does.
 */
const SCREENSHOT_CLOCK = new Date('2026-11-20T00:00:00Z');

export function startScreenshotStack(workDir: string) {
  return startE2eStack(workDir, 30, { now: SCREENSHOT_CLOCK, sites: 2 });
}
