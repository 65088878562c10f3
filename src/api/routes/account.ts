/**
 * Sign-in by phone with a one-time code, and the watchlist of a signed-in shopper (spec/shopping.md
 * §6, §7 watchlist calls; spec/site.md §2.1 sign-in), on sites that have sign-in. Codes and session
 * tokens are stored hashed; a code lives 10 minutes; a session 30 days in an HttpOnly cookie.
 * The limits are the site's leads.signInLimits, kept in the database so every instance shares
 * them: texts per phone and per site per window, and wrong codes per phone per window (a new code
 * does not give more tries). Each guess takes its try before it is checked, in one statement.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AU_PHONE, normalisePhone } from '../../lib/leads/form-schema.ts';
import { LEAD_MESSAGES } from '../../lib/leads/messages.ts';
import type { Tenant } from '../../lib/tenant/schema.ts';
import { HttpError, cookie, sendJson } from '../http.ts';
import { readBody } from '../validate.ts';
import { SESSION_COOKIE, international, sessionPhone, sha256 } from '../session.ts';
import { codeTries, limitWindowMs, textQuotas } from '../sign-in-limits.ts';
import type { ApiContext, Handler, Request } from '../context.ts';
import { SmsError } from '../sms.ts';
import { carOr404 } from './cars.ts';

const CODE_TTL_MS = 10 * 60_000;
const SESSION_TTL_MS = 30 * 24 * 3_600_000;
/** @internal Exported for its tests. */
export const TOO_MANY_TEXTS = 'We have sent several codes already. Please wait a few minutes and try again.';
/** @internal Exported for its tests. */
export const CODE_USED_UP =
  'That code has expired or been tried too often. Please wait a few minutes and ask for a new one.';

const phone = z
  .string()
  .max(30, { error: LEAD_MESSAGES.phone })
  .transform(normalisePhone)
  .pipe(z.string().regex(AU_PHONE, { error: LEAD_MESSAGES.phone }));
const MAX_BODY_BYTES = 2048;

/** Sign-in calls exist where the site has sign-in (its pages: features.signIn, or the garage that needs it). */
function requireSignIn(tenant: Tenant): void {
  if (!tenant.features.signIn && !tenant.features.garage) throw new HttpError(404, 'This site has no sign-in.');
}

export const sendCode: Handler = async (ctx, { req, res, tenant }) => {
  requireSignIn(tenant);
  const { phone: raw } = await readBody(req, z.strictObject({ phone }), MAX_BODY_BYTES);
  const to = international(raw);
  const now = ctx.now().getTime();
  if (!(await ctx.store.quotas.take(textQuotas(tenant, to), now))) throw new HttpError(429, TOO_MANY_TEXTS);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.store.accounts.saveCode(
    tenant.slug,
    to,
    sha256(`${tenant.slug}:${to}:${code}`),
    now + CODE_TTL_MS,
    now,
    limitWindowMs(tenant),
  );
  await ctx.sms
    .send(tenant.slug, to, `Your ${tenant.name} sign-in code is ${code}. It expires in 10 minutes.`)
    .catch((error: unknown) => {
      if (error instanceof SmsError) throw new HttpError(error.kind === 'number' ? 400 : 503, error.message);
      throw error;
    });
  sendJson(res, 200, { sent: true });
};

export const verifyCode: Handler = async (ctx, { req, res, tenant }) => {
  requireSignIn(tenant);
  const input = await readBody(
    req,
    z.strictObject({ phone, code: z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code we sent you.' }) }),
    MAX_BODY_BYTES,
  );
  const to = international(input.phone);
  const now = ctx.now().getTime();
  const expected = await ctx.store.accounts.takeTry(tenant.slug, to, now, codeTries(tenant));
  if (expected === null) throw new HttpError(400, CODE_USED_UP);
  const given = sha256(`${tenant.slug}:${to}:${input.code}`);
  if (!timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex')))
    throw new HttpError(400, 'That code is not right. Please check it and try again.');
  // Two right guesses at once: one uses the code, the other is told it has gone.
  if (!(await ctx.store.accounts.useCode(tenant.slug, to, expected))) throw new HttpError(400, CODE_USED_UP);
  const token = randomBytes(32).toString('base64url');
  await ctx.store.accounts.createSession(sha256(token), tenant.slug, to, now + SESSION_TTL_MS);
  const secure = req.headers['x-forwarded-proto'] === 'https' ? '; Secure' : '';
  sendJson(
    res,
    200,
    { phone: to },
    {
      'Set-Cookie': `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_MS / 1000}${secure}`,
    },
  );
};

/** Who is signed in: { phone }, or { phone: null } (an answer, not an error: most visitors are not). */
export const getSession: Handler = async (ctx, request) => {
  sendJson(request.res, 200, { phone: await sessionPhone(ctx, request) });
};

export const signOut: Handler = async (ctx, { req, res, tenant }) => {
  const token = cookie(req, SESSION_COOKIE);
  if (token) await ctx.store.accounts.deleteSession(sha256(token), tenant.slug);
  sendJson(
    res,
    200,
    { success: true },
    { 'Set-Cookie': `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` },
  );
};

async function signedInAs(ctx: ApiContext, request: Request, phoneNumber: string): Promise<string> {
  const signedIn = await sessionPhone(ctx, request);
  if (!signedIn) throw new HttpError(401, 'Please sign in to use your watchlist.');
  if (international(phoneNumber) !== signedIn)
    throw new HttpError(403, 'That watchlist belongs to another phone number.');
  return signedIn;
}

const watchlistBody = z.strictObject({
  phone_number: phone,
  car_id: z.number().int().positive({ error: 'car_id must be a car id.' }),
});

/** Saves one of this site's cars (another site's, or an unknown id, is a 404). */
export const saveCar: Handler = async (ctx, request) => {
  const input = await readBody(request.req, watchlistBody, MAX_BODY_BYTES);
  const owner = await signedInAs(ctx, request, input.phone_number);
  await carOr404(request, () => ctx.cars.byId(request.tenant, input.car_id));
  await ctx.store.accounts.saveCar(request.tenant.slug, owner, input.car_id, ctx.now());
  sendJson(request.res, 200, { success: true });
};

/** Removes any id: a car sold and gone from the stock index must still come off the list. */
export const removeCar: Handler = async (ctx, request) => {
  const input = await readBody(request.req, watchlistBody, MAX_BODY_BYTES);
  const owner = await signedInAs(ctx, request, input.phone_number);
  await ctx.store.accounts.removeCar(request.tenant.slug, owner, input.car_id);
  sendJson(request.res, 200, { success: true });
};

export const listWatchlist: Handler = async (ctx, request) => {
  const owner = await sessionPhone(ctx, request);
  if (!owner) throw new HttpError(401, 'Please sign in to use your watchlist.');
  sendJson(request.res, 200, { car_ids: await ctx.store.accounts.watchlist(request.tenant.slug, owner) });
};
