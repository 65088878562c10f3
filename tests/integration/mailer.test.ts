/**
 * A send the mail server keeps waiting is given up, so that it can never finish after the lease its
 * message is held under (alert-sender.ts) and another process has taken the message up again.
 */
import { afterAll, expect, it } from 'vitest';
import { smtpMailer } from '../../src/api/mailer.ts';
import { startMailbox } from '../../src/pipeline/serve/mailbox.ts';

const mailbox = await startMailbox();
afterAll(() => mailbox.close());

const message = (to: string) => ({
  from: { name: 'Bayside Nissan', address: 'alerts@bayside.example' },
  to,
  subject: 'Confirm your alert',
  html: '<p>Confirm</p>',
  text: 'Confirm',
  headers: {},
  messageId: `<${to}>`,
});

it('a send the mail server does not answer fails once its time is up, and nothing is delivered', async () => {
  const mailer = smtpMailer(mailbox.smtpUrl, { giveUpAfterMs: 300 });
  mailbox.hold(true);
  await expect(mailer.send(message('held@example.com'))).rejects.toMatchObject({ name: 'AbortError' });
  mailbox.hold(false);
  mailbox.dropHeld();
  await mailer.send(message('answered@example.com'));
  expect(mailbox.messages.map((m) => m.to)).toEqual(['answered@example.com']);
  mailer.close();
});
