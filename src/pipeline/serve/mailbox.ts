/**
 * The local stand-in for shoppers' inboxes: a real SMTP server (smtp-server) that the lead API's
 * alert emails are sent to on npm start and in the tests, each message parsed (mailparser) and
 * listed, newest first, at http://localhost:<port>/mailbox with its headers, text and links, as
 * the dealer inbox shows leads. In memory only. `hold()` makes the server take messages but not
 * answer them, as a mail server does while a sender is killed mid-send (the crash tests).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { escapeHtml } from '../../lib/format/html.ts';

type MailboxMessage = {
  at: string;
  from: string;
  to: string;
  subject: string;
  messageId: string;
  listUnsubscribe: string;
  listUnsubscribePost: string;
  text: string;
  html: string;
};

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a1a1a}
li{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f4f4;padding:.5rem;font-size:.85rem}
iframe{width:100%;height:28rem;border:1px solid #ccc}`;

/** Links in the text part, as a shopper's mail client would make them. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`);

function item(m: MailboxMessage): string {
  return (
    `<li class="mail"><h2>${escapeHtml(m.subject)}</h2><p>${escapeHtml(m.at)} · from ${escapeHtml(m.from)} · to ${escapeHtml(m.to)}</p>` +
    `<p>List-Unsubscribe: ${escapeHtml(m.listUnsubscribe || 'none')} · List-Unsubscribe-Post: ${escapeHtml(m.listUnsubscribePost || 'none')}</p>` +
    `<pre>${linkify(m.text)}</pre><details><summary>HTML</summary><iframe title="${escapeHtml(m.subject)}" sandbox srcdoc="${escapeHtml(m.html)}"></iframe></details></li>`
  );
}

function page(messages: MailboxMessage[]): string {
  const list = messages.map(item).join('');
  return (
    `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mailbox</title><style>${STYLE}</style></head>` +
    `<body><main><h1>Mailbox</h1><p>Emails the lead API sent to shoppers (alerts), newest first.</p>${list ? `<ol>${list}</ol>` : '<p>No emails yet.</p>'}</main></body></html>`
  );
}

/** A header as sent (mailparser turns the List-* ones into objects). */
const rawHeader = (lines: readonly { key: string; line: string }[], key: string) =>
  lines.find((l) => l.key === key)?.line.replace(/^[^:]*:\s*/, '') ?? '';

export async function startMailbox({ port = 0, limit = 500 }: { port?: number; limit?: number } = {}) {
  const messages: MailboxMessage[] = [];
  let holding = false;
  const held: ((error: Error) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          if (holding) return void held.push(done); // not answered: the sender waits, as one killed mid-send
          messages.unshift({
            at: new Date().toISOString(),
            from: mail.from?.text ?? '',
            to: [mail.to ?? []]
              .flat()
              .map((a) => a.text)
              .join(', '),
            subject: mail.subject ?? '',
            messageId: mail.messageId ?? '',
            listUnsubscribe: rawHeader(mail.headerLines, 'list-unsubscribe'),
            listUnsubscribePost: rawHeader(mail.headerLines, 'list-unsubscribe-post'),
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          messages.length = Math.min(messages.length, limit);
          done();
        })
        .catch((error: Error) => done(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const smtpPort = (server.server.address() as AddressInfo).port;
  return {
    /** nodemailer's SMTP_URL for this server. */
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    messages,
    /** While on, messages are read but never answered (nor kept). */
    hold(value: boolean) {
      holding = value;
    },
    /** How many messages wait for an answer. */
    held: () => held.length,
    /** Drops the connections of the messages held, as a sender's crash does: none of them was delivered. */
    dropHeld() {
      for (const done of held.splice(0)) done(new Error('connection lost'));
    },
    /** Answers GET /mailbox; false for any other request. */
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      if (!/^\/mailbox\/?$/.test(req.url?.split('?')[0] ?? '')) return false;
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(page(messages));
      return true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
