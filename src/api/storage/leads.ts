/**
 * Accepting a lead: the lead and one outbox row per delivery destination are written in one
 * transaction, so a stored lead always has its deliveries queued (and a crash leaves neither).
 * A lead sent with the sender's Idempotency-Key is stored once per key and site: a retry (after a
 * dropped connection, a double click, or an instance that died mid-request) answers the same lead,
 * and the same key with another body is a conflict (as Stripe answers it). A test drive takes its
 * car's slot in the same insert (a unique index), so two shoppers on two instances cannot book one.
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
  /** A digest of what the sender sent with clientKey (the same key with another body is 'key-reused'). */
  clientKeyDigest?: string | null;
};

/** A lead stored (or, for a repeated Idempotency-Key, the one stored before), or why it was not. */
type Stored = { id: string; created: boolean } | { conflict: 'key-reused' | 'slot-taken' };

export type LeadsRepository = {
  /** Stores the lead and queues its deliveries; `created` is false when its clientKey already had a lead (that one's id is returned). */
  store(lead: NewLead): Promise<Stored>;
  read(id: string): Promise<StoredLead | null>;
  readMany(ids: string[]): Promise<Map<string, StoredLead>>;
  count(tenant?: string): Promise<number>;
  /** The booked times (fields.booking_datetime) of this car's test drives on this site. */
  testDriveTimes(tenant: string, carId: number): Promise<string[]>;
};

/** Why an insert that conflicted stored nothing: the key's earlier lead, or a conflict. */
async function earlierLead(db: Kysely<Tables>, tenant: string, key: string | null, digest: string | null) {
  const earlier =
    key === null
      ? undefined
      : await db
          .selectFrom('leads')
          .select(['id', 'client_key_digest'])
          .where('tenant', '=', tenant)
          .where('client_key', '=', key)
          .executeTakeFirst();
  if (!earlier) return { conflict: 'slot-taken' } as const;
  // Rows stored before digests were kept have none: the key alone decides for them.
  if (earlier.client_key_digest !== null && earlier.client_key_digest !== digest)
    return { conflict: 'key-reused' } as const;
  return { id: earlier.id, created: false };
}

/** Writes the lead and its outbox rows inside `db`, which must be a transaction. */
async function insertLead(
  db: Kysely<Tables>,
  { tenant, request, destinations, now, clientKey = null, clientKeyDigest = null }: NewLead,
): Promise<Stored> {
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
      client_key_digest: clientKey === null ? null : clientKeyDigest,
      test_drive_car_id: drive ? (request.fields.car_id ?? null) : null,
      test_drive_at: drive ? (request.fields.booking_datetime?.slice(0, 16) ?? null) : null,
    })
    // Either unique key (the sender's Idempotency-Key, a test drive's slot) makes this insert nothing.
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return earlierLead(db, tenant, clientKey, clientKeyDigest);
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

/** insertLead for a lead that has neither an Idempotency-Key nor a slot (one the API builds itself): its id. */
export async function insertNewLead(db: Kysely<Tables>, lead: NewLead): Promise<string> {
  const stored = await insertLead(db, lead);
  if ('conflict' in stored) throw new Error(`lead not stored: ${stored.conflict}`);
  return stored.id;
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
      return rows.map((row) => row.test_drive_at!.slice(0, 16));
    },
  };
}
