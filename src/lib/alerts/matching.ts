/**
 * Which alerts a stock change reaches (docs/alerts.md), pure. The news is read off the import's
 * own diff (stock/stock-changes.ts): each car added, each car back in stock, and each price dropped
 * by more than the site's alerts.minPriceDrop. A watched car's alert gets its drop or its return; a
 * saved search gets the new and returned cars its search finds. Finding them is the search page's
 * own rule: the saved URL is read back into search state by the page's URL-state module, and these
 * params are sent through the page's search client (meili-client.ts) restricted to the new cars,
 * so the base stock filter, facets and ranges are applied by the one implementation that serves
 * the page.
 */
import type { ListAttribute, SearchState } from '../search/types.ts';
import type { IslandWidget } from '../search/island-widgets.ts';
import type { StockChanges } from '../stock/stock-changes.ts';
import { readSubject } from './subscription.ts';
import { matchKey, type AlertCar, type AlertEvent, type MatchBody } from './messages.ts';
import type { AlertsOptions } from './options.ts';

/**
 * The news of one import, one entry per car: each car added, each car back in stock (with its drop,
 * if any, as its was-price), and drops larger than the site's alerts.minPriceDrop, of cars still on
 * the site. A car back in stock is that, not also new.
 */
export function stockNews(
  changes: Pick<StockChanges, 'added' | 'priceDropped' | 'backInStock'>,
  cars: ReadonlyMap<number, AlertCar>,
  { minPriceDrop }: Pick<AlertsOptions, 'minPriceDrop'>,
): MatchBody[] {
  const back = new Set(changes.backInStock.map((car) => car.id));
  const drops = new Map(
    changes.priceDropped.filter((drop) => drop.from - drop.to > minPriceDrop).map((drop) => [drop.id, drop.from]),
  );
  const news: MatchBody[] = [];
  const add = (id: number, event: AlertEvent) => {
    const car = cars.get(id);
    if (car) news.push({ event, car: { ...car, was: drops.get(id) ?? null } });
  };
  for (const { id } of changes.added) if (!back.has(id)) add(id, 'new');
  for (const id of back) add(id, 'back-in-stock');
  for (const id of drops.keys()) if (!back.has(id)) add(id, 'price-drop');
  return news;
}

/** Meilisearch's `id IN [...]`: a saved search is asked only about the cars that are news. */
export const carIdFilter = (ids: readonly number[]) => `id IN [${ids.map((id) => Math.trunc(id)).join(', ')}]`;

/**
 * A saved search as the InstantSearch query the search page's island sends for it, read off the
 * island's own widgets (lib/search/island-widgets.ts): a refinement counts only where a widget reads
 * its attribute (InstantSearch drops the URL's state that no widget reads, e.g. a list no car fills,
 * which has no panel), each refined list one OR group ("make:Toyota"), lists and values in the order
 * InstantSearch's helper writes them (sorted), each range end a bound ("price>=10000"), and the
 * text query. The page's search client turns these into the Meilisearch filter.
 * tests/integration/alert-search-equivalence.test.ts checks both against InstantSearch itself.
 */
export function savedSearchRequest(state: SearchState, widgets: readonly IslandWidget[], hitsPerPage: number) {
  const lists = new Set<string>(widgets.flatMap((w) => (w.type === 'refinementList' ? [w.options.attribute] : [])));
  const ranges = new Set<string>(widgets.flatMap((w) => (w.type === 'range' ? [w.options.attribute] : [])));
  const facetFilters = Object.keys(state.refinementList)
    .filter((attribute) => lists.has(attribute))
    .sort()
    .flatMap((attribute) => {
      const values = state.refinementList[attribute as ListAttribute] ?? [];
      const escaped = values.map((value) => `${attribute}:${value.startsWith('-') ? `\\${value}` : value}`);
      return escaped.length > 0 ? [escaped.sort()] : [];
    });
  const numericFilters = Object.entries(state.range)
    .filter(([attribute]) => ranges.has(attribute))
    .flatMap(([attribute, range]) => [
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
 * Each alert's news. A watched car's own: its drop, or its return (a watched car that reappears as
 * new had left, so it is back too). A saved search's: the new and returned cars `found` says its
 * search finds (keyed by the saved path and query).
 */
export function matchAlerts(
  alerts: readonly ConfirmedAlert[],
  news: readonly MatchBody[],
  found: ReadonlyMap<string, ReadonlySet<number>>,
): AlertMatch[] {
  const watched = new Map(
    news.map((n): [number, MatchBody] => [n.car.id, n.event === 'new' ? { ...n, event: 'back-in-stock' } : n]),
  );
  const arrivals = news.filter(isArrival);
  return alerts.flatMap((alert) => {
    const subject = readSubject(alert.subject);
    const bodies =
      subject.kind === 'car'
        ? [watched.get(subject.carId)].filter((n) => n !== undefined)
        : arrivals.filter((n) => found.get(subject.search)?.has(n.car.id));
    return bodies.map((body) => ({ alertId: alert.id, key: matchKey(body), body }));
  });
}

/** News a saved search is asked about: cars that were not on the site before. */
export const isArrival = (news: MatchBody) => news.event !== 'price-drop';
