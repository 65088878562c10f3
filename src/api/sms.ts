/**
 * Sending sign-in codes. The adapter that ships is AWS SNS (sns-sms.ts), chosen per site in
 * tenant `sms`; the local sender (npm start, tests, `npm run api -- --dev`) appends each message
 * to sms-outbox.jsonl in the API's data folder and logs it with the number masked, so a developer
 * can sign in without a phone.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';

export interface SmsSender {
  /** Sends `text` to `to` (+61…) for the site `tenant`; an SmsError says why a text could not go. */
  send(tenant: string, to: string, text: string): Promise<void>;
}

/** A text that did not go: the number cannot take it ('number'), or the provider cannot send now ('unavailable'). */
export class SmsError extends Error {
  readonly kind: 'number' | 'unavailable';
  constructor(kind: 'number' | 'unavailable', message: string) {
    super(message);
    this.kind = kind;
  }
}

/** What the shopper is told for each kind of SmsError. */
export const SMS_MESSAGES = {
  number: 'We cannot send a text to that number. Please check it is your Australian mobile number.',
  unavailable: 'We cannot send texts just now. Please try again in a few minutes.',
} as const;

/** '+61412345678' → '••••••••5678': enough to tell numbers apart in a developer's log, not enough to call. */
const maskNumber = (phone: string) => `${'•'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;

export function localSmsSender(dataDir: string, log: Logger): SmsSender {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'sms-outbox.jsonl');
  return {
    async send(tenant, to, text) {
      appendFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), tenant, to, text })}\n`);
      log.info({ tenant, phoneEnding: maskNumber(to) }, `SMS: ${text}`);
    },
  };
}
