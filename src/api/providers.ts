/**
 * The card processors and SMS senders `npm run api` runs with in production, from each site's
 * options (tenant `payments`, `sms`) and the environment, where every secret lives
 * (docs/payments.md). A site that takes deposits without a processor, or has sign-in without an
 * SMS provider, or names a variable that is not set, is a reason to refuse to start, all reasons
 * listed at once; what is configured is described without a secret in it.
 */
import { SNSClient } from '@aws-sdk/client-sns';
import type { Tenant } from '../lib/tenant/schema.ts';
import type { PaymentProcessor } from './payments.ts';
import type { SmsSender } from './sms.ts';
import { stripePayments, type StripeSettings } from './stripe-payments.ts';
import { snsSmsSender } from './sns-sms.ts';
import type { Logger } from './log.ts';

type Env = Record<string, string | undefined>;

export type Providers = {
  payments: (tenant: Tenant) => PaymentProcessor | null;
  sms: SmsSender;
  /** One line per site: who takes its deposits and who texts its codes (never a secret). */
  described: string[];
};

/** A site takes deposits where it reserves or sells online with a deposit above $0. */
const takesDeposits = (t: Tenant) =>
  (t.features.reservation || t.features.onlinePurchase) && t.vehiclePage.reserveDeposit > 0;
const hasSignIn = (t: Tenant) => t.features.signIn || t.features.garage;

const SECRET_KEY = /^(sk|rk)_(live|test)_[A-Za-z0-9]+$/;
const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/=]+$/;

/** STRIPE_API_URL: another Stripe API base than Stripe's own (stripe-mock, a test's stand-in). */
function stripeEndpoint(env: Env): Pick<StripeSettings, 'host' | 'port' | 'protocol'> {
  if (!env.STRIPE_API_URL) return {};
  const url = new URL(env.STRIPE_API_URL);
  return {
    host: url.hostname,
    port: Number(url.port) || undefined,
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** The site's Stripe settings from its options and the environment, or what is missing. */
export function stripeSettings(tenant: Tenant, env: Env): StripeSettings | string[] {
  const { secretKeyEnv, webhookSecretEnv, account } = tenant.payments.stripe;
  const problems: string[] = [];
  const secretKey = env[secretKeyEnv] ?? '';
  const webhookSecret = env[webhookSecretEnv] ?? '';
  if (!SECRET_KEY.test(secretKey))
    problems.push(
      `payments.stripe.secretKeyEnv names ${secretKeyEnv}, which must hold a Stripe secret key (sk_… or rk_…)`,
    );
  if (!WEBHOOK_SECRET.test(webhookSecret))
    problems.push(
      `payments.stripe.webhookSecretEnv names ${webhookSecretEnv}, which must hold a webhook signing secret (whsec_…)`,
    );
  return problems.length > 0 ? problems : { secretKey, webhookSecret, account, ...stripeEndpoint(env) };
}

/** Can the AWS SDK find credentials (its own chain: variables, profile, the server's role)? */
async function awsCredentialsFound(region: string): Promise<boolean> {
  const client = new SNSClient({ region });
  try {
    await client.config.credentials();
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

function describePayments(tenant: Tenant): string {
  if (!takesDeposits(tenant)) return 'takes no deposits';
  const { account, secretKeyEnv } = tenant.payments.stripe;
  return `deposits by Stripe (${account ? `Connect account ${account}, ` : ''}key in ${secretKeyEnv})`;
}

function describeSms(tenant: Tenant): string {
  if (!hasSignIn(tenant)) return 'no sign-in';
  const { region, senderId } = tenant.sms;
  return `codes by AWS SNS (${region}, ${senderId ? `sender id ${senderId}` : 'no sender id'})`;
}

/** Production's providers for `tenants`; throws one error naming every site that cannot run as configured. */
export async function productionProviders(tenants: Tenant[], env: Env, log: Logger): Promise<Providers> {
  const problems: string[] = [];
  const processors = new Map<string, PaymentProcessor>();
  const checkedRegions = new Map<string, boolean>();
  for (const tenant of tenants) {
    if (takesDeposits(tenant)) {
      const settings = tenant.payments.processor === 'stripe' ? stripeSettings(tenant, env) : ['no payments.processor'];
      if (Array.isArray(settings)) problems.push(...settings.map((p) => `${tenant.slug} takes deposits, but ${p}`));
      else processors.set(tenant.slug, stripePayments(settings));
    }
    if (hasSignIn(tenant)) {
      const { provider, region } = tenant.sms;
      if (provider === null) problems.push(`${tenant.slug} has sign-in, but no sms.provider`);
      else {
        if (!checkedRegions.has(region)) checkedRegions.set(region, await awsCredentialsFound(region));
        if (!checkedRegions.get(region))
          problems.push(
            `${tenant.slug} texts by AWS SNS, but no AWS credentials were found (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, AWS_PROFILE, or the server's role)`,
          );
      }
    }
  }
  if (problems.length > 0)
    throw new Error(`The lead API cannot start for production:\n  - ${problems.join('\n  - ')}\nSee docs/payments.md.`);
  const bySlug = new Map(tenants.map((t) => [t.slug, t]));
  return {
    payments: (tenant) => processors.get(tenant.slug) ?? null,
    sms: snsSmsSender({ options: (slug) => bySlug.get(slug)?.sms ?? null, log }),
    described: tenants.map((t) => `${t.slug}: ${describePayments(t)}; ${describeSms(t)}`),
  };
}
