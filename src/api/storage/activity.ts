/**
 * What shoppers do around cars that is not a lead: views (batched by view-counter.ts; one per
 * visitor, car and day, the visitor known only as a digest salted with that day's random salt),
 * phone reveals, kept valuations.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';

type CarViews = { tenant: string; carId: number; views: number };
/** A view by one visitor: `digest` is unique per visitor, car and `day`. */
export type Visit = { tenant: string; carId: number; day: string; digest: string };

export type ActivityRepository = {
  views(tenant: string, carId: number): Promise<number>;
  /** The day's salt for visitor digests, made by whichever instance asks first. */
  viewSalt(day: string): Promise<string>;
  /**
   * Records the visits whose digest is new for its day and adds them to their cars' totals (one
   * transaction of two statements for the whole batch); answers the new totals of those cars.
   */
  addVisits(visits: Visit[]): Promise<CarViews[]>;
  /** Forgets visitor digests and salts of days before `day`. */
  forgetVisitors(day: string): Promise<void>;
  phoneRevealed(tenant: string, carId: number, at: Date): Promise<void>;
  /** Keeps a trade-in lead's valuation once; false when that lead's was kept already. */
  saveValuation(tenant: string, leadId: string, body: string, at: Date): Promise<boolean>;
};

/** Visits → views per car, for the visits whose digests are new. */
function countNew(visits: Visit[], fresh: Set<string>) {
  const counts = new Map<string, { tenant: string; carId: number; views: number }>();
  for (const visit of visits) {
    if (!fresh.has(`${visit.day} ${visit.digest}`)) continue;
    const key = `${visit.tenant} ${visit.carId}`;
    const entry = counts.get(key) ?? { tenant: visit.tenant, carId: visit.carId, views: 0 };
    entry.views += 1;
    counts.set(key, entry);
  }
  return [...counts.values()];
}

/** ActivityRepository.addVisits: the new digests recorded, then their cars' totals added, in one transaction. */
function addVisits(db: Database['db'], visits: Visit[]): Promise<CarViews[]> {
  if (visits.length === 0) return Promise.resolve([]);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('view_visitors')
      .values(visits.map(({ day, digest }) => ({ day, digest })))
      .onConflict((c) => c.doNothing())
      .returning(['day', 'digest'])
      .execute();
    const counts = countNew(visits, new Set(inserted.map((row) => `${row.day} ${row.digest}`)));
    if (counts.length === 0) return [];
    // Always in the same order, so two instances adding overlapping cars on PostgreSQL lock rows in
    // the same order and cannot deadlock.
    const sorted = counts.sort((a, b) => a.tenant.localeCompare(b.tenant) || a.carId - b.carId);
    const rows = await trx
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
  });
}

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
    async viewSalt(day) {
      await db
        .insertInto('view_salts')
        .values({ day, salt: randomBytes(32).toString('base64url') })
        .onConflict((c) => c.doNothing())
        .execute();
      const row = await db.selectFrom('view_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
      return row.salt;
    },
    addVisits: (visits) => addVisits(db, visits),
    async forgetVisitors(day) {
      await db.deleteFrom('view_visitors').where('day', '<', day).execute();
      await db.deleteFrom('view_salts').where('day', '<', day).execute();
    },
    async phoneRevealed(tenant, carId, at) {
      await db.insertInto('phone_reveals').values({ tenant, car_id: carId, revealed_at: at.toISOString() }).execute();
    },
    async saveValuation(tenant, leadId, body, at) {
      const row = await db
        .insertInto('valuations')
        .values({ tenant, column_name: 'valuation', lead_id: leadId, body, saved_at: at.toISOString() })
        .onConflict((c) => c.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
