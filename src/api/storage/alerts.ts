/**
 * Shoppers' alerts (docs/alerts.md): saved, confirmed, listed and deleted by the alert routes, and
 * the messages queued to them. Saving is one insert that does nothing when the shopper already
 * watches that subject, so two taps (or two instances) keep one alert; deleting an alert deletes
 * its queued messages in the same transaction, so nothing is sent after an unsubscribe.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Database } from './database.ts';
import type { Tables } from './tables.ts';

export type StoredAlert = {
  id: string;
  tenant: string;
  email: string;
  phone: string | null;
  channel: 'email' | 'sms';
  /** "search:<path and query>" or "car:<id>". */
  subject: string;
  token: string;
  confirmedAt: string | null;
  createdAt: string;
};

type NewAlert = Pick<StoredAlert, 'tenant' | 'email' | 'phone' | 'channel' | 'subject'>;

type QueuedMessage = { alertId: string; key: string; kind: 'confirm' | 'match'; body: unknown };

export type AlertsRepository = {
  /** Saves the alert unless the shopper has one for that subject: then that one, with created false. */
  save(alert: NewAlert, at: Date): Promise<{ alert: StoredAlert; created: boolean }>;
  byToken(token: string): Promise<StoredAlert | null>;
  byIds(ids: string[]): Promise<Map<string, StoredAlert>>;
  /** A site's confirmed alerts: what a stock change is matched against. */
  confirmedOf(tenant: string): Promise<{ id: string; subject: string }[]>;
  /** Confirms the alert with this token (once; later calls answer it as it is). */
  confirm(token: string, at: Date): Promise<StoredAlert | null>;
  /** The shopper's alerts on a site, oldest first. */
  ofShopper(tenant: string, email: string): Promise<StoredAlert[]>;
  /** Deletes the shopper's alerts with these ids (all of them when null) and their queued messages; answers how many. */
  remove(tenant: string, email: string, ids: string[] | null): Promise<number>;
  /** Queues each message unless its alert already has one with its key; answers how many were queued. */
  queue(messages: QueuedMessage[], at: Date): Promise<number>;
};

/** An alert as the database keeps it. */
type Row = Selectable<Tables['alerts']>;

const toAlert = (row: Row): StoredAlert => ({
  id: row.id,
  tenant: row.tenant,
  email: row.email,
  phone: row.phone,
  channel: row.channel === 'sms' ? 'sms' : 'email',
  subject: row.subject,
  token: row.token,
  confirmedAt: row.confirmed_at,
  createdAt: row.created_at,
});

/** 128 random bits, URL-safe: the secret an alert's links carry. */
const newToken = () => randomBytes(16).toString('base64url');

/** Rows per insert: well under SQLite's limit of bound values per statement. */
const ROWS_PER_INSERT = 500;

async function queueMessages({ db }: Database, messages: QueuedMessage[], at: Date): Promise<number> {
  let queued = 0;
  for (let i = 0; i < messages.length; i += ROWS_PER_INSERT)
    queued += await insertMessages(db, messages.slice(i, i + ROWS_PER_INSERT), at);
  return queued;
}

async function insertMessages(db: Database['db'], messages: QueuedMessage[], at: Date): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = messages.map((m) => ({
    alert_id: m.alertId,
    key: m.key,
    kind: m.kind,
    body: JSON.stringify(m.body),
    created_at: at.toISOString(),
    next_attempt_at: at.getTime(),
  }));
  const inserted = await db
    .insertInto('alert_messages')
    .values(rows)
    .onConflict((c) => c.columns(['alert_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0);
}

/** Deletes the alerts and their queued messages together, so nothing queued is sent after. */
function removeAlerts({ db }: Database, tenant: string, email: string, ids: string[] | null): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const chosen = trx
      .selectFrom('alerts')
      .select('id')
      .where('tenant', '=', tenant)
      .where('email', '=', email)
      .$if(ids !== null, (query) => query.where('id', 'in', ids!.length > 0 ? ids! : ['']));
    await trx.deleteFrom('alert_messages').where('alert_id', 'in', chosen).execute();
    const deleted = await trx.deleteFrom('alerts').where('id', 'in', chosen).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  });
}

export function alertsRepository(database: Database): AlertsRepository {
  const { db } = database;
  const byToken = async (token: string) => {
    const row = await db.selectFrom('alerts').selectAll().where('token', '=', token).executeTakeFirst();
    return row ? toAlert(row) : null;
  };
  return {
    async save(alert, at) {
      const id = randomUUID();
      await db
        .insertInto('alerts')
        .values({ ...alert, id, token: newToken(), confirmed_at: null, created_at: at.toISOString() })
        .onConflict((c) => c.columns(['tenant', 'email', 'subject']).doNothing())
        .execute();
      const row = await db
        .selectFrom('alerts')
        .selectAll()
        .where('tenant', '=', alert.tenant)
        .where('email', '=', alert.email)
        .where('subject', '=', alert.subject)
        .executeTakeFirstOrThrow();
      return { alert: toAlert(row), created: row.id === id };
    },
    byToken,
    async byIds(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('alerts').selectAll().where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, toAlert(row)]));
    },
    confirmedOf: (tenant) =>
      db
        .selectFrom('alerts')
        .select(['id', 'subject'])
        .where('tenant', '=', tenant)
        .where('confirmed_at', 'is not', null)
        .execute(),
    async confirm(token, at) {
      await db
        .updateTable('alerts')
        .set({ confirmed_at: at.toISOString() })
        .where('token', '=', token)
        .where('confirmed_at', 'is', null)
        .execute();
      return byToken(token);
    },
    async ofShopper(tenant, email) {
      const rows = await db
        .selectFrom('alerts')
        .selectAll()
        .where('tenant', '=', tenant)
        .where('email', '=', email)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toAlert);
    },
    remove: (tenant, email, ids) => removeAlerts(database, tenant, email, ids),
    queue: (messages, at) => queueMessages(database, messages, at),
  };
}
