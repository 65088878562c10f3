/**
 * The signed-in shopper (by phone) and their watchlist (spec/shopping.md §4 Watchlist toggle, §6,
 * §7 watchlist calls). Saving is optimistic: the id goes into the list at once, then the server is
 * asked; a failure puts the list back and alerts the message (§8). The session lives in an
 * HttpOnly cookie, so the browser asks /api/session who is signed in.
 */
import { atom } from 'nanostores';
import { persistentJson } from './persist.ts';
import { showToast } from './toast.ts';
import { trackEvent } from './analytics.ts';

export type Session = { state: 'loading' } | { state: 'signed-out' } | { state: 'signed-in'; phone: string };

export const $session = atom<Session>({ state: 'loading' });
/** Kept locally too, so the saved state shows before the server answers. */
export const $watchlist = persistentJson<number[]>('forecourt:watchlist', []);

const json = { 'Content-Type': 'application/json' };

export async function loadSession(): Promise<Session> {
  try {
    const response = await fetch('/api/session', { credentials: 'same-origin' });
    const phone = response.ok ? ((await response.json()) as { phone: string | null }).phone : null;
    const session: Session = phone ? { state: 'signed-in', phone } : { state: 'signed-out' };
    $session.set(session);
    if (session.state === 'signed-in') void refreshWatchlist();
    return session;
  } catch {
    $session.set({ state: 'signed-out' });
    return { state: 'signed-out' };
  }
}

async function refreshWatchlist(): Promise<void> {
  const response = await fetch('/api/watchlist', { credentials: 'same-origin' }).catch(() => null);
  if (response?.ok) $watchlist.set(((await response.json()) as { car_ids: number[] }).car_ids);
}

/** Saves or removes a car; resolves to the §7 success flag. */
export async function toggleWatchlist(carId: number, carName: string): Promise<boolean> {
  const session = $session.get();
  if (session.state !== 'signed-in') return false;
  const before = $watchlist.get();
  const saving = !before.includes(carId);
  $watchlist.set(saving ? [carId, ...before] : before.filter((id) => id !== carId));
  try {
    const response = await fetch(`/api/watchlist/${saving ? 'save-car' : 'remove-car'}`, { method: 'POST', headers: json, credentials: 'same-origin', body: JSON.stringify({ phone_number: session.phone, car_id: carId }) });
    const answer = (await response.json().catch(() => ({}))) as { success?: boolean; error?: string };
    if (!response.ok || !answer.success) throw new Error(answer.error ?? 'We could not update your watchlist. Please try again.');
    if (saving) trackEvent(39, { car_id: carId });
    showToast(saving ? `Saved ${carName} to your watchlist` : `Removed ${carName} from your watchlist`, 3000);
    return true;
  } catch (error) {
    $watchlist.set(before);
    window.alert(error instanceof Error ? error.message : String(error));
    return false;
  }
}
