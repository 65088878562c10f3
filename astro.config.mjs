// Astro renders every tenant under /<slug>/, in one process per core each taking its share of the
// pages (src/pipeline/render/render.ts); the build then moves each tenant's pages to dist/<slug>/ (a
// site rooted at /) and gives it a copy of the shared bundle.
import { fileURLToPath } from 'node:url';
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import { THEME_FONTS } from './src/lib/theme/constants.ts';

/**
 * The typefaces a tenant may pick (theme.font): the Latin variable file of each @fontsource
 * package, read from node_modules (never from a CDN: builds run offline). Astro serves them from
 * /_astro/fonts/ and writes a metric-matched fallback face for each, so text does not move when the
 * font arrives.
 */
const fonts = Object.values(THEME_FONTS).map((font) => ({
  provider: fontProviders.local(),
  name: font.family,
  cssVariable: font.cssVariable,
  options: { variants: [{ src: [font.file], weight: '100 900', style: 'normal' }] },
  fallbacks: ['sans-serif'],
}));

/**
 * client:leadlinks (src/client/lead-links-directive.ts): hydrate the lead forms on first use.
 * client:intent (src/client/intent-directive.ts): hydrate when due or on first touch, replaying it.
 */
function forecourtDirectives() {
  return {
    name: 'forecourt-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'leadlinks', entrypoint: './src/client/lead-links-directive.ts' });
        addClientDirective({ name: 'intent', entrypoint: './src/client/intent-directive.ts' });
      },
    },
  };
}

/**
 * Browser-bundle stand-ins for what React InstantSearch imports but the site never calls
 * (src/client/): qs, which its history router imports only for a URL format we replace (about 18 KB
 * gzip), and markdown-to-jsx, which only its chat widget uses; and React by name for
 * react-instantsearch-core. React is CommonJS: one whole-module import of it (markdown-to-jsx's, and
 * react-instantsearch-core's default and namespace imports) makes the bundler wrap every island's
 * React import on every page in an interop helper. The server render uses the packages as they are.
 */
function instantSearchInTheBrowser() {
  const standIn = (file) => fileURLToPath(new URL(`./src/client/${file}`, import.meta.url));
  const standIns = [
    { id: 'qs', from: '/instantsearch.js/', file: standIn('no-qs.ts') },
    { id: 'markdown-to-jsx', from: '/instantsearch-ui-components/', file: standIn('no-markdown.ts') },
    { id: 'react', from: '/react-instantsearch-core/', file: standIn('react-for-instantsearch.ts') },
  ];
  return {
    name: 'forecourt:instantsearch-in-the-browser',
    enforce: 'pre',
    resolveId(id, importer, options) {
      const browser = this.environment ? this.environment.config.consumer === 'client' : !options?.ssr;
      if (!browser || !importer) return null;
      return standIns.find((s) => s.id === id && importer.includes(s.from))?.file ?? null;
    },
  };
}

/**
 * Browser-bundle `zod` is src/client/zod-without-eval.ts, which configures the real one (imported
 * from there) to parse without `new Function`, which the site's Content-Security-Policy refuses.
 */
function zodWithoutEval() {
  const wrapper = fileURLToPath(new URL('./src/client/zod-without-eval.ts', import.meta.url));
  return {
    name: 'forecourt:zod-without-eval',
    enforce: 'pre',
    resolveId(id, importer, options) {
      const browser = this.environment ? this.environment.config.consumer === 'client' : !options?.ssr;
      return browser && id === 'zod' && importer && importer !== wrapper ? wrapper : null;
    },
  };
}

export default defineConfig({
  output: 'static',
  // scripts/build-all.ts passes its own outDir; this default only serves a manual `astro build`.
  outDir: '.forecourt/build/astro-out',
  // Islands render to a string: no island waits on data while it renders (a page's data is in its
  // props), and React's stream would only be encoded to bytes and decoded back for Astro.
  integrations: [react({ experimentalDisableStreaming: true }), forecourtDirectives()],
  fonts,
  trailingSlash: 'ignore',
  // Stylesheets as files, never inlined: each inline style is a hash in the site's security policy
  // (src/lib/security), and the hosts cap its length (CloudFront at 1,783 characters). As files
  // they are also cached from page to page.
  build: { format: 'directory', concurrency: 4, inlineStylesheets: 'never' },
  devToolbar: { enabled: false },
  telemetry: false,
  vite: {
    plugins: [instantSearchInTheBrowser(), zodWithoutEval()],
  },
});
