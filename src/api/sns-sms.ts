/**
 * Sign-in codes by AWS SNS (docs/payments.md, "Texts"): one Publish per code, straight to the phone
 * number, as a Transactional text from the site's sender id (tenant `sms`). Credentials come from
 * the SDK's own chain (AWS_ACCESS_KEY_ID…, AWS_PROFILE or the server's role); the endpoint from
 * AWS_ENDPOINT_URL_SNS if set. SNS's errors become SmsErrors (the route's messages); the log names
 * the site and SNS's error code, never the number.
 */
import { PublishCommand, SNSClient, SNSServiceException, type SNSClientConfig } from '@aws-sdk/client-sns';
import type { SmsOptions } from '../lib/sms/options.ts';
import type { Logger } from './log.ts';
import { SMS_MESSAGES, SmsError, type SmsSender } from './sms.ts';

export type SnsSettings = {
  /** Each site's `sms` options, by slug. */
  options: (tenant: string) => SmsOptions | null;
  log: Logger;
  /** Tests: a stand-in for SNS, and its credentials. Production leaves both to the SDK. */
  endpoint?: string;
  credentials?: SNSClientConfig['credentials'];
};

/** SNS's error codes for a number that cannot take a text (anything else is SNS or our set-up failing). */
const NUMBER_ERRORS = new Set(['InvalidParameterException', 'InvalidParameterValueException', 'OptedOutException']);

function smsError(error: unknown): SmsError {
  if (error instanceof SNSServiceException && NUMBER_ERRORS.has(error.name))
    return new SmsError('number', SMS_MESSAGES.number);
  return new SmsError('unavailable', SMS_MESSAGES.unavailable);
}

export function snsSmsSender({ options, log, endpoint, credentials }: SnsSettings): SmsSender {
  const clients = new Map<string, SNSClient>();
  const clientFor = (region: string) => {
    let client = clients.get(region);
    if (!client) {
      client = new SNSClient({
        region,
        maxAttempts: 2,
        ...(endpoint ? { endpoint } : {}),
        ...(credentials ? { credentials } : {}),
      });
      clients.set(region, client);
    }
    return client;
  };
  return {
    async send(tenant, to, text) {
      const sms = options(tenant);
      if (!sms) throw new SmsError('unavailable', SMS_MESSAGES.unavailable);
      const attributes = {
        'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
        ...(sms.senderId ? { 'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: sms.senderId } } : {}),
      };
      try {
        const sent = await clientFor(sms.region).send(
          new PublishCommand({ PhoneNumber: to, Message: text, MessageAttributes: attributes }),
        );
        log.info({ tenant, messageId: sent.MessageId }, 'sign-in code texted');
      } catch (error) {
        const failed = smsError(error);
        const code = error instanceof SNSServiceException ? error.name : 'no answer';
        log[failed.kind === 'number' ? 'warn' : 'error']({ tenant, code }, 'sign-in code NOT texted');
        throw failed;
      }
    },
  };
}
