/**
 * The page's dataLayer and the gtag() command queue that Google's tags read. Whatever touches the
 * dataLayer first puts Consent Mode v2's defaults (everything denied) at its head, so no tag that
 * loads later can act on anything before it has read them.
 */
import { consentSignals } from '../lib/analytics/consent.ts';

type TagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

let defaultsPushed = false;

/** The dataLayer, begun with the consent defaults. */
export function dataLayer(): unknown[] {
  const w = window as TagWindow;
  w.dataLayer = w.dataLayer ?? [];
  if (!defaultsPushed) {
    defaultsPushed = true;
    w.gtag = gtag;
    gtag('consent', 'default', consentSignals(null));
  }
  return w.dataLayer;
}

/** Queues a command for the tag, as Google's own gtag() does. */
export function gtag(..._command: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: gtag.js and Tag Manager read commands as Arguments objects, not arrays.
  dataLayer().push(arguments);
}
