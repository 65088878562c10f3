/**
 * Breadcrumbs of a vehicle page (spec/shopping.md §2 Vehicle detail page, site.md §2.2): home, the
 * search page (/used-car/ for a used-only dealer in the spec: here the tenant's
 * vehiclePage.searchCrumbPath, else its default search path), car type, make, model (only a known
 * model), body type, then the car itself. Every search crumb is the URL stateToRoute derives for
 * that filter, so it is the same page the search island would link to.
 */
import { slugify } from '../format/slug.ts';
import type { Crumb } from '../search/breadcrumbs.ts';
import type { ListAttribute } from '../search/types.ts';
import { emptySearchState, stateToRoute, type RoutingContext } from '../search/url-state.ts';
import { carTypeLabel, vehicleTitle } from '../stock/display.ts';


export type VehicleCrumbOptions = {
  defaultPath: string;
  /** vehiclePage.searchCrumbPath; null or absent: `defaultPath`. */
  searchCrumbPath?: string | null;
  usedLabel: string;
  routing: RoutingContext;
  /**
   * Paths of the search pages the site builds. When given, a car type, make, model or body crumb
   * whose path is not one of them is left out: a static site has no page there (a car-type page is
   * only built when it lists something the default page does not).
   */
  landingPaths?: Iterable<string>;
};

type CrumbCar = {
  slug: string; year: number; make: string; model: string; badge: string | null; series: string | null;
  car_type: string; body: string | null;
};

function isKnownModel(car: CrumbCar, routing: RoutingContext): boolean {
  const models = routing.models[slugify(car.make)];
  const modelSlug = slugify(car.model);
  return models !== undefined && Object.hasOwn(models, modelSlug) && models[modelSlug] === car.model;
}

export function vehicleBreadcrumbs(car: CrumbCar, opts: VehicleCrumbOptions): Crumb[] {
  // A vehicle page is never the special-offers page, whatever context it was handed.
  const routing: RoutingContext = { ...opts.routing, specialOffersPath: null };
  const route = (refinementList: Partial<Record<ListAttribute, string[]>>) =>
    stateToRoute({ ...emptySearchState(routing), refinementList }, routing);
  const knownModel = isKnownModel(car, routing);
  const makeModel = knownModel ? { make: [car.make], model: [car.model] } : { make: [car.make] };
  const body = car.body?.trim() ?? '';

  const filters: Crumb[] = [
    { label: carTypeLabel(car.car_type, opts.usedLabel), href: route({ car_type: [car.car_type] }) },
    { label: car.make, href: route({ make: [car.make] }) },
    ...(knownModel ? [{ label: car.model, href: route(makeModel) }] : []),
    ...(body !== '' ? [{ label: body, href: route({ ...makeModel, body: [body] }) }] : []),
  ];
  const built = opts.landingPaths === undefined ? null : new Set(opts.landingPaths);
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: 'Search', href: opts.searchCrumbPath || opts.defaultPath },
    ...filters.filter((crumb) => built === null || built.has(crumb.href.split('?')[0]!)),
    { label: vehicleTitle(car), href: `/cars/${encodeURIComponent(car.slug)}` },
  ];
  // A used-only dealer's search page is its used-car page: one crumb, not two to the same place.
  return crumbs.filter((crumb, index) => crumbs.findIndex((other) => other.href === crumb.href) === index);
}
