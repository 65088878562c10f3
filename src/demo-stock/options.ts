/** What the demo generator is asked for: a seed, a size, a clock and the tenant's places. */
export type DemoLocation = {
  id: number;
  name: string;
  slug: string;
  phone: string;
  dealershipId: number;
  /** 'sales' (the default), '' (counts as sales), 'service' or 'parts': cars are listed at sales locations only. */
  type?: string;
  /** Kinds of stock the location is for, such as "caravans" (the tenant's location subtypes). */
  subtypes?: string[];
  /** Makes it sells, as stock spells them; a car of one of them is listed there. */
  manufacturers?: string[];
  /** Its dealership's slug and name (the tenant's dealerships): the car's dealership_slug and dealership_name. */
  dealershipSlug?: string;
  dealershipName?: string;
  address: { street: string; city: string; state: string; postcode: string; placeUrl?: string };
};

export type DemoStockOptions = {
  seed: string;
  cars: number;
  now: Date;
  /** display names as stock spells them; new and demo cars only come from these makes */
  franchiseMakes: string[];
  /** Makes of the site's certified pre-owned program: its certified used cars are of these makes. */
  certifiedMakes?: string[];
  usedOnly: boolean;
  /** 'cars', 'trucks', 'motorcycles', 'caravans'; empty means cars */
  categories: string[];
  locations: DemoLocation[];
  dealershipIds: number[];
};
