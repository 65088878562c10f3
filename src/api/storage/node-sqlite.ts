/**
 * Kysely over Node's built-in node:sqlite (no native build), reusing Kysely's own SQLite dialect:
 * its query compiler, introspector and the adapter that serialises every query on the one
 * connection. Only two things differ from better-sqlite3, which that dialect was written for:
 *
 * - node:sqlite statements take parameters spread, not as an array, and have no `reader` flag
 *   (a statement returns rows when it has result columns, which covers INSERT … RETURNING);
 * - transactions begin IMMEDIATE, taking the write lock at BEGIN: a deferred transaction that
 *   reads and then writes fails with SQLITE_BUSY when another process wrote in between, whereas
 *   an immediate one waits for busy_timeout.
 *
 * Prepared statements are cached by their SQL: Kysely compiles the same text for the same query
 * shape, and preparing is a good part of a small statement's cost.
 */
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
} from 'kysely';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';

const CACHED_STATEMENTS = 200;

function nodeSqliteDatabase(sqlite: DatabaseSync): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached) return cached;
      const statement = sqlite.prepare(sql);
      const args = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
      const wrapped: SqliteStatement = {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...args(parameters)),
        run: (parameters) => statement.run(...args(parameters)),
        iterate: (parameters) => statement.iterate(...args(parameters)) as IterableIterator<unknown>,
      };
      if (cache.size >= CACHED_STATEMENTS) cache.delete(cache.keys().next().value!);
      cache.set(sql, wrapped);
      return wrapped;
    },
  };
}

class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class NodeSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(sqlite: DatabaseSync) {
    const config = { database: nodeSqliteDatabase(sqlite) };
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionDriver(this.#config);
  }
}
