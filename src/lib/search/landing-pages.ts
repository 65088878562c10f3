import { slugify } from '../format/slug.ts';

export type CarTypeName = 'new' | 'used' | 'demo';

/** A prerendered search landing page: a path and the stock it starts with. */
export interface LandingPage {
  path: string;
  heading: string;
  /** Car types this page lists; null lists every type. */
  carTypes: CarTypeName[] | null;
  /** Exact make facet value, or null. */
  make: string | null;
}

export interface LandingOptions {
  defaultPath: string;
  usedLabel: string;
}

interface StockItem {
  car_type: string;
  make: string;
}

/** The car-type paths of spec/shopping.md §2, in the order the spec lists them. */
const CAR_TYPE_PAGES: { path: string; carTypes: CarTypeName[] | null; label: (used: string) => string }[] = [
  { path: '/search/new-used-and-demo-cars', carTypes: null, label: (used) => `New, ${used} and Demo Cars` },
  { path: '/search/new-cars', carTypes: ['new'], label: () => 'New Cars' },
  { path: '/search/used-cars', carTypes: ['used'], label: (used) => `${used} Cars` },
  { path: '/search/demo-cars', carTypes: ['demo'], label: () => 'Demo Cars' },
  { path: '/search/new-and-demo-cars', carTypes: ['new', 'demo'], label: () => 'New and Demo Cars' },
];

/**
 * Every search landing page a tenant's site prerenders: the default search path (always, even
 * with no stock, because navigation links to it), each car-type page that has stock, and a page
 * per make in stock.
 */
export function searchLandingPages(options: LandingOptions, stock: readonly StockItem[]): LandingPage[] {
  const types = new Set(stock.map((car) => car.car_type));
  const pages: LandingPage[] = [];
  for (const page of CAR_TYPE_PAGES) {
    const isDefault = page.path === options.defaultPath;
    const hasStock = page.carTypes === null ? stock.length > 0 : page.carTypes.some((t) => types.has(t));
    if (!isDefault && !hasStock) continue;
    pages.push({ path: page.path, heading: `${page.label(options.usedLabel)} for Sale`, carTypes: page.carTypes, make: null });
  }
  if (!pages.some((p) => p.path === options.defaultPath)) {
    pages.unshift({ path: options.defaultPath, heading: 'All Vehicles for Sale', carTypes: null, make: null });
  }
  const makes = [...new Set(stock.map((car) => car.make))].sort((a, b) => a.localeCompare(b, 'en-AU'));
  for (const make of makes) {
    pages.push({ path: `/search/${slugify(make)}`, heading: `${make} Cars for Sale`, carTypes: null, make });
  }
  return pages;
}

/** The stock a landing page lists, in the order given (the build passes stock in rank order). */
export function stockForLandingPage<T extends StockItem>(page: LandingPage, stock: readonly T[]): T[] {
  return stock.filter(
    (car) =>
      (page.carTypes === null || (page.carTypes as string[]).includes(car.car_type)) &&
      (page.make === null || car.make === page.make),
  );
}
