/** POST /api/miscellaneous: a trade-in valuation kept for the dealer (spec/shopping.md §7). */
import { z } from 'zod';
import { sendJson } from '../http.ts';
import { readBody } from '../validate.ts';
import type { Handler } from '../context.ts';

const body = z.looseObject({ column_name: z.literal('valuation', { error: "column_name must be 'valuation'." }) });

export const saveMiscellaneous: Handler = async (ctx, { req, res, tenant }) => {
  const valuation = await readBody(req, body, 8 * 1024);
  await ctx.store.activity.saveValuation(tenant.slug, valuation.column_name, JSON.stringify(valuation), ctx.now());
  sendJson(res, 200, { success: true });
};
