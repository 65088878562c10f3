/** What the demo generator is asked for: a seed, a size, a clock and the tenant's places. */
type DemoLocation = {
  id: number;
  name: string;
  slug: string;
  phone: string;
  dealershipId: number;
  address: { street: string; city: string; state: string; postcode: string; placeUrl?: string };
};

export type DemoStockOptions = {
  seed: string;
  cars: number;
  now: Date;
  /** display names as stock spells them; new and demo cars only come from these makes */
  franchiseMakes: string[];
  usedOnly: boolean;
  /** 'cars', 'trucks', 'motorcycles', 'caravans'; empty means cars */
  categories: string[];
  locations: DemoLocation[];
  dealershipIds: number[];
};
