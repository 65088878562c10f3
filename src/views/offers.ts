/**
 * The dealer's offers (spec/site.md §2.1 /offers/{id}, /offers/{manufacturer}/{id}; §2.3 offer list
 * and detail cards; §4, §5): cards with the 375x250 picture, the shortened description and
 * disclaimer, the Enquire and 'Search this model' links; the /offers page, an offer's page, the
 * home page's latest offers and the offers above the special-offers search; schema.org Offer data.
 */
import type { SiteContext, TenantBuildData } from '../lib/site/site-data.ts';
import type { Offer } from '../lib/offers/types.ts';
import { OFFERS_PATH } from '../lib/offers/offer.ts';
import { descriptionExpander, disclaimerExpander, truncateText, type Expander } from '../lib/offers/expander.ts';
import { offerImage } from '../lib/offers/image.ts';
import { offerEnquiryLink, offerSearchLink } from '../lib/offers/links.ts';
import type { CardImage } from '../lib/images/card-image.ts';
import type { OfferSubject } from '../lib/leads/lead-values.ts';
import { offerJsonLd } from '../lib/seo/json-ld.ts';
import { absoluteUrl } from '../lib/seo/urls.ts';
import { formatLongDate } from '../lib/format/dates.ts';

/** What a search result shows of a meta description. */
const META_DESCRIPTION_LIMIT = 160;

export type OfferCardModel = {
  id: string;
  href: string;
  name: string;
  category: string | null;
  manufacturer: string | null;
  image: (CardImage & { alt: string }) | null;
  /** "Ends 31 December 2026", or null for an open-ended offer. */
  ends: string | null;
  description: { html: string; expander: Expander };
  disclaimer: { text: string; expander: Expander } | null;
  enquire: { href: string; dealer: string };
  searchModel: { href: string; label: string } | null;
};

function offerCard(site: SiteContext, offer: Offer, searchLink: string | null): OfferCardModel {
  const { tenant } = site;
  const { images } = tenant.vehiclePage;
  return {
    id: offer.id,
    href: offer.path,
    name: offer.name,
    category: offer.category,
    manufacturer: offer.manufacturer?.name ?? null,
    image: offer.image
      ? {
          ...offerImage(offer.image, { template: images.cdnTemplate, quality: images.quality, format: images.format }),
          alt: offer.imageAlt,
        }
      : null,
    ends: offer.expiry ? `Ends ${formatLongDate(offer.expiry)}` : null,
    description: { html: offer.descriptionHtml, expander: descriptionExpander(offer.descriptionText) },
    disclaimer: offer.disclaimer ? { text: offer.disclaimer, expander: disclaimerExpander(offer.disclaimer) } : null,
    enquire: offerEnquiryLink(offer, tenant),
    searchModel: searchLink && offer.model ? { href: searchLink, label: 'Search this model' } : null,
  };
}

/** A card for each offer, from the whole site. */
const cardsOf = (site: TenantBuildData, offers: readonly Offer[]) =>
  offers.map((offer) => offerCard(site, offer, offerSearchLink(site, offer)));

function structuredData(site: SiteContext, offer: Offer) {
  const { tenant } = site;
  return offerJsonLd({
    url: absoluteUrl(tenant.url, offer.path),
    name: offer.name,
    description: offer.descriptionText,
    image: offer.image ? absoluteUrl(tenant.url, offer.image) : null,
    category: offer.category,
    validFrom: offer.start,
    validThrough: offer.expiry,
    item: { make: offer.manufacturer?.name ?? null, model: offer.model?.name ?? null },
    seller: { name: tenant.name, url: tenant.url },
  });
}

export type OffersSectionModel = {
  heading: string;
  cards: OfferCardModel[];
  more: { href: string; label: string } | null;
};

/** /offers: every offer the site runs, latest first. */
export function offersPage(site: TenantBuildData) {
  const { tenant } = site;
  const { heading } = tenant.offers;
  return {
    head: {
      title: `${heading} | ${tenant.name}`,
      description: `Current new car, finance and service offers at ${tenant.name}.`,
      path: OFFERS_PATH,
    },
    crumbs: [
      { label: 'Home', href: '/' },
      { label: heading, href: OFFERS_PATH },
    ],
    heading,
    cards: cardsOf(site, site.content.offers),
    jsonLd: site.content.offers.map((offer) => structuredData(site, offer)),
  };
}

/** An offer's own page: its detail card, its structured data and the way back to the others. */
export function offerPage(site: SiteContext, offer: Offer, searchLink: string | null) {
  const { tenant } = site;
  const card = offerCard(site, offer, searchLink);
  return {
    head: {
      title: `${offer.name} | ${tenant.name}`,
      description: truncateText(offer.descriptionText, META_DESCRIPTION_LIMIT) || offer.name,
      path: offer.path,
      ogImage: offer.image,
    },
    crumbs: [
      { label: 'Home', href: '/' },
      { label: tenant.offers.heading, href: OFFERS_PATH },
      { label: offer.name, href: offer.path },
    ],
    card,
    jsonLd: structuredData(site, offer),
    others:
      site.content.offers.length > 1 ? { href: OFFERS_PATH, label: `All ${site.content.offers.length} offers` } : null,
  };
}

/** The home page's latest offers (offers.homeCount), or null where there are none or the count is 0. */
export function homeOffersSection(site: TenantBuildData): OffersSectionModel | null {
  const { offers } = site.content;
  const count = site.tenant.offers.homeCount;
  if (offers.length === 0 || count === 0) return null;
  return {
    heading: site.tenant.offers.heading,
    cards: cardsOf(site, offers.slice(0, count)),
    more: { href: OFFERS_PATH, label: 'View all offers' },
  };
}

/** The site's offers above the special-offers search, or null where it runs none. */
export function specialOffersSection(site: TenantBuildData): OffersSectionModel | null {
  const { offers } = site.content;
  return offers.length === 0 ? null : { heading: site.tenant.offers.heading, cards: cardsOf(site, offers), more: null };
}

/** What the contact form needs to be about one of the site's offers (?offer=<id>). */
export function offerSubjects(site: Pick<SiteContext, 'content'>): OfferSubject[] {
  return site.content.offers.map((offer) => ({
    id: offer.id,
    name: offer.name,
    make: offer.manufacturer?.name ?? null,
    model: offer.model?.name ?? null,
  }));
}
