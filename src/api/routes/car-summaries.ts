/**
 * GET /api/cars?ids=1,2,3 or GET /api/cars?slug=x: short summaries of cars from the tenant's stock
 * index (the garage lists the watchlist's cars; the checkout journey shows the car it sells).
 * Exactly one of ids (1 to 50 positive whole numbers) or slug; anything else is a 400.
 */
import { MAX_SUMMARY_IDS, type SummaryQuery } from '../cars.ts';
import { HttpError, sendJson } from '../http.ts';
import type { Handler } from '../context.ts';

const SLUG = /^[a-z0-9-]{1,200}$/;
const ID = /^[1-9]\d{0,14}$/;

/** The query as asked, or an HttpError(400) saying what is wrong with it. */
function summaryQuery(params: URLSearchParams): SummaryQuery {
  const ids = params.getAll('ids');
  const slugs = params.getAll('slug');
  if (ids.length + slugs.length !== 1) throw new HttpError(400, 'Ask for cars by ids=1,2,3 or by slug=…, not both.');
  if (slugs.length) {
    const slug = slugs[0]!;
    if (!SLUG.test(slug)) throw new HttpError(400, 'slug must be a car slug of lower-case letters, digits and dashes.');
    return { slug };
  }
  const parts = ids[0]!.split(',').map((part) => part.trim());
  if (parts.length > MAX_SUMMARY_IDS) throw new HttpError(400, `Ask for at most ${MAX_SUMMARY_IDS} cars at a time.`);
  if (!parts.every((part) => ID.test(part)))
    throw new HttpError(400, 'ids must be car ids separated by commas, like ids=1,2,3.');
  return { ids: [...new Set(parts.map(Number))] };
}

export const carSummaries: Handler = async (ctx, { res, tenant, url, log }) => {
  const query = summaryQuery(url.searchParams);
  const cars = await ctx.cars.summaries(tenant, query).catch((error: unknown) => {
    log.warn({ err: error, tenant: tenant.slug }, 'car summaries failed');
    throw new HttpError(503, 'Stock is unavailable just now.');
  });
  sendJson(res, 200, { cars });
};
