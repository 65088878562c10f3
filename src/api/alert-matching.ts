/**
 * Queues the messages a stock change brings (docs/alerts.md): the site's confirmed alerts matched
 * against the import's news (lib/alerts/matching.ts), saved searches asked through `find` (the
 * search page's own search, pipeline/alert-searches.ts). Each message is queued once per alert,
 * car, event and price, so running it again for the same import queues nothing more; the lead
 * API's alert sender sends them.
 */
import type { Tenant } from '../lib/tenant/schema.ts';
import { isArrival, matchAlerts } from '../lib/alerts/matching.ts';
import type { MatchBody } from '../lib/alerts/messages.ts';
import { readSubject } from '../lib/alerts/subscription.ts';
import type { Repository } from './storage/repository.ts';

export type FindSearches = (searches: readonly string[], ids: readonly number[]) => Promise<Map<string, Set<number>>>;

export async function queueAlertMatches(
  store: Pick<Repository, 'alerts'>,
  tenant: Pick<Tenant, 'slug'>,
  news: readonly MatchBody[],
  find: FindSearches,
  now: Date,
): Promise<{ alerts: number; matches: number; queued: number }> {
  const alerts = await store.alerts.confirmedOf(tenant.slug);
  const searches = alerts.flatMap((alert) => {
    const subject = readSubject(alert.subject);
    return subject.kind === 'search' ? [subject.search] : [];
  });
  const arrivals = news.filter(isArrival).map((n) => n.car.id);
  const found = searches.length > 0 ? await find(searches, arrivals) : new Map<string, Set<number>>();
  const matches = matchAlerts(alerts, news, found);
  const queued = await store.alerts.queue(
    matches.map((m) => ({ alertId: m.alertId, key: m.key, kind: 'match' as const, body: m.body })),
    now,
  );
  return { alerts: alerts.length, matches: matches.length, queued };
}
