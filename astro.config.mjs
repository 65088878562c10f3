// Astro renders every tenant under /<slug>/, in one process per core each taking its share of the
// pages (src/pipeline/render/render.ts); the build then moves each tenant's pages to dist/<slug>/ (a
// site rooted at /) and gives it a copy of the shared bundle.
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

export default defineConfig({
  output: 'static',
  // scripts/build-all.ts passes its own outDir; this default only serves a manual `astro build`.
  outDir: '.forecourt/build/astro-out',
  integrations: [react(), forecourtDirectives()],
  trailingSlash: 'ignore',
  build: { format: 'directory', concurrency: 4 },
  devToolbar: { enabled: false },
  telemetry: false,
});
