/**
 * The islands' reads of the lead API: GET /api/cars (src/server/api/routes/car-summaries.ts) and
 * the watchlist. `apiBase` is '' in the browser (same origin) or an absolute origin in tests.
 * Never throws: a failure comes back as null, for the island to say so.
 */
import { formatPrice } from '../../lib/format/money.ts';
import type { CarSummary } from '../../server/api/cars.ts';

export type { CarSummary };

export const apiUrl = (apiBase: string, path: string) => `${apiBase.replace(/\/+$/, '')}${path}`;

export async function getJson<T>(apiBase: string, path: string): Promise<T | null> {
  try {
    const response = await fetch(apiUrl(apiBase, path), { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/** The cars with these ids, in this order (the API takes 50 at a time). */
export async function carsByIds(apiBase: string, ids: number[]): Promise<CarSummary[] | null> {
  if (ids.length === 0) return [];
  const answer = await getJson<{ cars: CarSummary[] }>(apiBase, `/api/cars?ids=${ids.slice(0, 50).join(',')}`);
  return answer?.cars ?? null;
}

/** The car with this slug; null when the lookup failed, undefined when there is no such car. */
export async function carBySlug(apiBase: string, slug: string): Promise<CarSummary | null | undefined> {
  const answer = await getJson<{ cars: CarSummary[] }>(apiBase, `/api/cars?slug=${encodeURIComponent(slug)}`);
  return answer ? answer.cars[0] : null;
}

export const summaryTitle = (car: Pick<CarSummary, 'year' | 'make' | 'model' | 'badge'>) =>
  [car.year, car.make, car.model, car.badge].filter((part) => part != null && part !== '').join(' ');

/** spec/shopping.md §5: a price of 10 or less is not shown. */
export const shownPrice = (price: number | null) =>
  price != null && price > 10 ? formatPrice(price) : 'Price on request';
