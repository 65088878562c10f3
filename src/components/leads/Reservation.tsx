/**
 * The reservation form: contact details, then the deposit's card, taken as the site's processor
 * takes it (./DepositCard.tsx): Stripe's own fields after the details are sent (the car is claimed
 * and its PaymentIntent made first), or the demo's test card choice sent with them. A card number
 * is never typed into this page.
 */
import type { FormEvent } from 'react';
import { formatPrice } from '../../lib/format/money.ts';
import type { CardCollector } from '../../lib/payments/card-collector.ts';
import type { LeadCar } from '../../lib/stock/shapes.ts';
import { useHydrated } from '../hooks.ts';
import { StripeCardStep, TestCardChoice } from './DepositCard.tsx';
import { useDeposit } from './useDeposit.ts';

interface Props {
  car: LeadCar;
  deposit: number;
  /** How the site takes the card (cardCollector of its payments options). */
  collector: CardCollector;
  /** The site's time zone, for the time the car is held until. */
  timeZone: string;
}

function Field({
  name,
  label,
  type,
  autoComplete,
}: {
  name: string;
  label: string;
  type: string;
  autoComplete: string;
}) {
  return (
    <p>
      <label htmlFor={`reserve-${name}`}>{label}</label>
      <br />
      <input id={`reserve-${name}`} name={name} type={type} autoComplete={autoComplete} required />
    </p>
  );
}

export default function Reservation({ car, deposit, collector, timeZone }: Props) {
  const navigate = (path: string) => window.location.assign(path);
  const { error, busy, payment, reserve, confirmed } = useDeposit('reserve', {
    apiBase: '',
    collector,
    timeZone,
    navigate,
  });
  // Disabled until hydrated, and a POST form: a native submit must never put the details in a URL.
  const hydrated = useHydrated();
  const stripe = collector.processor === 'stripe' && deposit > 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const fields = { name: text('name'), email: text('email'), phone: text('phone') };
    const token = stripe ? null : text('test-card') || null;
    void reserve({ car, token, fields: { ...fields, dealership_slug: car.dealership_slug ?? undefined } });
  }

  if (payment)
    return (
      <section className="reservation" aria-labelledby="reserve-pay-heading">
        <h2 id="reserve-pay-heading" tabIndex={-1} ref={(heading) => heading?.focus()}>
          Pay your deposit
        </h2>
        <StripeCardStep payment={payment} deposit={deposit} onConfirmed={confirmed} />
      </section>
    );
  return (
    <form className="reservation" method="post" onSubmit={submit} aria-labelledby="reserve-heading">
      <h2 id="reserve-heading">Your details</h2>
      <Field name="name" label="Full name" type="text" autoComplete="name" />
      <Field name="email" label="Email" type="email" autoComplete="email" />
      <Field name="phone" label="Mobile number" type="tel" autoComplete="tel" />
      {!stripe && deposit > 0 && <TestCardChoice idPrefix="reserve" />}
      {error && (
        <p role="alert" className="form-errors" data-testid="error-warning">
          {error}
        </p>
      )}
      <p>
        <button className="button" type="submit" disabled={!hydrated || busy}>
          {busy ? 'Reserving…' : stripe ? 'Continue to payment' : `Pay ${formatPrice(deposit)} deposit`}
        </button>
      </p>
    </form>
  );
}
