/**
 * A trade-in lead's valuation steps (rego lookup, estimate, adjustments, offer accepted), one row
 * per step in lead_updates; the latest row of a kind is the current one. Accepting the offer stores
 * the dealer's new lead and the step together, once: the original lead's row is locked first
 * (PostgreSQL; SQLite's writers take turns anyway), so two clicks on two instances store one lead.
 */
import type { Database } from './database.ts';
import { insertNewLead, type NewLead } from './leads.ts';

type Accepted = { accepted_lead_id: string; offer_price: number };

export type TradeInRepository = {
  record(leadId: string, kind: string, body: unknown, at: Date): Promise<void>;
  /** The latest step of this kind: its row id and its body as recorded. */
  latest(leadId: string, kind: string): Promise<{ id: number; body: unknown } | null>;
  /** Stores `accepted` and records the acceptance, unless the offer was accepted already: then the earlier acceptance, with created false. */
  acceptOffer(leadId: string, accepted: NewLead, offerPrice: number): Promise<Accepted & { created: boolean }>;
};

export function tradeInRepository({ db, engine }: Database): TradeInRepository {
  const latest: TradeInRepository['latest'] = async (leadId, kind) => {
    const row = await db
      .selectFrom('lead_updates')
      .select(['id', 'body'])
      .where('lead_id', '=', leadId)
      .where('kind', '=', kind)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? { id: Number(row.id), body: JSON.parse(row.body) as unknown } : null;
  };
  return {
    async record(leadId, kind, body, at) {
      await db
        .insertInto('lead_updates')
        .values({ lead_id: leadId, kind, body: JSON.stringify(body), created_at: at.toISOString() })
        .execute();
    },
    latest,
    acceptOffer(leadId, accepted, offerPrice) {
      return db.transaction().execute(async (trx) => {
        if (engine === 'postgres')
          await trx.selectFrom('leads').select('id').where('id', '=', leadId).forUpdate().execute();
        const earlier = await trx
          .selectFrom('lead_updates')
          .select('body')
          .where('lead_id', '=', leadId)
          .where('kind', '=', 'offer-accepted')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (earlier) return { ...(JSON.parse(earlier.body) as Accepted), created: false };
        const id = await insertNewLead(trx, accepted);
        const body: Accepted = { accepted_lead_id: id, offer_price: offerPrice };
        await trx
          .insertInto('lead_updates')
          .values({
            lead_id: leadId,
            kind: 'offer-accepted',
            body: JSON.stringify(body),
            created_at: accepted.now.toISOString(),
          })
          .execute();
        return { ...body, created: true };
      });
    },
  };
}
