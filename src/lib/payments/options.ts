// Who takes a site's reservation deposits, and on which account (docs/payments.md). Secret keys
// are never written here: an option names the environment variable that holds one on the lead
// API's server. The publishable key is public by design (Stripe.js needs it in the browser).
import { z } from 'zod';

const ENV_NAME = 'an environment variable name like STRIPE_SECRET_KEY';
const envName = () => z.string({ error: ENV_NAME }).regex(/^[A-Z_][A-Z0-9_]*$/, { error: ENV_NAME });

const PAYMENT_PROCESSORS = ['stripe'] as const;

const stripeSchema = z
  .strictObject({
    /**
     * The publishable key Stripe.js runs with in the shopper's browser: the platform's with
     * Connect (`account` set), else the dealer's own account's. Public by design; never a secret key.
     * @example "pk_live_51Hx…"
     */
    publishableKey: z
      .string({ error: 'a publishable key like pk_live_…' })
      .regex(/^pk_(live|test)_[A-Za-z0-9]+$/, { error: 'a publishable key like pk_live_… (never a secret key)' })
      .nullable()
      .default(null),
    /**
     * Stripe Connect: the dealer's connected account (acct_…) the deposit is taken on, with the
     * platform's key (`secretKeyEnv`). null: the deposit is taken on the key's own account.
     * @example "acct_1Nv0FGQ9RKHgCVdK"
     */
    account: z
      .string({ error: 'a Stripe account id like acct_1Nv0FGQ9RKHgCVdK' })
      .regex(/^acct_[A-Za-z0-9]+$/, { error: 'a Stripe account id like acct_1Nv0FGQ9RKHgCVdK' })
      .nullable()
      .default(null),
    /**
     * Environment variable holding the secret (or restricted) key on the lead API's server: the
     * platform's with Connect, else the dealer's own account's. A group sets it once for its sites.
     * @example "HARBOUR_STRIPE_SECRET_KEY"
     */
    secretKeyEnv: envName().default('STRIPE_SECRET_KEY'),
    /**
     * Environment variable holding the signing secret (whsec_…) of the webhook endpoint that sends
     * this account's events to /api/payments/stripe/events.
     * @example "HARBOUR_STRIPE_WEBHOOK_SECRET"
     */
    webhookSecretEnv: envName().default('STRIPE_WEBHOOK_SECRET'),
  })
  .prefault({});

export const paymentsSchema = z
  .strictObject({
    /**
     * Who takes this site's deposits (features.reservation, features.onlinePurchase). null: none
     * yet: the test processor of npm start and `npm run api -- --dev` only; `npm run api` refuses
     * to start while a site that takes deposits has none.
     * @example "stripe"
     */
    processor: z.enum(PAYMENT_PROCESSORS, { error: 'a payment processor: "stripe"' }).nullable().default(null),
    /** The Stripe account deposits go to, when `processor` is "stripe". */
    stripe: stripeSchema,
  })
  .prefault({});

export type PaymentsOptions = z.output<typeof paymentsSchema>;

/** Stripe.js needs a publishable key; without one the card field cannot be shown. */
export function checkPaymentsOptions(payments: PaymentsOptions, ctx: z.core.$RefinementCtx<unknown>): void {
  if (payments.processor === 'stripe' && payments.stripe.publishableKey === null)
    ctx.addIssue({
      code: 'custom',
      path: ['payments', 'stripe', 'publishableKey'],
      message: 'a publishable key like pk_live_… (processor is "stripe")',
      input: null,
    });
}
