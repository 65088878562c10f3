/**
 * Node's answers to a process's imports, kept for the next process that makes the same ones: the
 * build (scripts/build-all.ts) and the render processes that render with a kept bundle
 * (render/astro-internals/saved-bundle-worker.ts, which keeps them beside the bundle, saved-bundle.ts).
 *
 * Node finds a package's file by reading package.json files and statting paths. Loading a kept
 * bundle resolves thousands of imports, most of them inside node_modules (React, the InstantSearch
 * packages): a noticeable part of a render process's start, and so of an incremental build
 * (docs/performance.md). The answers
 * depend only on the locked dependencies, Node's version and where the project is (a relative import
 * is a URL joined to its importer's), which `validFor` names, so they hold for as long as it does.
 * Should one not (node_modules changed by hand), the import fails: a kept bundle's render process
 * exits non-zero and the build renders with Astro instead (build-sites.ts); the build says which
 * module it could not find, and the next run, with new dependencies, asks Node afresh.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { registerHooks, type ResolveFnOutput, type ResolveHookContext } from 'node:module';

type Resolution = Pick<ResolveFnOutput, 'url' | 'format'>;

/**
 * Answers imports from `file` where it has answers for `validFor` (what they depend on: the bundle,
 * or the lockfile and Node's version), asking Node for the others; `save` adds those to the file.
 * Call it before the imports it is to answer.
 */
export function cacheResolutions(file: string, validFor = ''): { save(): void } {
  const known = new Map<string, Resolution>(readResolutions(file, validFor));
  let learned = 0;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const key = resolutionKey(specifier, context);
      const answer = known.get(key);
      if (answer) return { ...answer, shortCircuit: true };
      const { url, format } = nextResolve(specifier, context);
      known.set(key, { url, format });
      learned++;
      return { url, format };
    },
  });
  return {
    save() {
      if (learned === 0) return;
      // Renamed into place: processes sharing the file may save at once, and one must not read half a file.
      const draft = `${file}.${randomUUID()}`;
      const saved: SavedResolutions = { validFor, resolutions: [...known] };
      writeFileSync(draft, JSON.stringify(saved));
      renameSync(draft, file);
    },
  };
}

interface SavedResolutions {
  validFor: string;
  resolutions: [string, Resolution][];
}

/** The saved answers, if they are for `validFor`; none from a file that is missing or unreadable. */
function readResolutions(file: string, validFor: string): [string, Resolution][] {
  if (!existsSync(file)) return [];
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedResolutions;
    return saved.validFor === validFor ? saved.resolutions : [];
  } catch {
    return [];
  }
}

/** An import is answered by what it asks for, from where, under which conditions (import or require). */
function resolutionKey(specifier: string, { parentURL, conditions, importAttributes }: ResolveHookContext): string {
  return JSON.stringify([specifier, parentURL ?? null, conditions, importAttributes]);
}
