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
import { getJson, postJson } from '../client/lead-api.ts';

export type Session = { state: 'loading' } | { state: 'signed-out' } | { state: 'signed-in'; phone: string };

export const $session = atom<Session>({ state: 'loading' });
/** Kept locally too, so the saved state shows before the server answers. */
export const $watchlist = persistentJson<number[]>('forecourt:watchlist', []);

export async function loadSession(): Promise<Session> {
  const answer = await getJson<{ phone: string | null }>('', '/api/session');
  const phone = answer.ok ? answer.body?.phone : null;
  const session: Session = phone ? { state: 'signed-in', phone } : { state: 'signed-out' };
  $session.set(session);
  if (session.state === 'signed-in') void refreshWatchlist();
  return session;
}

/**
 * Saves and removes made on this page. A list the server sent back was read before the ones made
 * while it was on its way, so it would undo them: it is taken only if none was made meanwhile.
 */
let changes = 0;

async function refreshWatchlist(): Promise<void> {
  const asked = changes;
  const answer = await getJson<{ car_ids: number[] }>('', '/api/watchlist');
  if (answer.ok && changes === asked) $watchlist.set(answer.body.car_ids);
}

/** Saves or removes a car; resolves to the §7 success flag. */
export async function toggleWatchlist(carId: number, carName: string): Promise<boolean> {
  const session = $session.get();
  if (session.state !== 'signed-in') return false;
  const before = $watchlist.get();
  const saving = !before.includes(carId);
  changes += 1;
  $watchlist.set(saving ? [carId, ...before] : before.filter((id) => id !== carId));
  const answer = await postJson<{ success?: boolean }>('', `/api/watchlist/${saving ? 'save-car' : 'remove-car'}`, {
    phone_number: session.phone,
    car_id: carId,
  });
  if (!answer.ok || !answer.body?.success) {
    $watchlist.set(before);
    window.alert((answer.ok ? null : answer.error) ?? 'We could not update your watchlist. Please try again.');
    return false;
  }
  if (saving) trackEvent(39, { car_id: carId });
  showToast(saving ? `Saved ${carName} to your watchlist` : `Removed ${carName} from your watchlist`, 3000);
  return true;
}
