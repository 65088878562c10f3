/**
 * The dev server serves each site at its own root, as npm start does (issue 31: "every demo site at
 * http://<slug>.localhost:<port>/"): a site's URL maps onto Astro's /<slug>/… route, and what Vite
 * and the public folder serve keeps its path.
 */
import { describe, expect, it } from 'vitest';
import { astroPathFor } from '../../src/pipeline/dev/routing.ts';

const PUBLIC = ['favicon.svg', 'images'];

describe.each([
  ['the home page', '/', '/bayside-nissan/'],
  ['a page with a query', '/search/used-cars?page=2', '/bayside-nissan/search/used-cars?page=2'],
  ['a feed', '/feeds/google-vehicles.xml', '/bayside-nissan/feeds/google-vehicles.xml'],
  ["Vite's client", '/@vite/client', null],
  ['a module Vite serves', '/src/components/search/SearchPage.tsx?v=1', null],
  ['a dependency Vite serves', '/node_modules/.vite/deps/react.js', null],
  ["Astro's fonts", '/_astro/fonts/inter.woff2', null],
  ['a public file', '/images/logos/bayside-nissan.svg', null],
  ['the favicon', '/favicon.svg', null],
  ['a page whose name starts like a public folder', '/images-of-our-yard', '/bayside-nissan/images-of-our-yard'],
])('%s', (_what, url, expected) => {
  it(`${url} → ${expected ?? 'as it is'}`, () => {
    expect(astroPathFor('bayside-nissan', url, PUBLIC)).toBe(expected);
  });
});
