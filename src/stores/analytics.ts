/**
 * Analytics events (spec/shopping.md §7: 49 search page view, 39 favourite, …) pushed to the
 * page's dataLayer, each with its Automotive Standards Council twin (lib/analytics/asc.ts) kept in
 * the standard's window.asc_datalayer and, once the shopper consents and the dealer's tag is on,
 * sent to GA4. A failure is a console warning and never blocks the shopper.
 */
import { alertVisit } from '../lib/alerts/messages.ts';
import { ascPageview, ascTwins, type AscEvent } from '../lib/analytics/asc.ts';
import { ANALYTICS_CONFIG_ID, type AnalyticsPageConfig } from '../lib/analytics/page.ts';
import { dataLayer, gtag } from './gtag.ts';

/** The ASC standard's shared data layer: the site's settings, this page's car and every event. */
type AscDataLayer = {
  measurement_ids: string[];
  store_name: string;
  page_type: string;
  items: Record<string, unknown>[];
  events: AscEvent[];
};
type AscWindow = Window & { asc_datalayer?: AscDataLayer };

let config: AnalyticsPageConfig | null | undefined;

/** The page's analytics config (lib/analytics/page.ts), read once; null on a page without one. */
export function analyticsConfig(): AnalyticsPageConfig | null {
  if (config !== undefined) return config;
  const text = document.getElementById(ANALYTICS_CONFIG_ID)?.textContent;
  config = text ? (JSON.parse(text) as AnalyticsPageConfig) : null;
  return config;
}

function ascDataLayer(asc: NonNullable<AnalyticsPageConfig['asc']>): AscDataLayer {
  const w = window as AscWindow;
  w.asc_datalayer ??= {
    measurement_ids: asc.measurementIds,
    store_name: asc.storeName,
    page_type: asc.pageType,
    items: asc.item ? [asc.item.params] : [],
    events: [],
  };
  return w.asc_datalayer;
}

let tagOn = false;
let sent = 0;

/** Sends the ASC events GA4 has not had yet, once the tag is on (stores/consent.ts turns it on). */
function sendAscEvents(): void {
  const asc = analyticsConfig()?.asc;
  if (!tagOn || !asc) return;
  const { events, measurement_ids: ids } = ascDataLayer(asc);
  for (; sent < events.length; sent++) {
    const { event, ...params } = events[sent]!;
    gtag('event', event, ids.length > 0 ? { ...params, send_to: ids } : params);
  }
}

/** The dealer's tag has loaded with the shopper's consent: from now on ASC events go to GA4 too. */
export function ascEventsToTag(): void {
  tagOn = true;
  sendAscEvents();
}

function publish(events: AscEvent[]): void {
  const asc = analyticsConfig()?.asc;
  if (!asc || events.length === 0) return;
  ascDataLayer(asc).events.push(...events);
  sendAscEvents();
}

/** asc_pageview, once per page (components/site/Analytics.astro). */
export function trackPageview(): void {
  try {
    const asc = analyticsConfig()?.asc;
    if (asc) publish([ascPageview(asc)]);
  } catch (error) {
    console.warn('Analytics page view failed', error);
  }
}

/**
 * alert_visit, when the page was opened from an alert's link (docs/analytics.md): in the dataLayer,
 * and as the ASC events are, sent to GA4 only once the shopper consents.
 */
export function trackAlertVisit(search: string): void {
  try {
    const visit = alertVisit(search);
    if (!visit) return;
    dataLayer().push({ event: 'alert_visit', ...visit });
    const asc = analyticsConfig()?.asc;
    if (asc) publish([{ event: 'alert_visit', event_owner: asc.eventOwner, page_type: asc.pageType, ...visit }]);
  } catch (error) {
    console.warn('Analytics alert visit failed', error);
  }
}

export function trackEvent(id: number, data: Record<string, unknown> = {}): void {
  try {
    dataLayer().push({ event: 'forecourt', event_id: id, ...data });
    const asc = analyticsConfig()?.asc;
    if (asc) publish(ascTwins(id, data, asc));
  } catch (error) {
    console.warn('Analytics event failed', id, error);
  }
}
