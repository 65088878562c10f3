// The merge rule for tenant layers: objects deep-merge, arrays (and everything else) replace,
// `undefined` is ignored. Arrays replace because a list such as `locations` or `sortOptions` is
// one decision; merging two lists item by item would invent entries nobody wrote.

import { isPlainObject } from '../plain-object.ts';

type PlainObject = Record<string, unknown>;
export type JsonPath = readonly (string | number)[];

/**
 * Told about every key an override writes: 'merge' when it merges into an object already there,
 * 'replace' when it replaces whatever was at `path` (and everything under it).
 */
export type OnSet = (path: JsonPath, how: 'merge' | 'replace') => void;

/** `override` on top of `base`, as a new value; neither input is changed or shared with the result. */
export function deepMerge<T>(base: T, override: unknown, onSet?: OnSet): T {
  if (override === undefined) return structuredClone(base);
  if (!isPlainObject(base) || !isPlainObject(override)) return structuredClone(override) as T;
  const result = structuredClone(base) as PlainObject;
  mergeInto(result, override, [], onSet);
  return result as T;
}

function mergeInto(target: PlainObject, override: PlainObject, path: JsonPath, onSet: OnSet | undefined) {
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const childPath = [...path, key];
    if (isPlainObject(value)) {
      // A new object is merged into an empty one, so undefined inside it is dropped as well.
      const existing = target[key];
      const mergesIntoExisting = isPlainObject(existing);
      onSet?.(childPath, mergesIntoExisting ? 'merge' : 'replace');
      const into = mergesIntoExisting ? existing : {};
      target[key] = into;
      mergeInto(into, value, childPath, onSet);
    } else {
      onSet?.(childPath, 'replace');
      target[key] = structuredClone(value);
    }
  }
}
