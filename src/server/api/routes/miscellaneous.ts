/** POST /api/miscellaneous: a trade-in valuation kept for the dealer (spec/shopping.md §7). */
import { z } from 'zod';
import { HttpError, readJson, sendJson } from '../http.ts';
import type { Handler } from '../context.ts';

const body = z.looseObject({ column_name: z.literal('valuation', { error: "column_name must be 'valuation'." }) });

export const saveMiscellaneous: Handler = async (ctx, { req, res, tenant }) => {
  const parsed = body.safeParse(await readJson(req, 8 * 1024));
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid request.');
  ctx.db.prepare('INSERT INTO valuations (tenant, column_name, body, saved_at) VALUES (?, ?, ?, ?)').run(tenant.slug, parsed.data.column_name, JSON.stringify(parsed.data), ctx.now().toISOString());
  sendJson(res, 200, { success: true });
};
