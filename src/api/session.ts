/** Who is signed in, from the session cookie (routes/account.ts signs in; reservations may need it). */
import { createHash } from 'node:crypto';
import { cookie } from './http.ts';
import type { ApiContext, Request } from './context.ts';

export const SESSION_COOKIE = 'forecourt_session';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** +61 form, so 0412… and +61412… are one shopper. */
export const international = (value: string) =>
  value.startsWith('0') ? `+61${value.slice(1)}` : value.startsWith('61') ? `+${value}` : value;

/** The signed-in phone (+61…), or null. */
export async function sessionPhone(ctx: ApiContext, { req, tenant }: Pick<Request, 'req' | 'tenant'>) {
  const token = cookie(req, SESSION_COOKIE);
  if (!token) return null;
  const session = await ctx.store.accounts.session(sha256(token), tenant.slug);
  return session && session.expiresAt > ctx.now().getTime() ? session.phone : null;
}
