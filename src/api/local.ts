/**
 * The lead API as npm start and the end-to-end tests run it: inside the site server, on each
 * site's own origin, leads in SQLite in the data folder, cars read from the local Meilisearch,
 * sign-in codes to the data folder, each tenant's leads delivered to its own URLs or, when it
 * has none, to the local dealer inbox, and shoppers' alerts to the mail server given (the local mailbox).
 */
import type { Meilisearch } from 'meilisearch';
import type { Tenant } from '../lib/tenant/schema.ts';
import { createLeadApi, inboxDestinations, tenantDestinations, type LeadApiOptions } from './app.ts';
import { meiliCarLookup } from './cars.ts';
import { localSmsSender } from './sms.ts';
import { testPaymentProcessor, type PaymentProcessor } from './payments.ts';
import { stripeSettings } from './providers.ts';
import { stripePayments } from './stripe-payments.ts';
import type { Logger } from './log.ts';

/**
 * The test card processor (never charges) for every site, but a site whose processor is Stripe:
 * its pages show Stripe's fields, so its deposits go to Stripe when its key variables are set (a
 * dealer's Stripe test mode; the end-to-end tests' stand-in through STRIPE_API_URL), and are
 * refused (503, as by a site with no processor) when they are not.
 */
export function devPayments(tenants: Tenant[], env: Record<string, string | undefined>, log: Logger) {
  const test = testPaymentProcessor();
  const stripe = new Map<string, PaymentProcessor>();
  for (const tenant of tenants.filter((t) => t.payments.processor === 'stripe')) {
    const settings = stripeSettings(tenant, env);
    if (Array.isArray(settings))
      log.warn(`${tenant.slug} takes deposits by Stripe, but ${settings.join('; ')}: its deposits are refused`);
    else stripe.set(tenant.slug, stripePayments(settings));
  }
  return (tenant: Tenant) => (tenant.payments.processor === 'stripe' ? (stripe.get(tenant.slug) ?? null) : test);
}

/** `carCacheMs`: how long a car's live fields are reused (the tests use 0, so a change shows at once). */
export function localLeadApi(
  options: {
    dataDir: string;
    tenants: Tenant[];
    client: Meilisearch;
    port: number;
    log: Logger;
    carCacheMs?: number;
    env?: Record<string, string | undefined>;
  } & Pick<LeadApiOptions, 'rateLimit' | 'trustProxy' | 'alerts'>,
) {
  const inbox = inboxDestinations(`http://127.0.0.1:${options.port}/dealer-inbox`);
  return createLeadApi({
    database: { engine: 'sqlite', file: `${options.dataDir}/leads.sqlite` },
    tenants: options.tenants,
    cars: meiliCarLookup(options.client, options.carCacheMs),
    // A development stack: the test card processor but where a site names Stripe, and sign-in codes
    // to a file and the log. Production's come from each site's options (src/api/providers.ts).
    payments: devPayments(options.tenants, options.env ?? process.env, options.log),
    sms: localSmsSender(options.dataDir, options.log),
    deliverTo: (tenant) => (tenantDestinations(tenant).length > 0 ? tenantDestinations(tenant) : inbox(tenant)),
    rateLimit: options.rateLimit,
    trustProxy: options.trustProxy,
    ...(options.alerts ? { alerts: options.alerts } : {}),
    log: options.log,
    ...(options.env ? { env: options.env } : {}),
  });
}
