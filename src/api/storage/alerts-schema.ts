/**
 * Migration 7: shoppers' alerts and the messages sent to them (docs/alerts.md), in the same
 * database as the leads. One alert per shopper and subject, one message per alert and key.
 */
import { serialId, type Step } from './first-schema.ts';

export const shopperAlerts: Step = async (db, engine) => {
  await db.schema
    .createTable('alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('alerts_shopper').unique().on('alerts').columns(['tenant', 'email', 'subject']).execute();
  await db.schema
    .createTable('alert_messages')
    .$call(serialId(engine))
    .addColumn('alert_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('leased_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_token', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('alert_messages_once')
    .unique()
    .on('alert_messages')
    .columns(['alert_id', 'key'])
    .execute();
  await db.schema
    .createIndex('alert_messages_due')
    .on('alert_messages')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();
};
