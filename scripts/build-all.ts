/** npm run build: builds the tenants' sites (scripts/lib/build-run.ts, which has the options and --help). */
import { enableProjectCompileCache } from './lib/compile-cache.ts';

enableProjectCompileCache();
await import('./lib/build-run.ts');
