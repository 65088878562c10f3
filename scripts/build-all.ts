/**
 * npm run build: builds the tenants' sites (scripts/lib/build-run.ts, which has the options and --help).
 *
 * Node keeps the build's compiled modules in .forecourt/compile-cache, so a build starts without
 * compiling them again (docs/performance.md). The cache serves only modules loaded after it is on,
 * hence the build is imported here, after.
 */
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = join(root, '.forecourt/compile-cache');
enableCompileCache(cacheDir);
await import('./lib/build-run.ts');
