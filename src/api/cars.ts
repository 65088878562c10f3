/**
 * The current state of a car, read from the tenant's stock index with the admin key (server side
 * only): the vehicle page patches these "live fields" over what was built, so a car sold after the
 * build shows as sold (spec/shopping.md §7 view.json). Reads are cached briefly, because every page
 * view asks and stock changes at most every few minutes.
 */
import type { Meilisearch } from 'meilisearch';
import { stockIndexUid } from '../lib/stock/document.ts';
import type { Tenant } from '../lib/tenant/schema.ts';
import { toCard, toLive, toSummary, type Hit } from '../lib/stock/hits.ts';
import { LIVE_CAR_FIELDS, SUMMARY_FIELDS, type CarSummary, type LiveCar } from '../lib/stock/shapes.ts';

/** A car for sale like the shopper's, for the trade-in estimate (src/lib/leads/valuation.ts). */
type ComparableCar = { price: number; year: number; km: number | null };
type ComparableQuery = { make: string; model: string; yearFrom: number; yearTo: number };
/** At most this many comparables are read; the median of 50 asking prices is stable enough. */
const MAX_COMPARABLES = 50;

export type SummaryQuery = { ids?: number[]; slug?: string };
/** At most this many ids in one summaries call (a watchlist page's worth). */
export const MAX_SUMMARY_IDS = 50;

/** The search filter for summaries: integer ids only, the slug quoted with JSON.stringify; null for a query that asks for nothing. */
function summariesFilter({ ids, slug }: SummaryQuery): string | null {
  if (slug !== undefined) return `slug = ${JSON.stringify(slug)}`;
  const wanted = [...new Set((ids ?? []).filter((id) => Number.isSafeInteger(id)))].slice(0, MAX_SUMMARY_IDS);
  return wanted.length ? `id IN [${wanted.join(', ')}]` : null;
}

export interface CarLookup {
  bySlug(tenant: Pick<Tenant, 'slug'>, slug: string): Promise<LiveCar | null>;
  byId(tenant: Pick<Tenant, 'slug'>, id: number): Promise<LiveCar | null>;
  /** Cars for sale (in stock or coming soon) of this make and model, built yearFrom..yearTo; priced ones only. */
  comparables(tenant: Pick<Tenant, 'slug'>, query: ComparableQuery): Promise<ComparableCar[]>;
  /** Summaries of the cars with these ids (at most MAX_SUMMARY_IDS, in the order asked), or of the car with this slug. */
  summaries(tenant: Pick<Tenant, 'slug'>, query: SummaryQuery): Promise<CarSummary[]>;
}

/** The search filter for comparables; make and model are quoted with JSON.stringify so no input can break out of the string. */
function comparablesFilter({ make, model, yearFrom, yearTo }: ComparableQuery): string {
  return [
    `make = ${JSON.stringify(make)}`,
    `model = ${JSON.stringify(model)}`,
    `year >= ${Math.trunc(yearFrom)}`,
    `year <= ${Math.trunc(yearTo)}`,
    `status IN ["in_stock", "coming_soon"]`,
  ].join(' AND ');
}

const COMPARABLE_FIELDS = ['price', 'year', 'km'];

function priced(hit: Record<string, unknown>): ComparableCar | null {
  const { price, year, km } = toCard(hit);
  return price > 0 && year > 0 ? { price, year, km } : null;
}

export function meiliCarLookup(client: Meilisearch, ttlMs = 30_000): CarLookup {
  const cache = new Map<string, { at: number; car: Promise<LiveCar | null> }>();
  function cached(key: string, load: () => Promise<LiveCar | null>) {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.car;
    if (cache.size > 5000) cache.clear();
    const car = load().catch((error) => {
      cache.delete(key);
      throw error;
    });
    cache.set(key, { at: Date.now(), car });
    return car;
  }
  // Through the documents route: a search returns no more than a result card (meili/settings.ts).
  const find = async (tenant: Pick<Tenant, 'slug'>, filter: string) => {
    const result = await client
      .index(stockIndexUid(tenant.slug))
      .getDocuments<Hit>({ filter, limit: 1, fields: [...LIVE_CAR_FIELDS] });
    return result.results[0] ? toLive(result.results[0]) : null;
  };
  return {
    bySlug: (tenant, slug) => cached(`${tenant.slug}:s:${slug}`, () => find(tenant, `slug = ${JSON.stringify(slug)}`)),
    byId: (tenant, id) => cached(`${tenant.slug}:i:${id}`, () => find(tenant, `id = ${Math.trunc(id)}`)),
    async comparables(tenant, query) {
      const result = await client.index(stockIndexUid(tenant.slug)).search('', {
        filter: comparablesFilter(query),
        limit: MAX_COMPARABLES,
        attributesToRetrieve: COMPARABLE_FIELDS,
      });
      return result.hits.flatMap((hit) => priced(hit) ?? []);
    },
    async summaries(tenant, query) {
      const filter = summariesFilter(query);
      if (!filter) return [];
      const result = await client
        .index(stockIndexUid(tenant.slug))
        .search('', { filter, limit: MAX_SUMMARY_IDS, attributesToRetrieve: [...SUMMARY_FIELDS] });
      const cars = result.hits.map(toSummary);
      const order = new Map((query.ids ?? []).map((id, at) => [id, at]));
      return cars.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    },
  };
}

const NO_INDEX = () => Promise.reject(new Error('no stock index is configured'));

/**
 * For an API without a search index (npm run api without MEILISEARCH_URL; tests of lead storage):
 * a car cannot be looked up, as when the index is down. Car calls answer 503, and a lead naming a
 * car is kept as sent rather than refused (lead-intake.ts), so a missing setting loses no lead.
 */
export const noCars: CarLookup = {
  bySlug: NO_INDEX,
  byId: NO_INDEX,
  comparables: async () => [],
  summaries: async () => [],
};
