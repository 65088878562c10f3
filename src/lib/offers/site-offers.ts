/**
 * The offer files a site reads (tenants/content/<layer>/<owner>/offers/<id>.md) resolved to the
 * offers it runs (offer.ts): those that exclude its website left out, each description rendered to
 * sanitised HTML with the site's figures, latest first. A build keeps only those current on its day
 * (currentOffers); the addresses of ended ones are kept so they can redirect to the offers page.
 */
import type { ContentPath } from '../content/layers.ts';
import { renderContentMarkdownAndText, type ContentFacts } from '../content/markdown.ts';
import { localTime, siteTimeZone } from '../hours/clock.ts';
import { describeFound, problemLine } from '../tenant/problem.ts';
import type { OfferFrontmatter } from './frontmatter.ts';
import { latestFirst, offerOf, offerTiming, runsOn } from './offer.ts';
import type { Offer } from './types.ts';

type OfferEntry = { path: ContentPath; file: string; data: OfferFrontmatter; body: string };
type OffersTenant = { id: number; manufacturer: string | null; locations: Parameters<typeof siteTimeZone>[0] };

export type SiteOffers = { offers: Offer[]; expiredOfferPaths: string[] };

/** Every offer the site runs, whatever the day, latest first. */
export function siteOffers(
  entries: readonly OfferEntry[],
  tenant: OffersTenant,
  facts: ContentFacts,
  errors: string[],
): Offer[] {
  const offers: Offer[] = [];
  for (const entry of entries) {
    if (entry.path.id.includes('/')) {
      errors.push(
        problemLine(
          entry.file,
          'file name',
          'an offer file directly in offers/, like navara-finance.md',
          describeFound(entry.path.id),
        ),
      );
      continue;
    }
    if (runsOn(entry.data, tenant.id))
      offers.push(offerOf(entry.path.id, entry.data, renderContentMarkdownAndText(entry.body, facts), tenant));
  }
  return offers.sort(latestFirst);
}

/** The offers current at `now` on the site's calendar, and the addresses of those that have ended. */
export function currentOffers(
  offers: readonly Offer[],
  tenant: Pick<OffersTenant, 'locations'>,
  now: Date,
): SiteOffers {
  const today = localTime(now, siteTimeZone(tenant.locations)).date;
  return {
    offers: offers.filter((offer) => offerTiming(offer, today) === 'current'),
    expiredOfferPaths: offers
      .filter((offer) => offerTiming(offer, today) === 'expired')
      .flatMap((offer) => [offer.path, ...(offer.otherPath ? [offer.otherPath] : [])]),
  };
}
