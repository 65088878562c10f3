/**
 * What a page tells its scripts about analytics, as a JSON data block (never an inline script, so a
 * Content-Security-Policy needs no hash for it): the ASC context of its events and the tag to load
 * once the shopper consents.
 */
import { ascItem, ascTwinTable, ascPageType, type AscContext } from './asc.ts';
import type { AnalyticsOptions } from './options.ts';
import { measurementIds, tagScriptUrl } from './tag.ts';

/** The id of the <script type="application/json"> element that carries the config. */
export const ANALYTICS_CONFIG_ID = 'forecourt-analytics';

export type AnalyticsPageConfig = {
  /** null when the tenant has ASC events off. */
  asc: (AscContext & { measurementIds: string[]; storeName: string }) | null;
  /** The tag's id and script; null when the tenant has none (then there is no consent banner). */
  tag: { id: string; src: string } | null;
};

export type PageCar = Parameters<typeof ascItem>[0] & { id: number };

/** A page's analytics config, from the tenant's options, its path and, on a car page, the car. */
export function analyticsPageConfig(
  tenant: { name: string; analytics: AnalyticsOptions },
  path: string,
  car: PageCar | null = null,
): AnalyticsPageConfig {
  const { analytics } = tenant;
  return {
    asc: analytics.ascEvents
      ? {
          eventOwner: analytics.eventOwner,
          pageType: ascPageType(path),
          item: car ? { carId: car.id, params: ascItem(car) } : null,
          twins: ascTwinTable(),
          measurementIds: measurementIds(analytics),
          storeName: tenant.name,
        }
      : null,
    tag: analytics.tag ? { id: analytics.tag.id, src: tagScriptUrl(analytics.tag) } : null,
  };
}
