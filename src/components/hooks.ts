import { useEffect, useState, type RefObject } from 'react';

/** False during server rendering and hydration, true after: for anything that reads browser state (localStorage, the clock), and for controls that must wait for the island. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** An input's value as the server rendered it, or null for a field this hook leaves alone. */
function renderedValue(field: Field): string | null {
  if (field instanceof HTMLSelectElement)
    return [...field.options].find((option) => option.defaultSelected)?.value ?? null;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return null;
  return field instanceof HTMLInputElement ? sanitised(field) : field.defaultValue;
}

/**
 * The rendered value as the browser reads it: a range input moves a value off its step or outside
 * its bounds onto them, and that is the browser's doing, not an edit. A copy of the input (its
 * attributes, untouched by the shopper) shows what the browser makes of the rendered value.
 */
function sanitised(field: HTMLInputElement): string {
  const copy = field.cloneNode() as HTMLInputElement;
  copy.value = field.defaultValue;
  return copy.value;
}

/**
 * What a shopper typed or dragged into an island's server-rendered inputs before it hydrated is
 * handed to React once it has: each field whose value differs from the rendered one is set back to
 * it (which React sees) and then to the typed value (which it does not), and announced as an edit,
 * so the component's own change handler takes it, as if typed now.
 */
export function useEarlyEdits(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    for (const field of root.current?.querySelectorAll<Field>('input, select, textarea') ?? []) {
      const rendered = renderedValue(field);
      if (rendered === null || field.value === rendered) continue;
      const typed = field.value;
      field.value = rendered;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, typed);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  }, [root]);
}
