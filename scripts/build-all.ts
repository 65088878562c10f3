/**
 * npm run build: builds the tenants' sites (scripts/lib/build-run.ts, which has the options and --help).
 *
 * Node keeps the build's compiled modules in .forecourt/compile-cache, so a build starts in about
 * 0.25 s rather than 0.45 s: a fifth of the time budget of an incremental build after a stock change.
 * The cache only serves modules loaded after it is on, hence the build is imported here, after.
 */
import { enableCompileCache } from 'node:module';
import { fileURLToPath } from 'node:url';

enableCompileCache(fileURLToPath(new URL('../.forecourt/compile-cache', import.meta.url)));
await import('./lib/build-run.ts');
