/** npm run stock:index: indexes stock, then may build and deploy (scripts/lib/index-stock-run.ts has --help). */
import { enableProjectCompileCache } from './lib/compile-cache.ts';

enableProjectCompileCache();
await import('./lib/index-stock-run.ts');
