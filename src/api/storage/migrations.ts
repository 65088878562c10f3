/**
 * The lead API's schema, for both engines, as numbered migrations written with Kysely's schema
 * builder. They run at start, each once, inside one transaction that holds the migration lock
 * (PostgreSQL: an advisory lock, so instances starting together take turns; SQLite: BEGIN
 * IMMEDIATE), and each is recorded in schema_migrations. Versions 1 to 3 (first-schema.ts) are the
 * SQLite schema the API had before PostgreSQL, so an existing leads.sqlite carries on from version 4.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Engine, Tables } from './tables.ts';
import { accountsAndActivity, leadUpdates, leadsAndOutbox, type SchemaThen, type Step } from './first-schema.ts';
import { shopperAlerts } from './alerts-schema.ts';

/** Any 64-bit number, the same in every instance: the key of the migration lock. */
const MIGRATION_LOCK = 4_174_101_801;

/**
 * What several instances need: a sender's Idempotency-Key per lead, test-drive bookings as
 * columns (no JSON functions, which differ by engine), a lease token on outbox rows, and one hold
 * row per car so taking a hold is a single atomic upsert. Existing rows are carried over.
 */
const severalInstances: Step = async (db) => {
  // SQLite adds one column per ALTER TABLE.
  for (const [column, type] of [
    ['client_key', 'text'],
    ['test_drive_car_id', 'bigint'],
    ['test_drive_at', 'text'],
  ] as const) {
    await db.schema.alterTable('leads').addColumn(column, type).execute();
  }
  await db.schema.createIndex('leads_client_key').unique().on('leads').columns(['tenant', 'client_key']).execute();
  await db.schema.createIndex('leads_test_drives').on('leads').columns(['tenant', 'test_drive_car_id']).execute();
  const drives = await db.selectFrom('leads').select(['id', 'body']).where('kind', '=', 'test-drive').execute();
  for (const { id, body } of drives) {
    const fields =
      (JSON.parse(String(body)) as { fields?: { car_id?: number; booking_datetime?: string } }).fields ?? {};
    await db
      .updateTable('leads')
      .set({ test_drive_car_id: fields.car_id ?? null, test_drive_at: fields.booking_datetime ?? null })
      .where('id', '=', id)
      .execute();
  }
  await db.schema.alterTable('outbox').addColumn('lease_token', 'text').execute();
  await db.schema
    .createTable('car_holds')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('car_id', 'bigint', (c) => c.notNull())
    .addColumn('reservation_id', 'text', (c) => c.notNull())
    .addColumn('held_until', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('car_holds_pk', ['tenant', 'car_id'])
    .execute();
  const holds = new Map<string, { tenant: string; car_id: number; reservation_id: string; held_until: string }>();
  const reservations = await db
    .selectFrom('reservations')
    .select(['id', 'tenant', 'car_id', 'held_until'])
    .orderBy('held_until')
    .execute();
  for (const r of reservations)
    holds.set(`${r.tenant} ${r.car_id}`, {
      tenant: r.tenant,
      car_id: Number(r.car_id),
      reservation_id: r.id,
      held_until: r.held_until,
    });
  for (const hold of holds.values()) await db.insertInto('car_holds').values(hold).execute();
};

/**
 * What distrusting the browser needs (docs/threat-model.md): a digest of the body each
 * Idempotency-Key came with; one booking per car and slot (earlier double bookings keep their lead
 * but give up the slot); who holds each car; sign-in tries counted per window rather than per code;
 * limits shared by instances (quotas); visitors of a car page as salted digests for a day; and the
 * lead a kept valuation belongs to.
 */
const distrust: Step = async (db) => {
  await db.schema.alterTable('leads').addColumn('client_key_digest', 'text').execute();
  const keep = db
    .selectFrom('leads')
    .select((eb) => eb.fn.min('id').as('id'))
    .where('test_drive_at', 'is not', null)
    .where('test_drive_car_id', 'is not', null)
    .groupBy(['tenant', 'test_drive_car_id', 'test_drive_at']);
  await db
    .updateTable('leads')
    .set({ test_drive_at: null })
    .where('test_drive_at', 'is not', null)
    .where('id', 'not in', keep)
    .execute();
  await db.schema
    .createIndex('leads_test_drive_slot')
    .unique()
    .on('leads')
    .columns(['tenant', 'test_drive_car_id', 'test_drive_at'])
    .where('test_drive_at', 'is not', null)
    .execute();
  for (const column of ['shopper_phone', 'card_key'])
    await db.schema.alterTable('car_holds').addColumn(column, 'text').execute();
  await db.schema.createIndex('car_holds_shopper').on('car_holds').columns(['tenant', 'shopper_phone']).execute();
  await db.schema.createIndex('car_holds_card').on('car_holds').columns(['tenant', 'card_key']).execute();
  await db.schema
    .alterTable('sign_in_codes')
    .addColumn('window_started_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('quotas')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('quotas_pk', ['scope', 'key'])
    .execute();
  await db.schema
    .createTable('view_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('view_visitors')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('digest', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('view_visitors_pk', ['day', 'digest'])
    .execute();
  await db.schema.alterTable('valuations').addColumn('lead_id', 'text').execute();
  await db.schema.createIndex('valuations_lead').unique().on('valuations').columns(['tenant', 'lead_id']).execute();
};

/**
 * Deposits, each written before its processor is asked (docs/payments.md): a crash at any point
 * leaves a row the sweep can finish, and a processor's webhook finds its deposit by reference.
 * Reservations stored before deposits were tracked took theirs from the test processor (no other
 * shipped), so they are recorded as its holds.
 */
const deposits: Step = async (db) => {
  await db.schema
    .createTable('deposits')
    .addColumn('reservation_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('car_id', 'bigint', (c) => c.notNull())
    .addColumn('processor', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('reference', 'text')
    .addColumn('authorise_request', 'text', (c) => c.notNull())
    .addColumn('pending', 'text')
    .addColumn('held_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deposits_state').on('deposits').columns(['state', 'held_until']).execute();
  await db.schema.createIndex('deposits_reference').on('deposits').columns(['reference']).execute();
  const held = await db
    .selectFrom('reservations')
    .select(['id', 'tenant', 'car_id', 'deposit_cents', 'payment_ref', 'held_until', 'created_at'])
    .where('payment_ref', '!=', '')
    .execute();
  for (const r of held)
    await db
      .insertInto('deposits')
      .values({
        reservation_id: r.id,
        tenant: r.tenant,
        car_id: r.car_id,
        processor: 'test',
        amount_cents: r.deposit_cents,
        state: 'held',
        reference: r.payment_ref,
        authorise_request: '{}',
        held_until: r.held_until,
        created_at: r.created_at,
        updated_at: r.created_at,
      })
      .execute();
};

const MIGRATIONS: Step[] = [
  leadsAndOutbox,
  accountsAndActivity,
  leadUpdates,
  severalInstances,
  distrust,
  deposits,
  shopperAlerts,
];

/** Applies the migrations not yet recorded; returns the versions it applied. */
export async function migrate(db: Kysely<Tables>, engine: Engine): Promise<number[]> {
  return db.transaction().execute(async (trx: Transaction<Tables>) => {
    if (engine === 'postgres') await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await trx.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('version', 'integer', (c) => c.primaryKey())
      .addColumn('applied_at', 'text', (c) => c.notNull())
      .execute();
    const applied = new Set(
      (await trx.selectFrom('schema_migrations').select('version').execute()).map((row) => Number(row.version)),
    );
    const done: number[] = [];
    for (const [index, step] of MIGRATIONS.entries()) {
      const version = index + 1;
      if (applied.has(version)) continue;
      await step(trx as unknown as SchemaThen, engine);
      await trx.insertInto('schema_migrations').values({ version, applied_at: new Date().toISOString() }).execute();
      done.push(version);
    }
    return done;
  });
}
