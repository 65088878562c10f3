/**
 * Save to watchlist (spec/shopping.md §4 Watchlist toggle): signed-out shoppers go to sign-in with
 * this page as both the redirect and the way back; a sold car shows the button only if it is
 * already saved, so it can be removed.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $session, $watchlist, loadSession, toggleWatchlist } from '../../stores/account.ts';
import { signInUrl } from '../../lib/leads/sign-in.ts';
import { useHydrated } from '../hooks.ts';
import Toast from '../site/Toast.tsx';

interface Props {
  carId: number;
  carName: string;
  available: boolean;
}

export default function WatchlistButton({ carId, carName, available }: Props) {
  const session = useStore($session);
  // The first render matches the server's HTML (nothing saved); the browser's list shows after.
  const hydrated = useHydrated();
  const saved = useStore($watchlist).includes(carId) && hydrated;
  useEffect(() => {
    if ($session.get().state === 'loading') void loadSession();
  }, []);
  if (!available && !saved) return null;
  const onClick = async () => {
    // Usable at once: a click before the session check has answered waits for it.
    const current = session.state === 'loading' ? await loadSession() : session;
    if (current.state !== 'signed-in') {
      const here = `${window.location.pathname}${window.location.search}`;
      window.location.assign(signInUrl('watchlist', here, here));
      return;
    }
    void toggleWatchlist(carId, carName);
  };
  return (
    <>
      <button
        type="button"
        className="chip"
        aria-pressed={saved}
        onClick={() => void onClick()}
        data-testid="watchlist"
      >
        {saved ? 'Saved to watchlist' : 'Save to watchlist'}
      </button>
      <Toast />
    </>
  );
}
