/**
 * One Astro render process of a build, started by render.ts: renders its share of every route
 * (FORECOURT_BUILD_SHARD, and the render plan of FORECOURT_RENDER_PLAN, which it waits for) from
 * the build data in FORECOURT_BUILD_DATA into <out-dir>, and then finishes them (finish-pages.ts).
 */
import { build, type AstroIntegration } from 'astro';
import { SYNCED_MESSAGE } from './page-selection.ts';
import { captureBundle } from './astro-internals/bundle-capture.ts';
import { SAVE_BUNDLE_ENV } from './saved-bundle.ts';
import { finishPagesIn, needsFile, writeNeeds } from './finish-pages.ts';

const outDir = process.argv[2];
if (!outDir || outDir === '--help') {
  console.log('Usage: node src/pipeline/render/render-worker.ts <out-dir>   (started by npm run build, not by hand)');
  process.exit(outDir ? 0 : 1);
}
process.env.ASTRO_TELEMETRY_DISABLED = '1';
// FORECOURT_ASTRO_LOG=info shows Astro's per-page render times (the benchmark reads them).
const logLevel = process.env.FORECOURT_ASTRO_LOG === 'info' ? 'info' : 'warn';
// A cache folder of its own: the Content Layer writes its data store there, and the processes of
// this build (and of any other build running beside it) must not share one.
// Astro syncs its content before the build starts: render.ts starts the other processes then.
const announceSynced: AstroIntegration = {
  name: 'forecourt-render-synced',
  hooks: { 'astro:build:start': () => void process.send?.(SYNCED_MESSAGE) },
};
// One process of a build keeps its bundle for the incremental builds after it (saved-bundle.ts).
const keepBundleIn = process.env[SAVE_BUNDLE_ENV];
const integrations = keepBundleIn ? [announceSynced, captureBundle(outDir, keepBundleIn)] : [announceSynced];
await build({ root: process.cwd(), outDir, logLevel, cacheDir: `${outDir}-cache`, integrations });
writeNeeds(needsFile(outDir), finishPagesIn(outDir));
// Vite can leave handles open for a second or two after the build; nothing is left to wait for.
process.exit(0);
