/**
 * npm run bench -- --alerts-only (issue 32, docs/alerts.md): matching one import's 50 changed cars
 * against 10,000 saved searches and watched cars (the search page's own search on a real
 * Meilisearch, the alerts in SQLite), and messages per second from the alert sender to the local
 * SMTP server. Wall-clock figures on a possibly shared machine: compare figures from one run.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { startMeilisearch } from '../../src/pipeline/meili/server.ts';
import { indexTenants } from '../../src/pipeline/index-stock.ts';
import { demoStockDay } from '../../src/pipeline/stock-source.ts';
import { alertSearches } from '../../src/pipeline/alert-searches.ts';
import { readTenantStock } from '../../src/pipeline/meili/stock-reader.ts';
import { startMailbox } from '../../src/pipeline/serve/mailbox.ts';
import { openDatabase } from '../../src/api/storage/database.ts';
import { createRepository } from '../../src/api/storage/repository.ts';
import { queueAlertMatches } from '../../src/api/alert-matching.ts';
import { startAlertSender } from '../../src/api/alert-sender.ts';
import { smtpMailer } from '../../src/api/mailer.ts';
import { localSmsSender } from '../../src/api/sms.ts';
import { silentLogger } from '../../src/api/log.ts';
import { slugify } from '../../src/lib/format/slug.ts';
import type { MatchBody } from '../../src/lib/alerts/messages.ts';

const ALERTS = 10_000;
const CHANGED = 50;
const MESSAGES = 500;

/** A saved search per alert: a make page with a price range, each a different search (none asked once for many). */
function savedSearch(i: number, makes: string[]): string {
  const make = makes[i % makes.length]!;
  const low = i * 3;
  return `search:/search/${slugify(make)}?range%5Bprice%5D=${low}%3A${low + 15_000 + (i % 13) * 1000}`;
}

async function seedAlerts(db: Awaited<ReturnType<typeof openDatabase>>['db'], tenant: Tenant, subjects: string[]) {
  const at = new Date().toISOString();
  for (let i = 0; i < subjects.length; i += 500) {
    const rows = subjects.slice(i, i + 500).map((subject, j) => ({
      id: `bench-${i + j}`,
      tenant: tenant.slug,
      email: `shopper-${i + j}@example.com`,
      phone: null,
      channel: 'email',
      subject,
      token: `token-${i + j}`,
      confirmed_at: at,
      created_at: at,
    }));
    await db.insertInto('alerts').values(rows).execute();
  }
}

export async function alertFigures(tenant: Tenant, work: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-alerts-bench-'));
  const meili = await startMeilisearch({ dataDir: join(dir, 'meili') });
  const database = await openDatabase({ engine: 'sqlite', file: join(dir, 'leads.sqlite') }, silentLogger());
  const mailbox = await startMailbox({ limit: MESSAGES });
  try {
    const now = demoStockDay(new Date());
    console.log(`Indexing ${tenant.slug} and saving ${ALERTS.toLocaleString('en-AU')} alerts…`);
    await indexTenants(meili.client, [tenant], { cars: 200, now, force: true, stateDir: dir, log: () => {} });
    const searches = await alertSearches(meili.client, tenant, now);
    const cars = [...searches.cars.values()];
    const makes = [...new Set((await readTenantStock(meili.client, tenant, now)).map((car) => car.make))];
    const subjects = Array.from({ length: ALERTS }, (_, i) =>
      i % 10 === 0 ? `car:${cars[i % cars.length]!.id}` : savedSearch(i, makes),
    );
    await seedAlerts(database.db, tenant, subjects);
    const news: MatchBody[] = cars.slice(0, CHANGED).map((car, i) => ({
      event: i % 2 ? 'new' : 'price-drop',
      car: { ...car, was: i % 2 ? null : car.price + 1000 },
    }));
    const store = createRepository(database);
    console.log('Matching…');
    const started = performance.now();
    const result = await queueAlertMatches(store, tenant, news, searches.find, now);
    const matchSeconds = (performance.now() - started) / 1000;
    await database.db.deleteFrom('alert_messages').execute();
    const sendRate = await sendRateFigure(store, tenant, mailbox, work);
    return [
      `  alerts, matching:  ${ALERTS.toLocaleString('en-AU')} saved searches and watched cars × ${CHANGED} changed cars in ${matchSeconds.toFixed(2)} s (${new Set(subjects).size.toLocaleString('en-AU')} different searches and cars; ${result.matches.toLocaleString('en-AU')} matches queued)`,
      `  alerts, sending:   ${sendRate.toFixed(0)} messages/s from the queue to the local SMTP server (${MESSAGES} confirmation emails, React Email)`,
    ];
  } finally {
    await mailbox.close();
    await database.close();
    await meili.stop();
  }
}

/** Queues MESSAGES confirmations to different shoppers and times the sender until the mail server has them all. */
async function sendRateFigure(
  store: ReturnType<typeof createRepository>,
  tenant: Tenant,
  mailbox: Awaited<ReturnType<typeof startMailbox>>,
  work: string,
): Promise<number> {
  const messages = Array.from({ length: MESSAGES }, (_, i) => ({
    alertId: `bench-${i}`,
    key: 'confirm:bench',
    kind: 'confirm' as const,
    body: { watching: 'new cars matching your search' },
  }));
  await store.alerts.queue(messages, new Date());
  console.log(`Sending ${MESSAGES} alert emails…`);
  const started = performance.now();
  const sender = startAlertSender({
    store,
    tenants: new Map([[tenant.slug, { ...tenant, alerts: { ...tenant.alerts, enabled: true } }]]),
    mailer: smtpMailer(mailbox.smtpUrl),
    sms: localSmsSender(work, silentLogger()),
    siteUrl: () => 'http://bench.localhost:4321',
    log: silentLogger(),
    pollMs: 10,
  });
  while (mailbox.messages.length < MESSAGES) await new Promise((resolve) => setTimeout(resolve, 20));
  const seconds = (performance.now() - started) / 1000;
  await sender.stop();
  return MESSAGES / seconds;
}
