/**
 * Node's answers to a kept bundle's imports, kept beside it (saved-bundle.ts), so that the render
 * processes of the builds after the first skip finding them again.
 *
 * Loading a bundle resolves about 3,200 imports, most of them inside node_modules (React, the
 * InstantSearch packages), and Node finds each by reading package.json files and statting paths:
 * about 0.25 s of a render process's start, a tenth of an incremental build. The answers depend only
 * on the code, the locked dependencies, Node's version and where the project is, all of which the
 * bundle's key covers, so they hold for as long as the bundle does. Should one not (node_modules
 * changed by hand), the import fails, the render process exits non-zero, and the build deletes the
 * bundle and renders with Astro instead (build-sites.ts).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { registerHooks, type ResolveFnOutput, type ResolveHookContext } from 'node:module';

type Resolution = Pick<ResolveFnOutput, 'url' | 'format'>;

/**
 * Answers imports from `file` where it has them, asking Node for the others; `save` adds those to
 * the file. Call it before importing the bundle.
 */
export function cacheResolutions(file: string): { save(): void } {
  const known = new Map<string, Resolution>(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as [string, Resolution][]) : []);
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
      // Renamed into place: builds sharing the bundle may save at once, and one must not read half a file.
      const draft = `${file}.${randomUUID()}`;
      writeFileSync(draft, JSON.stringify([...known]));
      renameSync(draft, file);
    },
  };
}

/** An import is answered by what it asks for, from where, under which conditions (import or require). */
function resolutionKey(specifier: string, { parentURL, conditions, importAttributes }: ResolveHookContext): string {
  return JSON.stringify([specifier, parentURL ?? null, conditions, importAttributes]);
}
