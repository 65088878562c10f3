/** schema.org structured data, serialised safely for a <script type="application/ld+json">. */

/** JSON with "<" escaped so data can never close the <script> element (JSON-LD or config) it sits in. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface VehicleLdInput {
  url: string;
  name: string;
  car: {
    vin?: string | null;
    make: string;
    model: string;
    year: number;
    km?: number | null;
    price?: number | null;
    car_type: string;
    status: string;
    colour?: string | null;
    body?: string | null;
    simple_fuel?: string | null;
    simple_transmission?: string | null;
  };
  images: string[];
  dealer: { name: string; url: string; telephone?: string | null };
}

const AVAILABILITY: Record<string, string> = {
  in_stock: 'https://schema.org/InStock',
  coming_soon: 'https://schema.org/PreOrder',
  sold: 'https://schema.org/SoldOut',
};

/** A schema.org Car with its Offer; the price is left out when the page shows none (10 or less). */
export function vehicleJsonLd({ url, name, car, images, dealer }: VehicleLdInput): Record<string, unknown> {
  const price = car.price ?? 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name,
    url,
    vehicleIdentificationNumber: car.vin || undefined,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: car.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    mileageFromOdometer: car.km != null ? { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' } : undefined,
    color: car.colour || undefined,
    bodyType: car.body || undefined,
    fuelType: car.simple_fuel || undefined,
    vehicleTransmission: car.simple_transmission || undefined,
    image: images,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'AUD',
      price: price > 10 ? price : undefined,
      availability: AVAILABILITY[car.status] ?? 'https://schema.org/LimitedAvailability',
      seller: { '@type': 'AutoDealer', name: dealer.name, url: dealer.url, telephone: dealer.telephone || undefined },
    },
  };
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

/** A blog post as a schema.org Article (what search engines read for article results). */
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
    author: { '@type': 'Organization', name: post.author },
    image: post.image ?? undefined,
    publisher: {
      '@type': 'AutoDealer',
      name: post.publisher.name,
      url: post.publisher.url,
      logo: post.publisher.logo ? { '@type': 'ImageObject', url: post.publisher.logo } : undefined,
    },
  };
}
