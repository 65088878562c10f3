/**
 * A site's leads.signInLimits as the sign-in calls apply them (routes/account.ts): the quotas a
 * text takes, the window tries are counted in, and the tries a phone has.
 */
import type { Tenant } from '../lib/tenant/schema.ts';
import type { Quota } from './storage/quotas.ts';
import { sha256 } from './session.ts';

type Site = Pick<Tenant, 'slug' | 'leads'>;

export const limitWindowMs = ({ leads }: Site) => leads.signInLimits.windowMinutes * 60_000;

export const codeTries = ({ leads }: Site) => leads.signInLimits.codeTries;

/** What one text to `phone` takes: one of the site's texts and one of the phone's (keyed by a digest, never the number). */
export function textQuotas(site: Site, phone: string): Quota[] {
  const { textsPerSite, textsPerPhone } = site.leads.signInLimits;
  const windowMs = limitWindowMs(site);
  return [
    { scope: 'sms-site', key: site.slug, limit: textsPerSite, windowMs },
    { scope: 'sms-phone', key: sha256(`${site.slug}:${phone}`), limit: textsPerPhone, windowMs },
  ];
}
