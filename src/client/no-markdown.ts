/**
 * Stands in for `markdown-to-jsx` in the browser bundle (astro.config.mjs). Only InstantSearch's
 * chat widget uses it, which this site does not; but its whole-module React import
 * (`import * as React from 'react'`) would make the bundler wrap every island's React import in an
 * interop helper, on every page, before the unused widget is shaken out.
 */
const notBundled = (): never => {
  throw new Error('markdown-to-jsx is not in the browser bundle: the search island has no chat');
};

export const compiler = notBundled;
export const RuleType = {};
