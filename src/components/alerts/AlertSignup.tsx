/**
 * "Email me new matches" on a search page, "Tell me if the price drops" on a car page
 * (docs/alerts.md): the shopper's email, checked with the API's own schema, sent to POST
 * /api/alerts; the answer asks them to confirm from their inbox. A saved search is the page's own
 * URL, which the search island keeps in step with the search through the URL-state module. Works
 * before it hydrates: client:intent replays an early tap, useEarlyEdits hands over what was typed.
 */
import { useReducer, useRef, type FormEvent } from 'react';
import { postJson } from '../../client/lead-api.ts';
import { subscriptionSchema } from '../../lib/alerts/subscription.ts';
import { useEarlyEdits } from '../hooks.ts';

interface Props {
  /** A car's id to watch its price; absent on a search page (the page's search is saved). */
  carId?: number;
  label: string;
}

type State = { email: string; status: 'idle' | 'sending' | 'sent' | 'failed'; message: string };
type Action =
  | { type: 'typed'; email: string }
  | { type: 'sending' }
  | { type: 'sent' }
  | { type: 'failed'; message: string };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'typed':
      return { ...state, email: action.email, status: state.status === 'sent' ? 'idle' : state.status };
    case 'sending':
      return { ...state, status: 'sending', message: '' };
    case 'sent':
      return {
        ...state,
        status: 'sent',
        message: `Nearly done: we sent a link to ${state.email}. Open it to confirm.`,
      };
    case 'failed':
      return { ...state, status: 'failed', message: action.message };
  }
}

const FAILED = 'We could not save your alert just now. Please try again.';

export default function AlertSignup({ carId, label }: Props) {
  const [state, dispatch] = useReducer(reduce, { email: '', status: 'idle', message: '' });
  const root = useRef<HTMLFormElement>(null);
  useEarlyEdits(root);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const watch = carId === undefined ? { search: `${location.pathname}${location.search}` } : { car_id: carId };
    const parsed = subscriptionSchema.safeParse({ email: state.email.trim(), ...watch });
    if (!parsed.success) return dispatch({ type: 'failed', message: parsed.error.issues[0]?.message ?? FAILED });
    dispatch({ type: 'sending' });
    const answer = await postJson('', '/api/alerts', parsed.data);
    dispatch(answer.ok ? { type: 'sent' } : { type: 'failed', message: answer.error ?? FAILED });
  };
  const id = carId === undefined ? 'alert-search' : `alert-car-${carId}`;
  return (
    <form ref={root} className="alert-signup" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="alert-signup">
      <label htmlFor={`${id}-email`}>Your email</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        value={state.email}
        onChange={(e) => dispatch({ type: 'typed', email: e.target.value })}
        aria-describedby={`${id}-status`}
        aria-invalid={state.status === 'failed'}
      />
      <button type="submit" className="chip" disabled={state.status === 'sending'}>
        {label}
      </button>
      <p id={`${id}-status`} role="status" className={state.status === 'failed' ? 'alert-signup__error' : undefined}>
        {state.message}
      </p>
    </form>
  );
}
