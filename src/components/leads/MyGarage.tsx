/**
 * /my-garage (spec/site.md §2.1, §4: always behind sign-in): the signed-in shopper's saved cars
 * (their watchlist, GET /api/watchlist, then GET /api/cars?ids=…), each linking to its page with a
 * Remove button, and Sign out. The page's gate script sends a visitor who is not signed in to
 * /sign-in?type=my-garage; this island only waits for the session.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session, $watchlist, loadSession, toggleWatchlist } from '../../stores/account.ts';
import { signInUrl } from '../../lib/leads/sign-in.ts';
import { getJson, postJson } from '../../client/lead-api.ts';
import { labelledPriceText, type PriceLabelOptions } from '../../lib/pricing/label.ts';
import { vehicleTitle } from '../../lib/stock/display.ts';
import { carsByIds, type CarSummary } from './cars-api.ts';
import Toast from '../site/Toast.tsx';

export interface MyGarageProps {
  /** The tenant's search.defaultPath, where an empty garage sends the shopper. */
  searchPath: string;
  /** The dealer's no-price text (texts.noPrice), shown for a price of 10 or less. */
  noPriceText: string;
  /** What the site's prices include (priceLabelOptions), said after the price. */
  priceLabel: PriceLabelOptions;
  /** '' in the browser (same origin); an absolute origin in tests. */
  apiBase?: string;
  navigate?: (path: string) => void;
}

type Garage = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; cars: CarSummary[] };

const availability = (car: CarSummary) => (car.status === 'sold' ? 'Sold' : car.reserved ? 'Reserved' : null);

export default function MyGarage({
  searchPath,
  noPriceText,
  priceLabel,
  apiBase = '',
  navigate = (path) => window.location.assign(path),
}: MyGarageProps) {
  const session = useStore($session);
  const [garage, setGarage] = useState<Garage>({ state: 'loading' });
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if ($session.get().state === 'loading') void loadSession();
  }, []);

  useEffect(() => {
    if (session.state !== 'signed-in') return;
    let live = true;
    void (async () => {
      const answer = await getJson<{ car_ids: number[] }>(apiBase, '/api/watchlist');
      const list = answer.ok ? answer.body : null;
      const cars = list ? await carsByIds(apiBase, list.car_ids) : null;
      if (!live) return;
      // Removing toggles the stored list, so it must hold what the server holds.
      if (list) $watchlist.set(list.car_ids);
      setGarage(cars ? { state: 'ready', cars } : { state: 'failed' });
    })();
    return () => {
      live = false;
    };
  }, [session.state, apiBase]);

  async function remove(car: CarSummary) {
    const title = vehicleTitle(car);
    if (!$watchlist.get().includes(car.id)) $watchlist.set([car.id, ...$watchlist.get()]);
    if (!(await toggleWatchlist(car.id, title))) return;
    setGarage((now) =>
      now.state === 'ready' ? { state: 'ready', cars: now.cars.filter((c) => c.id !== car.id) } : now,
    );
    setStatus(`Removed ${title} from your garage.`);
    heading.current?.focus();
  }

  async function signOut() {
    setSigningOut(true);
    setError(null);
    if (!(await postJson(apiBase, '/api/sign-out', {})).ok) {
      setError('We could not sign you out. Please try again.');
      return setSigningOut(false);
    }
    $watchlist.set([]);
    $session.set({ state: 'signed-out' });
    navigate('/');
  }

  if (session.state === 'signed-out') {
    return (
      <p>
        Please <a href={signInUrl('my-garage', '/my-garage', '/')}>sign in</a> to see your garage.
      </p>
    );
  }
  if (session.state === 'loading' || garage.state === 'loading') return <p role="status">Loading your garage…</p>;

  return (
    <div className="my-garage">
      <p>
        Signed in as {session.phone}.{' '}
        <button type="button" className="button" onClick={signOut} disabled={signingOut}>
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
      </p>
      {error && (
        <p role="alert" className="form-errors" data-testid="error-warning">
          {error}
        </p>
      )}
      <h2 id="garage-saved" ref={heading} tabIndex={-1}>
        Saved cars
      </h2>
      {garage.state === 'failed' ? (
        <p role="alert" className="form-errors" data-testid="error-warning">
          We could not load your saved cars. Please try again later.
        </p>
      ) : garage.cars.length === 0 ? (
        <p>
          You have not saved any cars yet. <a href={searchPath}>Browse our cars</a>
        </p>
      ) : (
        <ul className="my-garage__cars" aria-labelledby="garage-saved">
          {garage.cars.map((car) => {
            const title = vehicleTitle(car);
            const note = availability(car);
            return (
              <li key={car.id} className="my-garage__car">
                {car.primary_image_url && (
                  <img src={car.primary_image_url} alt="" width="150" height="100" loading="lazy" />
                )}
                <a href={`/cars/${encodeURIComponent(car.slug)}`}>{title}</a>
                <span>
                  {labelledPriceText(car, noPriceText, priceLabel)}
                  {note && ` (${note})`}
                </span>
                <button
                  type="button"
                  className="button"
                  aria-label={`Remove ${title}`}
                  onClick={() => void remove(car)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className="visually-hidden">
        {status}
      </p>
      <Toast />
    </div>
  );
}
