/** Sign-in codes, sessions and the watchlist (routes/account.ts holds the rules; this only stores). */
import type { Database } from './database.ts';

type SignInCode = { codeHash: string; expiresAt: number; attempts: number };

export type AccountsRepository = {
  /** Replaces any earlier code for this phone on this site. */
  saveCode(tenant: string, phone: string, codeHash: string, expiresAt: number): Promise<void>;
  code(tenant: string, phone: string): Promise<SignInCode | null>;
  countWrongCode(tenant: string, phone: string): Promise<void>;
  deleteCode(tenant: string, phone: string): Promise<void>;
  createSession(tokenHash: string, tenant: string, phone: string, expiresAt: number): Promise<void>;
  session(tokenHash: string, tenant: string): Promise<{ phone: string; expiresAt: number } | null>;
  deleteSession(tokenHash: string, tenant: string): Promise<void>;
  saveCar(tenant: string, phone: string, carId: number, savedAt: Date): Promise<void>;
  removeCar(tenant: string, phone: string, carId: number): Promise<void>;
  /** Car ids, most recently saved first. */
  watchlist(tenant: string, phone: string): Promise<number[]>;
};

export function accountsRepository({ db }: Database): AccountsRepository {
  return {
    async saveCode(tenant, phone, codeHash, expiresAt) {
      await db
        .insertInto('sign_in_codes')
        .values({ tenant, phone, code_hash: codeHash, expires_at: expiresAt, attempts: 0 })
        .onConflict((c) =>
          c.columns(['tenant', 'phone']).doUpdateSet({ code_hash: codeHash, expires_at: expiresAt, attempts: 0 }),
        )
        .execute();
    },
    async code(tenant, phone) {
      const row = await db
        .selectFrom('sign_in_codes')
        .select(['code_hash', 'expires_at', 'attempts'])
        .where('tenant', '=', tenant)
        .where('phone', '=', phone)
        .executeTakeFirst();
      return row
        ? { codeHash: row.code_hash, expiresAt: Number(row.expires_at), attempts: Number(row.attempts) }
        : null;
    },
    async countWrongCode(tenant, phone) {
      await db
        .updateTable('sign_in_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('tenant', '=', tenant)
        .where('phone', '=', phone)
        .execute();
    },
    async deleteCode(tenant, phone) {
      await db.deleteFrom('sign_in_codes').where('tenant', '=', tenant).where('phone', '=', phone).execute();
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
