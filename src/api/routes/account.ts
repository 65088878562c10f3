/**
 * Sign-in by phone with a one-time code, and the watchlist of a signed-in shopper (spec/shopping.md
 * §6, §7 watchlist calls; spec/site.md §2.1 sign-in). Codes and session tokens are stored hashed;
 * a code lives 10 minutes and allows 5 tries; a session lives 30 days in an HttpOnly cookie.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AU_PHONE, normalisePhone, LEAD_MESSAGES } from '../../lib/leads/schema.ts';
import { HttpError, cookie, sendJson } from '../http.ts';
import { readBody } from '../validate.ts';
import type { ApiContext, Handler, Request } from '../context.ts';

const CODE_TTL_MS = 10 * 60_000;
const CODE_TRIES = 5;
const SESSION_TTL_MS = 30 * 24 * 3_600_000;
const SESSION_COOKIE = 'forecourt_session';

const phone = z
  .string()
  .transform(normalisePhone)
  .pipe(z.string().regex(AU_PHONE, { error: LEAD_MESSAGES.phone }));
/** +61 form, so 0412… and +61412… are one shopper. */
const international = (value: string) =>
  value.startsWith('0') ? `+61${value.slice(1)}` : value.startsWith('61') ? `+${value}` : value;
const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const MAX_BODY_BYTES = 2048;

export const sendCode: Handler = async (ctx, { req, res, tenant }) => {
  const { phone: raw } = await readBody(req, z.object({ phone }), MAX_BODY_BYTES);
  const to = international(raw);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.store.accounts.saveCode(
    tenant.slug,
    to,
    hash(`${tenant.slug}:${to}:${code}`),
    ctx.now().getTime() + CODE_TTL_MS,
  );
  await ctx.sms.send(tenant.slug, to, `Your ${tenant.name} sign-in code is ${code}. It expires in 10 minutes.`);
  sendJson(res, 200, { sent: true });
};

export const verifyCode: Handler = async (ctx, { req, res, tenant }) => {
  const input = await readBody(
    req,
    z.object({ phone, code: z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code we sent you.' }) }),
    MAX_BODY_BYTES,
  );
  const to = international(input.phone);
  const row = await ctx.store.accounts.code(tenant.slug, to);
  const now = ctx.now().getTime();
  if (!row || row.expiresAt < now || row.attempts >= CODE_TRIES)
    throw new HttpError(400, 'That code has expired. Please ask for a new one.');
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hash(`${tenant.slug}:${to}:${input.code}`), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await ctx.store.accounts.countWrongCode(tenant.slug, to);
    throw new HttpError(400, 'That code is not right. Please check it and try again.');
  }
  await ctx.store.accounts.deleteCode(tenant.slug, to);
  const token = randomBytes(32).toString('base64url');
  await ctx.store.accounts.createSession(hash(token), tenant.slug, to, now + SESSION_TTL_MS);
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

async function sessionPhone(ctx: ApiContext, { req, tenant }: Request): Promise<string | null> {
  const token = cookie(req, SESSION_COOKIE);
  if (!token) return null;
  const session = await ctx.store.accounts.session(hash(token), tenant.slug);
  return session && session.expiresAt > ctx.now().getTime() ? session.phone : null;
}

/** Who is signed in: { phone }, or { phone: null } (an answer, not an error: most visitors are not). */
export const getSession: Handler = async (ctx, request) => {
  sendJson(request.res, 200, { phone: await sessionPhone(ctx, request) });
};

export const signOut: Handler = async (ctx, { req, res, tenant }) => {
  const token = cookie(req, SESSION_COOKIE);
  if (token) await ctx.store.accounts.deleteSession(hash(token), tenant.slug);
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

const watchlistBody = z.object({
  phone_number: phone,
  car_id: z.number().int().positive({ error: 'car_id must be a car id.' }),
});

export const saveCar: Handler = async (ctx, request) => {
  const input = await readBody(request.req, watchlistBody, MAX_BODY_BYTES);
  const owner = await signedInAs(ctx, request, input.phone_number);
  await ctx.store.accounts.saveCar(request.tenant.slug, owner, input.car_id, ctx.now());
  sendJson(request.res, 200, { success: true });
};

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
