/** The dealer's tag as the page loads it: its script, the GA4 properties ASC events go to, its origins. */
import type { AnalyticsOptions, TagOptions } from './options.ts';

/** The tag's script: Tag Manager's gtm.js for a GTM-… container, the Google tag's gtag.js for G-…. */
export function tagScriptUrl(tag: Pick<TagOptions, 'id' | 'scriptOrigin'>): string {
  const file = tag.id.startsWith('GTM-') ? 'gtm.js' : 'gtag/js';
  return `${tag.scriptOrigin}/${file}?id=${encodeURIComponent(tag.id)}`;
}

/** The GA4 properties ASC events go to: the configured ones and a Google tag's own id. */
export function measurementIds(options: AnalyticsOptions): string[] {
  const own = options.tag?.id.startsWith('G-') ? [options.tag.id] : [];
  return [...new Set([...own, ...options.measurementIds])];
}

/** Every origin the tag needs in a Content-Security-Policy: its script's and the ones it sends to. */
export function tagOrigins(options: AnalyticsOptions): string[] {
  return options.tag ? [...new Set([options.tag.scriptOrigin, ...options.tag.origins])] : [];
}
