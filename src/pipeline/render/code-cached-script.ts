/**
 * Runs a CommonJS file with V8's code cache for it kept in a file beside it, made after the process's
 * work, so that it holds every function that work compiled.
 *
 * Node's own compile cache (NODE_COMPILE_CACHE) is made as a file is compiled, before any of its
 * functions has run, and V8 compiles a function only when it is first called: a render process
 * would compile the templates' and React's code again for its first pages in every build. A cache
 * made once the pages are rendered holds that code too (docs/performance.md has the measurements).
 * V8 refuses a cache made by another V8, with other flags or of another text; it is then made anew.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';
import vm from 'node:vm';

export interface CachedScript<T> {
  /** What the file exported. */
  exports: T;
  /** Writes the code cache as it is now, unless V8 used the one there. */
  keepCache(): void;
}

export function runCachedScript<T>(file: string, cacheFile: string): CachedScript<T> {
  const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  const script = new vm.Script(Module.wrap(readFileSync(file, 'utf8')), {
    filename: file,
    cachedData,
    // import() of Node's own modules, as from a file Node loaded.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const module = { exports: {} as T };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  return {
    exports: module.exports,
    keepCache() {
      if (cachedData && !script.cachedDataRejected) return;
      // Renamed into place: render processes of one build may each write it.
      const draft = `${cacheFile}.${process.pid}`;
      writeFileSync(draft, script.createCachedData());
      renameSync(draft, cacheFile);
    },
  };
}
