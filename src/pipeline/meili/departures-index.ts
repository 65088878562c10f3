/**
 * The cars an import took off a site, kept in an admin-only index per tenant (`departed-<slug>`, which
 * no search key's `cars-*` pattern reaches) for as long as their pages redirect: every build reads the
 * same record whatever folder it builds into, so a full and an incremental build redirect alike.
 */
import type { Meilisearch } from 'meilisearch';
import type { Departure } from '../../lib/stock/departures.ts';
import { notFoundAs, waitOk } from './indexer.ts';

const DAY = 86_400;
const PAGE = 1000;

const departuresIndexUid = (slug: string) => `departed-${slug}`;

export async function readDepartures(client: Meilisearch, slug: string): Promise<Departure[]> {
  const index = client.index<Departure>(departuresIndexUid(slug));
  const found: Departure[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await index.getDocuments({ limit: PAGE, offset }).catch(notFoundAs(null));
    if (!page) return found;
    found.push(...page.results);
    if (page.results.length < PAGE) return found;
  }
}

/**
 * Adds the cars that just left, and forgets those whose redirect days are over and those back on
 * the site (a car sold, then its sale fell through).
 */
export async function recordDepartures(
  client: Meilisearch,
  slug: string,
  update: { left: Departure[]; onSite: readonly number[]; now: Date; redirectDays: number },
): Promise<void> {
  const since = Math.floor(update.now.getTime() / 1000) - update.redirectDays * DAY;
  const back = new Set(update.onSite);
  const existing = await readDepartures(client, slug);
  const forget = existing.filter((d) => d.left_at <= since || back.has(d.id)).map((d) => d.id);
  const index = client.index<Departure>(departuresIndexUid(slug));
  if (forget.length > 0) await waitOk(index.deleteDocuments(forget));
  if (update.left.length > 0 && update.redirectDays > 0)
    await waitOk(index.addDocuments(update.left, { primaryKey: 'id' }));
}
