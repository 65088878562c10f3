/**
 * Node keeps the compiled modules of the commands a stock change runs (build, stock:index, deploy) in
 * .forecourt/compile-cache, so each starts without compiling them again (docs/performance.md). The
 * cache serves only modules loaded after it is on: each command's script turns it on, then imports
 * the command itself.
 */
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function enableProjectCompileCache(): void {
  enableCompileCache(join(fileURLToPath(new URL('../..', import.meta.url)), '.forecourt/compile-cache'));
}
