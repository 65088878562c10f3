/**
 * The shopper's consent, remembered in this browser, and the dealer's tag: loaded once (and only
 * once) the choice allows it, after Consent Mode v2 has been told the choice (lib/analytics/consent.ts).
 */
import { persistentAtom } from '@nanostores/persistent';
import {
  readConsent,
  storedConsent,
  tagMayLoad,
  consentSignals,
  type ConsentChoice,
} from '../lib/analytics/consent.ts';
import { analyticsConfig, ascEventsToTag } from './analytics.ts';
import { dataLayer, gtag } from './gtag.ts';

export const $consent = persistentAtom<ConsentChoice | null>('forecourt:consent', null, {
  encode: (choice) => (choice ? storedConsent(choice, new Date()) : ''),
  decode: readConsent,
});

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
export function applyConsent(choice: ConsentChoice | null): void {
  const tag = analyticsConfig()?.tag;
  if (!tag || choice === null) return;
  gtag('consent', 'update', consentSignals(choice));
  if (!loaded && tagMayLoad(choice)) {
    loaded = true;
    loadTag(tag);
  }
  // ASC events are measurement: they go to GA4 only with analytics allowed.
  if (loaded && choice.analytics) ascEventsToTag();
}

/** Records the shopper's choice and acts on it at once. */
export function choose(choice: ConsentChoice): void {
  $consent.set(choice);
  applyConsent(choice);
}
