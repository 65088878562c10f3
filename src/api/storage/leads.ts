/**
 * Accepting a lead: the lead and one outbox row per delivery destination are written in one
 * transaction, so a stored lead always has its deliveries queued (and a crash leaves neither).
 * A lead sent with the sender's Idempotency-Key is stored once per key and site: a retry (after a
 * dropped connection, a double click, or an instance that died mid-request) answers the same lead.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LeadRequest } from '../../lib/leads/schema.ts';
import type { Database } from './database.ts';
import { groupCommit } from './group-commit.ts';
import type { Tables } from './tables.ts';

export type Destination = { kind: 'webhook' | 'adf'; url: string };

export type StoredLead = {
  id: string;
  tenant: string;
  kind: string;
  category: string;
  createdAt: string;
  request: LeadRequest;
};

export type NewLead = {
  tenant: string;
  request: LeadRequest;
  destinations: Destination[];
  now: Date;
  clientKey?: string | null;
};

export type LeadsRepository = {
  /** Stores the lead and queues its deliveries; `created` is false when its clientKey already had a lead (that one's id is returned). */
  store(lead: NewLead): Promise<{ id: string; created: boolean }>;
  read(id: string): Promise<StoredLead | null>;
  readMany(ids: string[]): Promise<Map<string, StoredLead>>;
  count(tenant?: string): Promise<number>;
  /** The booked times (fields.booking_datetime) of this car's test drives on this site. */
  testDriveTimes(tenant: string, carId: number): Promise<string[]>;
};

/** Writes the lead and its outbox rows inside `db`, which must be a transaction. */
export async function insertLead(
  db: Kysely<Tables>,
  { tenant, request, destinations, now, clientKey = null }: NewLead,
): Promise<{ id: string; created: boolean }> {
  const id = randomUUID();
  const drive = request.kind === 'test-drive';
  const inserted = await db
    .insertInto('leads')
    .values({
      id,
      tenant,
      kind: request.kind,
      category: request.userData.category,
      created_at: now.toISOString(),
      body: JSON.stringify(request),
      client_key: clientKey,
      test_drive_car_id: drive ? (request.fields.car_id ?? null) : null,
      test_drive_at: drive ? (request.fields.booking_datetime ?? null) : null,
    })
    .$if(clientKey !== null, (query) =>
      query.onConflict((conflict) => conflict.columns(['tenant', 'client_key']).doNothing()),
    )
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const earlier = await db
      .selectFrom('leads')
      .select('id')
      .where('tenant', '=', tenant)
      .where('client_key', '=', clientKey)
      .executeTakeFirstOrThrow();
    return { id: earlier.id, created: false };
  }
  if (destinations.length > 0) {
    await db
      .insertInto('outbox')
      .values(
        destinations.map((d) => ({ lead_id: id, destination: d.kind, url: d.url, next_attempt_at: now.getTime() })),
      )
      .execute();
  }
  return { id, created: true };
}

type LeadRow = Pick<Tables['leads'], 'id' | 'tenant' | 'kind' | 'category' | 'created_at' | 'body'>;
const LEAD_COLUMNS = ['id', 'tenant', 'kind', 'category', 'created_at', 'body'] as const;

function toStoredLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    tenant: row.tenant,
    kind: row.kind,
    category: row.category,
    createdAt: row.created_at,
    request: JSON.parse(row.body) as LeadRequest,
  };
}

export function leadsRepository({ db, engine }: Database): LeadsRepository {
  const alone = (lead: NewLead) => db.transaction().execute((trx) => insertLead(trx, lead));
  const together = async (leads: NewLead[]) =>
    db.transaction().execute(async (trx) => {
      const stored = [];
      for (const lead of leads) stored.push(await insertLead(trx, lead));
      return stored;
    });
  return {
    // SQLite: leads arriving together share one commit (group-commit.ts); PostgreSQL shares WAL flushes itself.
    store: engine === 'sqlite' ? groupCommit({ together, alone }) : alone,
    async read(id) {
      const row = await db.selectFrom('leads').select(LEAD_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toStoredLead(row) : null;
    },
    async readMany(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('leads').select(LEAD_COLUMNS).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, toStoredLead(row)]));
    },
    async count(tenant) {
      const row = await db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .$if(tenant !== undefined, (q) => q.where('tenant', '=', tenant!))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async testDriveTimes(tenant, carId) {
      const rows = await db
        .selectFrom('leads')
        .select('test_drive_at')
        .where('tenant', '=', tenant)
        .where('test_drive_car_id', '=', carId)
        .where('test_drive_at', 'is not', null)
        .execute();
      return rows.map((row) => row.test_drive_at!);
    },
  };
}
