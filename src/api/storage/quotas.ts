/**
 * Limits that every API instance on the database shares (texts per phone, texts per site): a fixed
 * window per key, each counted by one conditional upsert, several taken together or not at all
 * (one transaction, always in the caller's order, so two callers cannot deadlock). On PostgreSQL
 * concurrent upserts of one key queue on its row, so the count cannot be overtaken; on SQLite
 * writers take turns. Keys are digests, never a phone number.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from './database.ts';
import type { Tables } from './tables.ts';

export type Quota = { scope: string; key: string; limit: number; windowMs: number };

export type QuotasRepository = {
  /** Uses one of each quota's `limit` per `windowMs`, in one transaction; false (nothing used) when any is used up. */
  take(quotas: Quota[], now: number): Promise<boolean>;
  /** Gives back one use of each quota (what it was taken for did not happen: a message not sent). */
  give(quotas: Quota[]): Promise<void>;
  /** Forgets windows that ended before `before` (kept small by the API's housekeeping). */
  sweep(before: number): Promise<void>;
};

/** Thrown inside the transaction to roll back the quotas taken before one that was used up. */
class UsedUp extends Error {}

export function quotasRepository({ db }: Database): QuotasRepository {
  async function takeOne(trx: Transaction<Tables>, { scope, key, limit, windowMs }: Quota, now: number) {
    const ended = sql<boolean>`quotas.window_start <= ${now - windowMs}`;
    const row = await trx
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
    if (!row) throw new UsedUp();
  }
  return {
    take(quotas, now) {
      return db
        .transaction()
        .execute(async (trx) => {
          for (const quota of quotas) await takeOne(trx, quota, now);
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof UsedUp) return false;
          throw error;
        });
    },
    async give(quotas) {
      for (const { scope, key } of quotas)
        await db
          .updateTable('quotas')
          .set((eb) => ({ used: eb('used', '-', 1) }))
          .where('scope', '=', scope)
          .where('key', '=', key)
          .where('used', '>', 0)
          .execute();
    },
    async sweep(before) {
      await db.deleteFrom('quotas').where('window_start', '<', before).execute();
    },
  };
}
