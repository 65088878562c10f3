// Astro renders every tenant under /<slug>/, in one process per core each taking its share of the
// pages (src/pipeline/render/render.ts); the build then moves each tenant's pages to dist/<slug>/ (a
// site rooted at /) and gives it a copy of the shared bundle.
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

export default defineConfig({
  output: 'static',
  // scripts/build-all.ts passes its own outDir; this default only serves a manual `astro build`.
  outDir: '.forecourt/build/astro-out',
  integrations: [react(), forecourtDirectives()],
  fonts,
  trailingSlash: 'ignore',
  build: { format: 'directory', concurrency: 4 },
  devToolbar: { enabled: false },
  telemetry: false,
});
