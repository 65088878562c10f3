/** The lead API tests' stock index: which cars each site has (a lead, a reservation or a watchlist names them). */
import { noCars, type CarLookup } from '../../src/api/cars.ts';
import { emptyVehicle } from '../../src/lib/stock/vehicle.ts';
import type { LiveCar } from '../../src/lib/stock/shapes.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';

/** Car ids every site's stock has in the tests (a lead or watchlist names them). */
const SHARED_CAR_IDS = [263011, 5, 7, 11, 14, 15, 16, 17, 42];
/** A car only `slug`'s stock has: another site naming it is naming another dealer's car. */
export const ownCarId = (tenants: Tenant[], slug: string) =>
  900_000 + [...tenants.map((t) => t.slug)].sort().indexOf(slug);

function fixtureCar(id: number, overrides: Partial<LiveCar> = {}): LiveCar {
  return {
    ...emptyVehicle(),
    id,
    slug: `2022-nissan-navara-${id}`,
    year: 2022,
    make: 'Nissan',
    model: 'Navara',
    badge: 'ST',
    car_type: 'used',
    status: 'in_stock',
    stocknum: 'N1234',
    price: 45_990,
    ...overrides,
  } as LiveCar;
}

/** The tests' stock index: every site has the SHARED_CAR_IDS and its own car (ownCarId); nothing else exists. */
export function fixtureCars(tenants: Tenant[]): CarLookup {
  const has = (slug: string, id: number) => SHARED_CAR_IDS.includes(id) || id === ownCarId(tenants, slug);
  return {
    ...noCars,
    byId: async (tenant, id) => (has(tenant.slug, id) ? fixtureCar(id) : null),
    bySlug: async (tenant, slug) => {
      const id = Number(/-(\d+)$/.exec(slug)?.[1]);
      return has(tenant.slug, id) ? fixtureCar(id) : null;
    },
  };
}
