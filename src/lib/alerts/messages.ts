/**
 * What an alert message says and where its links go (docs/alerts.md), pure so the matcher that
 * queues the messages and the API that sends them agree. Every car link carries UTM parameters
 * naming the alert, which the site reads back (alertVisit) to fire its `alert_visit` event.
 */
import { formatPrice } from '../format/money.ts';

/** Why a car is in a message: it arrived, its price dropped, or it is for sale again. */
export type AlertEvent = 'new' | 'price-drop' | 'back-in-stock';

/** A car as a message shows it, captured when it was matched. */
export type AlertCar = {
  id: number;
  slug: string;
  name: string;
  price: number;
  /** The price before a drop. */
  was: number | null;
  photo: string | null;
};

export type MatchBody = { event: AlertEvent; car: AlertCar };

const EVENT_TEXT: Record<AlertEvent, string> = {
  new: 'New match',
  'price-drop': 'Price drop',
  'back-in-stock': 'Back for sale',
};

export const eventText = (event: AlertEvent) => EVENT_TEXT[event];

/** The idempotency key of a match: once per alert, car, event and price, so a further drop is news again. */
export const matchKey = ({ event, car }: MatchBody) => `${event}:${car.id}:${car.price}`;

type AlertChannel = 'email' | 'sms';
const ALERT_SOURCE = 'alert';

/** The UTM parameters of an alert's links: utm_source=alert marks the visit as one an alert brought back. */
function alertUtm(event: AlertEvent, channel: AlertChannel): string {
  return new URLSearchParams({ utm_source: ALERT_SOURCE, utm_medium: channel, utm_campaign: event }).toString();
}

/** What the site's `alert_visit` analytics event says about a visit an alert's link brought. */
type AlertVisit = { alert_kind: AlertEvent; alert_channel: AlertChannel };

/**
 * The alert a visit came from, read back off its link's UTM parameters (alertUtm); null for any
 * other visit, and for values no alert writes (the query string is the visitor's to change).
 */
export function alertVisit(search: string): AlertVisit | null {
  const query = new URLSearchParams(search);
  const kind = query.get('utm_campaign') ?? '';
  const channel = query.get('utm_medium');
  if (query.get('utm_source') !== ALERT_SOURCE || !Object.hasOwn(EVENT_TEXT, kind)) return null;
  if (channel !== 'email' && channel !== 'sms') return null;
  return { alert_kind: kind as AlertEvent, alert_channel: channel };
}

/** The car's page on the site, with the alert's UTM parameters. */
export const carLink = (site: string, body: MatchBody, channel: AlertChannel) =>
  `${site}/cars/${body.car.slug}/?${alertUtm(body.event, channel)}`;

/** The site's alerts page for the alert with this token: confirm (once), see, delete, unsubscribe. */
export function alertsPageLink(site: string, token: string, action: 'confirm' | 'manage' | 'unsubscribe'): string {
  const query = new URLSearchParams({ token, ...(action === 'manage' ? {} : { action }) });
  return `${site}/alerts/?${query.toString()}`;
}

/** The subject of a message with these matches. */
export function matchSubject(dealer: string, matches: readonly MatchBody[]): string {
  const [first] = matches;
  if (matches.length === 1 && first) return `${eventText(first.event)}: ${first.car.name} at ${dealer}`;
  return `${matches.length} cars for your alerts at ${dealer}`;
}

/** "$31,990 (was $33,990)" */
export const priceLine = ({ price, was }: Pick<AlertCar, 'price' | 'was'>) =>
  was !== null && was > price ? `${formatPrice(price)} (was ${formatPrice(was)})` : formatPrice(price);

/** A text message: the first car and a link, then the opt-out the Spam Act asks for. */
export function smsText(dealer: string, site: string, matches: readonly MatchBody[], token: string): string {
  const lines = matches
    .slice(0, 3)
    .map((m) => `${eventText(m.event)}: ${m.car.name} ${priceLine(m.car)} ${carLink(site, m, 'sms')}`);
  return [`${dealer}:`, ...lines, `Stop: ${alertsPageLink(site, token, 'unsubscribe')}`].join('\n');
}
