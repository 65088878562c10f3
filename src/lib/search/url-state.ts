/**
 * Search URL ↔ search state (spec/shopping.md §2 Search page, site.md §2.2), after InstantSearch's
 * routing.ts `stateToRoute` / `routeToState`: defaults stay out of the URL. Pure, so the build
 * (which prerenders the path-only pages) and the search island derive the same URLs.
 *
 * A URL is a path, then an optional query string in InstantSearch's shape:
 * `?query=…&refinementList[make][0]=Toyota&range[price]=10000:50000&sortBy=price-asc&page=2`, its
 * brackets percent-encoded (url-query.ts).
 * One refined make (and one known model of it) becomes the path; otherwise a car-type set with a
 * page of its own does; everything else goes in the query string.
 */
import { slugify } from '../format/slug.ts';
import { CAR_TYPE_PAGES } from './constants.ts';
import { categoryPages } from './categories.ts';
import type { CategoryPagesOptions } from './category-options.ts';
import { decode, formatRange, listParam, parseQuery, parseRange, rangeParam } from './url-query.ts';
import { LIST_ATTRIBUTES, RANGE_ATTRIBUTES } from './constants.ts';
import type { ListAttribute, RangeAttribute, SearchState } from './types.ts';

export type RoutingContext = {
  defaultPath: string;
  defaultSort: string;
  /** make slug → exact make facet value (facet values are case-sensitive). */
  makes: Record<string, string>;
  /** make slug → model slug → exact model; known models only (each has a page). */
  models: Record<string, Record<string, string>>;
  /** Category page slug → the `item_type` it lists; only the pages the site builds (categories.ts). */
  categories?: Record<string, string>;
  /** Set on a page that is not a stock search path (/special-offers): every filter stays in the query string. */
  specialOffersPath?: string | null;
  /** The tenant's sort slugs; an unknown `sortBy` reads as the default. Absent: any slug is accepted. */
  sortSlugs?: readonly string[];
};

type StockItem = { make: string; model: string; item_type?: string };
type SearchOptions = {
  defaultPath: string;
  defaultSort: string;
  sortOptions?: readonly { slug: string }[];
  categoryPages?: CategoryPagesOptions;
};

const byName = (a: string, b: string) => a.localeCompare(b, 'en-AU');

/** Record lookup that cannot reach Object.prototype ('/search/constructor' must not match). */
function own<V>(record: Record<string, V> | undefined, key: string): V | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The routing context of a tenant's stock. Names are visited alphabetically and the first spelling
 * of a slug keeps it, as searchLandingPages does, so every derived make or model path is a page.
 */
export function routingContextFor(stock: readonly StockItem[], search: SearchOptions): RoutingContext {
  const makes: Record<string, string> = {};
  const models: Record<string, Record<string, string>> = {};
  const categories = Object.fromEntries(
    (search.categoryPages ? categoryPages(search.categoryPages, stock) : []).map((page) => [
      page.path.slice('/search/'.length),
      page.itemType,
    ]),
  );
  for (const make of [...new Set(stock.map((car) => car.make))].sort(byName)) {
    const makeSlug = slugify(make);
    // A make whose slug a category page has keeps its filter in the query string (landing-pages.ts).
    if (makeSlug === '' || own(makes, makeSlug) !== undefined || own(categories, makeSlug) !== undefined) continue;
    makes[makeSlug] = make;
    const known: Record<string, string> = {};
    for (const model of [...new Set(stock.filter((car) => car.make === make).map((car) => car.model))].sort(byName)) {
      const modelSlug = slugify(model ?? '');
      if (modelSlug !== '' && own(known, modelSlug) === undefined) known[modelSlug] = model;
    }
    models[makeSlug] = known;
  }
  const sortSlugs = search.sortOptions?.map((option) => option.slug);
  return {
    defaultPath: search.defaultPath,
    defaultSort: search.defaultSort,
    makes,
    models,
    ...(Object.keys(categories).length > 0 ? { categories } : {}),
    ...(sortSlugs ? { sortSlugs } : {}),
  };
}

export function emptySearchState(ctx: Pick<RoutingContext, 'defaultSort'>): SearchState {
  return { query: '', page: 1, sortBy: ctx.defaultSort, refinementList: {}, range: {} };
}

// ---- state → URL ----

type RoutePath = { path: string; inPath: ListAttribute[] };

function makeModelPath(state: SearchState, ctx: RoutingContext): RoutePath | null {
  const makes = state.refinementList.make ?? [];
  const make = makes.length === 1 ? makes[0]! : null;
  const makeSlug = make === null ? '' : slugify(make);
  if (make === null || own(ctx.makes, makeSlug) !== make) return null;
  const models = state.refinementList.model ?? [];
  const model = models.length === 1 ? models[0]! : null;
  const modelSlug = model === null ? '' : slugify(model);
  if (model !== null && own(own(ctx.models, makeSlug), modelSlug) === model) {
    return { path: `/search/${makeSlug}/${modelSlug}`, inPath: ['make', 'model'] };
  }
  return { path: `/search/${makeSlug}`, inPath: ['make'] };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(b);
  return a.length === set.size && a.every((value) => set.has(value));
}

/** One refined kind of vehicle with a page of its own: /search/{slug} (categories.ts). */
function categoryPath(state: SearchState, ctx: RoutingContext): RoutePath | null {
  const kinds = state.refinementList.item_type ?? [];
  if (kinds.length !== 1) return null;
  const slug = Object.keys(ctx.categories ?? {}).find((key) => ctx.categories![key] === kinds[0]);
  return slug === undefined ? null : { path: `/search/${slug}`, inPath: ['item_type'] };
}

function routePath(state: SearchState, ctx: RoutingContext): RoutePath {
  if (ctx.specialOffersPath) return { path: ctx.specialOffersPath, inPath: [] };
  const makePath = makeModelPath(state, ctx);
  if (makePath) return makePath;
  const types = state.refinementList.car_type ?? [];
  const page = CAR_TYPE_PAGES.find((p) => p.carTypes !== null && types.length > 0 && sameSet(p.carTypes, types));
  if (page) return { path: page.path, inPath: ['car_type'] };
  return categoryPath(state, ctx) ?? { path: ctx.defaultPath, inPath: [] };
}

/** The URL of a search state: a path, plus `?…` only for what the path cannot say (defaults left out). */
export function stateToRoute(state: SearchState, ctx: RoutingContext): string {
  const { path, inPath } = routePath(state, ctx);
  const params: string[] = [];
  if (state.query !== '') params.push(`query=${encodeURIComponent(state.query)}`);
  for (const attr of LIST_ATTRIBUTES) {
    if (inPath.includes(attr)) continue;
    const values = [...new Set(state.refinementList[attr] ?? [])].filter((v) => v !== '');
    params.push(...values.map((value, i) => listParam(attr, i, value)));
  }
  for (const attr of RANGE_ATTRIBUTES) {
    const text = formatRange(state.range[attr]);
    if (text !== null) params.push(rangeParam(attr, text));
  }
  if (state.sortBy !== '' && state.sortBy !== ctx.defaultSort)
    params.push(`sortBy=${encodeURIComponent(state.sortBy)}`);
  if (Number.isInteger(state.page) && state.page > 1) params.push(`page=${state.page}`);
  return params.length > 0 ? `${path}?${params.join('&')}` : path;
}

/** A URL that is only a path is a prerendered, indexable landing page; anything else is `noindex`. */
export function isLandingRoute(state: SearchState, ctx: RoutingContext): boolean {
  return !stateToRoute(state, ctx).includes('?');
}

/**
 * The no-results card's Clear Filters target (§2: /special-offers by default, or a given path).
 * /special-offers is where a site has offers to show: its special-offers search where the tenant
 * builds one, else (a redirect, lib/site/redirects.ts) its offers page where it runs offers. A
 * site with neither sends the shopper to its default search path instead.
 */
export function clearFiltersHref(
  search: { clearFiltersPath: string; defaultPath: string; specialOffers: { enabled: boolean } },
  runsOffers: boolean,
): string {
  const toOffers = search.clearFiltersPath.replace(/\/+$/, '') === '/special-offers';
  return toOffers && !search.specialOffers.enabled && !runsOffers ? search.defaultPath : search.clearFiltersPath;
}

// ---- URL → state ----

function normalisePath(pathname: string): string {
  const decoded = decode(pathname.split(/[?#]/)[0] ?? '') ?? '';
  return (
    decoded
      .toLowerCase()
      .replace(/\/{2,}/g, '/')
      .replace(/(.)\/+$/, '$1') || '/'
  );
}

function pathRefinements(path: string, ctx: RoutingContext): SearchState['refinementList'] {
  if (ctx.specialOffersPath && path === normalisePath(ctx.specialOffersPath)) return {};
  const typePage = CAR_TYPE_PAGES.find((p) => p.path === path);
  if (typePage) return typePage.carTypes ? { car_type: [...typePage.carTypes] } : {};
  const [, makeSlug = '', modelSlug] = /^\/search\/([^/]+)(?:\/([^/]+))?$/.exec(path) ?? [];
  const kind = modelSlug === undefined ? own(ctx.categories, makeSlug) : undefined;
  if (kind !== undefined) return { item_type: [kind] };
  const make = own(ctx.makes, makeSlug);
  if (make === undefined) return {}; // the default path, /search, or a make no longer in stock
  // An unknown model slug is dropped: the make's page still lists what there is.
  const model = modelSlug === undefined ? undefined : own(own(ctx.models, makeSlug), modelSlug);
  return model === undefined ? { make: [make] } : { make: [make], model: [model] };
}

const LIST_KEY = /^refinementList\[([a-z_]+)\](?:\[(\d*)\])?$/;
const RANGE_KEY = /^range\[([a-z_]+)\]$/;
const isListAttribute = (name: string): name is ListAttribute => (LIST_ATTRIBUTES as readonly string[]).includes(name);
const isRangeAttribute = (name: string): name is RangeAttribute =>
  (RANGE_ATTRIBUTES as readonly string[]).includes(name);

/** Reads one parameter into `state`; unknown or malformed ones are ignored. */
function applyParam(
  state: SearchState,
  lists: Map<ListAttribute, [number, string][]>,
  key: string,
  value: string,
  ctx: RoutingContext,
) {
  if (key === 'query') state.query = value;
  else if (key === 'page') state.page = /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
  else if (key === 'sortBy') {
    const known = ctx.sortSlugs ? ctx.sortSlugs.includes(value) : /^[a-z0-9-]+$/.test(value);
    state.sortBy = known ? value : ctx.defaultSort;
  } else if (LIST_KEY.test(key)) {
    const [, attr = '', index] = LIST_KEY.exec(key)!;
    if (!isListAttribute(attr) || value === '') return;
    const entries = lists.get(attr) ?? [];
    entries.push([index ? Number(index) : Number.MAX_SAFE_INTEGER, value]);
    lists.set(attr, entries);
  } else if (RANGE_KEY.test(key)) {
    const [, attr = ''] = RANGE_KEY.exec(key)!;
    const range = parseRange(value);
    if (isRangeAttribute(attr) && range) state.range[attr] = range;
  }
}

/**
 * The search state of a URL; null for the home path with no query string ("ignored", §2). Junk is
 * ignored: unknown parameters, page < 1 or not a number (→ 1), an unknown sortBy (→ the default).
 * A query-string list replaces what the path says for the same attribute.
 */
export function routeToState(pathname: string, search: string, ctx: RoutingContext): SearchState | null {
  const path = normalisePath(pathname);
  if (path === '/' && search.replace(/^\?/, '') === '') return null;
  const state = emptySearchState(ctx);
  state.refinementList = pathRefinements(path, ctx);
  const lists = new Map<ListAttribute, [number, string][]>();
  for (const [key, value] of parseQuery(search)) applyParam(state, lists, key, value, ctx);
  // By index, then (the sort is stable) as written; `[]` entries after indexed ones.
  for (const [attr, entries] of lists)
    state.refinementList[attr] = [...new Set(entries.sort((a, b) => a[0] - b[0]).map((e) => e[1]))];
  return state;
}
