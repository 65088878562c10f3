/**
 * What an alert message says and where its links go (docs/alerts.md), pure so the matcher that
 * queues the messages and the API that sends them agree. Every car link carries UTM parameters
 * naming the alert, which the site's analytics reads as the shopper coming back from an alert.
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

/** The UTM parameters of an alert's links: utm_source=alert marks the visit as one an alert brought back. */
function alertUtm(event: AlertEvent | 'manage', channel: 'email' | 'sms'): string {
  return new URLSearchParams({ utm_source: 'alert', utm_medium: channel, utm_campaign: event }).toString();
}

/** The car's page on the site, with the alert's UTM parameters. */
export const carLink = (site: string, body: MatchBody, channel: 'email' | 'sms') =>
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
