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

const TYPE_ORDER: CarTypeName[] = ['new', 'used', 'demo'];

/** The car-type paths of spec/shopping.md §2, in the order the spec lists them; null = every type. */
const CAR_TYPE_PAGES: { path: string; carTypes: CarTypeName[] | null }[] = [
  { path: '/search/new-used-and-demo-cars', carTypes: null },
  { path: '/search/new-cars', carTypes: ['new'] },
  { path: '/search/used-cars', carTypes: ['used'] },
  { path: '/search/demo-cars', carTypes: ['demo'] },
  { path: '/search/new-and-demo-cars', carTypes: ['new', 'demo'] },
];

/** "New, Pre-Owned and Demo Cars": the types a page lists, as the tenant labels them. */
function typesHeading(types: CarTypeName[], usedLabel: string): string {
  const labels = types.map((t) => (t === 'used' ? usedLabel : t === 'new' ? 'New' : 'Demo'));
  const listed = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? 'All');
  return `${listed} Cars for Sale`;
}

/**
 * Every search landing page a tenant's site prerenders: the default search path (always, even
 * with no stock, because navigation links to it), each car-type page that has stock and lists
 * something other than the default page (no duplicate pages), and a page per make in stock.
 */
export function searchLandingPages(options: LandingOptions, stock: readonly StockItem[]): LandingPage[] {
  const inStock = TYPE_ORDER.filter((t) => stock.some((car) => car.car_type === t));
  const listedBy = (carTypes: CarTypeName[] | null) => inStock.filter((t) => carTypes === null || carTypes.includes(t));
  const defaultListed = listedBy(CAR_TYPE_PAGES.find((p) => p.path === options.defaultPath)?.carTypes ?? null).join();
  const pages: LandingPage[] = [];
  for (const page of CAR_TYPE_PAGES) {
    const isDefault = page.path === options.defaultPath;
    const listed = listedBy(page.carTypes);
    if (!isDefault && (listed.length === 0 || listed.join() === defaultListed)) continue;
    const headingTypes = listed.length > 0 ? listed : (page.carTypes ?? TYPE_ORDER);
    pages.push({ path: page.path, heading: typesHeading(headingTypes, options.usedLabel), carTypes: page.carTypes, make: null });
  }
  if (!pages.some((p) => p.path === options.defaultPath)) {
    pages.unshift({ path: options.defaultPath, heading: typesHeading(inStock, options.usedLabel), carTypes: null, make: null });
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
