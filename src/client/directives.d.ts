// Types for Forecourt's own client directives (see astro.config.mjs).
declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate on the first click of a link to one of these anchors ('#enquire', …). */
    'client:leadlinks'?: string[];
    /** Hydrate at `when` (default: in view) or on the first touch, replaying taps and edits made before. */
    'client:intent'?: boolean | { when?: 'load' | 'idle' | 'visible'; rootMargin?: string };
  }
}
