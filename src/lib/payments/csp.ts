/**
 * What a site's Content-Security-Policy must allow for its processor's fields in the reserve and
 * buy-online forms. Stripe's published list for Stripe.js, the Payment Element and the Express
 * Checkout Element (docs.stripe.com/security/guide, "Content Security Policy"): the script and its
 * frames on js.stripe.com, 3-D Secure's frames on hooks.stripe.com, the API calls, Link's and the
 * wallets' calls on merchant-ui-api.stripe.com, and card brand images. Stripe's address
 * autocomplete (maps.googleapis.com) is left out: the forms use no Address Element. The
 * Permissions-Policy lets Stripe's frames use the Payment Request API (the wallets). Only a site that
 * takes deposits through Stripe gets any of them.
 */
import type { Tenant } from '../tenant/schema.ts';
import type { SecurityOptions, SourceKind } from '../security/options.ts';

const STRIPE: Partial<Record<SourceKind, string[]>> = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com', 'https://merchant-ui-api.stripe.com'],
  img: ['https://*.stripe.com'],
};

type PaymentSite = Pick<Tenant, 'payments' | 'features' | 'vehiclePage'>;

const takesStripeDeposits = ({ payments, features, vehiclePage }: PaymentSite) =>
  (features.reservation || features.onlinePurchase) &&
  vehiclePage.reserveDeposit > 0 &&
  payments.processor === 'stripe';

export function processorOrigins(site: PaymentSite, kind: SourceKind): string[] {
  return takesStripeDeposits(site) ? (STRIPE[kind] ?? []) : [];
}

/**
 * The browser features the processor's frames need, with the site's own (security.permissions):
 * the Payment Request API (Apple Pay, Google Pay in the Express Checkout Element) for Stripe's frames.
 */
export function withProcessorPermissions(site: PaymentSite, own: SecurityOptions['permissions']) {
  if (!takesStripeDeposits(site)) return own;
  const payment = [...new Set([...(own.payment ?? []), 'self' as const, 'https://js.stripe.com'])];
  return { ...own, payment };
}
