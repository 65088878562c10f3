/** What every lead API route handler gets: storage behind the repository, tenants, lookups and the outbox. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Repository } from './storage/repository.ts';
import type { Destination } from './storage/leads.ts';
import type { Tenant } from '../lib/tenant/schema.ts';
import type { CarLookup } from './cars.ts';
import type { SmsSender } from './sms.ts';
import type { ViewCounter } from './view-counter.ts';
import type { PaymentProcessor } from './payments.ts';

export type ApiContext = {
  store: Repository;
  views: ViewCounter;
  tenants: Map<string, Tenant>;
  cars: CarLookup;
  sms: SmsSender;
  /** The site's card processor, or null where it has none (its reservations answer 503). */
  payments: (tenant: Tenant) => PaymentProcessor | null;
  /** The client's address (behind a trusted proxy, its X-Forwarded-For): rate limits and view counts key on it. */
  clientAddress: (req: IncomingMessage) => string;
  /** Where a tenant's leads go (its webhook and ADF URLs, or the local dealer inbox). */
  destinations: (tenant: Tenant) => Destination[];
  /** Wakes the outbox after a lead is stored, so delivery starts at once. */
  kickOutbox: () => void;
  /** Wakes the alert sender after a message to a shopper is queued. */
  kickAlerts: () => void;
  /** Whether the API has a mailer for alerts (app.ts). */
  sendsAlerts: boolean;
  now: () => Date;
};

/** One call's request; B is what its body reads as. */
export type Request<B = unknown> = {
  req: IncomingMessage;
  res: ServerResponse;
  tenant: Tenant;
  url: URL;
  params: Record<string, string>;
  /** This request's logger: every line carries its requestId. */
  log: Logger;
  /** Reads the JSON body and checks it with the route's own schema (route.ts): a 4xx when it is not one. */
  body: () => Promise<B>;
};
