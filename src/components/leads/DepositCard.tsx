/**
 * How the reserve and buy-online forms take the deposit's card, by the site's processor
 * (lib/payments/card-collector.ts): Stripe's own fields, loaded only once the shopper is at
 * the payment step (./StripeCard.tsx, with Stripe.js), or, where the site names no processor (the
 * demo's test processor), a labelled choice of test cards that no one could take for a card form.
 */
import { lazy, Suspense } from 'react';
import { TEST_CARD_CHOICES } from '../../lib/leads/reservation.ts';
import type { CardCollector } from '../../lib/payments/card-collector.ts';

const StripeCard = lazy(() => import('./StripeCard.tsx'));

/** The test processor's cards, by name; the form sends the chosen one's token as `test-card`. */
export function TestCardChoice({ idPrefix }: { idPrefix: string }) {
  return (
    <fieldset className="test-cards">
      <legend>Test card (a demonstration site: nothing is charged)</legend>
      {TEST_CARD_CHOICES.map(({ token, label }, index) => (
        <p key={token}>
          <input id={`${idPrefix}-${token}`} type="radio" name="test-card" value={token} defaultChecked={index === 0} />{' '}
          <label htmlFor={`${idPrefix}-${token}`}>{label}</label>
        </p>
      ))}
    </fieldset>
  );
}

export type StripePayment = { collector: Extract<CardCollector, { processor: 'stripe' }>; clientSecret: string };

/** Stripe's fields for the PaymentIntent the lead API made, with Stripe.js fetched now, not with the page. */
export function StripeCardStep({
  payment,
  deposit,
  onConfirmed,
}: {
  payment: StripePayment;
  deposit: number;
  onConfirmed: () => Promise<string | null>;
}) {
  return (
    <Suspense fallback={<p role="status">Loading the secure card form…</p>}>
      <StripeCard
        collector={payment.collector}
        clientSecret={payment.clientSecret}
        deposit={deposit}
        onConfirmed={onConfirmed}
      />
    </Suspense>
  );
}
