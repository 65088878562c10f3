/** What every lead API route handler gets: storage, tenants, lookups and the outbox. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from './db.ts';
import type { Tenant } from '../lib/tenant/schema.ts';
import type { CarLookup } from './cars.ts';
import type { SmsSender } from './sms.ts';
import type { Destination } from './lead-store.ts';

export type ApiContext = {
  db: Db;
  tenants: Map<string, Tenant>;
  cars: CarLookup;
  sms: SmsSender;
  /** Where a tenant's leads go (its webhook and ADF URLs, or the local dealer inbox). */
  destinations: (tenant: Tenant) => Destination[];
  /** Wakes the outbox after a lead is stored, so delivery starts at once. */
  kickOutbox: () => void;
  log: (line: string) => void;
  now: () => Date;
};

export type Request = {
  req: IncomingMessage;
  res: ServerResponse;
  tenant: Tenant;
  url: URL;
  params: Record<string, string>;
};

export type Handler = (ctx: ApiContext, request: Request) => Promise<void>;
