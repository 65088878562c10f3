/**
 * The /alerts page (docs/alerts.md), where every alert message links: it confirms an alert
 * (?action=confirm, the double opt-in's link), lists the shopper's alerts with a delete button
 * each, and unsubscribes from all of them in one click (?action=unsubscribe). The token in the
 * link is the only key: nothing is kept in the browser.
 */
import { useEffect, useState } from 'react';
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
  return (
    <>
      <p role="status">{view.note}</p>
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
    void (async () => {
      if (action === 'confirm') {
        const confirmed = await postJson('', `/api/alerts/${encodeURIComponent(token)}/confirm`, {});
        setView(confirmed.ok ? await load(token, 'Your alert is confirmed.') : { state: 'gone' });
      } else setView(await load(token, action === 'unsubscribe' ? 'Unsubscribe below in one click.' : ''));
    })();
  }, [token, action]);
  if (view.state === 'loading') return <p role="status">Loading your alerts…</p>;
  if (view.state === 'gone') return <p role="status">{GONE}</p>;
  if (view.state === 'unsubscribed')
    return <p role="status">You are unsubscribed: we will send you no more alerts, and have deleted them.</p>;
  return <AlertList view={view} token={token} onChange={setView} />;
}
