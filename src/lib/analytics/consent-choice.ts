/**
 * The shopper's choice as the browser remembers it, and what it allows: the dealer's tag loads only
 * once analytics or advertising is granted (Consent Mode's basic form).
 */
import type { ConsentChoice } from './consent.ts';

/** Where the choice is remembered (localStorage). */
export const CONSENT_STORAGE_KEY = 'forecourt:consent';

/**
 * Bumped when the banner asks something new, so an older answer is asked again.
 * @internal Exported for its tests.
 */
export const CONSENT_VERSION = 1;

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
