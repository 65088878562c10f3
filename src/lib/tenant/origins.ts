// Which file last set each JSON path during a merge, so an error can name the file that actually
// holds the wrong value rather than the site file that inherited it.
import type { JsonPath, OnSet } from './merge.ts';
import { formatPath } from './problem.ts';

/** Formatted JSON path (`search.soldDays`, `locations[2]`) → the file that last set it. */
export type Origins = ReadonlyMap<string, string>;

/** An `OnSet` for deepMerge that records `file` as the origin of everything the override writes. */
export function recordOrigins(origins: Map<string, string>, file: string): OnSet {
  return (path, how) => {
    const key = formatPath(path);
    if (how === 'replace') {
      // Whatever lay under a replaced value came from the file that is now overridden.
      for (const existing of [...origins.keys()]) {
        if (existing.startsWith(`${key}.`) || existing.startsWith(`${key}[`)) origins.delete(existing);
      }
    }
    origins.set(key, file);
  };
}

/** The file that set `path` or, failing that, the nearest enclosing value (a list replaced whole). */
export function originOf(origins: Origins, path: JsonPath): string | undefined {
  for (let length = path.length; length > 0; length--) {
    const file = origins.get(formatPath(path.slice(0, length)));
    if (file !== undefined) return file;
  }
  return undefined;
}
