/**
 * /checkout-journey?car_id={slug} (spec/shopping.md §2: online purchase, features.onlinePurchase):
 * the car (GET /api/cars?slug=…), then two steps, "Your details" and "Pay your deposit", sent as
 * POST /api/reservations with purpose 'buy-online' (a 'Buy Online' lead). The card is taken as the
 * site's processor takes it (./DepositCard.tsx): Stripe's own fields once the details are sent, or
 * the demo's test card choice. The journey's state is one reducer; each step is its own component.
 */
import { useEffect, useLayoutEffect, useReducer, useRef, type Dispatch, type FormEvent } from 'react';
import { reservationCopy } from '../../lib/leads/reservation.ts';
import { FIX_ERRORS_MESSAGE, reservationFieldsSchema } from '../../lib/leads/schema.ts';
import { isReservable } from '../../lib/vehicle/cta.ts';
import { formatPrice } from '../../lib/format/money.ts';
import { labelledPriceText, type PriceLabelOptions } from '../../lib/pricing/label.ts';
import type { CardCollector } from '../../lib/payments/card-collector.ts';
import { vehicleTitle } from '../../lib/stock/display.ts';
import { carBySlug, type CarSummary } from './cars-api.ts';
import { StripeCardStep, TestCardChoice } from './DepositCard.tsx';
import { useDeposit } from './useDeposit.ts';

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
  /** How the site takes the card (cardCollector of its payments options); the test processor's by default. */
  collector?: CardCollector;
  /** The site's time zone, for the time the car is held until. */
  timeZone?: string;
  /** '' in the browser (same origin); an absolute origin in tests. */
  apiBase?: string;
  /** The page's query string; the browser's own by default. */
  search?: string;
  navigate?: (path: string) => void;
}

type Loaded = { state: 'loading' } | { state: 'gone' } | { state: 'failed' } | { state: 'ready'; car: CarSummary };
type Details = { name: string; email: string; phone: string };
type Errors = Partial<Record<keyof Details, string>>;
/** `moved`: the shopper has gone from one step to another (focus then follows). */
type Journey = { loaded: Loaded; step: 1 | 2; details: Details; errors: Errors; moved: boolean };
type Action =
  | { type: 'loaded'; loaded: Loaded }
  | { type: 'edit'; name: keyof Details; value: string }
  | { type: 'checked'; errors: Errors }
  | { type: 'back' };

const FIELDS: [keyof Details, string, string, string][] = [
  ['name', 'Full name', 'text', 'name'],
  ['email', 'Email', 'email', 'email'],
  ['phone', 'Mobile number', 'tel', 'tel'],
];

/** The journey: the car as loaded, the step, the details typed, and their errors; details pass to step 2 only without errors. */
function journey(state: Journey, action: Action): Journey {
  switch (action.type) {
    case 'loaded':
      return { ...state, loaded: action.loaded };
    case 'edit':
      return { ...state, details: { ...state.details, [action.name]: action.value } };
    case 'checked':
      if (Object.keys(action.errors).length > 0) return { ...state, errors: action.errors };
      return { ...state, errors: {}, step: 2, moved: true };
    case 'back':
      return { ...state, step: 1, moved: true };
  }
}

function detailErrors(details: Details): Errors {
  const parsed = reservationFieldsSchema.safeParse(details);
  const found: Errors = {};
  if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof Details] ??= issue.message;
  return found;
}

/** Loads the car named by ?car_id= once: only a reservable one can be bought. */
function useJourneyCar(
  dispatch: Dispatch<Action>,
  { apiBase, search, minPrice }: { apiBase: string; search: string | undefined; minPrice: number },
) {
  useEffect(() => {
    const slug = new URLSearchParams(search ?? window.location.search).get('car_id') ?? '';
    if (!/^[a-z0-9-]{1,200}$/.test(slug)) return dispatch({ type: 'loaded', loaded: { state: 'gone' } });
    let live = true;
    void carBySlug(apiBase, slug).then((car) => {
      if (!live) return;
      const loaded: Loaded =
        car === null
          ? { state: 'failed' }
          : car && isReservable(car, true, minPrice)
            ? { state: 'ready', car }
            : { state: 'gone' };
      dispatch({ type: 'loaded', loaded });
    });
    return () => {
      live = false;
    };
  }, [apiBase, search, minPrice, dispatch]);
}

function StepHeading({ state, label }: { state: Journey; label: string }) {
  // Focus follows the step (not the first load): Next and Back move it to the new step's heading, in
  // the same commit, so it never falls to the page's body in between.
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (state.moved) heading.current?.focus();
  }, [state.moved]);
  return (
    <h2 id="journey-step" ref={heading} tabIndex={-1}>
      {label} <span className="lead-form__progress">(step {state.step} of 2)</span>
    </h2>
  );
}

function DetailField({
  field,
  state,
  dispatch,
}: {
  field: (typeof FIELDS)[number];
  state: Journey;
  dispatch: Dispatch<Action>;
}) {
  const [name, label, type, autoComplete] = field;
  const error = state.errors[name];
  return (
    <p>
      <label htmlFor={`journey-${name}`}>{label}</label>
      <br />
      <input
        id={`journey-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        value={state.details[name]}
        onChange={(e) => dispatch({ type: 'edit', name, value: e.target.value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `journey-${name}-error` : undefined}
      />
      {error && (
        <>
          <br />
          <span id={`journey-${name}-error`} className="lead-form__error">
            {error}
          </span>
        </>
      )}
    </p>
  );
}

function FormError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="form-errors" data-testid="error-warning">
      {error}
    </p>
  );
}

type StepProps = { state: Journey; dispatch: Dispatch<Action>; deposit: ReturnType<typeof useDeposit> };

function DetailsStep({ state, dispatch, deposit, onNext }: StepProps & { onNext: () => void }) {
  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };
  return (
    <form className="reservation" onSubmit={next} noValidate aria-labelledby="journey-step">
      <StepHeading state={state} label="Your details" />
      {FIELDS.map((field) => (
        <DetailField key={field[0]} field={field} state={state} dispatch={dispatch} />
      ))}
      {Object.keys(state.errors).length > 0 && (
        <p role="alert" className="form-errors">
          {FIX_ERRORS_MESSAGE} {Object.values(state.errors).join(' ')}
        </p>
      )}
      <FormError error={deposit.error} />
      <p>
        <button className="button" type="submit" disabled={deposit.busy}>
          Next
        </button>
      </p>
    </form>
  );
}

type PayProps = StepProps & { amount: number; holdHours: number; pay: (token: string | null) => void };

/** Step 2 with the demo's test cards; with Stripe, its fields for the PaymentIntent made when Next was pressed. */
function PayStep({ state, dispatch, deposit, amount, holdHours, pay }: PayProps) {
  const copy = reservationCopy(amount, holdHours);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    pay(String(new FormData(event.currentTarget).get('test-card') ?? '') || null);
  };
  const facts = (
    <>
      <StepHeading state={state} label="Pay your deposit" />
      <p>{copy.heading}</p>
      <ul>
        {copy.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </>
  );
  if (deposit.payment)
    return (
      <section className="reservation" aria-labelledby="journey-step">
        {facts}
        <StripeCardStep payment={deposit.payment} deposit={amount} onConfirmed={deposit.confirmed} />
      </section>
    );
  return (
    <form className="reservation" onSubmit={submit} aria-labelledby="journey-step">
      {facts}
      {amount > 0 && <TestCardChoice idPrefix="journey" />}
      <FormError error={deposit.error} />
      <p>
        <button className="button" type="button" onClick={() => dispatch({ type: 'back' })} disabled={deposit.busy}>
          Back
        </button>{' '}
        <button className="button" type="submit" disabled={deposit.busy}>
          {deposit.busy ? 'Paying…' : `Pay ${formatPrice(amount)} deposit`}
        </button>
      </p>
    </form>
  );
}

function CarShown({
  car,
  noPriceText,
  priceLabel,
}: {
  car: CarSummary;
  noPriceText: string;
  priceLabel: PriceLabelOptions;
}) {
  const title = vehicleTitle(car);
  return (
    <section aria-labelledby="journey-car">
      {car.primary_image_url && <img src={car.primary_image_url} alt={title} width="600" height="400" />}
      <h2 id="journey-car">{title}</h2>
      <p>{labelledPriceText(car, noPriceText, priceLabel)}</p>
    </section>
  );
}

export default function CheckoutJourney(props: CheckoutJourneyProps) {
  const { apiBase = '', collector = { processor: 'test' }, timeZone = 'Australia/Brisbane' } = props;
  const navigate = props.navigate ?? ((path: string) => window.location.assign(path));
  const [state, dispatch] = useReducer(journey, {
    loaded: { state: 'loading' },
    step: 1,
    details: { name: '', email: '', phone: '' },
    errors: {},
    moved: false,
  });
  useJourneyCar(dispatch, { apiBase, search: props.search, minPrice: props.minPrice ?? 0 });
  const deposit = useDeposit('buy-online', { apiBase, collector, timeZone, navigate });
  const { loaded } = state;
  if (loaded.state === 'loading') return <p role="status">Loading the car…</p>;
  if (loaded.state === 'failed')
    return <FormError error="We could not load this car just now. Please try again later." />;
  if (loaded.state === 'gone') return <p role="status">Sorry, this car is no longer available.</p>;
  // A car summary carries no dealership id.
  const pay = (token: string | null) =>
    void deposit.reserve({ car: { id: loaded.car.id, dealership_id: null }, fields: state.details, token });
  const stripe = collector.processor === 'stripe' && props.deposit > 0;
  const next = () => {
    const errors = detailErrors(state.details);
    // With Stripe the car is claimed and its PaymentIntent made before its fields can show.
    if (stripe && Object.keys(errors).length === 0) pay(null);
    dispatch({ type: 'checked', errors });
  };
  const steps = { state, dispatch, deposit };
  return (
    <div className="checkout">
      <CarShown car={loaded.car} noPriceText={props.noPriceText} priceLabel={props.priceLabel} />
      {state.step === 1 || (stripe && !deposit.payment) ? (
        <DetailsStep {...steps} onNext={next} />
      ) : (
        <PayStep {...steps} amount={props.deposit} holdHours={props.holdHours} pay={pay} />
      )}
    </div>
  );
}
