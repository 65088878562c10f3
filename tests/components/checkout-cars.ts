/** The cars the checkout's component tests sell: summaries as the lead API answers them, and its car lookup over them. */
import { noCars, type CarLookup } from '../../src/api/cars.ts';
import type { CarSummary, LiveCar } from '../../src/lib/stock/shapes.ts';

export const carSummary = (id: number, over: Partial<CarSummary> = {}): CarSummary => ({
  id,
  slug: `2024-mg4-essence-${id}`,
  year: 2024,
  make: 'MG',
  model: 'MG4',
  badge: 'Essence',
  price: 39_990,
  price_type: 'excl_gov_charges',
  state: 'NSW',
  status: 'in_stock',
  reserved: false,
  primary_image_url: null,
  ...over,
});

/** The lead API's car lookup, answering from `stock` alone. */
export function carLookup(stock: CarSummary[]): CarLookup {
  return {
    ...noCars,
    summaries: async (_t, { slug }) => stock.filter((c) => c.slug === slug),
    byId: async (_t, id) => (stock.find((c) => c.id === id) as unknown as LiveCar) ?? null,
  };
}
