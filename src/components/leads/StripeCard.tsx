/**
 * The deposit's card on a site whose processor is Stripe (docs/payments.md): Stripe's own fields,
 * the Payment Element (cards) and the Express Checkout Element (Apple Pay, Google Pay where the
 * device offers them; spec/site.md §9 "Accepted cards"), so a card number is never in our page.
 * Loaded only when the shopper reaches the payment step: Stripe.js (loadStripe) comes with it.
 * Stripe.js confirms the PaymentIntent the lead API created; `onConfirmed` then asks the API to
 * store the reservation and resolves to the message to show, or null once the shopper moves on.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, ExpressCheckoutElement, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { formatPrice } from '../../lib/format/money.ts';
import { stripeCardMessage } from '../../lib/leads/reservation.ts';
import type { CardCollector } from '../../lib/payments/card-collector.ts';

type Props = {
  collector: Extract<CardCollector, { processor: 'stripe' }>;
  clientSecret: string;
  deposit: number;
  onConfirmed: () => Promise<string | null>;
};

function CardForm({ deposit, onConfirmed }: Pick<Props, 'deposit' | 'onConfirmed'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay() {
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    // 'if_required': a card (or a wallet's card) is confirmed in place, 3-D Secure in Stripe's own frame.
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    const failure = result.error ? stripeCardMessage(result.error) : await onConfirmed();
    if (failure === null) return;
    setError(failure);
    setBusy(false);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void pay();
  };

  return (
    <form className="reservation" onSubmit={submit} aria-labelledby="card-heading">
      <h3 id="card-heading">Your card</h3>
      <ExpressCheckoutElement onConfirm={() => void pay()} />
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      {error && (
        <p role="alert" className="form-errors" data-testid="error-warning">
          {error}
        </p>
      )}
      <p>
        <button className="button" type="submit" disabled={!ready || busy}>
          {busy ? 'Paying…' : `Pay ${formatPrice(deposit)} deposit`}
        </button>
      </p>
    </form>
  );
}

export default function StripeCard({ collector, clientSecret, deposit, onConfirmed }: Props) {
  const { publishableKey, account } = collector;
  // Connect: Stripe.js acts on the dealer's connected account, as the API created the PaymentIntent on it.
  const stripe = useMemo(
    () => loadStripe(publishableKey, account ? { stripeAccount: account } : undefined),
    [publishableKey, account],
  );
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <CardForm deposit={deposit} onConfirmed={onConfirmed} />
    </Elements>
  );
}
