/**
 * Where the lead API keeps its data, and opening it. Embedded default: SQLite on local disk
 * (node:sqlite, WAL with synchronous=FULL, so a lead is on disk when its transaction commits).
 * DATABASE_URL=postgres://… switches to PostgreSQL, which several API instances can share
 * (synchronous_commit, PostgreSQL's default, gives the same guarantee). Both are reached through
 * one Kysely query builder; migrations run before the database is handed out.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { NodeSqliteDialect } from './node-sqlite.ts';
import { migrate } from './migrations.ts';
import type { Engine, Tables } from './tables.ts';

export type DatabaseConfig = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };
export type Database = { db: Kysely<Tables>; engine: Engine; close(): Promise<void> };

/** PostgreSQL when `databaseUrl` is set (postgres:// or postgresql://), else SQLite in `dataDir`. */
export function databaseConfig(databaseUrl: string | undefined, dataDir: string): DatabaseConfig {
  if (!databaseUrl) return { engine: 'sqlite', file: `${dataDir}/leads.sqlite` };
  if (!/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('DATABASE_URL must be a postgres:// URL (or be unset, for SQLite in the data folder).');
  return { engine: 'postgres', url: databaseUrl };
}

/** The database for a log line: the file, or the server and database name (never the password). */
export function describeDatabase(config: DatabaseConfig): string {
  if (config.engine === 'sqlite') return `SQLite ${config.file}`;
  const url = new URL(config.url);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

function openSqlite(file: string): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new DatabaseSync(file);
  sqlite.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
  );
  const db = new Kysely<Tables>({ dialect: new NodeSqliteDialect(sqlite) });
  return {
    db,
    engine: 'sqlite',
    async close() {
      await db.destroy();
      if (sqlite.isOpen) sqlite.close();
    },
  };
}

/** bigint (int8) columns, epoch milliseconds and ids, as numbers: all of them are far below 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

function openPostgres(url: string, log: Logger): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, types });
  // An idle connection dropped by the server is replaced on the next query; without a listener it would crash the process.
  pool.on('error', (error) => log.warn({ err: error }, 'PostgreSQL connection lost; it is replaced on the next query'));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

export async function openDatabase(config: DatabaseConfig, log: Logger): Promise<Database> {
  const database = config.engine === 'sqlite' ? openSqlite(config.file) : openPostgres(config.url, log);
  try {
    const applied = await migrate(database.db, database.engine);
    if (applied.length > 0) log.info({ versions: applied }, `database schema migrated (${describeDatabase(config)})`);
  } catch (error) {
    await database.close();
    throw new Error(
      `Could not open ${describeDatabase(config)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return database;
}
