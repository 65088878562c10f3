/**
 * The lead API's storage: SQLite on local disk (node:sqlite, no native build). WAL with
 * synchronous=FULL, so a lead is on disk when its INSERT commits, and the API answers only after
 * that. Schema changes are numbered migrations, applied once each and recorded in the file.
 */
import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

const MIGRATIONS: string[] = [
  `CREATE TABLE leads (
     id TEXT PRIMARY KEY,
     tenant TEXT NOT NULL,
     kind TEXT NOT NULL,
     category TEXT NOT NULL,
     created_at TEXT NOT NULL,
     body TEXT NOT NULL
   );
   CREATE INDEX leads_tenant ON leads (tenant, created_at);
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     lead_id TEXT NOT NULL REFERENCES leads (id),
     destination TEXT NOT NULL,
     url TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     leased_until INTEGER NOT NULL DEFAULT 0,
     delivered_at TEXT,
     last_error TEXT,
     UNIQUE (lead_id, destination)
   );
   CREATE INDEX outbox_due ON outbox (delivered_at, next_attempt_at);`,
  `CREATE TABLE sign_in_codes (
     tenant TEXT NOT NULL,
     phone TEXT NOT NULL,
     code_hash TEXT NOT NULL,
     expires_at INTEGER NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (tenant, phone)
   );
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     tenant TEXT NOT NULL,
     phone TEXT NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE TABLE watchlist (
     tenant TEXT NOT NULL,
     phone TEXT NOT NULL,
     car_id INTEGER NOT NULL,
     saved_at TEXT NOT NULL,
     PRIMARY KEY (tenant, phone, car_id)
   );
   CREATE TABLE car_views (
     tenant TEXT NOT NULL,
     car_id INTEGER NOT NULL,
     views INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (tenant, car_id)
   );
   CREATE TABLE phone_reveals (
     tenant TEXT NOT NULL,
     car_id INTEGER NOT NULL,
     revealed_at TEXT NOT NULL
   );
   CREATE TABLE valuations (
     id INTEGER PRIMARY KEY,
     tenant TEXT NOT NULL,
     column_name TEXT NOT NULL,
     body TEXT NOT NULL,
     saved_at TEXT NOT NULL
   );
   CREATE TABLE reservations (
     id TEXT PRIMARY KEY,
     tenant TEXT NOT NULL,
     car_id INTEGER NOT NULL,
     lead_id TEXT NOT NULL REFERENCES leads (id),
     deposit_cents INTEGER NOT NULL,
     payment_ref TEXT NOT NULL,
     held_until TEXT NOT NULL,
     created_at TEXT NOT NULL
   );`,
  // The trade-in valuation steps of a lead (rego lookup, estimate, adjustments, offer accepted),
  // one row per step, in order; the latest row of a kind is the current one.
  `CREATE TABLE lead_updates (
     id INTEGER PRIMARY KEY,
     lead_id TEXT NOT NULL REFERENCES leads (id),
     kind TEXT NOT NULL,
     body TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX lead_updates_lead ON lead_updates (lead_id, kind, id);`,
];

export type Db = DatabaseSync;

export function openDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').all().map((row) => Number(row.version)));
  MIGRATIONS.forEach((sql, index) => {
    const version = index + 1;
    if (applied.has(version)) return;
    transaction(db, () => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(version, new Date().toISOString());
    });
  });
}

/** Runs `work` in one transaction: all of it is written, or none. */
export function transaction<T>(db: Db, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
