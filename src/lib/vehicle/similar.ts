/**
 * 'Similar ... Available' (spec/shopping.md §2, §5 Similar vehicles, §7 multi-search, §8, §9): up
 * to 6 unique in-stock cars near this one's price, from a Meilisearch multi-search.
 */
import { CARD_FIELDS } from '../stock/shapes.ts';
import { toCard, type Hit } from '../stock/hits.ts';
import type { CardVehicle } from '../stock/shapes.ts';
import { baseStockFilter, quote, type StockFilterOptions } from '../stock/base-filter.ts';

/** §9: "Similar cars: 6 results, 10 per query, lookahead 500 px". */
export const SIMILAR_MAX = 6;
const SIMILAR_QUERY_LIMIT = 10;
/** The section starts loading when it comes within 500 px of the viewport (rootMargin). */
export const SIMILAR_LOOKAHEAD_PX = 500;

/** §5: "plus or minus 10,000 when the price is below 50,000, else plus or minus 25,000". */
export function similarPriceBand(price: number): { min: number; max: number } {
  const spread = price < 50_000 ? 10_000 : 25_000;
  // A price can't be negative; a $6,000 car looks from $0, not from -$4,000.
  return { min: Math.max(0, price - spread), max: price + spread };
}

type SimilarCar = { id: number; price: number | null; make: string; model: string; body?: string | null };
type Candidate = {
  id: number;
  status: string;
  price: number | null;
  make?: string;
  model?: string;
  body?: string | null;
};

const sameModel = (car: SimilarCar, other: Candidate) => other.make === car.make && other.model === car.model;
const bodyOf = (car: { body?: string | null }) => car.body?.trim() ?? '';

/**
 * Whether a candidate is one of the two kinds similarQuery asks for: the same make and model, or
 * (when this car has a body) the same body. The build's pool (src/views/similar-pool.ts) and the
 * island's multi-search answer both go through this, so they pick by the same rule.
 */
function isSimilarKind(car: SimilarCar, other: Candidate): boolean {
  if (sameModel(car, other)) return true;
  const body = bodyOf(car);
  return body !== '' && bodyOf(other) === body;
}

/**
 * §5: up to 6 unique hits (by id), excluding the same car, in-stock only, within the price band, and
 * of the same make and model or the same body (the two queries of similarQuery). Ordered same make
 * and model first, then by closeness of price, then by id, so the pick does not depend on which
 * query answered first and the closest alternatives lead. The inputs are small (two queries of 10
 * hits, or the build's narrowed pool), so a filter and a full sort are enough.
 */
export function pickSimilar<T extends Candidate>(car: SimilarCar, candidates: readonly T[], max = SIMILAR_MAX): T[] {
  const band = similarPriceBand(car.price ?? 0);
  const distance = (other: T) => Math.abs((other.price ?? 0) - (car.price ?? 0));
  const seen = new Set<number>();
  const eligible = candidates.filter((other) => {
    const price = other.price ?? Number.NaN;
    if (other.id === car.id || other.status !== 'in_stock' || !(price >= band.min && price <= band.max)) return false;
    if (!isSimilarKind(car, other) || seen.has(other.id)) return false;
    seen.add(other.id);
    return true;
  });
  eligible.sort(
    (a, b) => Number(sameModel(car, b)) - Number(sameModel(car, a)) || distance(a) - distance(b) || a.id - b.id,
  );
  return eligible.slice(0, Math.max(0, max));
}

export type SimilarQueryOptions = { indexUid: string; stockFilter: StockFilterOptions; now: Date };
export type SimilarQuery = {
  indexUid: string;
  facets: string[];
  attributesToHighlight: string[];
  attributesToRetrieve: string[];
  limit: number;
  filter: string[];
};

/**
 * §7: "queries list of {indexUid, facets, attributesToHighlight, limit 10, filter}": one query for
 * the same make and model and one for the same body, each in stock, in the price band and not this
 * car, on top of the tenant's base stock filter. No facets or highlights are wanted, and only the
 * fields a result card shows are returned. A car without a body gets only the first query.
 */
export function similarQuery(car: SimilarCar, opts: SimilarQueryOptions): { queries: SimilarQuery[] } {
  const band = similarPriceBand(car.price ?? 0);
  const common = [
    baseStockFilter(opts.stockFilter, opts.now),
    'status = "in_stock"',
    `price >= ${band.min} AND price <= ${band.max}`,
    `id != ${car.id}`,
  ];
  const query = (own: string): SimilarQuery => ({
    indexUid: opts.indexUid,
    facets: [],
    attributesToHighlight: [],
    attributesToRetrieve: [...CARD_FIELDS],
    limit: SIMILAR_QUERY_LIMIT,
    filter: [...common, own],
  });
  const body = bodyOf(car);
  return {
    queries: [
      query(`make = ${quote(car.make)} AND model = ${quote(car.model)}`),
      ...(body !== '' ? [query(`body = ${quote(body)}`)] : []),
    ],
  };
}

/** Every hit of a multi-search answer (results[].hits) as a card, for pickSimilar; §8: a failure gives none. */
export function similarCandidates(response: unknown): CardVehicle[] {
  const results = (response as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return [];
  return results.flatMap((result: { hits?: unknown }) =>
    Array.isArray(result?.hits) ? (result.hits as Hit[]).map(toCard) : [],
  );
}
