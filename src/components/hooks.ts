import { useEffect, useState, type RefObject } from 'react';
import { EARLY_EDITS, type EarlyEdits } from '../client/early-edits.ts';

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
 * What a shopper typed, chose or dragged into an island's server-rendered inputs before it hydrated
 * is handed to React once it has: each field whose value differs from the rendered one, or from the
 * one client:intent recorded (an edit landing while React hydrates is reset by its commit), is set
 * to a value React sees and then to the shopper's, which it does not, and announced as an edit, so
 * the component's own change handler takes it, as if typed now.
 */
export function useEarlyEdits(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    // A task later: an edit landing mid-hydration makes React finish hydrating inside that edit's own
    // event, and the island's widgets take edits only once their effects have run and they started.
    const handOver = setTimeout(() => {
      const recorded = takeRecordedEdits(root.current);
      for (const field of root.current?.querySelectorAll<Field>('input, select, textarea') ?? []) {
        const rendered = renderedValue(field);
        const edit = recorded.get(field) ?? (rendered !== null && field.value !== rendered ? field.value : null);
        if (edit === null || rendered === null) continue;
        field.value = field.value === edit ? rendered : field.value;
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, edit);
        field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      }
    });
    return () => clearTimeout(handOver);
  }, [root]);
}

/** The edits client:intent recorded on this element's island, taken so that they are applied once. */
function takeRecordedEdits(element: HTMLElement | null): EarlyEdits {
  const island = element?.closest('astro-island') as (Element & { [EARLY_EDITS]?: EarlyEdits }) | null | undefined;
  const recorded = island?.[EARLY_EDITS] ?? new Map();
  if (island) delete island[EARLY_EDITS];
  return recorded;
}
