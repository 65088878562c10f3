// The fuel calculator's inputs and defaults (spec/shopping.md §9 Fuel defaults).
// Plain data with no imports: rules that run in the browser read these without pulling in the
// zod schema of options.ts, which is built when its module loads.

export interface FuelInputs {
  /** Kilometres driven a week. */
  distanceKm: number;
  /** Litres per 100 km. */
  litresPer100km: number;
  /** Dollars per litre. */
  pricePerLitre: number;
}

/** spec/shopping.md §9: "Fuel defaults: 1.70, 250 kms, 10 L/100km" (tenant.fuel overrides them). */
export const FUEL_DEFAULTS: Readonly<FuelInputs> = { pricePerLitre: 1.7, distanceKm: 250, litresPer100km: 10 };
