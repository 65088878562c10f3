/**
 * The one toast on the page (spec/site.md §4: a new toast replaces the earlier one; dismissing marks
 * it closed). Each toast removes itself after its time (the copy toast: 3 s).
 */
import { atom } from 'nanostores';

export interface Toast {
  id: number;
  message: string;
  closed: boolean;
}

export const $toast = atom<Toast | null>(null);
let nextId = 1;

export function showToast(message: string, ms: number): void {
  const id = nextId++;
  $toast.set({ id, message, closed: false });
  setTimeout(() => {
    if ($toast.get()?.id === id) $toast.set({ id, message, closed: true });
  }, ms);
}

export function dismissToast(): void {
  const toast = $toast.get();
  if (toast) $toast.set({ ...toast, closed: true });
}
