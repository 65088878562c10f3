/**
 * Signed lead deliveries, per the Standard Webhooks spec (standardwebhooks.com) with its reference
 * library: each POST carries webhook-id, webhook-timestamp (seconds) and webhook-signature
 * ("v1,<base64 HMAC-SHA256 of id.timestamp.body>"). The secret is the tenant's own, read from the
 * environment variable its `leads.webhookSecretEnv` names, in the spec's "whsec_<base64>" form.
 * Every attempt is signed when it is sent, so a retry hours later still passes the receiver's
 * five-minute timestamp check; the webhook-id stays the same across retries.
 */
import { Webhook } from 'standardwebhooks';
import type { Tenant } from '../tenant/schema.ts';

export type SigningHeaders = { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };

/** How a tenant's deliveries are signed: not at all, with its key, or held back because its secret is missing or malformed. */
export type Signer =
  | { kind: 'unsigned' }
  | { kind: 'signed'; webhook: Webhook }
  | { kind: 'unusable'; problem: string };

type Env = Record<string, string | undefined>;

/** The tenant's webhook secret from `env`, or null when it signs nothing or the variable is unset. */
export function webhookSecret(tenant: Pick<Tenant, 'leads'>, env: Env): string | null {
  const name = tenant.leads.webhookSecretEnv;
  return name ? env[name] || null : null;
}

export function tenantSigner(tenant: Pick<Tenant, 'leads'>, env: Env): Signer {
  const name = tenant.leads.webhookSecretEnv;
  if (!name) return { kind: 'unsigned' };
  const secret = webhookSecret(tenant, env);
  if (!secret) return { kind: 'unusable', problem: `its webhook secret variable ${name} is not set` };
  try {
    return { kind: 'signed', webhook: new Webhook(secret) };
  } catch {
    return { kind: 'unusable', problem: `its webhook secret variable ${name} is not a whsec_… base64 secret` };
  }
}

/** The webhook-id of a delivery: the lead id for the JSON webhook, the lead id + "-adf" for the ADF copy (a different message). */
export const messageId = (leadId: string, destination: 'webhook' | 'adf') =>
  destination === 'adf' ? `${leadId}-adf` : leadId;

export function signingHeaders(webhook: Webhook, id: string, body: string, at: Date): SigningHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': webhook.sign(id, at, body),
  };
}

export type Verification = { status: 'verified' } | { status: 'unsigned' } | { status: 'failed'; reason: string };

/** What a receiver holding `secret` makes of a delivery: verified, unsigned (no signature headers), or failed and why. */
export function verifyDelivery(
  secret: string | null,
  body: string,
  headers: Record<string, string | undefined>,
): Verification {
  if (!headers['webhook-signature']) return { status: 'unsigned' };
  if (!secret) return { status: 'failed', reason: 'signed, but this receiver has no secret for the site' };
  try {
    new Webhook(secret).verify(body, headers as Record<string, string>, { jsonParse: false });
    return { status: 'verified' };
  } catch (error) {
    return { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}
