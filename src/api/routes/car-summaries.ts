/**
 * GET /api/cars?ids=1,2,3 or GET /api/cars?slug=x: short summaries of cars from the tenant's stock
 * index (the garage lists the watchlist's cars; the checkout journey shows the car it sells).
 * Exactly one of ids (1 to 50 positive whole numbers) or slug; anything else is a 400.
 */
import { z } from 'zod';
import { CAR_STATUSES } from '../../lib/stock/vehicle-values.ts';
import { MAX_SUMMARY_IDS, type SummaryQuery } from '../cars.ts';
import { HttpError, sendJson } from '../http.ts';
import { answered, refused, route, type RouteHandler } from '../route.ts';

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

const summaries: RouteHandler = async (ctx, { res, tenant, url, log }) => {
  const query = summaryQuery(url.searchParams);
  const cars = await ctx.cars.summaries(tenant, query).catch((error: unknown) => {
    log.warn({ err: error, tenant: tenant.slug }, 'car summaries failed');
    throw new HttpError(503, 'Stock is unavailable just now.');
  });
  sendJson(res, 200, { cars });
};

/** What the garage, compare table and checkout journey show of a car (SUMMARY_FIELDS). */
const carSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  badge: z.string().nullable(),
  price: z.number(),
  price_type: z.string().nullable(),
  state: z.string().nullable(),
  status: z.enum(CAR_STATUSES),
  reserved: z.boolean(),
  primary_image_url: z.string().nullable(),
});

export const carSummariesRoute = route({
  method: 'GET',
  path: '/api/cars',
  summary:
    'Short summaries of cars: by ids (1 to 50, comma-separated, in that order) or by slug; exactly one of the two',
  query: z.object({
    ids: z.string().optional().meta({ example: '1,2,3' }),
    slug: z.string().optional(),
  }),
  body: null,
  answers: {
    200: answered('The cars found (unknown ids are left out)', z.object({ cars: z.array(carSummary) })),
    400: refused('Neither or both of ids and slug, or a malformed one'),
    503: refused('The stock index cannot be read just now'),
  },
  handler: summaries,
});
