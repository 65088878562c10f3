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
import { SESSION_COOKIE, international, sessionPhone, sha256 } from '../session.ts';
import { codeTries, limitWindowMs, textQuotas } from '../sign-in-limits.ts';
import type { ApiContext, Request } from '../context.ts';
import { answered, refused, route, successAnswer, type RouteHandler } from '../route.ts';
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

const codeBody = z.strictObject({ phone });

const textCode: RouteHandler<typeof codeBody> = async (ctx, { res, tenant, body }) => {
  requireSignIn(tenant);
  const { phone: raw } = await body();
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

const verifyBody = z.strictObject({
  phone,
  code: z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code we sent you.' }),
});

const signIn: RouteHandler<typeof verifyBody> = async (ctx, { req, res, tenant, body }) => {
  requireSignIn(tenant);
  const input = await body();
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
const whoIsSignedIn: RouteHandler = async (ctx, request) => {
  sendJson(request.res, 200, { phone: await sessionPhone(ctx, request) });
};

const endSession: RouteHandler = async (ctx, { req, res, tenant }) => {
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
const saveToWatchlist: RouteHandler<typeof watchlistBody> = async (ctx, request) => {
  const input = await request.body();
  const owner = await signedInAs(ctx, request, input.phone_number);
  await carOr404(request, () => ctx.cars.byId(request.tenant, input.car_id));
  await ctx.store.accounts.saveCar(request.tenant.slug, owner, input.car_id, ctx.now());
  sendJson(request.res, 200, { success: true });
};

/** Removes any id: a car sold and gone from the stock index must still come off the list. */
const removeFromWatchlist: RouteHandler<typeof watchlistBody> = async (ctx, request) => {
  const input = await request.body();
  const owner = await signedInAs(ctx, request, input.phone_number);
  await ctx.store.accounts.removeCar(request.tenant.slug, owner, input.car_id);
  sendJson(request.res, 200, { success: true });
};

const watchlist: RouteHandler = async (ctx, request) => {
  const owner = await sessionPhone(ctx, request);
  if (!owner) throw new HttpError(401, 'Please sign in to use your watchlist.');
  sendJson(request.res, 200, { car_ids: await ctx.store.accounts.watchlist(request.tenant.slug, owner) });
};

const NOT_SIGNED_IN = refused('Not signed in');
const noSignIn = refused('Unknown site, or a site without sign-in');
const watchlistAnswers = (done: string) => ({
  200: answered(done, successAnswer),
  401: NOT_SIGNED_IN,
  403: refused('The watchlist of another phone number'),
  404: refused('Unknown site, or not one of its cars'),
});

export const accountRoutes = [
  route({
    method: 'POST',
    path: '/api/sign-in/code',
    summary:
      "Text a 6-digit sign-in code to a phone (sites with sign-in; 404 elsewhere). 429 once the phone's or the site's texts for the window are used (leads.signInLimits).",
    body: { schema: codeBody, maxBytes: MAX_BODY_BYTES },
    answers: {
      200: answered('Sent', z.object({ sent: z.literal(true) })),
      404: noSignIn,
      503: refused('The text could not be sent just now'),
    },
    handler: textCode,
  }),
  route({
    method: 'POST',
    path: '/api/sign-in/verify',
    summary:
      'Exchange the code for a session cookie; a phone has leads.signInLimits.codeTries guesses per window, however many codes it is sent',
    body: { schema: verifyBody, maxBytes: MAX_BODY_BYTES },
    answers: {
      200: answered('Signed in; sets the forecourt_session cookie', z.object({ phone: z.string() })),
      404: noSignIn,
    },
    handler: signIn,
  }),
  route({
    method: 'GET',
    path: '/api/session',
    summary: 'Who is signed in',
    body: null,
    answers: { 200: answered('The signed-in phone, or null', z.object({ phone: z.string().nullable() })) },
    handler: whoIsSignedIn,
  }),
  route({
    method: 'POST',
    path: '/api/sign-out',
    summary: 'End the session (any body is ignored)',
    body: null,
    answers: { 200: answered('Signed out; clears the forecourt_session cookie', successAnswer) },
    handler: endSession,
  }),
  route({
    method: 'GET',
    path: '/api/watchlist',
    summary: "Car ids on the signed-in shopper's watchlist",
    body: null,
    answers: {
      200: answered('The car ids', z.object({ car_ids: z.array(z.number().int()) })),
      401: NOT_SIGNED_IN,
    },
    handler: watchlist,
  }),
  route({
    method: 'POST',
    path: '/api/watchlist/save-car',
    summary: "Save one of this site's cars to the watchlist (404 for any other id)",
    body: { schema: watchlistBody, maxBytes: MAX_BODY_BYTES },
    answers: watchlistAnswers('Saved'),
    handler: saveToWatchlist,
  }),
  route({
    method: 'POST',
    path: '/api/watchlist/remove-car',
    summary: 'Remove a car from the watchlist (any id: a sold car must still come off it)',
    body: { schema: watchlistBody, maxBytes: MAX_BODY_BYTES },
    answers: watchlistAnswers('Removed'),
    handler: removeFromWatchlist,
  }),
];
