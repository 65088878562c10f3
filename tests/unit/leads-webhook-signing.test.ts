/**
 * Signed deliveries per the Standard Webhooks spec: the spec's own example signs to the spec's own
 * signature, verification passes, fails or finds nothing signed, and a tenant's signer follows its
 * leads.webhookSecretEnv.
 */
import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import {
  messageId,
  signingHeaders,
  tenantSigner,
  verifyDelivery,
  webhookSecret,
} from '../../src/lib/leads/webhook-signing.ts';

// The example in the Standard Webhooks specification (standardwebhooks.com, "Signature scheme").
const SPEC = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('signing', () => {
  it("signs the spec's example to the spec's signature, with the three headers", () => {
    const headers = signingHeaders(new Webhook(SPEC.secret), SPEC.id, SPEC.body, new Date(SPEC.timestamp * 1000));
    expect(headers).toEqual({
      'webhook-id': SPEC.id,
      'webhook-timestamp': String(SPEC.timestamp),
      'webhook-signature': SPEC.signature,
    });
  });

  it.each([
    ['webhook', 'a1b2', 'a1b2'],
    ['adf', 'a1b2', 'a1b2-adf'],
  ] as const)('the %s delivery of lead %s has webhook-id %s', (destination, lead, id) => {
    expect(messageId(lead, destination)).toBe(id);
  });
});

describe('verifying a delivery', () => {
  const now = new Date();
  const body = '<?xml version="1.0"?><adf></adf>';
  const headers = signingHeaders(new Webhook(SPEC.secret), 'lead-1-adf', body, now);
  it.each([
    ['a signed delivery with the right secret', SPEC.secret, body, headers, { status: 'verified' }],
    ['a changed body', SPEC.secret, `${body} `, headers, { status: 'failed', reason: 'No matching signature found' }],
    [
      'another secret',
      `whsec_${Buffer.from('someone else').toString('base64')}`,
      body,
      headers,
      { status: 'failed', reason: 'No matching signature found' },
    ],
    [
      'a timestamp over five minutes old',
      SPEC.secret,
      SPEC.body,
      { 'webhook-id': SPEC.id, 'webhook-timestamp': String(SPEC.timestamp), 'webhook-signature': SPEC.signature },
      { status: 'failed', reason: 'Message timestamp too old' },
    ],
    [
      'a signed delivery to a receiver without the secret',
      null,
      body,
      headers,
      { status: 'failed', reason: 'signed, but this receiver has no secret for the site' },
    ],
    ['no signature headers', SPEC.secret, body, {}, { status: 'unsigned' }],
  ] as const)('%s', (_case, secret, payload, sent, expected) => {
    expect(verifyDelivery(secret, payload, sent)).toEqual(expected);
  });
});

describe("a tenant's signer (leads.webhookSecretEnv)", () => {
  const tenant = (webhookSecretEnv: string | null) =>
    ({ leads: { webhookSecretEnv } }) as Parameters<typeof tenantSigner>[0];
  it.each([
    ['no variable named: unsigned', null, {}, 'unsigned', null],
    ['the variable set: signed', 'DEALER_SECRET', { DEALER_SECRET: SPEC.secret }, 'signed', null],
    [
      'the variable unset: held',
      'DEALER_SECRET',
      {},
      'unusable',
      'its webhook secret variable DEALER_SECRET is not set',
    ],
    [
      'the variable empty: held',
      'DEALER_SECRET',
      { DEALER_SECRET: '' },
      'unusable',
      'its webhook secret variable DEALER_SECRET is not set',
    ],
    [
      'not base64: held',
      'DEALER_SECRET',
      { DEALER_SECRET: 'whsec_not base64!' },
      'unusable',
      'its webhook secret variable DEALER_SECRET is not a whsec_… base64 secret',
    ],
  ] as const)('%s', (_case, name, env, kind, problem) => {
    const signer = tenantSigner(tenant(name), env);
    expect(signer.kind).toBe(kind);
    if (problem) expect(signer).toEqual({ kind: 'unusable', problem });
    // The secret as a dealer's receiver is given it: the variable's value, whatever it holds.
    expect(webhookSecret(tenant(name), env)).toBe((name && (env as Record<string, string>)[name]) || null);
  });
});
