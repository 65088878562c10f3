/**
 * The shopper's consent, remembered in this browser, and the dealer's tag: loaded once (and only
 * once) the choice allows it, after Consent Mode v2 has been told the choice (lib/analytics/consent.ts).
 */
import { consentSignals, type ConsentChoice } from '../lib/analytics/consent.ts';
import { CONSENT_STORAGE_KEY, storedConsent, tagMayLoad } from '../lib/analytics/consent-choice.ts';
import { analyticsConfig, ascEventsToTag } from './analytics.ts';
import { dataLayer, gtag } from './gtag.ts';

let loaded = false;

/** Adds the tag's script to the page: gtm.js (with its start event) or gtag.js (with its config). */
function loadTag(tag: { id: string; src: string }): void {
  if (tag.id.startsWith('GTM-')) dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  else {
    gtag('js', new Date());
    gtag('config', tag.id);
  }
  const script = document.createElement('script');
  script.async = true;
  script.src = tag.src;
  document.head.append(script);
}

/** Tells the tag the current choice and loads it the first time the choice allows. */
export function applyConsent(choice: ConsentChoice): void {
  const tag = analyticsConfig()?.tag;
  if (!tag) return;
  gtag('consent', 'update', consentSignals(choice));
  if (!loaded && tagMayLoad(choice)) {
    loaded = true;
    loadTag(tag);
  }
  // ASC events are measurement: they go to GA4 only with analytics allowed.
  if (loaded && choice.analytics) ascEventsToTag();
}

/** Records the shopper's choice (when the browser lets it) and acts on it at once. */
export function choose(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, storedConsent(choice, new Date()));
  } catch (error) {
    console.warn('Consent choice not remembered', error);
  }
  applyConsent(choice);
}
