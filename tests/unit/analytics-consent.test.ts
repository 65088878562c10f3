// Google Consent Mode v2: every signal denied until the shopper chooses; the tag loads only once the
// choice allows it; the choice is remembered, and a choice made for an older banner is asked again.
import { describe, expect, it } from 'vitest';
import { consentSignals } from '../../src/lib/analytics/consent.ts';
import { CONSENT_VERSION, readConsent, storedConsent, tagMayLoad } from '../../src/lib/analytics/consent-choice.ts';
import { tagScriptUrl } from '../../src/lib/analytics/tag.ts';

describe('Consent Mode v2 signals', () => {
  it.each([
    [null, 'denied', 'denied'],
    [{ analytics: false, advertising: false }, 'denied', 'denied'],
    [{ analytics: true, advertising: false }, 'granted', 'denied'],
    [{ analytics: false, advertising: true }, 'denied', 'granted'],
    [{ analytics: true, advertising: true }, 'granted', 'granted'],
  ])('%j → analytics %s, advertising %s', (choice, analytics, ads) => {
    expect(consentSignals(choice)).toEqual({
      analytics_storage: analytics,
      ad_storage: ads,
      ad_user_data: ads,
      ad_personalization: ads,
    });
  });

  it('loads the tag only once something is granted', () => {
    expect(tagMayLoad(null)).toBe(false);
    expect(tagMayLoad({ analytics: false, advertising: false })).toBe(false);
    expect(tagMayLoad({ analytics: true, advertising: false })).toBe(true);
    expect(tagMayLoad({ analytics: false, advertising: true })).toBe(true);
  });
});

describe('the remembered choice', () => {
  it('round-trips, with the banner version and when it was made', () => {
    const stored = storedConsent({ analytics: true, advertising: false }, new Date('2026-11-20T01:02:03Z'));
    expect(JSON.parse(stored)).toEqual({
      v: CONSENT_VERSION,
      analytics: true,
      advertising: false,
      at: '2026-11-20T01:02:03.000Z',
    });
    expect(readConsent(stored)).toEqual({ analytics: true, advertising: false });
  });

  it.each([
    null,
    '',
    'not json',
    '{"v":0,"analytics":true,"advertising":true}',
    '{"v":1,"analytics":"yes","advertising":true}',
  ])('reads %j as no choice, so the banner asks', (raw) => {
    expect(readConsent(raw)).toBeNull();
  });
});

describe('the tag script', () => {
  it.each([
    [
      { id: 'GTM-AB12CD3', scriptOrigin: 'https://www.googletagmanager.com' },
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
    ],
    [
      { id: 'G-R1DGE2026', scriptOrigin: 'https://www.googletagmanager.com' },
      'https://www.googletagmanager.com/gtag/js?id=G-R1DGE2026',
    ],
  ])('%j loads %s', (tag, url) => {
    expect(tagScriptUrl(tag)).toBe(url);
  });
});
