/**
 * The schema's own message for a bad value of a text option, for the CMS to show under the field as
 * the editor types (fields.ts): the same words tenants:check and the dev server use, such as "an
 * Australian phone number like +61732001234 or 1300123456".
 */
import type { z } from 'zod';

type AnySchema = z.core.$ZodType;
type Def = { type: string; innerType?: AnySchema; shape?: Record<string, AnySchema>; element?: AnySchema };

/** The schema of the option at `path` (option names; lists are stepped into), without its wrappers. */
export function optionSchemaAt(schema: AnySchema, path: readonly string[]): AnySchema | undefined {
  let current: AnySchema | undefined = unwrap(schema);
  for (const key of path) {
    let def = current?._zod.def as Def | undefined;
    if (def?.type === 'array' && def.element) {
      current = unwrap(def.element);
      def = current._zod.def as Def;
    }
    current = def?.type === 'object' && def.shape?.[key] ? unwrap(def.shape[key]) : undefined;
  }
  return current;
}

/** What the option's schema says it expected when a text matches none of its rules; undefined when it has no words of its own. */
export function textMessage(schema: AnySchema | undefined): string | undefined {
  if (!schema) return undefined;
  // A control character: no text option of ours accepts one, so its first rule speaks.
  const result = (schema as z.ZodType).safeParse('\u0001');
  const message = result.success ? undefined : result.error.issues[0]?.message;
  return message && !message.startsWith('Invalid') ? message : undefined;
}

function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (;;) {
    const def = current._zod.def as Def;
    if (!def.innerType) return current;
    current = def.innerType;
  }
}
