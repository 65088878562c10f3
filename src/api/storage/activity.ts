/** What shoppers do around cars that is not a lead: views (batched by view-counter.ts), phone reveals, kept valuations. */
import type { Database } from './database.ts';

type CarViews = { tenant: string; carId: number; views: number };

export type ActivityRepository = {
  views(tenant: string, carId: number): Promise<number>;
  /** Adds each count to its car's total in one statement; answers the new totals. */
  addViews(counts: CarViews[]): Promise<CarViews[]>;
  phoneRevealed(tenant: string, carId: number, at: Date): Promise<void>;
  saveValuation(tenant: string, columnName: string, body: string, at: Date): Promise<void>;
};

export function activityRepository({ db }: Database): ActivityRepository {
  return {
    async views(tenant, carId) {
      const row = await db
        .selectFrom('car_views')
        .select('views')
        .where('tenant', '=', tenant)
        .where('car_id', '=', carId)
        .executeTakeFirst();
      return Number(row?.views ?? 0);
    },
    async addViews(counts) {
      if (counts.length === 0) return [];
      // Always in the same order, so two instances adding overlapping cars on PostgreSQL lock rows in
      // the same order and cannot deadlock.
      const sorted = [...counts].sort((a, b) => a.tenant.localeCompare(b.tenant) || a.carId - b.carId);
      const rows = await db
        .insertInto('car_views')
        .values(sorted.map((c) => ({ tenant: c.tenant, car_id: c.carId, views: c.views })))
        .onConflict((c) =>
          c
            .columns(['tenant', 'car_id'])
            .doUpdateSet((eb) => ({ views: eb('car_views.views', '+', eb.ref('excluded.views')) })),
        )
        .returning(['tenant', 'car_id', 'views'])
        .execute();
      return rows.map((row) => ({ tenant: row.tenant, carId: Number(row.car_id), views: Number(row.views) }));
    },
    async phoneRevealed(tenant, carId, at) {
      await db.insertInto('phone_reveals').values({ tenant, car_id: carId, revealed_at: at.toISOString() }).execute();
    },
    async saveValuation(tenant, columnName, body, at) {
      await db
        .insertInto('valuations')
        .values({ tenant, column_name: columnName, body, saved_at: at.toISOString() })
        .execute();
    },
  };
}
