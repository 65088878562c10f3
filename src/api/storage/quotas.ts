/**
 * Limits that every API instance on the database shares (texts per phone, texts per site): a fixed
 * window per key, counted by one conditional upsert. On PostgreSQL concurrent upserts of one key
 * queue on its row, so the count cannot be overtaken; on SQLite writers take turns. Keys are
 * digests, never a phone number.
 */
import { sql } from 'kysely';
import type { Database } from './database.ts';

export type QuotasRepository = {
  /** Uses one of `limit` per `windowMs` for this key; false (nothing used) when they are all used. */
  take(scope: string, key: string, limit: number, windowMs: number, now: number): Promise<boolean>;
  /** Forgets windows that ended before `before` (kept small by the API's housekeeping). */
  sweep(before: number): Promise<void>;
};

export function quotasRepository({ db }: Database): QuotasRepository {
  return {
    async take(scope, key, limit, windowMs, now) {
      const ended = sql<boolean>`quotas.window_start <= ${now - windowMs}`;
      const row = await db
        .insertInto('quotas')
        .values({ scope, key, window_start: now, used: 1 })
        .onConflict((c) =>
          c
            .columns(['scope', 'key'])
            .doUpdateSet({
              used: sql`CASE WHEN ${ended} THEN 1 ELSE quotas.used + 1 END`,
              window_start: sql`CASE WHEN ${ended} THEN ${now} ELSE quotas.window_start END`,
            })
            .where((eb) => eb.or([ended, eb('quotas.used', '<', limit)])),
        )
        .returning('used')
        .executeTakeFirst();
      return row !== undefined;
    },
    async sweep(before) {
      await db.deleteFrom('quotas').where('window_start', '<', before).execute();
    },
  };
}
