/**
 * The /alerts page (docs/alerts.md), where every alert message links: it confirms an alert
 * (?action=confirm, the double opt-in's link) when the shopper presses "Confirm my alert", lists
 * the shopper's alerts with a delete button each, and unsubscribes from all of them in one click
 * (?action=unsubscribe). Opening the page changes nothing: mail scanners (Outlook Safe Links,
 * corporate proxies) open links, and even run their scripts, before the shopper does, so every
 * change is a POST behind a button. The token in the link is the only key: nothing is kept in the
 * browser.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { getJson, postJson } from '../../client/lead-api.ts';

type Alert = {
  id: string;
  channel: 'email' | 'sms';
  confirmed: boolean;
  car_id?: number;
  car_name?: string;
  search?: string;
};
type View =
  | { state: 'loading' }
  | { state: 'confirm' }
  | { state: 'gone' }
  | { state: 'unsubscribed' }
  | { state: 'list'; email: string; alerts: Alert[]; note: string };

const GONE = 'This link is no longer valid: its alerts have been deleted.';

function alertText(alert: Alert): string {
  if (alert.car_id !== undefined) return `Price drops of the ${alert.car_name ?? 'car you watch'}`;
  return `New cars for the search ${alert.search}`;
}

async function load(token: string, note: string): Promise<View> {
  const answer = await getJson<{ email: string; alerts: Alert[] }>('', `/api/alerts/${encodeURIComponent(token)}`);
  return answer.ok ? { state: 'list', ...answer.body, note } : { state: 'gone' };
}

/** The double opt-in's last step: the shopper's own press, never the page opening. */
function ConfirmAlert({ token, onChange }: { token: string; onChange: (v: View) => void }) {
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setSending(true);
    const confirmed = await postJson('', `/api/alerts/${encodeURIComponent(token)}/confirm`, {});
    if (confirmed.ok) onChange(await load(token, 'Your alert is confirmed.'));
    else if (confirmed.status === 404) onChange({ state: 'gone' });
    else {
      setSending(false);
      setFailed(true);
    }
  };
  return (
    <>
      <p role="status">{failed ? 'We could not confirm it just now. Please try again.' : ''}</p>
      <p>Confirm your alert, and we will email you when we have news of it. We send nothing else until you do.</p>
      <p>
        <button type="button" className="button" aria-disabled={sending} onClick={() => sending || void confirm()}>
          Confirm my alert
        </button>
      </p>
    </>
  );
}

function AlertList({
  view,
  token,
  onChange,
}: {
  view: Extract<View, { state: 'list' }>;
  token: string;
  onChange: (v: View) => void;
}) {
  const remove = async (ids?: string[]) => {
    await postJson('', `/api/alerts/${encodeURIComponent(token)}/delete`, ids ? { ids } : {});
    onChange(await load(token, ids ? 'Alert deleted.' : 'All your alerts are deleted.'));
  };
  const unsubscribe = async () => {
    const done = await postJson('', `/api/alerts/${encodeURIComponent(token)}/unsubscribe`, {});
    if (done.ok) onChange({ state: 'unsubscribed' });
  };
  const status = useRef<HTMLParagraphElement>(null);
  // After a press that took its button away (confirm, delete), the shopper's place is the news: moved
  // in the same commit, so focus is never left on the page's body in between.
  useLayoutEffect(() => {
    if (view.note) status.current?.focus();
  }, [view.note]);
  return (
    <>
      <p role="status" ref={status} tabIndex={-1}>
        {view.note}
      </p>
      <p>Alerts for {view.email}:</p>
      {view.alerts.length === 0 ? <p>You have no alerts.</p> : null}
      <ul className="alerts-list">
        {view.alerts.map((alert) => (
          <li key={alert.id}>
            <span>{alertText(alert)}</span>{' '}
            <span className="muted">{alert.confirmed ? '' : '(not confirmed yet)'}</span>{' '}
            <button type="button" className="button button--secondary" onClick={() => void remove([alert.id])}>
              Delete
            </button>
          </li>
        ))}
      </ul>
      <p>
        <button type="button" className="button" onClick={() => void unsubscribe()}>
          Unsubscribe from all alerts
        </button>
      </p>
    </>
  );
}

export default function AlertsManager() {
  const [view, setView] = useState<View>({ state: 'loading' });
  const query = typeof location === 'undefined' ? new URLSearchParams() : new URLSearchParams(location.search);
  const token = query.get('token') ?? '';
  const action = query.get('action');
  useEffect(() => {
    if (action === 'confirm') setView({ state: 'confirm' });
    else void load(token, action === 'unsubscribe' ? 'Unsubscribe below in one click.' : '').then(setView);
  }, [token, action]);
  if (view.state === 'loading') return <p role="status">Loading your alerts…</p>;
  if (view.state === 'confirm') return <ConfirmAlert token={token} onChange={setView} />;
  if (view.state === 'gone') return <p role="status">{GONE}</p>;
  if (view.state === 'unsubscribed')
    return <p role="status">You are unsubscribed: we will send you no more alerts, and have deleted them.</p>;
  return <AlertList view={view} token={token} onChange={setView} />;
}
