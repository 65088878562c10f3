/**
 * The reservation form: contact details and the card for the deposit. The card number is turned
 * into a processor token in the browser (the test processor's numbers here; a processor's hosted
 * card field in production), so card numbers never reach the lead API.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { buildUserData, linkedParamsOf } from '../../lib/leads/attribution.ts';
import { RESERVATION_CATEGORIES, testCardToken } from '../../lib/leads/reservation.ts';
import { formatPrice } from '../../lib/format/money.ts';
import { $successCategory } from '../../stores/leads.ts';
import { visitedPages } from '../../stores/visit.ts';
import type { LeadCar } from '../../lib/leads/schema.ts';

interface Props { car: LeadCar; deposit: number }

export default function Reservation({ car, deposit }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Disabled until hydrated, and a POST form: a native submit must never put a card number in a URL.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    setBusy(true);
    const userData = buildUserData({
      category: RESERVATION_CATEGORIES.reserve, url: window.location.href, userAgent: navigator.userAgent, carId: car.id, carDealershipId: car.dealership_id,
      visitedPages: visitedPages(), linkedParams: linkedParamsOf(visitedPages()),
    });
    const body = { car_id: car.id, fields: { name: text('name'), email: text('email'), phone: text('phone'), opt_in: true, dealership_slug: car.dealership_slug ?? undefined }, userData, payment: { token: testCardToken(text('card')) } };
    try {
      const response = await fetch('/api/reservations', { method: 'POST', headers: { 'Content-Type': 'application/json' }, credentials: 'same-origin', body: JSON.stringify(body) });
      const answer = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
      if (response.ok) {
        $successCategory.set('Reservation');
        return window.location.assign('/success');
      }
      setError([answer.error ?? 'An unexpected error occured', ...Object.values(answer.fields ?? {})].join(' '));
    } catch {
      setError('An unexpected error occured');
    }
    setBusy(false);
  }

  const field = (name: string, label: string, type: string, autoComplete: string) => (
    <p><label htmlFor={`reserve-${name}`}>{label}</label><br /><input id={`reserve-${name}`} name={name} type={type} autoComplete={autoComplete} required /></p>
  );
  return (
    <form className="reservation" method="post" onSubmit={submit} aria-labelledby="reserve-heading">
      <h2 id="reserve-heading">Your details</h2>
      {field('name', 'Full name', 'text', 'name')}
      {field('email', 'Email', 'email', 'email')}
      {field('phone', 'Mobile number', 'tel', 'tel')}
      {field('card', 'Card number', 'text', 'cc-number')}
      {error && <p role="alert" className="form-errors" data-testid="error-warning">{error}</p>}
      <p><button className="button" type="submit" disabled={!hydrated || busy}>{busy ? 'Reserving…' : `Pay ${formatPrice(deposit)} deposit`}</button></p>
    </form>
  );
}
