/**
 * The storage seam: everything the lead API's routes, outbox and view counter ask of the database,
 * as one small interface per concern. Routes never see SQL or a database handle; the one
 * implementation below speaks SQLite and PostgreSQL through Kysely, with the few engine
 * differences (row locks, SKIP LOCKED) kept inside it.
 */
import type { Database } from './database.ts';
import { accountsRepository, type AccountsRepository } from './accounts.ts';
import { alertsRepository, type AlertsRepository } from './alerts.ts';
import { alertQueue, type AlertQueue } from './alert-queue.ts';
import { activityRepository, type ActivityRepository } from './activity.ts';
import { depositsRepository, type DepositsRepository } from './deposits.ts';
import { leadsRepository, type LeadsRepository } from './leads.ts';
import { outboxQueue, type OutboxQueue } from './outbox-queue.ts';
import { quotasRepository, type QuotasRepository } from './quotas.ts';
import { reservationsRepository, type ReservationsRepository } from './reservations.ts';
import { tradeInRepository, type TradeInRepository } from './trade-in.ts';

export type Repository = {
  leads: LeadsRepository;
  accounts: AccountsRepository;
  activity: ActivityRepository;
  reservations: ReservationsRepository;
  deposits: DepositsRepository;
  tradeIn: TradeInRepository;
  outbox: OutboxQueue;
  quotas: QuotasRepository;
  alerts: AlertsRepository;
  alertQueue: AlertQueue;
};

export function createRepository(database: Database): Repository {
  return {
    leads: leadsRepository(database),
    accounts: accountsRepository(database),
    activity: activityRepository(database),
    reservations: reservationsRepository(database),
    deposits: depositsRepository(database),
    tradeIn: tradeInRepository(database),
    outbox: outboxQueue(database),
    quotas: quotasRepository(database),
    alerts: alertsRepository(database),
    alertQueue: alertQueue(database),
  };
}
