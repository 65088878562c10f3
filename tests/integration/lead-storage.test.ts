/**
 * The lead API's storage under the routes: SQLite keeps WAL and synchronous=FULL; an existing
 * leads.sqlite from before PostgreSQL migrates forward keeping its leads, deliveries and holds;
 * instances starting at once on PostgreSQL migrate once; and the node:sqlite Kysely dialect begins
 * every transaction IMMEDIATE, so two processes' read-then-write transactions on one file take
 * turns (waiting up to busy_timeout) instead of failing with SQLITE_BUSY; leads arriving together
 * share one commit.
 */
import { afterAll, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, sql } from 'kysely';
import { openDatabase } from '../../src/api/storage/database.ts';
import { createRepository } from '../../src/api/storage/repository.ts';
import { NodeSqliteDialect } from '../../src/api/storage/node-sqlite.ts';
import { migrate } from '../../src/api/storage/migrations.ts';
import type { Tables } from '../../src/api/storage/tables.ts';
import { silentLogger } from '../../src/api/log.ts';
import { freshDatabase, stopSharedPostgres } from './lead-api-harness.ts';

afterAll(() => stopSharedPostgres());

const log = silentLogger();

/** Every migration's version: what migrate applies to an empty database. */
async function allVersions(): Promise<number[]> {
  const db = new Kysely<Tables>({ dialect: new NodeSqliteDialect(new DatabaseSync(':memory:')) });
  try {
    return await migrate(db, 'sqlite');
  } finally {
    await db.destroy();
  }
}
const sqliteFile = () => join(mkdtempSync(join(tmpdir(), 'forecourt-storage-')), 'leads.sqlite');

it('keeps SQLite in WAL mode with synchronous=FULL, so a committed lead is on disk', async () => {
  const database = await openDatabase({ engine: 'sqlite', file: sqliteFile() }, log);
  try {
    const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(database.db);
    const sync = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(database.db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    expect(sync.rows[0]?.synchronous).toBe(2); // FULL
  } finally {
    await database.close();
  }
});

it('migrates a leads.sqlite from before PostgreSQL, keeping its leads, queued deliveries and holds', async () => {
  const file = sqliteFile();
  const old = new DatabaseSync(file);
  old.exec(readFileSync('tests/fixtures/leads-sqlite-v3.sql', 'utf8'));
  const drive = {
    kind: 'test-drive',
    fields: {
      name: 'A',
      email: 'a@example.com',
      phone: '0412345678',
      car_id: 77,
      booking_datetime: '2030-03-02T10:30',
    },
    userData: { category: 'Test Drive' },
  };
  old
    .prepare('INSERT INTO leads (id, tenant, kind, category, created_at, body) VALUES (?, ?, ?, ?, ?, ?)')
    .run('lead-1', 'example-motors', 'test-drive', 'Test Drive', '2026-11-01T00:00:00.000Z', JSON.stringify(drive));
  old
    .prepare('INSERT INTO outbox (lead_id, destination, url, next_attempt_at) VALUES (?, ?, ?, ?)')
    .run('lead-1', 'webhook', 'https://crm.example/hook', 0);
  old
    .prepare(
      'INSERT INTO reservations (id, tenant, car_id, lead_id, deposit_cents, payment_ref, held_until, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      'res-1',
      'example-motors',
      55,
      'lead-1',
      20000,
      'test_ref',
      '2999-01-01T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
    );
  old.close();

  const database = await openDatabase({ engine: 'sqlite', file }, log);
  try {
    const store = createRepository(database);
    const versions = (
      await database.db.selectFrom('schema_migrations').select('version').orderBy('version').execute()
    ).map((r) => r.version);
    expect(versions).toEqual(await allVersions());
    expect((await store.leads.read('lead-1'))?.request.fields).toMatchObject({ car_id: 77 });
    expect(await store.leads.testDriveTimes('example-motors', 77)).toEqual(['2030-03-02T10:30']);
    expect(await store.outbox.claim({ now: 1, leaseUntil: 2, token: 't', limit: 20 })).toMatchObject([
      { leadId: 'lead-1', destination: 'webhook', attempts: 0 },
    ]);
    // The old reservation still holds its car: a new claim on it is refused.
    const claim = {
      id: 'res-2',
      tenant: 'example-motors',
      carId: 55,
      shopperPhone: '+61412345678',
      until: new Date(Date.now() + 60_000),
      cap: 1,
    };
    expect(await store.reservations.claim(claim, new Date())).toBe('taken');
  } finally {
    await database.close();
  }
});

// Several instances share PostgreSQL (a SQLite file is one server's; its writers are processes that take turns, below).
it('migrates once when instances start at the same moment on PostgreSQL', async () => {
  const config = await freshDatabase('postgres', 'migrate-together');
  const opened = await Promise.all([openDatabase(config, log), openDatabase(config, log), openDatabase(config, log)]);
  try {
    const versions = (
      await opened[0]!.db.selectFrom('schema_migrations').select('version').orderBy('version').execute()
    ).map((r) => r.version);
    expect(versions).toEqual(await allVersions());
  } finally {
    await Promise.all(opened.map((d) => d.close()));
  }
});

it('node:sqlite dialect: a transaction takes the write lock at BEGIN (IMMEDIATE), and RETURNING returns rows', async () => {
  const file = sqliteFile();
  const sqlite = new DatabaseSync(file);
  sqlite.exec('PRAGMA journal_mode = WAL;');
  const db = new Kysely<{ counter: { id: number; n: number } }>({ dialect: new NodeSqliteDialect(sqlite) });
  // Another process's connection, which does not wait for locks.
  const other = new DatabaseSync(file);
  other.exec('PRAGMA busy_timeout = 0;');
  try {
    await db.schema
      .createTable('counter')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('n', 'integer')
      .execute();
    expect(await db.insertInto('counter').values({ id: 1, n: 0 }).returning(['id', 'n']).execute()).toEqual([
      { id: 1, n: 0 },
    ]);
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    let inside!: () => void;
    const begun = new Promise<void>((done) => (inside = done));
    const transaction = db.transaction().execute(async (trx) => {
      // Only a read so far: a deferred BEGIN would hold no write lock yet.
      await trx.selectFrom('counter').select('n').execute();
      inside();
      await held;
      await trx.updateTable('counter').set({ n: 1 }).execute();
    });
    await begun;
    expect(() => other.exec('BEGIN IMMEDIATE')).toThrow(/database is locked/);
    // Readers are not blocked (WAL).
    expect(other.prepare('SELECT n FROM counter').get()).toEqual({ n: 0 });
    release();
    await transaction;
    expect(other.prepare('SELECT n FROM counter').get()).toEqual({ n: 1 });
  } finally {
    other.close();
    await db.destroy();
  }
});

it('SQLite commits leads that arrive together in one transaction; a bad one does not cost the others theirs', async () => {
  const sqlite = new DatabaseSync(sqliteFile());
  sqlite.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;');
  const begun: string[] = [];
  const db = new Kysely<Tables>({
    dialect: new NodeSqliteDialect(sqlite),
    log: (event) => void (event.query.sql === 'begin immediate' && begun.push(event.query.sql)),
  });
  try {
    await migrate(db, 'sqlite');
    begun.length = 0;
    const { leads } = createRepository({ db, engine: 'sqlite', close: () => db.destroy() });
    const lead = (tenant: string) => ({
      tenant,
      request: { kind: 'contact', fields: { name: 'A' }, userData: { category: 'General Enquiry' } } as never,
      destinations: [{ kind: 'webhook' as const, url: 'https://crm.example/hook' }],
      now: new Date(),
    });
    const good = Array.from({ length: 20 }, () => leads.store(lead('example-motors')));
    // tenant is NOT NULL: this one fails, in the shared transaction and again on its own.
    const bad = leads.store(lead(null as unknown as string));
    const stored = await Promise.all(good);
    await expect(bad).rejects.toThrow(/NOT NULL/);
    expect(new Set(stored.map((s) => ('id' in s ? s.id : null))).size).toBe(20);
    expect(await leads.count('example-motors')).toBe(20);
    // One shared transaction (rolled back by the bad lead), then each of the 21 on its own.
    expect(begun).toHaveLength(22);
    begun.length = 0;
    await Promise.all(Array.from({ length: 20 }, () => leads.store(lead('example-motors'))));
    expect(begun).toHaveLength(1);
  } finally {
    await db.destroy();
  }
});
