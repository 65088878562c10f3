/**
 * npm run build: builds the tenants' sites (scripts/lib/build-run.ts, which has the options and --help).
 *
 * Node keeps the build's compiled modules in .forecourt/compile-cache, so a build starts without
 * compiling them again, and beside them where the build's imports resolved
 * (src/pipeline/resolve-cache.ts), for the same dependencies, Node and project folder; what each
 * saves of an incremental build is in docs/performance.md. Both serve only modules loaded after they
 * are on, hence the build is imported here, after.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheResolutions } from '../src/pipeline/resolve-cache.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = join(root, '.forecourt/compile-cache');
enableCompileCache(cacheDir);
const resolutions = cacheResolutions(join(cacheDir, 'build-resolutions.json'), dependenciesKey());
await import('./lib/build-run.ts');
resolutions.save();

/** What the build's imports resolve by: the locked dependencies, Node's version and the project's folder. */
function dependenciesKey(): string {
  const hash = createHash('sha256').update(`${process.version}\n${root}\n`);
  for (const file of ['package.json', 'package-lock.json'])
    hash.update(existsSync(join(root, file)) ? readFileSync(join(root, file)) : 'none');
  return hash.digest('hex');
}
