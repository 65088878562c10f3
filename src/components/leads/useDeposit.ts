/**
 * The deposit's round trip for the reserve and buy-online forms: the reservation is asked for
 * (./submit-reservation.ts); the test processor's answer is the held car, Stripe's a PaymentIntent
 * for Stripe's own fields (`payment`, shown by ./DepositCard.tsx), confirmed by Stripe.js and then
 * by the lead API (`confirmed`). A held car takes the shopper to the success page; anything else
 * is the form's error, in the API's words.
 */
import { useState } from 'react';
import { UNEXPECTED_ERROR } from '../../lib/leads/lead-values.ts';
import type { CardCollector } from '../../lib/payments/card-collector.ts';
import type { StripePayment } from './DepositCard.tsx';
import {
  confirmReservation,
  requestReservation,
  reservationHeld,
  type ReservationOutcome,
  type ReservationPurpose,
  type ReservationRequest,
} from './submit-reservation.ts';

type Options = { apiBase: string; collector: CardCollector; timeZone: string; navigate: (path: string) => void };

export function useDeposit(purpose: ReservationPurpose, { apiBase, collector, timeZone, navigate }: Options) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [payment, setPayment] = useState<(StripePayment & { reservationId: string }) | null>(null);

  /** The message to show, or null: the shopper is on to the success page or Stripe's fields. */
  function settle(outcome: ReservationOutcome): string | null {
    if (outcome.state === 'held') {
      reservationHeld(purpose, outcome, { timeZone, navigate });
      return null;
    }
    if (outcome.state === 'failed') return outcome.message;
    if (collector.processor !== 'stripe') return UNEXPECTED_ERROR;
    setPayment({ collector, clientSecret: outcome.clientSecret, reservationId: outcome.reservationId });
    return null;
  }

  async function reserve(request: Omit<ReservationRequest, 'apiBase'>): Promise<void> {
    setBusy(true);
    setError(null);
    const outcome = await requestReservation(purpose, { ...request, apiBase });
    const failure = settle(outcome);
    setError(failure);
    if (outcome.state !== 'held') setBusy(false);
  }

  /** Stripe.js confirmed the deposit: the API checks it with Stripe and stores the reservation. */
  async function confirmed(): Promise<string | null> {
    if (!payment) return UNEXPECTED_ERROR;
    return settle(await confirmReservation(apiBase, payment.reservationId));
  }

  return { error, busy, payment, reserve, confirmed };
}
