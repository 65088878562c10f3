/** schema.org structured data, serialised safely for a <script type="application/ld+json">. */

/** JSON with "<" escaped so data can never close the <script> element (JSON-LD or config) it sits in. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: { label: string; href: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: new URL(crumb.href, siteUrl).href,
    })),
  };
}

type Hours = { open: string; close: string } | null;

export interface LocationLdInput {
  /** The location's page. */
  url: string;
  name: string;
  department: 'sales' | 'service' | 'parts';
  image: string | null;
  telephone: string;
  email: string | null;
  address: { street: string; city: string; state: string; postcode: string; lat: number; long: number };
  /** The place on a map service. */
  hasMap: string | null;
  /** Weekly hours by weekday, 0 Sunday; null is closed. */
  week: Hours[];
  /** Holiday and other one-off days. */
  special: { date: string; hours: Hours }[];
  parentOrganization: { name: string; url: string };
  /** The location's Google reviews (average and count), or null. */
  rating?: RatingSummary | null;
}

type RatingSummary = { average: number; count: number };

/** schema.org AggregateRating of star reviews (1 to 5). */
function aggregateRating(rating: RatingSummary | null | undefined): Record<string, unknown> | undefined {
  if (!rating || rating.count === 0) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(rating.average * 10) / 10,
    reviewCount: rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

/** An Australian street address as a schema.org PostalAddress. */
function postalAddress(address: {
  street: string;
  city: string;
  state: string;
  postcode: string;
}): Record<string, unknown> {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.postcode,
    addressCountry: 'AU',
  };
}

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const LOCATION_TYPES = { sales: 'AutoDealer', service: 'AutoRepair', parts: 'AutoPartsStore' } as const;

/** Days with the same hours share one specification, Monday first; closed days are left out. */
function weeklySpecifications(week: Hours[]): Record<string, unknown>[] {
  const groups = new Map<string, { hours: NonNullable<Hours>; days: string[] }>();
  for (const weekday of [1, 2, 3, 4, 5, 6, 0]) {
    const hours = week[weekday];
    if (!hours) continue;
    const key = `${hours.open}-${hours.close}`;
    const group = groups.get(key) ?? { hours, days: [] };
    group.days.push(SCHEMA_DAYS[weekday]!);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ hours, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens: hours.open,
    closes: hours.close,
  }));
}

/**
 * A schema.org AutoDealer (AutoRepair for a service centre, AutoPartsStore for parts) for one
 * location, as local search results read it. A closed special day opens and closes at 00:00, as
 * Google's local business documentation asks.
 */
export function locationJsonLd(input: LocationLdInput): Record<string, unknown> {
  const { address } = input;
  return {
    '@context': 'https://schema.org',
    '@type': LOCATION_TYPES[input.department],
    '@id': `${input.url}#location`,
    name: input.name,
    url: input.url,
    image: input.image ?? undefined,
    telephone: input.telephone,
    email: input.email ?? undefined,
    address: postalAddress(address),
    geo: { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.long },
    hasMap: input.hasMap ?? undefined,
    openingHoursSpecification: weeklySpecifications(input.week),
    specialOpeningHoursSpecification: input.special.map(({ date, hours }) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: date,
      validThrough: date,
      opens: hours?.open ?? '00:00',
      closes: hours?.close ?? '00:00',
    })),
    parentOrganization: {
      '@type': 'Organization',
      name: input.parentOrganization.name,
      url: input.parentOrganization.url,
    },
    aggregateRating: aggregateRating(input.rating),
  };
}

export interface DealerLdInput {
  name: string;
  url: string;
  telephone: string | null;
  logo: string | null;
  /** The main location's address, or null. */
  address: { street: string; city: string; state: string; postcode: string } | null;
  rating: RatingSummary | null;
  sameAs: string[];
}

/** The dealer as a schema.org AutoDealer, for its home page, with its reviews' aggregateRating. */
export function dealerJsonLd(input: DealerLdInput): Record<string, unknown> {
  const { address } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${input.url}#dealer`,
    name: input.name,
    url: input.url,
    telephone: input.telephone ?? undefined,
    logo: input.logo ?? undefined,
    address: address ? postalAddress(address) : undefined,
    sameAs: input.sameAs.length > 0 ? input.sameAs : undefined,
    aggregateRating: aggregateRating(input.rating),
  };
}

export interface OfferLdInput {
  url: string;
  name: string;
  description: string;
  image: string | null;
  category: string | null;
  /** YYYY-MM-DD, or null for open-ended. */
  validFrom: string | null;
  validThrough: string | null;
  /** What the offer is on: a make and model, a make, or neither (a dealer offer on any car). */
  item: { make: string | null; model: string | null };
  seller: { name: string; url: string };
}

/** A dealer's offer as a schema.org Offer, with the day it ends as validThrough. */
export function offerJsonLd(input: OfferLdInput): Record<string, unknown> {
  const { make, model } = input.item;
  const itemName = [make, model].filter(Boolean).join(' ');
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.image ?? undefined,
    category: input.category ?? undefined,
    validFrom: input.validFrom ?? undefined,
    validThrough: input.validThrough ?? undefined,
    itemOffered: itemName
      ? {
          '@type': 'Car',
          name: itemName,
          brand: make ? { '@type': 'Brand', name: make } : undefined,
          model: model ?? undefined,
        }
      : undefined,
    offeredBy: { '@type': 'AutoDealer', name: input.seller.name, url: input.seller.url },
  };
}

export interface ArticleLdInput {
  url: string;
  headline: string;
  description: string;
  datePublished: string;
  dateModified: string | null;
  author: string;
  image: string | null;
  publisher: { name: string; url: string; logo: string | null };
}

/**
 * A blog post as a schema.org Article, with the image, author and dates Google's Article
 * documentation recommends (developers.google.com/search/docs/appearance/structured-data/article).
 */
export function articleJsonLd(post: ArticleLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.headline,
    description: post.description,
    url: post.url,
    mainEntityOfPage: post.url,
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    author: { '@type': 'Organization', name: post.author, url: post.publisher.url },
    image: post.image ?? undefined,
    publisher: {
      '@type': 'AutoDealer',
      name: post.publisher.name,
      url: post.publisher.url,
      logo: post.publisher.logo ? { '@type': 'ImageObject', url: post.publisher.logo } : undefined,
    },
  };
}
