/** The dealer as schema.org structured data for its home page: an AutoDealer with its reviews' aggregateRating. */
import type { TenantBuildData } from '../lib/site/site-data.ts';
import { dealerJsonLd } from '../lib/seo/json-ld.ts';
import { absoluteUrl } from '../lib/seo/urls.ts';
import { visibleLocations } from '../lib/locations/order.ts';
import { siteRating } from './reviews.ts';

export function dealerStructuredData(site: TenantBuildData) {
  const { tenant } = site;
  const main = visibleLocations(tenant.locations)[0] ?? null;
  return dealerJsonLd({
    name: tenant.name,
    url: tenant.url,
    telephone: tenant.phone ?? main?.contact.phone ?? null,
    logo: tenant.theme.logo ? absoluteUrl(tenant.url, tenant.theme.logo.url) : null,
    address: main?.address ?? null,
    rating: siteRating(site),
    sameAs: Object.values(tenant.social).filter((url): url is string => url !== null),
  });
}
