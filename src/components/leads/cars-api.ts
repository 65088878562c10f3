/**
 * The islands' reads of GET /api/cars (src/api/routes/car-summaries.ts). `apiBase` is '' in
 * the browser (same origin) or an absolute origin in tests. Never throws: a failure comes back as
 * null, for the island to say so.
 */
import type { CarSummary } from '../../lib/stock/shapes.ts';
import { getJson } from '../../client/lead-api.ts';

export type { CarSummary };

/** The cars with these ids, in this order (the API takes 50 at a time). */
export async function carsByIds(apiBase: string, ids: number[]): Promise<CarSummary[] | null> {
  if (ids.length === 0) return [];
  const answer = await getJson<{ cars: CarSummary[] }>(apiBase, `/api/cars?ids=${ids.slice(0, 50).join(',')}`);
  return answer.ok ? (answer.body.cars ?? null) : null;
}

/** The car with this slug; null when the lookup failed, undefined when there is no such car. */
export async function carBySlug(apiBase: string, slug: string): Promise<CarSummary | null | undefined> {
  const answer = await getJson<{ cars: CarSummary[] }>(apiBase, `/api/cars?slug=${encodeURIComponent(slug)}`);
  return answer.ok ? answer.body.cars[0] : null;
}
