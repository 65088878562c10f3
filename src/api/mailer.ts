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

export function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}
