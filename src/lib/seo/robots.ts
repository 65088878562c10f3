import { absoluteUrl } from './urls.ts';
import { GOOGLE_FEED_PATH } from '../feeds/google.ts';
import { META_FEED_PATH } from '../feeds/meta.ts';
import type { FeedOptions } from '../feeds/options.ts';

/**
 * robots.txt: everything but the lead API may be crawled, the sitemap is named, and the vehicle
 * feeds the site publishes are listed in a comment for whoever sets up Merchant Center or a Meta
 * catalog (robots.txt has no feed directive; `Allow: /` already lets their fetchers in).
 */
export function robotsTxt(tenant: { url: string; feeds: Pick<FeedOptions, 'google' | 'meta'> }): string {
  const feeds = [tenant.feeds.google && GOOGLE_FEED_PATH, tenant.feeds.meta && META_FEED_PATH].filter(
    (path): path is string => Boolean(path),
  );
  const feedLines =
    feeds.length === 0
      ? []
      : [
          '',
          '# Vehicle feeds (Google Merchant Center, Meta catalog):',
          ...feeds.map((path) => `# ${absoluteUrl(tenant.url, path)}`),
        ];
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...feedLines,
    '',
    `Sitemap: ${absoluteUrl(tenant.url, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
