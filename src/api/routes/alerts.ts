/**
 * Shoppers' alerts (docs/alerts.md): save a search or watch a car, confirm it from the email
 * (double opt-in: nothing but the confirmation is sent before), see and delete one's alerts, and
 * unsubscribe in one click (RFC 8058: the mail client POSTs to the List-Unsubscribe address). The
 * links carry the alert's token; answers never say whether an email address has alerts.
 */
import { z } from 'zod';
import { alertSubject, readSubject, subscriptionSchema } from '../../lib/alerts/subscription.ts';
import { HttpError, sendJson } from '../http.ts';
import { answered, refused, route, successAnswer, type RouteHandler } from '../route.ts';
import { sessionPhone, sha256 } from '../session.ts';
import type { StoredAlert } from '../storage/alerts.ts';
import type { Quota } from '../storage/quotas.ts';
import type { ApiContext, Request } from '../context.ts';
import type { Tenant } from '../../lib/tenant/schema.ts';

const TOKEN = { token: '[A-Za-z0-9_-]{6,64}' };
/** Confirmation emails one address can be sent per site per day, however many alerts it saves. */
const CONFIRMATIONS_PER_DAY = 5;
const DAY_MS = 86_400_000;

const OFF = 'This site sends no alerts.';
const UNKNOWN = 'This alert link is no longer valid: the alert may have been deleted.';

function alertsOn(ctx: ApiContext, tenant: Tenant): void {
  if (!tenant.alerts.enabled) throw new HttpError(404, OFF);
  if (!ctx.sendsAlerts) throw new HttpError(503, 'Alerts cannot be sent just now. Please try again later.');
}

const confirmationQuota = (tenant: Tenant, email: string): Quota => ({
  scope: 'alert-confirm',
  key: sha256(`${tenant.slug}:${email}`),
  limit: CONFIRMATIONS_PER_DAY,
  windowMs: DAY_MS,
});

/** The phone texts go to: the signed-in shopper's, on a site that texts alerts; refused otherwise. */
async function smsPhone(ctx: ApiContext, request: Pick<Request, 'req' | 'tenant'>): Promise<string> {
  if (!request.tenant.alerts.channels.includes('sms'))
    throw new HttpError(400, 'This site sends alerts by email only.');
  const phone = await sessionPhone(ctx, request);
  if (!phone) throw new HttpError(401, 'Sign in with your phone to get alerts by text.');
  return phone;
}

const subscribe: RouteHandler<typeof subscriptionSchema> = async (ctx, request) => {
  const { tenant, res } = request;
  alertsOn(ctx, tenant);
  const body = await request.body();
  const car = body.car_id === undefined ? null : await ctx.cars.byId(tenant, body.car_id);
  if (body.car_id !== undefined && !car) throw new HttpError(404, 'That car is no longer for sale.');
  const watching = car ? `price drops of the ${car.year} ${car.make} ${car.model}` : 'new cars matching your search';
  const phone = body.channel === 'sms' ? await smsPhone(ctx, request) : null;
  const now = ctx.now();
  const alert = { tenant: tenant.slug, email: body.email.toLowerCase(), phone, channel: body.channel };
  const saved = await ctx.store.alerts.save({ ...alert, subject: alertSubject(body) }, now);
  if (!saved.alert.confirmedAt) {
    if (!(await ctx.store.quotas.take([confirmationQuota(tenant, alert.email)], now.getTime())))
      throw new HttpError(429, 'We have sent this address several confirmation emails today. Please check your inbox.');
    // One confirmation per alert per day, however often the form is sent.
    const key = `confirm:${now.toISOString().slice(0, 10)}`;
    await ctx.store.alerts.queue([{ alertId: saved.alert.id, key, kind: 'confirm', body: { watching } }], now);
    ctx.kickAlerts();
  }
  sendJson(res, 202, { success: true });
};

/** An alert as its owner sees it: what it watches, how, and whether it is confirmed. */
function shown(alert: StoredAlert) {
  const subject = readSubject(alert.subject);
  return {
    id: alert.id,
    channel: alert.channel,
    confirmed: alert.confirmedAt !== null,
    ...(subject.kind === 'car' ? { car_id: subject.carId } : { search: subject.search }),
  };
}

const alertAnswer = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  confirmed: z.boolean(),
  car_id: z.number().optional(),
  /** The watched car's year, make and model, while it is in stock. */
  car_name: z.string().optional(),
  search: z.string().optional(),
});
const alertsAnswer = z.object({ email: z.string(), alerts: z.array(alertAnswer) });

async function owned(ctx: ApiContext, tenant: Tenant, token: string): Promise<StoredAlert> {
  alertsOn(ctx, tenant);
  const alert = await ctx.store.alerts.byToken(token);
  if (!alert || alert.tenant !== tenant.slug) throw new HttpError(404, UNKNOWN);
  return alert;
}

const confirm: RouteHandler = async (ctx, { res, tenant, params }) => {
  await owned(ctx, tenant, params.token!);
  const alert = await ctx.store.alerts.confirm(params.token!, ctx.now());
  if (!alert) throw new HttpError(404, UNKNOWN);
  sendJson(res, 200, shown(alert));
};

const list: RouteHandler = async (ctx, { res, tenant, params }) => {
  const alert = await owned(ctx, tenant, params.token!);
  const alerts = await ctx.store.alerts.ofShopper(tenant.slug, alert.email);
  const named = await Promise.all(
    alerts.map(async (one) => {
      const subject = readSubject(one.subject);
      const car = subject.kind === 'car' ? await ctx.cars.byId(tenant, subject.carId).catch(() => null) : null;
      return car ? { ...shown(one), car_name: `${car.year} ${car.make} ${car.model}` } : shown(one);
    }),
  );
  sendJson(res, 200, { email: alert.email, alerts: named });
};

const deleteBody = z.strictObject({ ids: z.array(z.uuid()).max(100).optional() });

const remove: RouteHandler<typeof deleteBody> = async (ctx, { res, tenant, params, body }) => {
  const alert = await owned(ctx, tenant, params.token!);
  const { ids } = await body();
  const deleted = await ctx.store.alerts.remove(tenant.slug, alert.email, ids ?? null);
  sendJson(res, 200, { deleted });
};

/** RFC 8058: honoured at once, whatever the body; an alert already gone is unsubscribed already. */
const unsubscribe: RouteHandler = async (ctx, { res, tenant, params }) => {
  alertsOn(ctx, tenant);
  const alert = await ctx.store.alerts.byToken(params.token!);
  if (alert && alert.tenant === tenant.slug) await ctx.store.alerts.remove(tenant.slug, alert.email, null);
  sendJson(res, 200, { success: true });
};

const off = refused('A site that sends no alerts, or an alert that no longer exists');
const noMail = refused('The API has no mail server to send alerts with');

export const alertRoutes = [
  route({
    method: 'POST',
    path: '/api/alerts',
    summary: 'Save a search or watch a car; a confirmation email is sent, and nothing else until it is confirmed',
    body: { schema: subscriptionSchema, maxBytes: 4 * 1024 },
    answers: {
      202: answered(
        'Saved; the confirmation email is on its way (the same answer when it already existed)',
        successAnswer,
      ),
      401: refused('SMS asked for by a shopper who is not signed in'),
      404: refused('A site that sends no alerts, or a car no longer for sale'),
      429: refused('Too many confirmation emails to this address today'),
      503: noMail,
    },
    handler: subscribe,
  }),
  route({
    method: 'POST',
    path: '/api/alerts/{token}/confirm',
    params: TOKEN,
    summary: "Confirm an alert (the confirmation email's link)",
    body: null,
    answers: { 200: answered('Confirmed', alertAnswer), 404: off, 503: noMail },
    handler: confirm,
  }),
  route({
    method: 'GET',
    path: '/api/alerts/{token}',
    params: TOKEN,
    summary: "The shopper's alerts on this site (every message links here)",
    body: null,
    answers: { 200: answered('Their alerts', alertsAnswer), 404: off, 503: noMail },
    handler: list,
  }),
  route({
    method: 'POST',
    path: '/api/alerts/{token}/delete',
    params: TOKEN,
    summary: "Delete some of the shopper's alerts (ids), or all of them",
    body: { schema: deleteBody, maxBytes: 8 * 1024 },
    answers: { 200: answered('How many were deleted', z.object({ deleted: z.number() })), 404: off, 503: noMail },
    handler: remove,
  }),
  route({
    method: 'POST',
    path: '/api/alerts/{token}/unsubscribe',
    params: TOKEN,
    summary:
      "One-click unsubscribe (RFC 8058, the List-Unsubscribe address): deletes all the shopper's alerts on this site",
    body: { raw: 'List-Unsubscribe=One-Click, as the mail client sends it (read but not needed)' },
    answers: {
      200: answered('Unsubscribed (also when already)', successAnswer),
      404: refused('A site that sends no alerts'),
      503: noMail,
    },
    handler: unsubscribe,
  }),
];
