/**
 * Migrations 1 to 3: the SQLite schema the lead API had before PostgreSQL (leads and their outbox,
 * accounts and activity, trade-in lead updates), so an existing leads.sqlite carries on from
 * version 4. migrations.ts lists and runs them.
 */
import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Engine } from './tables.ts';

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against the tables as they were then, not today's Tables (Kysely's own advice).
export type SchemaThen = Kysely<any>;
export type Step = (db: SchemaThen, engine: Engine) => Promise<void>;

/** An integer id the database assigns: SQLite's rowid alias, PostgreSQL's identity column. */
export function serialId(engine: Engine) {
  return <T extends string>(table: CreateTableBuilder<T, never>) =>
    engine === 'postgres'
      ? table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey());
}

export const leadsAndOutbox: Step = async (db, engine) => {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('leads_tenant').on('leads').columns(['tenant', 'created_at']).execute();
  await db.schema
    .createTable('outbox')
    .$call(serialId(engine))
    .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id'))
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('leased_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('delivered_at', 'text')
    .addColumn('last_error', 'text')
    .addUniqueConstraint('outbox_lead_destination', ['lead_id', 'destination'])
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['delivered_at', 'next_attempt_at']).execute();
};

export const accountsAndActivity: Step = async (db, engine) => {
  await db.schema
    .createTable('sign_in_codes')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('sign_in_codes_pk', ['tenant', 'phone'])
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('watchlist')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('car_id', 'bigint', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('watchlist_pk', ['tenant', 'phone', 'car_id'])
    .execute();
  await db.schema
    .createTable('car_views')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('car_id', 'bigint', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('car_views_pk', ['tenant', 'car_id'])
    .execute();
  await db.schema
    .createTable('phone_reveals')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('car_id', 'bigint', (c) => c.notNull())
    .addColumn('revealed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('valuations')
    .$call(serialId(engine))
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('column_name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('reservations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('car_id', 'bigint', (c) => c.notNull())
    .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id'))
    .addColumn('deposit_cents', 'integer', (c) => c.notNull())
    .addColumn('payment_ref', 'text', (c) => c.notNull())
    .addColumn('held_until', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
};

export const leadUpdates: Step = async (db, engine) => {
  await db.schema
    .createTable('lead_updates')
    .$call(serialId(engine))
    .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_updates_lead').on('lead_updates').columns(['lead_id', 'kind', 'id']).execute();
};
