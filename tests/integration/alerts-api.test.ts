/**
 * Shoppers' alerts through the lead API (issue 32, docs/alerts.md), on two instances sharing one
 * database (a SQLite file, and PostgreSQL), sending to a real SMTP server (the local mailbox):
 * double opt-in (one confirmation, nothing else before it is confirmed), the dealer named with its
 * contact details and RFC 8058 one-click unsubscribe headers in every message, the daily limit held
 * between instances (a send the mail server refused does not use it up), one-click unsubscribe
 * honoured at once, and a send cut off mid-way (the mail server never answered, as when a sender
 * is killed) sent again once by the other instance; a signed-in shopper who chose SMS gets the
 * match as a text.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { smtpMailer } from '../../src/api/mailer.ts';
import { startMailbox, type Mailbox } from '../../src/pipeline/serve/mailbox.ts';
import type { MatchBody } from '../../src/lib/alerts/messages.ts';
import { openDatabase, type DatabaseConfig } from '../../src/api/storage/database.ts';
import { silentLogger } from '../../src/api/log.ts';
import { signIn } from './lead-api-shopper.ts';
import { ENGINES, call, startLeadApi, stopSharedPostgres, until } from './lead-api-harness.ts';

afterAll(() => stopSharedPostgres());

const DAY_MS = 86_400_000;
const car = (id: number, price: number, was: number | null): MatchBody => ({
  event: was === null ? 'new' : 'price-drop',
  car: { id, slug: `2022-nissan-navara-${id}`, name: `2022 Nissan Navara ST ${id}`, price, was, photo: null },
});
/** The messages queued for `email`'s alerts. */
async function readRows(config: DatabaseConfig, email: string) {
  const database = await openDatabase(config, silentLogger());
  const rows = await database.db
    .selectFrom('alert_messages')
    .selectAll()
    .where('alert_id', 'in', database.db.selectFrom('alerts').select('id').where('email', '=', email))
    .execute();
  await database.close();
  return rows;
}
/** Texts either instance's local SMS sender wrote to `to` (+61…) that are alerts, not sign-in codes. */
function alertTexts(dataDirs: string[], to: string): string[] {
  return dataDirs.flatMap((dir) => {
    const file = join(dir, 'sms-outbox.jsonl');
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { to: string; text: string })
      .filter((sms) => sms.to === to && !/\d{6}/.test(sms.text.split('\n')[0]!))
      .map((sms) => sms.text);
  });
}
const tokenIn = (text: string) => /[?&]token=([\w-]+)/.exec(text)?.[1] ?? '';

describe.each(ENGINES)('alerts on two instances sharing %s', (engine) => {
  let shop: Tenant;
  let mailbox: Mailbox;
  let a: Awaited<ReturnType<typeof startLeadApi>>;
  let b: Awaited<ReturnType<typeof startLeadApi>>;
  let offset = 0;
  const now = () => new Date(Date.now() + offset);

  beforeAll(async () => {
    const { tenants } = await loadTenants('tenants');
    const base = tenants.find((t) => t.features.signIn)!;
    const options = { enabled: true, perShopperPerDay: 1, senderName: 'Alerts Desk', channels: ['email', 'sms'] };
    shop = { ...base, alerts: { ...base.alerts, ...options } as Tenant['alerts'] };
    mailbox = await startMailbox();
    const alerts = { mailer: smtpMailer(mailbox.smtpUrl), pollMs: 20, leaseMs: 3000, baseDelayMs: 50 };
    a = await startLeadApi([shop], { engine, name: 'alerts-a', alerts, now });
    b = await startLeadApi([shop], { engine, name: 'alerts-b', alerts, now, database: a.database });
  });
  let closed = false;
  afterAll(async () => {
    if (!closed) await Promise.all([a?.close(), b?.close()]);
    await mailbox?.close();
  });

  const subscribe = (body: unknown) => call(a.port, shop.slug, 'POST', '/api/alerts', body);

  it('asks once for confirmation, sends matches as a daily digest, and stops at one click', async () => {
    mailbox.messages.length = 0;
    const email = `watcher-${engine}@example.com`;
    expect((await subscribe({ email, car_id: 263011, spam: 1 })).status).toBe(400);
    expect((await subscribe({ email })).status).toBe(400);
    expect((await subscribe({ email, car_id: 263011 })).status).toBe(202);
    expect((await subscribe({ email: email.toUpperCase(), car_id: 263011 })).status).toBe(202);
    await until(() => mailbox.messages.length === 1);
    const [confirmation] = mailbox.messages;
    expect(confirmation!.subject).toBe(`Confirm your alert from Alerts Desk`);
    expect(confirmation!.text).toContain('price drops of the 2022 Nissan Navara');
    expect(confirmation!.text).toContain(`Sent by Alerts Desk`);
    expect(confirmation!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    const token = tokenIn(confirmation!.text);
    expect(confirmation!.listUnsubscribe).toBe(`<${shop.url.replace(/\/$/, '')}/api/alerts/${token}/unsubscribe>`);

    const confirmed = await call(b.port, shop.slug, 'POST', `/api/alerts/${token}/confirm`);
    expect(confirmed.body).toEqual({ id: expect.any(String), channel: 'email', confirmed: true, car_id: 263011 });
    const mine = await call(b.port, shop.slug, 'GET', `/api/alerts/${token}`);
    expect(mine.body).toEqual({ email, alerts: [{ ...confirmed.body, car_name: '2022 Nissan Navara' }] });

    const alertId = confirmed.body.id as string;
    // One re-index queues its matches together (either instance may send them).
    const queue = (...matches: MatchBody[]) =>
      a.api.store.alerts.queue(
        matches.map((m) => ({ alertId, key: `${m.event}:${m.car.id}`, kind: 'match' as const, body: m })),
        now(),
      );
    await queue(car(263011, 43_990, 45_990), car(5, 29_990, null));
    await until(() => mailbox.messages.length === 2);
    const digest = mailbox.messages[0]!;
    expect(digest.subject).toBe('2 cars for your alerts at Alerts Desk');
    expect(digest.text).toContain('$43,990 (was $45,990)');
    expect(digest.text).toContain('/cars/2022-nissan-navara-5/?utm_source=alert&utm_medium=email&utm_campaign=new');

    // A third match the same day waits for the next day (the limit is 1 a day, kept across instances).
    await queue(car(7, 19_990, null));
    const row = () =>
      a.api.db.selectFrom('alert_messages').selectAll().where('key', '=', 'new:7').executeTakeFirstOrThrow();
    await until(async () => Number((await row()).next_attempt_at) > now().getTime());
    expect((await row()).sent_at).toBeNull();
    expect(mailbox.messages).toHaveLength(2);
    offset += DAY_MS;
    await until(() => mailbox.messages.length === 3, 15_000);
    expect(mailbox.messages[0]!.subject).toBe('New match: 2022 Nissan Navara ST 7 at Alerts Desk');

    // One click (RFC 8058): honoured at once; what was queued is not sent.
    await queue(car(11, 9_990, null));
    const unsubscribed = await call(
      a.port,
      shop.slug,
      'POST',
      `/api/alerts/${token}/unsubscribe`,
      'List-Unsubscribe=One-Click',
      {
        'Content-Type': 'application/x-www-form-urlencoded',
      },
    );
    expect(unsubscribed.body).toEqual({ success: true });
    expect((await call(a.port, shop.slug, 'GET', `/api/alerts/${token}`)).status).toBe(404);
    offset += DAY_MS;
    const left = await a.api.db.selectFrom('alert_messages').select('id').where('alert_id', '=', alertId).execute();
    expect(left).toEqual([]);
    expect(mailbox.messages).toHaveLength(3);
  });

  it("a match the mail server refused does not use up the shopper's message for the day", async () => {
    const email = `refused-${engine}@example.com`;
    const to = () => mailbox.messages.filter((m) => m.to === email);
    expect((await subscribe({ email, search: '/search/nissan' })).status).toBe(202);
    await until(() => to().length === 1);
    const confirmed = await call(b.port, shop.slug, 'POST', `/api/alerts/${tokenIn(to()[0]!.text)}/confirm`);
    mailbox.hold(true);
    const match = car(21, 25_990, null);
    await a.api.store.alerts.queue([{ alertId: confirmed.body.id, key: 'new:21', kind: 'match', body: match }], now());
    await until(() => mailbox.held() === 1);
    mailbox.hold(false);
    mailbox.dropHeld(); // refused: the send fails, and is retried with backoff, not a day later
    await until(() => to().length === 2);
    expect(to()[0]!.subject).toBe('New match: 2022 Nissan Navara ST 21 at Alerts Desk');
  });

  it('texts a signed-in shopper who chose SMS (the confirmation still by email)', async () => {
    const email = `texter-${engine}@example.com`;
    const body = { email, car_id: 14, channel: 'sms' };
    expect((await subscribe(body)).status).toBe(401);
    const cookie = await signIn(a.port, a.dataDir, shop.slug, '0412 555 111');
    expect((await call(a.port, shop.slug, 'POST', '/api/alerts', body, cookie)).status).toBe(202);
    await until(() => mailbox.messages.some((m) => m.to === email));
    const token = tokenIn(mailbox.messages.find((m) => m.to === email)!.text);
    const confirmed = await call(b.port, shop.slug, 'POST', `/api/alerts/${token}/confirm`);
    expect(confirmed.body).toMatchObject({ channel: 'sms', confirmed: true });
    const drop = car(14, 40_000, 45_990);
    await a.api.store.alerts.queue([{ alertId: confirmed.body.id, key: 'drop', kind: 'match', body: drop }], now());
    const texts = () => alertTexts([a.dataDir, b.dataDir], '+61412555111');
    await until(() => texts().length === 1);
    const site = shop.url.replace(/\/$/, '');
    expect(texts()[0]).toBe(
      [
        'Alerts Desk:',
        `Price drop: 2022 Nissan Navara ST 14 $40,000 (was $45,990) ${site}/cars/2022-nissan-navara-14/?utm_source=alert&utm_medium=sms&utm_campaign=price-drop`,
        `Stop: ${site}/alerts/?token=${token}&action=unsubscribe`,
      ].join('\n'),
    );
  });

  it('sends a message cut off mid-send again, once, from the other instance', async () => {
    mailbox.messages.length = 0;
    mailbox.hold(true);
    expect((await subscribe({ email: `crash-${engine}@example.com`, search: '/search/nissan' })).status).toBe(202);
    await until(() => mailbox.held() === 1);
    mailbox.hold(false);
    // The lease runs out; an instance claims the message again and the mail server answers it this time.
    await until(() => mailbox.messages.length === 1);
    // The first sender's connection drops (its lease long gone): its failure must not reset the row.
    mailbox.dropHeld();
    await b.close();
    await a.close();
    closed = true;
    const rows = await readRows(a.database, `crash-${engine}@example.com`);
    expect(rows.map((r) => [r.sent_at !== null, r.last_error])).toEqual([[true, null]]);
    expect(mailbox.messages.map((m) => m.to)).toEqual([`crash-${engine}@example.com`]);
  });
});
