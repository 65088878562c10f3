/**
 * Breadcrumbs of a vehicle page (spec/shopping.md §2 Vehicle detail page, site.md §2.2): home, the
 * search page (the default search page that /search/ and a used-only dealer's /used-car/ redirect
 * to, unless the tenant's vehiclePage.searchCrumbPath says otherwise), car type, make, model (only
 * a known model), body type, then the car itself. Every filter crumb is the URL stateToRoute derives for that filter, so
 * it is the page the search island would link to; a car-type page the site does not build is a
 * redirect to the default page with that filter (lib/site/redirects.ts), so every crumb leads somewhere.
 */
import { slugify } from '../format/slug.ts';
import { searchCrumb, type Crumb } from '../search/breadcrumbs.ts';
import type { ListAttribute } from '../search/types.ts';
import { emptySearchState, stateToRoute, type RoutingContext } from '../search/url-state.ts';
import { carTypeLabel, vehicleTitle } from '../stock/display.ts';
import { getOrMake } from '../memo.ts';

export type VehicleCrumbOptions = {
  defaultPath: string;
  /** vehiclePage.searchCrumbPath; null or absent: the default search page (searchCrumb). */
  searchCrumbPath?: string | null;
  usedLabel: string;
  routing: RoutingContext;
};

type CrumbCar = {
  slug: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  car_type: string;
  body: string | null;
};

/**
 * Filter crumbs' URLs by routing context: thousands of cars share a few hundred, and a build
 * works out every car's crumbs to know which pages changed (pipeline/static-paths.ts).
 */
const routesByContext = new WeakMap<RoutingContext, Map<string, string>>();

function filterRoute(refinementList: Partial<Record<ListAttribute, string[]>>, context: RoutingContext): string {
  const routes = getOrMake(routesByContext, context, () => new Map<string, string>());
  return getOrMake(routes, JSON.stringify(refinementList), () => {
    // A vehicle page is never the special-offers page, whatever context it was handed.
    const routing: RoutingContext = { ...context, specialOffersPath: null };
    return stateToRoute({ ...emptySearchState(routing), refinementList }, routing);
  });
}

function isKnownModel(car: CrumbCar, routing: RoutingContext): boolean {
  const models = routing.models[slugify(car.make)];
  const modelSlug = slugify(car.model);
  return models !== undefined && Object.hasOwn(models, modelSlug) && models[modelSlug] === car.model;
}

export function vehicleBreadcrumbs(car: CrumbCar, opts: VehicleCrumbOptions): Crumb[] {
  const route = (refinementList: Partial<Record<ListAttribute, string[]>>) => filterRoute(refinementList, opts.routing);
  const knownModel = isKnownModel(car, opts.routing);
  const makeModel = knownModel ? { make: [car.make], model: [car.model] } : { make: [car.make] };
  const body = car.body?.trim() ?? '';

  const filters: Crumb[] = [
    { label: carTypeLabel(car.car_type, opts.usedLabel), href: route({ car_type: [car.car_type] }) },
    { label: car.make, href: route({ make: [car.make] }) },
    ...(knownModel ? [{ label: car.model, href: route(makeModel) }] : []),
    ...(body !== '' ? [{ label: body, href: route({ ...makeModel, body: [body] }) }] : []),
  ];
  const search = opts.searchCrumbPath ? { label: 'Search', href: opts.searchCrumbPath } : searchCrumb(opts);
  // The search crumb leads to the default page: a filter crumb to that same page (a used-only
  // dealer's used cars) would be a second link to one place.
  const crumbs = [
    { label: 'Home', href: '/' },
    search,
    ...filters.filter((crumb) => crumb.href !== opts.defaultPath),
    { label: vehicleTitle(car), href: `/cars/${encodeURIComponent(car.slug)}` },
  ];
  return crumbs.filter((crumb, index) => crumbs.findIndex((other) => other.href === crumb.href) === index);
}
