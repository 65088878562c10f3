/**
 * `npm run api`'s providers (issue 34: "starts in production with the providers named by
 * environment variables, says at start which are configured, and refuses with a clear message when
 * a site that reserves has none"): src/api/providers.ts over the demo tenants and an environment.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { createLogger } from '../../src/api/log.ts';
import { productionProviders } from '../../src/api/providers.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';

const log = createLogger({ level: 'silent', destination: { write: () => undefined } });
const SECRET = 'sk_live_51SecretNeverPrinted';
const WEBHOOK = 'whsec_NeverPrintedEither';
let tenants: Tenant[];
let reserving: Tenant;

beforeAll(async () => {
  ({ tenants } = await loadTenants('tenants'));
  reserving = tenants.find((t) => t.features.reservation && t.features.signIn && t.vehiclePage.reserveDeposit > 0)!;
});
afterEach(() => vi.unstubAllEnvs());

/** The reserving site with Stripe and SNS chosen, `extra` on top. */
const configured = (extra: Partial<Tenant> = {}): Tenant => ({
  ...reserving,
  payments: { processor: 'stripe', stripe: { ...reserving.payments.stripe, publishableKey: 'pk_live_51Public' } },
  sms: { provider: 'aws-sns', senderId: 'Forecourt', region: 'ap-southeast-2' },
  ...extra,
});

describe('productionProviders', () => {
  it('refuses, naming the site and what is missing, when a site that reserves has no processor or sign-in no SMS provider', async () => {
    const failed = await productionProviders([reserving], {}, log).catch((error: Error) => error.message);
    expect(failed).toContain(`${reserving.slug} takes deposits, but no payments.processor`);
    expect(failed).toContain(`${reserving.slug} has sign-in, but no sms.provider`);
    expect(failed).toContain('See docs/payments.md.');
  });

  it('refuses a processor whose key variables are unset or hold the wrong kind of secret', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIASTANDIN');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'stand-in-secret');
    const env = { STRIPE_SECRET_KEY: 'pk_live_51NotASecretKey' };
    const failed = await productionProviders([configured()], env, log).catch((error: Error) => error.message);
    expect(failed).toContain(
      'payments.stripe.secretKeyEnv names STRIPE_SECRET_KEY, which must hold a Stripe secret key',
    );
    expect(failed).toContain('payments.stripe.webhookSecretEnv names STRIPE_WEBHOOK_SECRET');
    expect(failed).not.toContain('pk_live_51NotASecretKey');
  });

  it('says which providers each site uses without printing a secret', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIASTANDIN');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'stand-in-secret');
    const site = configured({
      payments: { ...configured().payments, stripe: { ...configured().payments.stripe, account: 'acct_1Dealer' } },
    });
    const providers = await productionProviders(
      [site],
      { STRIPE_SECRET_KEY: SECRET, STRIPE_WEBHOOK_SECRET: WEBHOOK },
      log,
    );
    expect(providers.described).toEqual([
      `${site.slug}: deposits by Stripe (Connect account acct_1Dealer, key in STRIPE_SECRET_KEY); codes by AWS SNS (ap-southeast-2, sender id Forecourt)`,
    ]);
    expect(providers.payments(site)?.name).toBe('stripe');
    expect(JSON.stringify(providers.described)).not.toMatch(/NeverPrinted|stand-in-secret/);
  });
});
