/**
 * The shopper's consent in Google Consent Mode v2's terms: everything denied until the shopper
 * chooses (consent-choice.ts: what is remembered, and when the tag may load).
 */

/** What the shopper agreed to: measuring the site's use, and advertising (remarketing, conversions). */
export type ConsentChoice = { analytics: boolean; advertising: boolean };

/** Consent Mode v2's four signals. */
export type ConsentSignals = Record<
  'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization',
  'granted' | 'denied'
>;

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
