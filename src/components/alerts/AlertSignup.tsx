/**
 * "Email me new matches" on a search page, "Tell me if the price drops" on a car page
 * (docs/alerts.md): the shopper's email, checked with the API's own schema, sent to POST
 * /api/alerts; the answer asks them to confirm from their inbox. A saved search is the page's own
 * URL, which the search island keeps in step with the search through the URL-state module. Works
 * before it hydrates: client:intent replays an early tap, useEarlyEdits hands over what was typed.
 */
import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { postJson } from '../../client/lead-api.ts';
import { $session, loadSession } from '../../stores/account.ts';
import { subscriptionSchema } from '../../lib/alerts/subscription.ts';
import { useEarlyEdits } from '../hooks.ts';

interface Props {
  /** A car's id to watch its price; absent on a search page (the page's search is saved). */
  carId?: number;
  label: string;
  /** The site texts alerts (alerts.channels has "sms"): a shopper signed in with their phone may choose texts. */
  sms?: boolean;
}

type Channel = 'email' | 'sms';
type State = { email: string; channel: Channel; status: 'idle' | 'sending' | 'sent' | 'failed'; message: string };
type Action =
  | { type: 'typed'; email: string }
  | { type: 'channel'; channel: Channel }
  | { type: 'sending' }
  | { type: 'sent' }
  | { type: 'failed'; message: string };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'typed':
      return { ...state, email: action.email, status: state.status === 'sent' ? 'idle' : state.status };
    case 'channel':
      return { ...state, channel: action.channel };
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

/** Email or texts, for a signed-in shopper on a site that texts alerts. */
function ChannelChoice({
  id,
  phone,
  channel,
  choose,
}: {
  id: string;
  phone: string;
  channel: Channel;
  choose: (c: Channel) => void;
}) {
  return (
    <fieldset className="alert-signup__channel">
      <legend>Send my alerts by</legend>
      <label>
        <input type="radio" name={`${id}-channel`} checked={channel === 'email'} onChange={() => choose('email')} />{' '}
        Email
      </label>
      <label>
        <input type="radio" name={`${id}-channel`} checked={channel === 'sms'} onChange={() => choose('sms')} /> Text to
        the number ending {phone.slice(-3)}
      </label>
    </fieldset>
  );
}

export default function AlertSignup({ carId, label, sms = false }: Props) {
  const [state, dispatch] = useReducer(reduce, { email: '', channel: 'email', status: 'idle', message: '' });
  const root = useRef<HTMLFormElement>(null);
  useEarlyEdits(root);
  const session = useStore($session);
  useEffect(() => {
    if (sms && $session.get().state === 'loading') void loadSession();
  }, [sms]);
  const phone = sms && session.state === 'signed-in' ? session.phone : null;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const watch = carId === undefined ? { search: `${location.pathname}${location.search}` } : { car_id: carId };
    const channel = phone ? state.channel : 'email';
    const parsed = subscriptionSchema.safeParse({ email: state.email.trim(), ...watch, channel });
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
      {phone ? (
        <ChannelChoice
          id={id}
          phone={phone}
          channel={state.channel}
          choose={(c) => dispatch({ type: 'channel', channel: c })}
        />
      ) : null}
      <button type="submit" className="button" disabled={state.status === 'sending'}>
        {label}
      </button>
      <p id={`${id}-status`} role="status" className={state.status === 'failed' ? 'alert-signup__error' : undefined}>
        {state.message}
      </p>
    </form>
  );
}
