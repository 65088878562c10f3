/**
 * The one toast on the page (spec/site.md §4: "a new toast replaces the earlier one (one at a
 * time). Dismiss marks it closed; removal follows after a very long delay"). Each toast closes
 * itself after its time (the copy toast: 3 s); a closed toast leaves the store TOAST_REMOVE_MS later.
 */
import { atom } from 'nanostores';

export interface Toast {
  id: number;
  message: string;
  closed: boolean;
}

/** §4 "removal follows after a very long delay": how long a closed toast stays in the store. */
const TOAST_REMOVE_MS = 1_000_000;

export const $toast = atom<Toast | null>(null);
let nextId = 1;

function close(id: number): void {
  const toast = $toast.get();
  if (toast?.id !== id || toast.closed) return;
  $toast.set({ ...toast, closed: true });
  setTimeout(() => {
    if ($toast.get()?.id === id) $toast.set(null);
  }, TOAST_REMOVE_MS);
}

export function showToast(message: string, ms: number): void {
  const id = nextId++;
  $toast.set({ id, message, closed: false });
  setTimeout(() => close(id), ms);
}

export function dismissToast(): void {
  const toast = $toast.get();
  if (toast) close(toast.id);
}

/**
 * Which mounted Toast component draws the page's one region: the first to mount. Islands that may
 * show a toast each render a Toast, because they hydrate at different moments (the watchlist
 * button can be tapped while the share buttons below it are not yet hydrated).
 */
export const $toastRegion = atom<symbol | null>(null);
