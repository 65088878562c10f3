/**
 * The shopper's consent and what it allows, in Google Consent Mode v2's terms: everything denied
 * until the shopper chooses; the dealer's tag loads only once analytics or advertising is granted.
 * The choice is remembered in the browser (stores/consent.ts) and can be changed from the footer.
 */
import type { TagOptions } from './options.ts';

/** What the shopper agreed to: measuring the site's use, and advertising (remarketing, conversions). */
export type ConsentChoice = { analytics: boolean; advertising: boolean };

/** Consent Mode v2's four signals. */
export type ConsentSignals = Record<
  'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization',
  'granted' | 'denied'
>;

/** Bumped when the banner asks something new, so an older answer is asked again. */
export const CONSENT_VERSION = 1;

const state = (granted: boolean) => (granted ? 'granted' : 'denied');

/** The Consent Mode signals of a choice; no choice yet denies everything. */
export function consentSignals(choice: ConsentChoice | null): ConsentSignals {
  const ads = state(choice?.advertising ?? false);
  return {
    analytics_storage: state(choice?.analytics ?? false),
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  };
}

/** The tag may load once anything it could do is allowed; Consent Mode tells it which. */
export const tagMayLoad = (choice: ConsentChoice | null): boolean =>
  choice !== null && (choice.analytics || choice.advertising);

/** What is stored: the choice, the banner version it answered and when. */
export function storedConsent(choice: ConsentChoice, now: Date): string {
  return JSON.stringify({ v: CONSENT_VERSION, ...choice, at: now.toISOString() });
}

/** A remembered choice, or null when there is none, it is unreadable, or it answered an older banner. */
export function readConsent(raw: string | null | undefined): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (value.v !== CONSENT_VERSION) return null;
    if (typeof value.analytics !== 'boolean' || typeof value.advertising !== 'boolean') return null;
    return { analytics: value.analytics, advertising: value.advertising };
  } catch {
    return null;
  }
}

/** The tag's script: Tag Manager's gtm.js for a GTM-… container, the Google tag's gtag.js for G-…. */
export function tagScriptUrl(tag: Pick<TagOptions, 'id' | 'scriptOrigin'>): string {
  const file = tag.id.startsWith('GTM-') ? 'gtm.js' : 'gtag/js';
  return `${tag.scriptOrigin}/${file}?id=${encodeURIComponent(tag.id)}`;
}
