/**
 * Sending email: over SMTP with nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465),
 * or the local stack's own SMTP server (src/pipeline/serve/mailbox.ts). The Message-ID is the
 * caller's, the same on every retry, so a mail system that got a message twice can tell.
 */
import nodemailer from 'nodemailer';

type MailMessage = {
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  messageId: string;
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * `giveUpAfterMs`: a send still unfinished then is abandoned (nodemailer closes its connection) and
 * fails, to be retried. It must be well inside the lease the sender holds the message under
 * (alert-sender.ts), or a slow send could finish after another process took the message up again;
 * nodemailer's own timeouts let a stalled server hold a send for up to ten minutes.
 */
export function smtpMailer(url: string, { giveUpAfterMs = 15_000 }: { giveUpAfterMs?: number } = {}): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ ...message, signal: AbortSignal.timeout(giveUpAfterMs) });
    },
    close: () => transport.close(),
  };
}
