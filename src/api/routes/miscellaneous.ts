/** POST /api/miscellaneous: a trade-in valuation kept for the dealer (spec/shopping.md §7). */
import { z } from 'zod';
import { readBody } from '../validate.ts';
import { successAnswer, reply } from '../answers.ts';
import type { Handler } from '../context.ts';

export const valuationBody = z.looseObject({
  column_name: z.literal('valuation', { error: "column_name must be 'valuation'." }),
});

export const saveMiscellaneous: Handler = async (ctx, { req, res, tenant }) => {
  const valuation = await readBody(req, valuationBody, 8 * 1024);
  await ctx.store.activity.saveValuation(tenant.slug, valuation.column_name, JSON.stringify(valuation), ctx.now());
  reply(res, 200, successAnswer, { success: true });
};
