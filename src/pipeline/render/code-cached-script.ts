/**
 * Runs a CommonJS file with V8's code cache for it kept in a file beside it, made after the process's
 * work, so that it holds every function that work compiled.
 *
 * Node's own compile cache (NODE_COMPILE_CACHE) is made as a file is compiled, before any of its
 * functions has run, and V8 compiles a function only when it is first called: a render process
 * would compile the templates' and React's code again for its first pages in every build. A cache
 * made once the pages are rendered holds that code too (docs/performance.md has the measurements).
 * V8 refuses a cache made by another V8, with other flags or of another text; it is then made anew.
 * What a cache holds depends on what ran before it was made, so the caller names that (for a render
 * process, the routes it rendered), and a later run that ran more makes it anew with all of it.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';
import vm from 'node:vm';

export interface CachedScript<T> {
  /** What the file exported. */
  exports: T;
  /**
   * Writes the code cache as it is now, after running what `ran` names, unless V8 used the one there
   * and it was made after running all of that already.
   */
  keepCache(ran: readonly string[]): void;
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
    keepCache(ran) {
      // Functions V8 took from the cache count as compiled, so a cache made anew holds them too.
      const used = cachedData && !script.cachedDataRejected ? madeAfter(cacheFile) : null;
      if (used && ran.every((what) => used.includes(what))) return;
      const covered = [...new Set([...(used ?? []), ...ran])].sort();
      // Renamed into place, cache first: render processes of one build may each write them.
      writeRenamed(cacheFile, script.createCachedData());
      writeRenamed(`${cacheFile}.json`, JSON.stringify(covered));
    },
  };
}

/** What the cache was made after running, as its maker named it (none if it did not say it readably). */
function madeAfter(cacheFile: string): string[] {
  const file = `${cacheFile}.json`;
  try {
    const named: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
    return Array.isArray(named) ? named.filter((what): what is string => typeof what === 'string') : [];
  } catch {
    return []; // then made anew, with what this run names
  }
}

function writeRenamed(file: string, data: string | Buffer): void {
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, data);
  renameSync(draft, file);
}
