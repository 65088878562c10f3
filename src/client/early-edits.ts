/**
 * Where client:intent leaves the fields a shopper edited before the island hydrated, for the
 * island's useEarlyEdits. Astro inlines client directives into the page, apart from the islands'
 * bundles, so the two meet on the island element under a symbol from the global registry.
 */
export const EARLY_EDITS = Symbol.for('forecourt.earlyEdits');

/** Each edited field and the last value the shopper gave it. */
export type EarlyEdits = Map<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, string>;
