// Who texts a site's sign-in codes (features.signIn, features.garage), and as whom (docs/payments.md,
// "Texts"). Credentials are never written here: the provider's SDK reads them from the lead API's
// environment.
import { z } from 'zod';

const SMS_PROVIDERS = ['aws-sns'] as const;

const SENDER_ID = 'a sender id of 1 to 11 letters and digits, at least one letter, like BaysideNsn';

export const smsSchema = z
  .strictObject({
    /**
     * Who sends the texts. null: none yet: the local outbox file of npm start and
     * `npm run api -- --dev` only; `npm run api` refuses to start while a site with sign-in has none.
     * @example "aws-sns"
     */
    provider: z.enum(SMS_PROVIDERS, { error: 'an SMS provider: "aws-sns"' }).nullable().default(null),
    /**
     * The name texts come from on the shopper's phone (an alphanumeric sender id; register it with
     * the provider and on Australia's SMS Sender ID Register). null: the provider's own number.
     * @example "BaysideNsn"
     */
    senderId: z
      .string({ error: SENDER_ID })
      .regex(/^(?=.*[A-Za-z])[A-Za-z0-9]{1,11}$/, { error: SENDER_ID })
      .nullable()
      .default(null),
    /**
     * The AWS region that sends the texts (aws-sns).
     * @example "ap-southeast-2"
     */
    region: z
      .string({ error: 'an AWS region like ap-southeast-2' })
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, { error: 'an AWS region like ap-southeast-2' })
      .default('ap-southeast-2'),
  })
  .prefault({});

export type SmsOptions = z.output<typeof smsSchema>;
