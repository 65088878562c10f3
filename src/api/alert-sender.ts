/**
 * Sends the queued messages to shoppers (docs/alerts.md), as the outbox sends leads (outbox.ts):
 * rows are claimed in batches under a lease, so instances sharing a database never send one at
 * the same time; a sent message is marked, a failed one retried with backoff. A shopper's matches
 * in a batch go as one message (the digest), and no more than the site's alerts.perShopperPerDay
 * go to a shopper a day, counted in the database (quotas) so every instance keeps the same count;
 * the rest wait. A process killed mid-send leaves its batch leased: the mail server had not taken
 * a message it did not acknowledge, and the next claim sends it, once, with the same Message-ID.
 * Nothing personal is logged: message and alert ids only.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Tenant } from '../lib/tenant/schema.ts';
import { smsText, type MatchBody } from '../lib/alerts/messages.ts';
import { confirmationEmail, matchEmail, type Dealer, type RenderedEmail } from './emails/alert-email.ts';
import type { Mailer } from './mailer.ts';
import type { SmsSender } from './sms.ts';
import { sha256 } from './session.ts';
import type { Repository } from './storage/repository.ts';
import type { StoredAlert } from './storage/alerts.ts';
import type { QueuedRow } from './storage/alert-queue.ts';
import { startPoller } from './poller.ts';

const BATCH = 100;
const DAY_MS = 86_400_000;
/** How long matches over the daily limit wait before they are looked at again. */
const LIMIT_WAIT_MS = 3_600_000;

export type AlertSenderOptions = {
  store: Pick<Repository, 'alerts' | 'alertQueue' | 'quotas'>;
  tenants: Map<string, Tenant>;
  mailer: Mailer;
  sms: SmsSender;
  /** The site's own origin, which every link in a message starts with. */
  siteUrl: (tenant: Tenant) => string;
  log: Logger;
  now?: () => Date;
  baseDelayMs?: number;
  pollMs?: number;
  leaseMs?: number;
};

type Settings = Required<Omit<AlertSenderOptions, 'pollMs'>>;
/** One message to send: the rows it carries, to whom, and what it says. */
type Outgoing = { rows: QueuedRow[]; alert: StoredAlert; tenant: Tenant };

function dealerOf(tenant: Tenant, site: string): Dealer {
  const phone = tenant.phone ?? tenant.locations.find((location) => location.visible)?.contact.phone ?? null;
  return { name: tenant.alerts.senderName ?? tenant.name, phone, site };
}

async function sendEmail(settings: Settings, { rows, alert, tenant }: Outgoing, email: RenderedEmail) {
  const site = settings.siteUrl(tenant);
  const host = new URL(site).hostname;
  await settings.mailer.send({
    from: { name: tenant.alerts.senderName ?? tenant.name, address: tenant.alerts.senderAddress ?? `alerts@${host}` },
    to: alert.email,
    ...email,
    headers: {
      'List-Unsubscribe': `<${site}/api/alerts/${alert.token}/unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    messageId: `<alert-${rows[0]!.id}.${alert.id}@${host}>`,
  });
}

async function send(settings: Settings, outgoing: Outgoing): Promise<void> {
  const { rows, alert, tenant } = outgoing;
  const site = settings.siteUrl(tenant);
  const dealer = dealerOf(tenant, site);
  const first = rows[0]!;
  if (first.kind === 'confirm') {
    const { watching } = first.body as { watching: string };
    return sendEmail(settings, outgoing, await confirmationEmail(dealer, alert.token, watching));
  }
  const matches = rows.map((row) => row.body as MatchBody);
  if (alert.channel === 'sms' && alert.phone)
    return settings.sms.send(tenant.slug, alert.phone, smsText(dealer.name, site, matches, alert.token));
  return sendEmail(settings, outgoing, await matchEmail(dealer, alert.token, matches));
}

/** The batch as messages: each confirmation alone, each shopper's matches together. */
function messagesOf(rows: QueuedRow[], alerts: Map<string, StoredAlert>, tenants: Map<string, Tenant>): Outgoing[] {
  const out: Outgoing[] = [];
  const digests = new Map<string, Outgoing>();
  for (const row of rows) {
    const alert = alerts.get(row.alertId);
    const tenant = alert && tenants.get(alert.tenant);
    if (!alert || !tenant) continue;
    if (row.kind === 'confirm') {
      out.push({ rows: [row], alert, tenant });
      continue;
    }
    const shopper = `${alert.tenant} ${alert.email} ${alert.channel}`;
    const digest = digests.get(shopper);
    if (digest) digest.rows.push(row);
    else digests.set(shopper, { rows: [row], alert, tenant });
  }
  return [...out, ...digests.values()];
}

/** One of the shopper's messages for the day, counted where every instance sees it. */
const dailyQuota = ({ alert, tenant }: Outgoing) => ({
  scope: 'alert-day',
  key: sha256(`${tenant.slug}:${alert.email}`),
  limit: tenant.alerts.perShopperPerDay,
  windowMs: DAY_MS,
});

/** Sends one message; true when it went (its rows are then marked with the batch's). */
async function attempt(settings: Settings, outgoing: Outgoing, token: string): Promise<boolean> {
  const { store, log, now, baseDelayMs } = settings;
  const ids = outgoing.rows.map((row) => row.id);
  const at = now().getTime();
  const counted = outgoing.rows[0]!.kind === 'match' ? [dailyQuota(outgoing)] : [];
  if (counted.length > 0 && !(await store.quotas.take(counted, at))) {
    await store.alertQueue.later(ids, token, at + LIMIT_WAIT_MS);
    return false;
  }
  try {
    await send(settings, outgoing);
    log.info({ alert: outgoing.alert.id, messages: ids }, 'alert sent');
    return true;
  } catch (error) {
    // Not sent: the day's message is still the shopper's, so the retry is not held back a day.
    await store.quotas.give(counted);
    const attempts = Math.max(...outgoing.rows.map((row) => row.attempts)) + 1;
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const wait = Math.min(DAY_MS, baseDelayMs * 2 ** (attempts - 1));
    await store.alertQueue.later(ids, token, at + wait, { attempts, error: reason });
    log.warn({ alert: outgoing.alert.id, attempts, reason }, 'alert not sent; retrying');
    return false;
  }
}

/** Claims and sends batches until none is due (or the sender stops). */
async function drain(settings: Settings, stopped: () => boolean): Promise<void> {
  const { store, tenants, now, leaseMs } = settings;
  while (!stopped()) {
    const at = now().getTime();
    const token = randomUUID();
    const rows = await store.alertQueue.claim({ now: at, leaseUntil: at + leaseMs, token, limit: BATCH });
    if (rows.length === 0) return;
    const alerts = await store.alerts.byIds([...new Set(rows.map((row) => row.alertId))]);
    const messages = messagesOf(rows, alerts, tenants);
    const sent = await Promise.all(messages.map((message) => attempt(settings, message, token)));
    const done = messages.filter((_, i) => sent[i]).flatMap((message) => message.rows.map((row) => row.id));
    // Rows whose alert or site is gone are dropped with the sent ones: there is no one to send them to.
    const orphans = rows.filter((row) => !messages.some((message) => message.rows.includes(row))).map((r) => r.id);
    await store.alertQueue.sent([...done, ...orphans], now());
  }
}

/** The sender's loop (poller.ts): `kick()` after a confirmation or matches are queued. */
export function startAlertSender({ pollMs = 1000, ...options }: AlertSenderOptions) {
  const { now = () => new Date(), baseDelayMs = 60_000, leaseMs = 60_000 } = options;
  const settings: Settings = { ...options, now, baseDelayMs, leaseMs };
  return startPoller((stopped) => drain(settings, stopped), { pollMs, log: options.log, failure: 'alert pass failed' });
}
