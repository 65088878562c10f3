/**
 * Sign-in codes by AWS SNS (issue 34): the sender (src/api/sns-sms.ts) through the official SDK
 * against the STAND-IN for SNS's Query API (tests/stand-ins/sns-api.ts), on its own and behind the
 * lead API's POST /api/sign-in/code: a signed Publish as a Transactional text from the site's
 * sender id, SNS's errors in the API's words, and no phone number in any log line.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { createLogger } from '../../src/api/log.ts';
import { snsSmsSender } from '../../src/api/sns-sms.ts';
import { SMS_MESSAGES, SmsError } from '../../src/api/sms.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { startSnsStandIn } from '../stand-ins/sns-api.ts';
import { call, startLeadApi } from './lead-api-harness.ts';

let sns: Awaited<ReturnType<typeof startSnsStandIn>>;
const lines: string[] = [];
const log = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } });
const sms = { provider: 'aws-sns' as const, senderId: 'CoastMG', region: 'ap-southeast-2' };
const sender = () =>
  snsSmsSender({
    options: () => sms,
    log,
    endpoint: sns.endpoint,
    credentials: { accessKeyId: 'AKIASTANDIN', secretAccessKey: 'stand-in-secret' },
  });

beforeAll(async () => {
  sns = await startSnsStandIn();
});
afterEach(() => sns.recover());
afterAll(() => sns.close());

describe('the SNS sender', () => {
  it('publishes a signed Transactional text from the site sender id', async () => {
    await sender().send('a-site', '+61412345678', 'Your Coastline MG sign-in code is 123456.');
    expect(sns.sent.at(-1)).toEqual({
      to: '+61412345678',
      message: 'Your Coastline MG sign-in code is 123456.',
      attributes: { 'AWS.SNS.SMS.SMSType': 'Transactional', 'AWS.SNS.SMS.SenderID': 'CoastMG' },
      signed: true,
    });
  });

  it.each([
    [
      400,
      'InvalidParameter',
      'Invalid parameter: PhoneNumber Reason: +61412345678 is not valid to publish to',
      'number',
    ],
    [400, 'OptedOut', 'Phone number is opted out', 'number'],
    [429, 'Throttled', 'Rate exceeded', 'unavailable'],
    [403, 'AuthorizationError', 'User is not authorized to perform: SNS:Publish', 'unavailable'],
    [500, 'InternalError', 'Internal error', 'unavailable'],
  ] as const)('turns HTTP %i %s (%s) into the API message', async (status, code, message, kind) => {
    sns.failWith(status, code, message);
    const failed = await sender()
      .send('a-site', '+61412345678', 'code')
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(SmsError);
    expect(failed).toMatchObject({ kind, message: SMS_MESSAGES[kind] });
  });

  it('never writes the phone number to its log', () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(/412\s*345\s*678/);
  });
});

describe('POST /api/sign-in/code with SNS', () => {
  let shop: Tenant;
  let stack: Awaited<ReturnType<typeof startLeadApi>>;

  beforeAll(async () => {
    const { tenants } = await loadTenants('tenants');
    shop = tenants.find((t) => t.features.signIn)!;
    stack = await startLeadApi(tenants, {
      name: 'sns-sign-in',
      sms: sender(),
      log,
    });
  });
  afterAll(() => stack?.close());

  const ask = (phone: string) => call(stack.port, shop.slug, 'POST', '/api/sign-in/code', { phone });

  it('texts the code, and says in its own words when SNS cannot', async () => {
    expect(await ask('0412 820 001')).toMatchObject({ status: 200, body: { sent: true } });
    expect(sns.sent.at(-1)).toMatchObject({
      to: '+61412820001',
      message: expect.stringMatching(/sign-in code is \d{6}\./),
    });
    sns.failWith(400, 'InvalidParameter', 'Invalid parameter: PhoneNumber');
    expect(await ask('0412 820 002')).toMatchObject({ status: 400, body: { error: SMS_MESSAGES.number } });
    sns.failWith(429, 'Throttled', 'Rate exceeded');
    expect(await ask('0412 820 003')).toMatchObject({ status: 503, body: { error: SMS_MESSAGES.unavailable } });
    sns.recover();
    expect(await ask('0412 820 004')).toMatchObject({ status: 200, body: { sent: true } });
    expect(lines.join('\n')).not.toMatch(/412\s*820/);
  });
});
