/**
 * /checkout-journey?car_id={slug} (spec/shopping.md §2: online purchase, features.onlinePurchase):
 * the car (GET /api/cars?slug=…), then two steps, "Your details" and "Pay your deposit", sent as
 * POST /api/reservations with purpose 'buy-online' (a 'Buy Online' lead). The card number becomes
 * a test processor token in the browser, as in ./Reservation.tsx, so it never reaches the lead API.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { reservationCopy } from '../../lib/leads/reservation.ts';
import { FIX_ERRORS_MESSAGE, reservationFieldsSchema } from '../../lib/leads/schema.ts';
import { isReservable } from '../../lib/vehicle/cta.ts';
import { formatPrice } from '../../lib/format/money.ts';
import { labelledPriceText, type PriceLabelOptions } from '../../lib/pricing/label.ts';
import { vehicleTitle } from '../../lib/stock/display.ts';
import { carBySlug, type CarSummary } from './cars-api.ts';
import { submitReservation } from './submit-reservation.ts';

export interface CheckoutJourneyProps {
  /** vehiclePage.reserveDeposit, in whole dollars. */
  deposit: number;
  /** vehiclePage.reserveHoldHours: how long the deposit holds the car. */
  holdHours: number;
  /** vehiclePage.reserveMinPrice: a cheaper car cannot be bought online (NSW's deposit cap). */
  minPrice?: number;
  /** The dealer's no-price text (texts.noPrice), shown for a price of 10 or less. */
  noPriceText: string;
  /** What the site's prices include (priceLabelOptions), said after the price. */
  priceLabel: PriceLabelOptions;
  /** '' in the browser (same origin); an absolute origin in tests. */
  apiBase?: string;
  /** The page's query string; the browser's own by default. */
  search?: string;
  navigate?: (path: string) => void;
}

type Loaded = { state: 'loading' } | { state: 'gone' } | { state: 'failed' } | { state: 'ready'; car: CarSummary };
type Details = { name: string; email: string; phone: string };
const FIELDS: [keyof Details, string, string, string][] = [
  ['name', 'Full name', 'text', 'name'],
  ['email', 'Email', 'email', 'email'],
  ['phone', 'Mobile number', 'tel', 'tel'],
];

export default function CheckoutJourney({
  deposit,
  holdHours,
  minPrice = 0,
  noPriceText,
  priceLabel,
  apiBase = '',
  search,
  navigate = (path) => window.location.assign(path),
}: CheckoutJourneyProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [step, setStep] = useState<1 | 2>(1);
  const [details, setDetails] = useState<Details>({ name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Details, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const copy = reservationCopy(deposit, holdHours);

  useEffect(() => {
    const slug = new URLSearchParams(search ?? window.location.search).get('car_id') ?? '';
    if (!/^[a-z0-9-]{1,200}$/.test(slug)) return setLoaded({ state: 'gone' });
    let live = true;
    void carBySlug(apiBase, slug).then((car) => {
      if (!live) return;
      if (car === null) setLoaded({ state: 'failed' });
      else setLoaded(car && isReservable(car, true, minPrice) ? { state: 'ready', car } : { state: 'gone' });
    });
    return () => {
      live = false;
    };
  }, [apiBase, search, minPrice]);

  // Focus follows the step (not the first load): Next and Back move it to the new step's heading.
  const focusedStep = useRef(step);
  useEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    stepHeading.current?.focus();
  }, [step]);

  if (loaded.state === 'loading') return <p role="status">Loading the car…</p>;
  if (loaded.state === 'failed')
    return (
      <p role="alert" className="form-errors" data-testid="error-warning">
        We could not load this car just now. Please try again later.
      </p>
    );
  if (loaded.state === 'gone') return <p role="status">Sorry, this car is no longer available.</p>;
  const { car } = loaded;
  const title = vehicleTitle(car);

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = reservationFieldsSchema.safeParse(details);
    const found: Partial<Record<keyof Details, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Details] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length === 0) setStep(2);
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const card = String(new FormData(event.currentTarget).get('card') ?? '');
    setBusy(true);
    setError(null);
    // A car summary carries no dealership id.
    const failure = await submitReservation('buy-online', {
      apiBase,
      car: { id: car.id, dealership_id: null },
      fields: details,
      card,
      navigate,
    });
    if (failure === null) return;
    setError(failure);
    setBusy(false);
  }

  const field = ([name, label, type, autoComplete]: (typeof FIELDS)[number]) => (
    <p key={name}>
      <label htmlFor={`journey-${name}`}>{label}</label>
      <br />
      <input
        id={`journey-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        value={details[name]}
        onChange={(e) => setDetails({ ...details, [name]: e.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `journey-${name}-error` : undefined}
      />
      {errors[name] && (
        <>
          <br />
          <span id={`journey-${name}-error`} className="lead-form__error">
            {errors[name]}
          </span>
        </>
      )}
    </p>
  );

  return (
    <div className="checkout">
      <section aria-labelledby="journey-car">
        {car.primary_image_url && <img src={car.primary_image_url} alt={title} width="600" height="400" />}
        <h2 id="journey-car">{title}</h2>
        <p>{labelledPriceText(car, noPriceText, priceLabel)}</p>
      </section>
      {step === 1 ? (
        <form className="reservation" onSubmit={next} noValidate aria-labelledby="journey-step">
          <h2 id="journey-step" ref={stepHeading} tabIndex={-1}>
            Your details <span className="lead-form__progress">(step 1 of 2)</span>
          </h2>
          {FIELDS.map(field)}
          {Object.keys(errors).length > 0 && (
            <p role="alert" className="form-errors">
              {FIX_ERRORS_MESSAGE} {Object.values(errors).join(' ')}
            </p>
          )}
          <p>
            <button className="button" type="submit">
              Next
            </button>
          </p>
        </form>
      ) : (
        <form className="reservation" onSubmit={pay} aria-labelledby="journey-step">
          <h2 id="journey-step" ref={stepHeading} tabIndex={-1}>
            Pay your deposit <span className="lead-form__progress">(step 2 of 2)</span>
          </h2>
          <p>{copy.heading}</p>
          <ul>
            {copy.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p>
            <label htmlFor="journey-card">Card number</label>
            <br />
            <input id="journey-card" name="card" type="text" inputMode="numeric" autoComplete="cc-number" required />
          </p>
          {error && (
            <p role="alert" className="form-errors" data-testid="error-warning">
              {error}
            </p>
          )}
          <p>
            <button className="button" type="button" onClick={() => setStep(1)} disabled={busy}>
              Back
            </button>{' '}
            <button className="button" type="submit" disabled={busy}>
              {busy ? 'Paying…' : `Pay ${formatPrice(deposit)} deposit`}
            </button>
          </p>
        </form>
      )}
    </div>
  );
}
