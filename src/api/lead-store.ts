/**
 * Accepting a lead: the lead and one outbox row per delivery destination are written in one
 * transaction, so a lead on disk always has its deliveries queued (and a crash leaves neither).
 */
import { randomUUID } from 'node:crypto';
import { transaction, type Db } from './db.ts';
import type { LeadRequest } from '../lib/leads/schema.ts';

export type Destination = { kind: 'webhook' | 'adf'; url: string };

export type StoredLead = { id: string; tenant: string; kind: string; category: string; createdAt: string; request: LeadRequest };

/** `ownTransaction` false: the caller has a transaction open and this joins it. */
export function storeLead(db: Db, tenant: string, request: LeadRequest, destinations: Destination[], now = new Date(), ownTransaction = true): string {
  const id = randomUUID();
  const createdAt = now.toISOString();
  const write = ownTransaction ? (work: () => void) => transaction(db, work) : (work: () => void) => work();
  write(() => {
    db.prepare('INSERT INTO leads (id, tenant, kind, category, created_at, body) VALUES (?, ?, ?, ?, ?, ?)').run(
      id, tenant, request.kind, request.userData.category, createdAt, JSON.stringify(request),
    );
    const queue = db.prepare('INSERT INTO outbox (lead_id, destination, url, next_attempt_at) VALUES (?, ?, ?, ?)');
    for (const destination of destinations) queue.run(id, destination.kind, destination.url, now.getTime());
  });
  return id;
}

export function readLead(db: Db, id: string): StoredLead | null {
  const row = db.prepare('SELECT id, tenant, kind, category, created_at, body FROM leads WHERE id = ?').get(id);
  if (!row) return null;
  return {
    id: String(row.id), tenant: String(row.tenant), kind: String(row.kind), category: String(row.category),
    createdAt: String(row.created_at), request: JSON.parse(String(row.body)) as LeadRequest,
  };
}

export function countLeads(db: Db, tenant?: string): number {
  const row = tenant
    ? db.prepare('SELECT COUNT(*) AS n FROM leads WHERE tenant = ?').get(tenant)
    : db.prepare('SELECT COUNT(*) AS n FROM leads').get();
  return Number(row?.n ?? 0);
}
