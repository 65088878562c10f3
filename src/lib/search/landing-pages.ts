import { slugify } from '../format/slug.ts';
import { categoryPages } from './categories.ts';
import type { CategoryPagesOptions } from './category-options.ts';
import { CAR_TYPE_PAGES, type CarTypeName } from './constants.ts';

/** A prerendered search landing page: a path and the stock it starts with. */
export interface LandingPage {
  path: string;
  heading: string;
  /** Car types this page lists; null lists every type. */
  carTypes: CarTypeName[] | null;
  /** Exact make facet value, or null. */
  make: string | null;
  /** Exact model facet value (a page under its make), or null. */
  model: string | null;
}

export interface LandingOptions {
  defaultPath: string;
  usedLabel: string;
  /** search.categoryPages; without it, no category pages. */
  categoryPages?: CategoryPagesOptions;
}

interface StockItem {
  car_type: string;
  make: string;
  /** Without models, no model pages are listed. */
  model?: string;
  /** The kind of vehicle (categories.ts); without it, a car. */
  item_type?: string;
}

const TYPE_ORDER: CarTypeName[] = ['new', 'used', 'demo'];

/** "New, Pre-Owned and Demo Cars": the types a page lists, as the tenant labels them. */
function typesHeading(types: CarTypeName[], usedLabel: string): string {
  const labels = types.map((t) => (t === 'used' ? usedLabel : t === 'new' ? 'New' : 'Demo'));
  const listed = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? 'All');
  return `${listed} Cars for Sale`;
}

/**
 * Every search landing page a tenant's site prerenders: the default search path (always, even
 * with no stock, because navigation links to it), each car-type page that has stock and lists
 * something other than the default page (no duplicate pages), a page per kind of vehicle where the
 * stock holds several (categories.ts), and a page per make in stock.
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
    pages.push({
      path: page.path,
      heading: typesHeading(headingTypes, options.usedLabel),
      carTypes: page.carTypes,
      make: null,
      model: null,
    });
  }
  if (!pages.some((p) => p.path === options.defaultPath)) {
    pages.unshift({
      path: options.defaultPath,
      heading: typesHeading(inStock, options.usedLabel),
      carTypes: null,
      make: null,
      model: null,
    });
  }
  const kinds = (options.categoryPages ? categoryPages(options.categoryPages, stock) : []).map((page) => ({
    path: page.path,
    heading: `${page.label} for Sale`,
    carTypes: null,
    make: null,
    model: null,
  }));
  const taken = new Set([...pages, ...kinds].map((page) => page.path));
  return [...pages, ...kinds, ...makeAndModelPages(stock).filter((page) => !taken.has(page.path))];
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en-AU');

/** A page per make in stock, each followed by a page per model of it in stock (§2: /search/{make}/{model}). */
function makeAndModelPages(stock: readonly StockItem[]): LandingPage[] {
  const pages: LandingPage[] = [];
  for (const make of [...new Set(stock.map((car) => car.make))].sort(byName)) {
    // Two spellings with one slug would be one URL; the first keeps it (url-state.ts does the same).
    if (slugify(make) === '' || pages.some((p) => p.path === `/search/${slugify(make)}`)) continue;
    pages.push({
      path: `/search/${slugify(make)}`,
      heading: `${make} Cars for Sale`,
      carTypes: null,
      make,
      model: null,
    });
    const models = new Set(stock.flatMap((car) => (car.make === make && car.model ? [car.model] : [])));
    for (const model of [...models].sort(byName)) {
      const path = `/search/${slugify(make)}/${slugify(model)}`;
      if (slugify(model) === '' || pages.some((p) => p.path === path)) continue;
      pages.push({ path, heading: `${make} ${model} Cars for Sale`, carTypes: null, make, model });
    }
  }
  return pages;
}
