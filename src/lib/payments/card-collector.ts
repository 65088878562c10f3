// How the shopper's browser takes a deposit's card on a site (docs/payments.md), from its payments
// options: only what is public by design (the publishable key, the connected account) reaches it.
import type { PaymentsOptions } from './options.ts';

/**
 * What the reserve and buy-online forms take the card with: Stripe's own fields (Stripe.js with the
 * site's publishable key, on the dealer's connected account with Connect), or the test
 * processor's demo cards where the site names no processor (npm start, `npm run api -- --dev`).
 */
export type CardCollector =
  | { processor: 'test' }
  | { processor: 'stripe'; publishableKey: string; account: string | null };

export function cardCollector(payments: PaymentsOptions): CardCollector {
  const publishableKey = payments.stripe.publishableKey;
  if (payments.processor === 'stripe' && publishableKey)
    return { processor: 'stripe', publishableKey, account: payments.stripe.account };
  return { processor: 'test' };
}
