/** npm run deploy: uploads a built site to an object store (scripts/lib/deploy-run.ts has the options and --help). */
import { enableProjectCompileCache } from './lib/compile-cache.ts';

enableProjectCompileCache();
await import('./lib/deploy-run.ts');
