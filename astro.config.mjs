// Astro renders every tenant under /<slug>/, in one process per core each taking its share of the
// pages (src/pipeline/render/render.ts); the build then moves each tenant's pages to dist/<slug>/ (a
// site rooted at /) and gives it a copy of the shared bundle.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

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
 * InstantSearch's history router imports qs for a URL format we replace (src/client/no-qs.ts):
 * in the browser bundle it resolves to a stand-in, saving about 18 KB gzip on every search page.
 */
function withoutQsInTheBrowser() {
  const standIn = fileURLToPath(new URL('./src/client/no-qs.ts', import.meta.url));
  return {
    name: 'forecourt:without-qs-in-the-browser',
    enforce: 'pre',
    resolveId(id, importer, options) {
      const browser = this.environment ? this.environment.config.consumer === 'client' : !options?.ssr;
      return id === 'qs' && browser && importer?.includes('/instantsearch.js/') ? standIn : null;
    },
  };
}

export default defineConfig({
  output: 'static',
  // scripts/build-all.ts passes its own outDir; this default only serves a manual `astro build`.
  outDir: '.forecourt/build/astro-out',
  integrations: [react(), forecourtDirectives()],
  trailingSlash: 'ignore',
  build: { format: 'directory', concurrency: 4 },
  devToolbar: { enabled: false },
  telemetry: false,
  vite: { plugins: [withoutQsInTheBrowser()] },
});
