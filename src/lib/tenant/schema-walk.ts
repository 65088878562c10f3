// Finding the options of the object at a JSON path in the schema, for "did you mean" hints.
import type { z } from 'zod';

type AnySchema = z.core.$ZodType;

/** Option names of the object schema at `path` (list indexes step into the element), or []. */
export function knownOptionsAt(schema: AnySchema, path: readonly PropertyKey[]): string[] {
  let current: AnySchema | undefined = unwrap(schema);
  for (const key of path) {
    const def = current?._zod.def as
      | { type: string; shape?: Record<string, AnySchema>; element?: AnySchema }
      | undefined;
    if (def?.type === 'array' && typeof key === 'number') current = def.element && unwrap(def.element);
    else if (def?.type === 'object' && typeof key === 'string') current = def.shape?.[key] && unwrap(def.shape[key]);
    else return [];
  }
  const def = current?._zod.def as { type: string; shape?: Record<string, unknown> } | undefined;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

/** Steps through default, prefault, optional and nullable wrappers to the schema inside. */
function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (;;) {
    const def = current._zod.def as { innerType?: AnySchema };
    if (!def.innerType) return current;
    current = def.innerType;
  }
}

/** The known option closest to `key`: same spelling ignoring case, or at most 2 edits away. */
export function suggestOption(key: string, known: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = name.toLowerCase() === key.toLowerCase() ? 0 : editDistance(name, key);
    if (distance <= 2 && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}
