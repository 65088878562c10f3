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

/** The saved cars, once the session says who is signed in: the watchlist, then each car's summary. */
function useGarage(signedIn: boolean, apiBase: string) {
  const [garage, setGarage] = useState<Garage>({ state: 'loading' });
  useEffect(() => {
    if ($session.get().state === 'loading') void loadSession();
  }, []);
  useEffect(() => {
    if (!signedIn) return;
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
  }, [signedIn, apiBase]);
  return [garage, setGarage] as const;
}

/** Sign out: the server ends the session, the local stores forget it, then the home page. */
function useSignOut(apiBase: string, navigate: (path: string) => void) {
  const [signingOut, setSigningOut] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
  return { signingOut, error, signOut };
}

type CarsProps = Pick<MyGarageProps, 'searchPath' | 'noPriceText' | 'priceLabel'> & {
  garage: Exclude<Garage, { state: 'loading' }>;
  onRemove: (car: CarSummary) => void;
};

function SavedCars({ garage, searchPath, noPriceText, priceLabel, onRemove }: CarsProps) {
  if (garage.state === 'failed') {
    return (
      <p role="alert" className="form-errors" data-testid="error-warning">
        We could not load your saved cars. Please try again later.
      </p>
    );
  }
  if (garage.cars.length === 0) {
    return (
      <p>
        You have not saved any cars yet. <a href={searchPath}>Browse our cars</a>
      </p>
    );
  }
  return (
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
            <button type="button" className="button" aria-label={`Remove ${title}`} onClick={() => onRemove(car)}>
              Remove
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export default function MyGarage(props: MyGarageProps) {
  const { apiBase = '', navigate = (path) => window.location.assign(path) } = props;
  const session = useStore($session);
  const [garage, setGarage] = useGarage(session.state === 'signed-in', apiBase);
  const { signingOut, error, signOut } = useSignOut(apiBase, navigate);
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

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
      <SavedCars {...props} garage={garage} onRemove={(car) => void remove(car)} />
      <p role="status" className="visually-hidden">
        {status}
      </p>
      <Toast />
    </div>
  );
}
