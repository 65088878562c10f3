/**
 * Sending sign-in codes. Production plugs in an SMS gateway behind this interface (none ships in
 * this repository); the local sender (npm start, tests, `npm run api -- --dev`) appends each
 * message to sms-outbox.jsonl in the API's data folder and logs it with the number masked, so a
 * developer can sign in without a phone.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';

export interface SmsSender {
  send(tenant: string, to: string, text: string): Promise<void>;
}

/** '+61412345678' → '••••••••5678': enough to tell numbers apart in a log, not enough to call. */
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
