/**
 * Stands in for `qs` in the browser bundle (astro.config.mjs). InstantSearch's history router
 * imports qs (about 18 KB gzip) only for its default URL format; our router writes and reads URLs
 * itself (components/search/routing.ts), so qs is never called there.
 */
const notBundled = (): never => {
  throw new Error('qs is not in the browser bundle: the search router formats its own URLs');
};

export default { parse: notBundled, stringify: notBundled };
