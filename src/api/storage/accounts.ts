/**
 * Sign-in codes, sessions and the watchlist (routes/account.ts holds the rules; this only stores).
 * A guess at a code first takes a try, in one conditional update, so guesses sent at once to any
 * number of instances are counted exactly; the tries are counted per window, which a new code
 * does not reset.
 */
import { sql } from 'kysely';
import type { Database } from './database.ts';

export type AccountsRepository = {
  /** Replaces any earlier code for this phone on this site; its tries start again only once `windowMs` has passed since they began. */
  saveCode(
    tenant: string,
    phone: string,
    codeHash: string,
    expiresAt: number,
    now: number,
    windowMs: number,
  ): Promise<void>;
  /** Takes a try at the phone's code, if it has one that is live with tries left: its hash, else null. */
  takeTry(tenant: string, phone: string, now: number, maxTries: number): Promise<string | null>;
  /** Uses the code up; false if another request used it first. */
  useCode(tenant: string, phone: string, codeHash: string): Promise<boolean>;
  /** Deletes codes (and their tries) and sessions nobody can use any more at `now`. */
  forgetExpired(now: number, windowMs: number): Promise<void>;
  createSession(tokenHash: string, tenant: string, phone: string, expiresAt: number): Promise<void>;
  session(tokenHash: string, tenant: string): Promise<{ phone: string; expiresAt: number } | null>;
  deleteSession(tokenHash: string, tenant: string): Promise<void>;
  saveCar(tenant: string, phone: string, carId: number, savedAt: Date): Promise<void>;
  removeCar(tenant: string, phone: string, carId: number): Promise<void>;
  /** Car ids, most recently saved first. */
  watchlist(tenant: string, phone: string): Promise<number[]>;
};

type Db = Database['db'];

/** One-time codes and their tries. */
function signInCodes(db: Db): Pick<AccountsRepository, 'saveCode' | 'takeTry' | 'useCode'> {
  return {
    async saveCode(tenant, phone, codeHash, expiresAt, now, windowMs) {
      const ended = sql<boolean>`sign_in_codes.window_started_at <= ${now - windowMs}`;
      await db
        .insertInto('sign_in_codes')
        .values({ tenant, phone, code_hash: codeHash, expires_at: expiresAt, attempts: 0, window_started_at: now })
        .onConflict((c) =>
          c.columns(['tenant', 'phone']).doUpdateSet({
            code_hash: codeHash,
            expires_at: expiresAt,
            attempts: sql`CASE WHEN ${ended} THEN 0 ELSE sign_in_codes.attempts END`,
            window_started_at: sql`CASE WHEN ${ended} THEN ${now} ELSE sign_in_codes.window_started_at END`,
          }),
        )
        .execute();
    },
    async takeTry(tenant, phone, now, maxTries) {
      const row = await db
        .updateTable('sign_in_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('tenant', '=', tenant)
        .where('phone', '=', phone)
        .where('attempts', '<', maxTries)
        .where('expires_at', '>', now)
        .returning('code_hash')
        .executeTakeFirst();
      return row?.code_hash ?? null;
    },
    async useCode(tenant, phone, codeHash) {
      const row = await db
        .deleteFrom('sign_in_codes')
        .where('tenant', '=', tenant)
        .where('phone', '=', phone)
        .where('code_hash', '=', codeHash)
        .returning('phone')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

/** Sessions, and forgetting what has run out. */
function sessions(db: Db): Pick<AccountsRepository, 'forgetExpired' | 'createSession' | 'session' | 'deleteSession'> {
  return {
    async forgetExpired(now, windowMs) {
      await db
        .deleteFrom('sign_in_codes')
        .where('expires_at', '<', now)
        .where('window_started_at', '<', now - windowMs)
        .execute();
      await db.deleteFrom('sessions').where('expires_at', '<', now).execute();
    },
    async createSession(tokenHash, tenant, phone, expiresAt) {
      await db.insertInto('sessions').values({ token_hash: tokenHash, tenant, phone, expires_at: expiresAt }).execute();
    },
    async session(tokenHash, tenant) {
      const row = await db
        .selectFrom('sessions')
        .select(['phone', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .where('tenant', '=', tenant)
        .executeTakeFirst();
      return row ? { phone: row.phone, expiresAt: Number(row.expires_at) } : null;
    },
    async deleteSession(tokenHash, tenant) {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).where('tenant', '=', tenant).execute();
    },
  };
}

/** Each signed-in phone's saved cars. */
function watchlists(db: Db): Pick<AccountsRepository, 'saveCar' | 'removeCar' | 'watchlist'> {
  return {
    async saveCar(tenant, phone, carId, savedAt) {
      await db
        .insertInto('watchlist')
        .values({ tenant, phone, car_id: carId, saved_at: savedAt.toISOString() })
        .onConflict((c) => c.doNothing())
        .execute();
    },
    async removeCar(tenant, phone, carId) {
      await db
        .deleteFrom('watchlist')
        .where('tenant', '=', tenant)
        .where('phone', '=', phone)
        .where('car_id', '=', carId)
        .execute();
    },
    async watchlist(tenant, phone) {
      const rows = await db
        .selectFrom('watchlist')
        .select('car_id')
        .where('tenant', '=', tenant)
        .where('phone', '=', phone)
        .orderBy('saved_at', 'desc')
        .execute();
      return rows.map((row) => Number(row.car_id));
    },
  };
}

export function accountsRepository({ db }: Database): AccountsRepository {
  return { ...signInCodes(db), ...sessions(db), ...watchlists(db) };
}
