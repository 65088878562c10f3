/**
 * The reservation form: contact details and the card for the deposit. The card number is turned
 * into a processor token in the browser (the test processor's numbers here; a processor's hosted
 * card field in production), so card numbers never reach the lead API.
 */
import { useState, type FormEvent } from 'react';
import { formatPrice } from '../../lib/format/money.ts';
import type { LeadCar } from '../../lib/stock/shapes.ts';
import { useHydrated } from '../hooks.ts';
import { submitReservation } from './submit-reservation.ts';

interface Props {
  car: LeadCar;
  deposit: number;
}

export default function Reservation({ car, deposit }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Disabled until hydrated, and a POST form: a native submit must never put a card number in a URL.
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    setBusy(true);
    const failure = await submitReservation('reserve', {
      apiBase: '',
      car,
      card: text('card'),
      navigate: (path) => window.location.assign(path),
      fields: {
        name: text('name'),
        email: text('email'),
        phone: text('phone'),
        dealership_slug: car.dealership_slug ?? undefined,
      },
    });
    if (failure === null) return;
    setError(failure);
    setBusy(false);
  }

  const field = (name: string, label: string, type: string, autoComplete: string) => (
    <p>
      <label htmlFor={`reserve-${name}`}>{label}</label>
      <br />
      <input id={`reserve-${name}`} name={name} type={type} autoComplete={autoComplete} required />
    </p>
  );
  return (
    <form className="reservation" method="post" onSubmit={submit} aria-labelledby="reserve-heading">
      <h2 id="reserve-heading">Your details</h2>
      {field('name', 'Full name', 'text', 'name')}
      {field('email', 'Email', 'email', 'email')}
      {field('phone', 'Mobile number', 'tel', 'tel')}
      {field('card', 'Card number', 'text', 'cc-number')}
      {error && (
        <p role="alert" className="form-errors" data-testid="error-warning">
          {error}
        </p>
      )}
      <p>
        <button className="button" type="submit" disabled={!hydrated || busy}>
          {busy ? 'Reserving…' : `Pay ${formatPrice(deposit)} deposit`}
        </button>
      </p>
    </form>
  );
}
