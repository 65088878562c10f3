/**
 * The lead API's tables as Kysely sees them (migrations.ts creates them). Times the API compares
 * in SQL are epoch milliseconds (bigint on PostgreSQL); times people read are ISO 8601 text.
 */
import type { Generated } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

export interface Tables {
  leads: {
    id: string;
    tenant: string;
    kind: string;
    category: string;
    created_at: string;
    /** The validated request as JSON. */
    body: string;
    /** The sender's Idempotency-Key: a retried POST answers the lead it already stored. */
    client_key: string | null;
    /** A digest of the body sent with client_key: the same key with another body is refused (422). */
    client_key_digest: string | null;
    /** A test drive's car (fields.car_id) and time (fields.booking_datetime), for test-drive availability. */
    test_drive_car_id: number | null;
    test_drive_at: string | null;
  };
  outbox: {
    id: Generated<number>;
    lead_id: string;
    destination: 'webhook' | 'adf';
    url: string;
    attempts: Generated<number>;
    next_attempt_at: number;
    leased_until: Generated<number>;
    /** Which claim holds the lease: a stale claimant cannot overwrite a newer one's result. */
    lease_token: string | null;
    delivered_at: string | null;
    last_error: string | null;
  };
  /** One row per phone and site: its current code, and the wrong tries counted since window_started_at (not reset by a new code). */
  sign_in_codes: {
    tenant: string;
    phone: string;
    code_hash: string;
    expires_at: number;
    attempts: Generated<number>;
    window_started_at: Generated<number>;
  };
  /** Limits several instances share: `used` of a scope's key since window_start (epoch ms). */
  quotas: { scope: string; key: string; window_start: number; used: number };
  /** A random salt per day for visitor digests; a day's salt is deleted after it, so its digests can no longer be linked to anyone. */
  view_salts: { day: string; salt: string };
  /** Who viewed which car on a day, as salted digests of the address: one view each per car per day. */
  view_visitors: { day: string; digest: string };
  sessions: { token_hash: string; tenant: string; phone: string; expires_at: number };
  watchlist: { tenant: string; phone: string; car_id: number; saved_at: string };
  car_views: { tenant: string; car_id: number; views: number };
  phone_reveals: { tenant: string; car_id: number; revealed_at: string };
  valuations: {
    id: Generated<number>;
    tenant: string;
    column_name: string;
    body: string;
    saved_at: string;
    /** The trade-in lead whose accepted offer this is (null in rows kept before it was recorded). */
    lead_id: string | null;
  };
  reservations: {
    id: string;
    tenant: string;
    car_id: number;
    lead_id: string;
    deposit_cents: number;
    payment_ref: string;
    held_until: string;
    created_at: string;
  };
  /** One row per car ever reserved: the current hold. Taking it is one atomic upsert on either engine. */
  car_holds: {
    tenant: string;
    car_id: number;
    reservation_id: string;
    held_until: string;
    /** Who holds it: the signed-in phone, else the phone given (+61…); counted against the per-shopper cap. */
    shopper_phone: string | null;
    /** The processor's fingerprint of the deposit's card, once authorised; counted against the cap too. */
    card_key: string | null;
  };
  /**
   * One row per deposit asked of a processor, written before it is asked (docs/payments.md has
   * the states). `authorise_request` is what it was asked (asked again with the same idempotency
   * key, a processor answers the same reference: how the sweep finds a hold a crash left without
   * one); `pending` is the reservation to store once the shopper's browser has confirmed it.
   */
  deposits: {
    reservation_id: string;
    tenant: string;
    car_id: number;
    processor: string;
    amount_cents: number;
    state: string;
    reason: string | null;
    reference: string | null;
    authorise_request: string;
    pending: string | null;
    held_until: string | null;
    created_at: string;
    updated_at: string;
  };
  /** A trade-in lead's valuation steps, in order; the latest row of a kind is the current one. */
  lead_updates: { id: Generated<number>; lead_id: string; kind: string; body: string; created_at: string };
  /**
   * A shopper's saved search or watched car (docs/alerts.md). `subject` is what is watched
   * ("search:<path and query>" or "car:<id>"), one alert per shopper and subject; `token` is the
   * secret its links carry (confirm, manage, unsubscribe). Nothing but a confirmed alert is sent a match.
   */
  alerts: {
    id: string;
    tenant: string;
    email: string;
    /** The signed-in shopper's phone (+61…), when they chose SMS. */
    phone: string | null;
    channel: string;
    subject: string;
    token: string;
    confirmed_at: string | null;
    created_at: string;
  };
  /**
   * Messages to shoppers, queued and sent like the leads' outbox; `key` makes each one once per
   * alert ("confirm:<day>", "<event>:<car id>:<price>").
   */
  alert_messages: {
    id: Generated<number>;
    alert_id: string;
    key: string;
    kind: string;
    /** What the message says, as JSON (the car as it was matched). */
    body: string;
    created_at: string;
    next_attempt_at: number;
    leased_until: Generated<number>;
    lease_token: string | null;
    attempts: Generated<number>;
    sent_at: string | null;
    last_error: string | null;
  };
  schema_migrations: { version: number; applied_at: string };
}
