/**
 * Which alerts a stock change reaches (docs/alerts.md), pure. The news is read off the import's
 * own diff (stock/stock-changes.ts): each car added, and each price dropped by more than the
 * site's alerts.minPriceDrop. A watched car's alert gets its drops; a saved search gets the new
 * cars its search finds. Finding them is the search page's own rule: the saved URL is read back
 * into search state by the page's URL-state module, and these params are sent through the page's
 * search client (meili-client.ts) restricted to the new cars, so the base stock filter, facets and
 * ranges are applied by the one implementation that serves the page.
 */
import type { SearchState } from '../search/types.ts';
import type { StockChanges } from '../stock/stock-changes.ts';
import { readSubject } from './subscription.ts';
import { matchKey, type AlertCar, type MatchBody } from './messages.ts';
import type { AlertsOptions } from './options.ts';

/** The news of one import: new cars, and drops larger than the site's alerts.minPriceDrop, of cars still on the site. */
export function stockNews(
  changes: Pick<StockChanges, 'added' | 'priceDropped'>,
  cars: ReadonlyMap<number, AlertCar>,
  { minPriceDrop }: Pick<AlertsOptions, 'minPriceDrop'>,
): MatchBody[] {
  const news: MatchBody[] = [];
  for (const { id } of changes.added) {
    const car = cars.get(id);
    if (car) news.push({ event: 'new', car: { ...car, was: null } });
  }
  for (const drop of changes.priceDropped) {
    const car = cars.get(drop.id);
    if (car && drop.from - drop.to > minPriceDrop) news.push({ event: 'price-drop', car: { ...car, was: drop.from } });
  }
  return news;
}

/** Meilisearch's `id IN [...]`: a saved search is asked only about the cars that are news. */
export const carIdFilter = (ids: readonly number[]) => `id IN [${ids.map((id) => Math.trunc(id)).join(', ')}]`;

/**
 * A saved search as the InstantSearch query the search page sends for it: each refined facet one
 * OR group ("make:Toyota"), each range end a bound ("price>=10000"), and the text query. The page's
 * search client turns these into the Meilisearch filter.
 */
export function savedSearchRequest(state: SearchState, hitsPerPage: number) {
  const facetFilters = Object.entries(state.refinementList)
    .filter(([, values]) => values && values.length > 0)
    .map(([attribute, values]) =>
      values!.map((value) => `${attribute}:${value.startsWith('-') ? `\\${value}` : value}`),
    );
  const numericFilters = Object.entries(state.range).flatMap(([attribute, range]) => [
    ...(range?.min != null ? [`${attribute}>=${range.min}`] : []),
    ...(range?.max != null ? [`${attribute}<=${range.max}`] : []),
  ]);
  return {
    indexName: state.sortBy,
    params: { query: state.query, facetFilters, numericFilters, hitsPerPage, page: 0 },
  };
}

export type ConfirmedAlert = { id: string; subject: string };
export type AlertMatch = { alertId: string; key: string; body: MatchBody };

/**
 * Each alert's news: a watched car's own price drops; for a saved search, the new cars `found`
 * says its search finds (keyed by the saved path and query).
 */
export function matchAlerts(
  alerts: readonly ConfirmedAlert[],
  news: readonly MatchBody[],
  found: ReadonlyMap<string, ReadonlySet<number>>,
): AlertMatch[] {
  const drops = new Map(news.filter((n) => n.event === 'price-drop').map((n) => [n.car.id, n]));
  const arrivals = news.filter((n) => n.event === 'new');
  return alerts.flatMap((alert) => {
    const subject = readSubject(alert.subject);
    const bodies =
      subject.kind === 'car'
        ? [drops.get(subject.carId)].filter((n) => n !== undefined)
        : arrivals.filter((n) => found.get(subject.search)?.has(n.car.id));
    return bodies.map((body) => ({ alertId: alert.id, key: matchKey(body), body }));
  });
}
